#!/usr/bin/env bash
# Lints the GitHub Actions workflows in .github/workflows (CI runs it, from .ci/run):
# - check-jsonschema against GitHub's workflow schema (its own vendored copy): a misspelt key,
#   a step with neither `uses` nor `run`, a job without `runs-on`;
# - zizmor, offline: actions not pinned to a commit, credentials left in the checkout,
#   template injection and the other mistakes it knows.
# Both come from PyPI, pinned, into a virtual environment in .build-tools/ (git ignores it),
# installed once and again only when the pins change. Needs python3 with its venv module.
# Runs with the bash 3.2 and BSD tools of a stock Mac as on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."

pins="check-jsonschema==0.39.0 zizmor==1.32.0"
venv=".build-tools/workflow-lint"

if ! command -v python3 >/dev/null 2>&1; then
  echo "error: $0 needs python3 with its venv module (Debian or Ubuntu:" \
    "apt-get install python3-venv; macOS: xcode-select --install)" >&2
  exit 2
fi
if [ "$(cat "$venv/pins" 2>/dev/null || true)" != "$pins" ]; then
  rm -rf "$venv"
  if ! python3 -m venv "$venv" >/dev/null; then
    echo "error: python3 -m venv failed; install Python's venv module" \
      "(Debian or Ubuntu: apt-get install python3-venv)" >&2
    exit 2
  fi
  # shellcheck disable=SC2086 # one argument per pin
  "$venv/bin/pip" install --quiet --disable-pip-version-check $pins
  echo "$pins" >"$venv/pins"
fi

workflows=(.github/workflows/*.yml)
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}"
"$venv/bin/zizmor" --offline --no-progress "${workflows[@]}"
