#!/usr/bin/env bash
# Input size stays linear: types 100,000 characters into Search in every architecture, and
# runs a 20,000-step scenario file, each in a debug build, printing seconds and peak memory
# (of the workbench and its worker process). Fails if a typing run takes 200 MB or more, or
# 5 s or more. Results go in docs/BENCHMARKS.md by hand.
# Usage: Scripts/benchmark-input-size.sh [CHARACTERS] [STEPS]
# Needs: GNU time (/usr/bin/time; Debian's package `time`).
set -euo pipefail
cd "$(dirname "$0")/.."
characters=${1:-100000}
steps=${2:-20000}
folder=.build-benchmark/input-size
mkdir -p "$folder"

[ -x /usr/bin/time ] || { echo "GNU time is missing: apt-get install time" >&2; exit 1; }
swift build --product workbench >/dev/null
workbench=.build/debug/workbench

python3 - "$folder" "$characters" "$steps" <<'PYTHON'
import sys
folder, characters, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
text = ("ab" * characters)[:characters]
with open(f"{folder}/typing.scenario", "w") as file:
    file.write("Scenario: Typing a long search\n  When the app starts\n")
    file.write(f'  And I type "{text}" into "Search"\n  And 300 ms pass\n')
cycle = ['I pull to refresh', 'I type "a" into "Search"', '300 ms pass', 'I clear "Search"']
with open(f"{folder}/long.scenario", "w") as file:
    file.write("Scenario: A long scenario file\n  When the app starts\n")
    file.writelines(f"  And {cycle[index % len(cycle)]}\n" for index in range(steps - 1))
PYTHON

# Every registered architecture, by the names `--architecture` takes.
mapfile -t architectures < <("$workbench" metrics --format json | python3 -c \
  'import json, sys; print("\n".join(json.load(sys.stdin)["architectures"]))')

status=0
for architecture in "${architectures[@]}"; do
  read -r seconds kilobytes < <(/usr/bin/time -f "%e %M" "$workbench" scenarios \
    --architecture "$architecture" --scenario "$folder/typing.scenario" 2>&1 >/dev/null | tail -1)
  verdict=ok
  if (( kilobytes >= 200 * 1024 )) || awk "BEGIN { exit !($seconds >= 5) }"; then
    verdict="TOO SLOW OR TOO BIG"
    status=1
  fi
  printf '%-9s typing %d characters: %5.2f s, %4d MB  %s\n' "$architecture" "$characters" \
    "$seconds" $((kilobytes / 1024)) "$verdict"
done
for count in $((steps / 4)) "$steps"; do
  head -n $((count + 1)) "$folder/long.scenario" > "$folder/long-$count.scenario"
  read -r seconds kilobytes < <(/usr/bin/time -f "%e %M" "$workbench" scenarios \
    --architecture MVC --scenario "$folder/long-$count.scenario" 2>&1 >/dev/null | tail -1)
  printf 'MVC       a %d-step file: %5.2f s, %4d MB\n' "$count" "$seconds" $((kilobytes / 1024))
done
exit $status
