#!/usr/bin/env bash
# Times the line counter against cloc on a large real Swift tree, side by side, and prints
# lines per second and peak memory for both. Results go in docs/BENCHMARKS.md by hand.
# Usage: Scripts/benchmark-line-counter.sh [REPOSITORY_URL] [TAG]
# Needs: git, python3, cloc (Debian's package: apt-get install cloc; macOS: brew install cloc),
# and a /usr/bin/time that reports peak memory (GNU time on Linux: apt-get install time;
# macOS's own), all checked at the start (Scripts/measure.sh for time).
# Runs with the bash 3.2 and BSD tools of a stock Mac as on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Scripts/measure.sh
. Scripts/measure.sh
measure_check
command -v cloc >/dev/null 2>&1 || {
  echo "error: $0 needs cloc, to compare with (Debian or Ubuntu: apt-get install cloc;" \
    "macOS: brew install cloc)" >&2
  exit 2
}
command -v python3 >/dev/null 2>&1 || {
  echo "error: $0 needs python3 (Debian or Ubuntu: apt-get install python3;" \
    "macOS: xcode-select --install)" >&2
  exit 2
}
url=${1:-https://github.com/swiftlang/swift-syntax}
tag=${2:-603.0.1}
tree=.build-benchmark/$(basename "$url")-$tag
runs=5

if [ ! -d "$tree" ]; then
  git clone --quiet --depth 1 --branch "$tag" "$url" "$tree"
fi
swift build -c release --product workbench --scratch-path .build-release >/dev/null
workbench=.build-release/release/workbench

# BSD wc pads its count with spaces; the arithmetic drops them.
files=$(($(find "$tree" -name '*.swift' | wc -l)))
bytes=$(($(find "$tree" -name '*.swift' -print0 | xargs -0 cat | wc -c)))
echo "tree: $url at $tag: $files Swift files, $bytes bytes"
echo "workbench: $("$workbench" analyze "$tree" --lines-only | sed -n '2,4p' | tr -s ' ' | paste -sd ';' -)"
echo "cloc:      $(cloc --quiet --csv --include-lang=Swift "$tree" | tail -n 1)"

# The median of $runs runs: seconds, and KB of peak resident memory.
median() {
  for _ in $(seq "$runs"); do
    measure "$@"
  done | sort -n | sed -n "$(((runs + 1) / 2))p"
}
read -r lines_time lines_memory < <(median "$workbench" analyze "$tree" --lines-only)
read -r full_time full_memory < <(median "$workbench" analyze "$tree")
read -r cloc_time cloc_memory < <(median cloc --quiet --include-lang=Swift "$tree")
total=$("$workbench" analyze "$tree" --lines-only --format json \
  | python3 -c 'import json,sys; a=next(iter(json.load(sys.stdin)["architectures"].values())); print(sum(a["lines"].values()))')

report() {
  awk -v name="$1" -v t="$2" -v m="$3" -v n="$total" \
    'BEGIN { printf "%-34s %7.3f s  %12.0f lines/s  %6.1f MB peak\n", name, t, n / (t > 0 ? t : 0.001), m / 1024 }'
}
echo "lines counted: $total (median of $runs runs each)"
report "workbench analyze --lines-only" "$lines_time" "$lines_memory"
report "workbench analyze (with types)" "$full_time" "$full_memory"
report "cloc --include-lang=Swift" "$cloc_time" "$cloc_memory"
awk -v a="$cloc_time" -v b="$lines_time" 'BEGIN { printf "speed-up over cloc: %.1fx (lines only), ", a / b }'
awk -v a="$cloc_time" -v b="$full_time" 'BEGIN { printf "%.1fx (with types)\n", a / b }'
