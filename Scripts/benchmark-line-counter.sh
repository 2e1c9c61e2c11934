#!/usr/bin/env bash
# Times the line counter against cloc on a large real Swift tree, side by side, and prints
# lines per second and peak memory for both. Results go in docs/BENCHMARKS.md by hand.
# Usage: Scripts/benchmark-line-counter.sh [REPOSITORY_URL] [TAG]
# Needs: git, cloc (Debian's package: apt-get install cloc), GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
url=${1:-https://github.com/swiftlang/swift-syntax}
tag=${2:-603.0.1}
tree=.build-benchmark/$(basename "$url")-$tag
runs=5

command -v cloc >/dev/null || { echo "cloc is missing: apt-get install cloc" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "GNU time is missing: apt-get install time" >&2; exit 1; }
if [ ! -d "$tree" ]; then
  git clone --quiet --depth 1 --branch "$tag" "$url" "$tree"
fi
swift build -c release --product workbench --scratch-path .build-release >/dev/null
workbench=.build-release/release/workbench

files=$(find "$tree" -name '*.swift' | wc -l)
bytes=$(find "$tree" -name '*.swift' -print0 | xargs -0 cat | wc -c)
echo "tree: $url at $tag: $files Swift files, $bytes bytes"
echo "workbench: $("$workbench" analyze "$tree" --lines-only | sed -n '2,4p' | tr -s ' ' | paste -sd ';')"
echo "cloc:      $(cloc --quiet --csv --include-lang=Swift "$tree" | tail -1)"

# The median of $runs runs: seconds, and KB of peak resident memory.
median() {
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1
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
