#!/usr/bin/env bash
# Times what a workshop's attendees and teacher run, on a fresh clone of this repository's
# HEAD, one step after the other as they would, and writes the table to docs/TIMINGS.md
# (docs/WORKSHOP.md, "Measured"; the README's first run). Each step is timed with the shell's
# clock, in whole seconds, the disk from `du -sk`. Run it on a quiet machine: another build
# beside it slows every step.
# Usage: Scripts/time-workshop.sh [FOLDER]   (the clone; default /tmp/workshop-timing)
# Needs git and swift on PATH. Takes about ten minutes on the project's 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
clone=${1:-/tmp/workshop-timing}
commit=$(git rev-parse --short HEAD)
rm -rf "$clone"
git clone --quiet "$root" "$clone"
cd "$clone"

rows=()
# Runs the command, timed; fails the script if its exit status is not the one expected.
# Usage: step EXPECTED_STATUS "what it is" COMMAND...
step() {
  local expected=$1 what=$2
  shift 2
  local start end status=0
  start=$(date +%s)
  "$@" > /tmp/workshop-step.log 2>&1 || status=$?
  end=$(date +%s)
  if [ "$status" != "$expected" ]; then
    echo "error: \`$*\` exited $status, not $expected:" >&2
    tail -20 /tmp/workshop-step.log >&2
    exit 1
  fi
  rows+=("| $what | \`$*\` | $((end - start)) s |")
  echo "$((end - start)) s: $*" >&2
}
# The size of FOLDER in MB, as `du` counts it.
megabytes() { echo "$(( $(du -sk "$1" | cut -f1) / 1024 )) MB"; }

# The attendee's set-up, before the day.
step 0 "first build" swift build
build_disk=$(megabytes .build)
step 0 "the set-up check" swift run workbench scenarios --architecture MVC
# The exercise: start, one change, the loop.
step 0 "start an exercise" swift run workbench changes start receipt --architecture MVVM
git apply Scenarios/Changes/receipt/mvvm.patch
step 0 "check a change (the loop)" \
  swift run workbench changes check receipt --architecture MVVM
echo "// edited" >> Sources/Architectures/MVVM/MVVMApp.swift
step 0 "check again after a one-line edit" \
  swift run workbench changes check receipt --architecture MVVM
git checkout --quiet -- Sources Tests && git clean -fdq Sources Tests
git switch --quiet -
attendee=${#rows[@]}
# A drill, as the teacher runs one live.
step 0 "start a drill" swift run workbench drill start search-not-cancelled
step 0 "the drill's first command" swift run workbench scenarios --architecture MVVM
step 1 "its unit tests, the first time" swift test --filter MVVMTests
step 0 "undo the drill" swift run --skip-build workbench drill reset
drill=$((${#rows[@]} - attendee))
# The README's two commands, on a clone of its own: the first run, then the tests.
cd "$root"
rm -rf "$clone"
git clone --quiet "$root" "$clone"
cd "$clone"
step 0 "the whole comparison, first run (README)" swift run workbench
first_disk="$(megabytes .build) in .build, $(megabytes .build-coverage) in .build-coverage"
step 0 "the whole comparison again" swift run workbench
step 0 "the tests, after it (README)" swift test
readme=$((${#rows[@]} - attendee - drill))

{
  echo "<!-- Written by Scripts/time-workshop.sh; run it again rather than edit this file. -->"
  echo "# Timings: what attendees and the README's first run wait for"
  echo
  echo "Measured by \`Scripts/time-workshop.sh\` on a fresh clone of commit $commit, on a"
  echo "machine with $(getconf _NPROCESSORS_ONLN) cores ($(uname -s), $(swift --version 2>&1 | head -1 | sed 's/ (.*//')),"
  echo "one step after the other as the steps are listed; whole seconds of wall-clock time."
  echo "The first $attendee steps are an attendee's, the next $drill a drill the teacher runs"
  echo "live, the last $readme the README's two commands on a second fresh clone."
  echo
  echo "| Step | Command | Time |"
  echo "| --- | --- | --- |"
  printf '%s\n' "${rows[@]}"
  echo
  echo "Disk: after the first build, \`.build\` holds $build_disk; after the README's first"
  echo "run, $first_disk."
} > "$root/docs/TIMINGS.md.tmp"
mv "$root/docs/TIMINGS.md.tmp" "$root/docs/TIMINGS.md"
echo "Wrote docs/TIMINGS.md" >&2
