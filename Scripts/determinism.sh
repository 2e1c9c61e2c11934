#!/usr/bin/env bash
# Runs the whole scenario suite N times (default 100) and checks that every run prints the
# same bytes: the matrix and every screen after every step of every scenario.
# Usage: Scripts/determinism.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100}
swift build --product workbench >/dev/null
binary="$(swift build --show-bin-path)/workbench"
first=$("$binary" scenarios --transcript | sha256sum)
for ((run = 2; run <= runs; run++)); do
  digest=$("$binary" scenarios --transcript | sha256sum)
  if [ "$digest" != "$first" ]; then
    echo "run $run differs from run 1" >&2
    exit 1
  fi
done
echo "$runs runs, identical output: ${first%% *}"
