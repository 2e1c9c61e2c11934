#!/usr/bin/env bash
# Runs the whole scenario suite N times (default 100) and checks that every run prints the
# same bytes: the matrix and every screen after every step of every scenario.
# Usage: Scripts/determinism.sh [RUNS]
# Needs: sha256sum (Linux) or shasum (macOS), checked at the start.
# Runs with the bash 3.2 and BSD tools of a stock Mac as on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
# The digest of standard input, "HEX  -", from whichever tool the system has.
if command -v sha256sum >/dev/null 2>&1; then
  digest() { sha256sum; }
elif command -v shasum >/dev/null 2>&1; then
  digest() { shasum -a 256; }
else
  echo "error: $0 needs sha256sum (Debian or Ubuntu: apt-get install coreutils)" \
    "or shasum (there on macOS)" >&2
  exit 2
fi
runs=${1:-100}
swift build --product workbench >/dev/null
binary="$(swift build --show-bin-path)/workbench"
first=$("$binary" scenarios --transcript | digest)
for ((run = 2; run <= runs; run++)); do
  current=$("$binary" scenarios --transcript | digest)
  if [ "$current" != "$first" ]; then
    echo "run $run differs from run 1" >&2
    exit 1
  fi
done
echo "$runs runs, identical output: ${first%% *}"
