#!/usr/bin/env bash
# Runtime at scale: the same interactions in every architecture, in a release build: load
# 100,000 users, search them, open a detail, submit a payment. Prints each architecture's
# wall-clock seconds and peak memory (of the workbench and its worker process), the best of
# RUNS runs, and the ratio to MVC; and the same for a one-user app started and closed, the
# fixed cost that the difference leaves out. Writes the figures to docs/runtime-benchmark.json
# (which `workbench compare` turns into the report's "Runtime at scale" ratios); the table
# goes in docs/BENCHMARKS.md by hand.
# Not a timed test: nothing fails on a slow machine.
# Usage: Scripts/benchmark-runtime.sh [USERS] [RUNS]
# Needs: a /usr/bin/time that reports peak memory (GNU time on Linux: Debian's package `time`;
# macOS's own), checked at the start (Scripts/measure.sh).
# Runs with the bash 3.2 and BSD tools of a stock Mac as on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Scripts/measure.sh
. Scripts/measure.sh
measure_check
users=${1:-100000}
runs=${2:-3}
folder=.build-benchmark/runtime
mkdir -p "$folder"

swift build -c release -j 1 --product workbench --scratch-path .build-release >/dev/null
workbench=.build-release/release/workbench

last=$((users - 1))
cat > "$folder/scale.scenario" <<SCENARIO
Scenario: ${users} users: load, search, open a detail, submit a payment
  Given the data set "generated-${users}"
  When the app starts
  And I type "user${last}@" into "Search"
  And 300 ms pass
  And I select "User ${last}"
  And I tap "Send payment"
  And I type "1.00" into "Amount"
  And I tap "Submit"
  Then I see "> 1.00 EUR | Pending · 2026-05-04"
SCENARIO
cat > "$folder/baseline.scenario" <<SCENARIO
Scenario: One user: the fixed cost of starting the workbench and an app
  Given the data set "generated-1"
  When the app starts
SCENARIO

# Every registered architecture, by the names `--architecture` takes, in the reports' order
# (MVC first): the header of `metrics`' table, whose columns are two or more spaces apart.
architectures=()
while IFS= read -r architecture; do
  architectures+=("$architecture")
done < <("$workbench" metrics | head -n 1 | awk -F '  +' '{ for (i = 2; i <= NF; i++) print $i }')
[ ${#architectures[@]} -gt 0 ] || { echo "error: $workbench metrics named no architecture" >&2; exit 1; }

# The best of $runs runs of a scenario in one architecture: "seconds kilobytes".
best() {
  local best_seconds="" best_kilobytes=""
  for _ in $(seq "$runs"); do
    read -r seconds kilobytes < <(measure "$workbench" scenarios \
      --architecture "$1" --scenario "$2")
    if [ -z "$best_seconds" ] || awk "BEGIN { exit !($seconds < $best_seconds) }"; then
      best_seconds=$seconds
    fi
    if [ -z "$best_kilobytes" ] || (( kilobytes < best_kilobytes )); then
      best_kilobytes=$kilobytes
    fi
  done
  echo "$best_seconds $best_kilobytes"
}

printf '%-10s %22s %22s %14s\n' "" "${users} users" "1 user (fixed cost)" "× MVC (time)"
reference=""
# Each architecture's JSON entry, in the order of architectures (bash 3.2 has no associative
# arrays).
entries=()
for architecture in "${architectures[@]}"; do
  # Fails (set -e) if the scenario fails: the figures are for the same behaviour only.
  "$workbench" scenarios --architecture "$architecture" --scenario "$folder/scale.scenario" \
    >/dev/null
  read -r seconds kilobytes < <(best "$architecture" "$folder/scale.scenario")
  read -r base_seconds base_kilobytes < <(best "$architecture" "$folder/baseline.scenario")
  [ -n "$reference" ] || reference=$seconds
  printf '%-10s %10.2f s %7d MB %10.2f s %7d MB %13s\n' "$architecture" "$seconds" \
    $((kilobytes / 1024)) "$base_seconds" $((base_kilobytes / 1024)) \
    "$(awk "BEGIN { printf \"×%.2f\", $seconds / $reference }")"
  entries+=("$(printf '    "%s": {\n      "baselinePeakKilobytes": %d,\n      "baselineSeconds": %s,\n      "peakKilobytes": %d,\n      "seconds": %s\n    }' \
    "$architecture" "$base_kilobytes" "$base_seconds" "$kilobytes" "$seconds")")
done

# Keys sorted, as every JSON the workbench writes; written whole, then moved into place.
{
  echo "{"
  echo '  "architectures": {'
  # The indices of entries, in the order of their architectures' names.
  sorted=()
  while IFS=$'\t' read -r _ index; do
    sorted+=("$index")
  done < <(for index in "${!architectures[@]}"; do
    printf '%s\t%s\n' "${architectures[$index]}" "$index"
  done | LC_ALL=C sort)
  for position in "${!sorted[@]}"; do
    separator=""
    if (( position + 1 < ${#sorted[@]} )); then separator=","; fi
    echo "${entries[${sorted[$position]}]}$separator"
  done
  echo "  },"
  echo "  \"commit\": \"$(git rev-parse --short HEAD)\","
  echo "  \"cores\": $(getconf _NPROCESSORS_ONLN),"
  echo "  \"runs\": $runs,"
  echo "  \"users\": $users"
  echo "}"
} >docs/runtime-benchmark.json.tmp
mv docs/runtime-benchmark.json.tmp docs/runtime-benchmark.json
echo "Wrote docs/runtime-benchmark.json; run \`swift run workbench compare\` to update Reports/."
