#!/usr/bin/env bash
# Times `workbench analyze` (lines and declarations) beside `analyze --lines-only`, the
# reading floor (`find … | xargs cat | wc -l`), cloc and scc (each if installed), side by side
# in one run, on trees it builds without the network, and prints the ratios issue 14 asks
# for. Results go in docs/BENCHMARKS.md by hand.
#
# Trees: this package's Sources and Tests (as committed at HEAD) copied 40 times, plus
# generated pathological files (unclosed brackets, a megabyte line, deeply nested string
# interpolations, a run of a million `#`); and swift-syntax 603.0.1 when a clone of it, or a
# git mirror to clone it from without the network, is found (SWIFT_SYNTAX=path).
#
# Usage: Scripts/benchmark-analyze.sh [RUNS]     (default 7; each command RUNS times, median)
# Needs: a /usr/bin/time that reports peak memory (GNU time on Linux: apt-get install time;
# macOS's own), and bash 5 or perl for a clock finer than a second (Scripts/measure.sh
# checks both at the start); optional: cloc (apt-get install cloc, brew install cloc), scc.
# Runs with the bash 3.2 and BSD tools of a stock Mac as on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Scripts/measure.sh
. Scripts/measure.sh
measure_check_precise
runs=${1:-7}
copies=40
out=.build-benchmark
mirror=${SWIFT_SYNTAX:-/opt/swift-packages/swiftlang/swift-syntax.git}
mkdir -p "$out"

# MARK: - Trees

commit=$(git rev-parse --short HEAD)
package="$out/package-$commit-x$copies"
if [ ! -d "$package" ]; then
  rm -rf "$package.tmp"
  mkdir -p "$package.tmp/copy-01"
  git archive HEAD Sources Tests | tar -x -C "$package.tmp/copy-01"
  for copy in $(seq -w 2 "$copies"); do cp -R "$package.tmp/copy-01" "$package.tmp/copy-$copy"; done
  odd="$package.tmp/pathological"
  mkdir -p "$odd"
  # PREFIX, then TEXT COUNT times, then SUFFIX.
  repeated() { awk -v p="$1" -v t="$2" -v n="$3" -v s="$4" \
    'BEGIN { printf "%s", p; for (i = 0; i < n; i++) printf "%s", t; printf "%s", s }'; }
  repeated '' '#' 1000000 '\n' >"$odd/Hashes.swift"
  repeated '' 'func f(\n' 100000 '' >"$odd/UnclosedHeaders.swift"
  repeated '' 'init(init(\n' 50000 '' >"$odd/UnclosedBrackets.swift"
  repeated '' 'init())\n' 50000 '' >"$odd/ClosingBrackets.swift"
  repeated 'let x = ' 'f(a) + ' 150000 '1\n' >"$odd/MegabyteLine.swift"
  repeated 'let s = ' '"\\(' 100000 '\n' >"$odd/NestedInterpolations.swift"
  mv "$package.tmp" "$package"
fi
trees=("$package")

syntax="$out/swift-syntax-603.0.1"
if [ ! -d "$syntax" ] && [ -d "$mirror" ]; then
  git clone --quiet --depth 1 --branch 603.0.1 "file://$(cd "$mirror" && pwd -P)" "$syntax" 2>/dev/null
fi
if [ -d "$syntax" ]; then trees+=("$syntax"); else echo "swift-syntax: no clone or mirror found; skipped"; fi

# MARK: - Commands

swift build -c release -j 1 --product workbench --scratch-path .build-release >/dev/null
workbench=.build-release/release/workbench

has() { command -v "$1" >/dev/null; }
has cloc || echo "cloc: not installed (apt-get install cloc, or brew install cloc); not compared"
has scc || echo "scc: not installed (not in Debian's packages; brew install scc); not compared"

# Runs a command once; prints its wall-clock seconds (to the ten-thousandth: bash 5's clock,
# or perl's) and its peak resident memory in KB (/usr/bin/time; Scripts/measure.sh).
once() { measure_precise "$@"; }

median() { sort -n | awk '{ v[NR] = $0 } END { print v[int((NR + 1) / 2)] }'; }

for tree in "${trees[@]}"; do
  names=(floor lines full one-worker)
  commands=(
    "bash -c \"find '$tree' -name '*.swift' -print0 | xargs -0 cat | wc -l\""
    "$workbench analyze '$tree' --lines-only"
    "$workbench analyze '$tree'"
    "env WORKBENCH_WORKERS=1 $workbench analyze '$tree'"
  )
  # --skip-uniqueness: cloc would otherwise count one of each set of identical files only,
  # and the copies would cost it nothing.
  if has cloc; then
    names+=(cloc)
    commands+=("cloc --quiet --skip-uniqueness --include-lang=Swift '$tree'")
  fi
  if has scc; then names+=(scc); commands+=("scc --include-ext swift '$tree'"); fi
  rm -f "$out"/run-*.txt
  # Side by side: each round runs every command once, so that a busy moment of the machine
  # falls on all of them alike.
  for _ in $(seq "$runs"); do
    for index in "${!names[@]}"; do
      eval "once ${commands[$index]}" >>"$out/run-${names[$index]}.txt"
    done
  done
  # The medians, in the order of names (bash 3.2 has no associative arrays).
  times=() memories=()
  for index in "${!names[@]}"; do
    times[index]=$(cut -d' ' -f1 "$out/run-${names[$index]}.txt" | median)
    memories[index]=$(cut -d' ' -f2 "$out/run-${names[$index]}.txt" | median)
  done
  # The median time (or memory) of the command NAME; nothing if it did not run.
  time_of() { local index; for index in $(index_of "$1"); do echo "${times[$index]}"; done; }
  memory_of() { local index; for index in $(index_of "$1"); do echo "${memories[$index]}"; done; }
  index_of() {
    local index
    for index in "${!names[@]}"; do
      if [ "${names[$index]}" = "$1" ]; then echo "$index"; fi
    done
  }

  # BSD wc pads its count with spaces; the arithmetic drops them.
  files=$(($(find "$tree" -name '*.swift' | wc -l)))
  bytes=$(($(find "$tree" -name '*.swift' -print0 | xargs -0 cat | wc -c)))
  lines=$("$workbench" analyze "$tree" --lines-only 2>/dev/null \
    | awk '/^(Code|Comment|Blank) lines/ { total += $NF } END { print total }')
  echo
  echo "tree: $tree: $files Swift files, $bytes bytes, $lines lines"
  echo "commit $commit, $(getconf _NPROCESSORS_ONLN) cores, median of $runs runs each"
  for name in "${names[@]}"; do
    awk -v name="$name" -v t="$(time_of "$name")" -v m="$(memory_of "$name")" -v n="$lines" \
      'BEGIN { printf "  %-11s %8.3f s  %6.2f M lines/s  %6.1f MB peak\n", name, t, n / t / 1e6, m / 1024 }'
  done
  ratio() { # NAME VALUE TARGET MET (1, 0, or - for a figure with no target)
    local verdict=""
    case $4 in 1) verdict=met ;; 0) verdict="NOT met" ;; esac
    printf "  %-40s %7.2f   %-12s %s\n" "$1" "$2" "$3" "$verdict"
  }
  check() { awk "BEGIN { print ($1) ? 1 : 0 }"; }
  full=$(time_of full) linesOnly=$(time_of lines) floor=$(time_of floor)
  oneWorker=$(time_of one-worker) fullMemory=$(memory_of full)
  echo "ratios:"
  ratio "analyze / --lines-only" "$(awk "BEGIN { print $full / $linesOnly }")" "at most 1.5" \
    "$(check "$full / $linesOnly <= 1.5")"
  ratio "analyze, million lines per second" "$(awk "BEGIN { print $lines / $full / 1e6 }")" \
    "at least 3" "$(check "$lines / $full / 1e6 >= 3")"
  ratio "--lines-only / reading floor" "$(awk "BEGIN { print $linesOnly / $floor }")" \
    "at most 1.3" "$(check "$linesOnly / $floor <= 1.3")"
  ratio "analyze one worker / analyze" "$(awk "BEGIN { print $oneWorker / $full }")" \
    "(cores used)" -
  for other in cloc scc; do
    theirs=$(time_of "$other")
    [ -n "$theirs" ] || continue
    at_least=$([ "$other" = cloc ] && echo 15 || echo 1)
    for mine in full lines; do
      label=$([ "$mine" = full ] && echo "analyze" || echo "--lines-only")
      ours=$(time_of "$mine")
      ratio "$other / $label (times faster)" "$(awk "BEGIN { print $theirs / $ours }")" \
        "more than $at_least" "$(check "$theirs / $ours > $at_least")"
    done
  done
  # The issue's bound is for a tree of about 300,000 lines; a larger one keeps more files'
  # counts (about 1 KB each, for the per-file report).
  if [ "$lines" -le 400000 ]; then
    ratio "analyze peak memory (MB)" "$(awk "BEGIN { print $fullMemory / 1024 }")" \
      "at most 40" "$(check "$fullMemory / 1024 <= 40")"
  else
    printf "  %-40s %7.2f   (bound set for a 300,000-line tree)\n" "analyze peak memory (MB)" \
      "$(awk "BEGIN { print $fullMemory / 1024 }")"
  fi
done
