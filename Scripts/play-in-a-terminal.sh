#!/usr/bin/env bash
# Drives `workbench play` in a pseudo-terminal, as a person at a keyboard would: through
# util-linux `script`, so that standard input is a terminal and play reads it with its own
# line editor. Sends keystrokes (Tab included) one line at a time, each after the prompt
# came, and checks what the terminal showed: Tab completed `When the app st` and `And I ty`,
# a second Tab listed the steps, the session saved a scenario that replays, Ctrl-D ended
# with status 0 and Ctrl-C with 130, and both times the terminal was back in its usual mode.
# Usage: [SHOW=1] Scripts/play-in-a-terminal.sh [WORKBENCH_BINARY]   (SHOW=1 prints what the
# terminal showed)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ge 1 ]; then
  binary=$1
else
  swift build --product workbench >/dev/null
  binary="$(swift build --show-bin-path)/workbench"
fi
command -v script >/dev/null || { echo "needs util-linux script" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Waits until the terminal has shown TEXT (a safety limit of 30 s per read ends a run that
# hangs); everything shown is kept in $shown.
shown=""
wait_for() {
  local seen="" char
  while IFS= read -r -N 1 -t 30 -u "${PLAY[0]}" char; do
    seen+=$char
    shown+=$char
    [[ $seen == *"$1"* ]] && return 0
  done
  echo "FAIL: the terminal never showed '$1'; it showed:" >&2
  printf '%s\n' "$shown" | cat -v >&2
  exit 1
}
type_keys() { printf '%b' "$1" >&"${PLAY[1]}"; }
expect_shown() {
  [[ $shown == *"$1"* ]] || {
    echo "FAIL: expected the terminal to show '$1'" >&2
    exit 1
  }
}

# One session: what is typed at each prompt. The terminal's mode is printed after it ends.
session() {
  coproc PLAY {
    script -q -e -c "'$binary' play --architecture MVC; echo \"status=\$?\"; stty -a" /dev/null
  }
}

session
wait_for "MVC> "
type_keys 'When the app st\t'
wait_for "When the app starts"
type_keys '\r'
wait_for "--- line 3: When the app starts"
wait_for "MVC> "
type_keys 'And I ty\t'
wait_for 'And I type "'
type_keys 'gra" into "Search"\r'
wait_for "MVC> "
type_keys 'And 300 ms pass\r'
wait_for "> Grace Hopper | grace@example.com"
wait_for "MVC> "
type_keys 'Then I \t\t'
wait_for 'Then I see "TEXT"'
type_keys '\x15Then I see "Grace"\r'
wait_for "pass"
wait_for "MVC> "
type_keys "save $work/played.scenario\\r"
wait_for "Saved 5 steps"
wait_for "MVC> "
type_keys '\x04'
wait_for "status="
wait_for "speed"
wait ${PLAY_PID} || true
expect_shown "status=0"
[[ $shown != *"-icanon"* && $shown != *"-echo "* ]] || {
  echo "FAIL: the terminal was left in raw mode after Ctrl-D" >&2
  exit 1
}
"$binary" scenarios --architecture MVC --scenario "$work/played.scenario" >"$work/replay.txt" || {
  echo "FAIL: the saved session does not replay:" >&2
  cat "$work/replay.txt" >&2
  exit 1
}

[ -z "${SHOW:-}" ] || printf "%s\n" "$shown" | cat -v
# Ctrl-C at the prompt ends the workbench with 130, and the terminal is restored.
shown=""
session
wait_for "MVC> "
type_keys 'When the\x03'
wait_for "status="
wait_for "speed"
wait ${PLAY_PID} || true
expect_shown "status=130"
[[ $shown != *"-icanon"* && $shown != *"-echo "* ]] || {
  echo "FAIL: the terminal was left in raw mode after Ctrl-C" >&2
  exit 1
}
[ -z "${SHOW:-}" ] || printf "%s\n" "$shown" | cat -v
echo "play in a terminal: Tab completed steps, listed them, saved a replayable scenario;" \
  "Ctrl-D and Ctrl-C ended it and restored the terminal"
