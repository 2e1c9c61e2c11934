#!/usr/bin/env bash
# Input size stays linear: types 100,000 characters into Search in every architecture, and
# runs a 20,000-step scenario file, each in a debug build, printing seconds and peak memory
# (of the workbench and its worker process). Fails if a typing run takes 200 MB or more, or
# 5 s or more. Results go in docs/BENCHMARKS.md by hand.
# Usage: Scripts/benchmark-input-size.sh [CHARACTERS] [STEPS]
# Needs: python3, and a /usr/bin/time that reports peak memory (GNU time on Linux: Debian's
# package `time`; macOS's own), both checked at the start (Scripts/measure.sh).
# Runs with the bash 3.2 and BSD tools of a stock Mac as on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Scripts/measure.sh
. Scripts/measure.sh
measure_check
command -v python3 >/dev/null 2>&1 || {
  echo "error: $0 needs python3 (Debian or Ubuntu: apt-get install python3;" \
    "macOS: xcode-select --install)" >&2
  exit 2
}
characters=${1:-100000}
steps=${2:-20000}
folder=.build-benchmark/input-size
mkdir -p "$folder"

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
architectures=()
while IFS= read -r architecture; do
  architectures+=("$architecture")
done < <("$workbench" metrics --format json | python3 -c \
  'import json, sys; print("\n".join(json.load(sys.stdin)["architectures"]))')
[ ${#architectures[@]} -gt 0 ] || { echo "error: $workbench metrics named no architecture" >&2; exit 1; }

status=0
for architecture in "${architectures[@]}"; do
  read -r seconds kilobytes < <(measure "$workbench" scenarios \
    --architecture "$architecture" --scenario "$folder/typing.scenario")
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
  read -r seconds kilobytes < <(measure "$workbench" scenarios \
    --architecture MVC --scenario "$folder/long-$count.scenario")
  printf 'MVC       a %d-step file: %5.2f s, %4d MB\n' "$count" "$seconds" $((kilobytes / 1024))
done
exit $status
