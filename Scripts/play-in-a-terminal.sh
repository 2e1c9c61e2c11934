#!/usr/bin/env bash
# Drives `workbench play` in a pseudo-terminal, as a person at a keyboard would: through
# `script` (util-linux's on Linux, BSD's on macOS), so that standard input is a terminal and
# play reads it with its own line editor. Sends keystrokes (Tab included) one line at a time,
# each after the prompt came, and checks what the terminal showed: Tab completed
# `When the app st` and `And I ty`, a second Tab listed the steps, the session saved a
# scenario that replays, Ctrl-D ended with status 0, Ctrl-C left a line unsent and quit
# ended with 0, and both times the terminal was back in its usual mode.
# Usage: [SHOW=1] Scripts/play-in-a-terminal.sh [WORKBENCH_BINARY]   (SHOW=1 prints what the
# terminal showed)
# Needs: script (Linux: util-linux's, in Debian's package bsdutils; macOS: its own) and
# mkfifo, checked at the start.
# Runs with the bash 3.2 and BSD tools of a stock Mac as on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."

# Which `script` this is, by what it accepts (a probe run, not the system's name):
# util-linux's takes the command with -c, BSD's takes it after the name of its log file.
if script -q -e -c true /dev/null </dev/null >/dev/null 2>&1; then
  script_style=util-linux
elif script -q /dev/null true </dev/null >/dev/null 2>&1; then
  script_style=bsd
else
  echo "error: $0 needs script, to give play a pseudo-terminal (Debian or Ubuntu:" \
    "apt-get install bsdutils; macOS: /usr/bin/script, there already)" >&2
  exit 2
fi
command -v mkfifo >/dev/null 2>&1 || {
  echo "error: $0 needs mkfifo (Debian or Ubuntu: apt-get install coreutils)" >&2
  exit 2
}

if [ $# -ge 1 ]; then
  binary=$1
else
  swift build --product workbench >/dev/null
  binary="$(swift build --show-bin-path)/workbench"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/play-in-a-terminal.XXXXXX")
play_pid=""
trap 'rm -rf "$work"; exec 3<&- 4>&-; [ -z "$play_pid" ] || kill "$play_pid" 2>/dev/null || true' EXIT
# What is typed goes into keys (file descriptor 4); what the terminal shows comes out of
# screen (file descriptor 3).
mkfifo "$work/keys" "$work/screen"

# Waits until the terminal has shown TEXT (a safety limit of 30 s per read ends a run that
# hangs); everything shown is kept in $shown. One byte at a time, newlines included (the
# delimiter is NUL instead).
shown=""
wait_for() {
  local seen="" char
  while IFS= read -r -d '' -n 1 -t 30 -u 3 char; do
    seen+=$char
    shown+=$char
    [[ $seen == *"$1"* ]] && return 0
  done
  echo "FAIL: the terminal never showed '$1'; it showed:" >&2
  printf '%s\n' "$shown" | cat -v >&2
  exit 1
}
type_keys() { printf '%b' "$1" >&4; }
expect_shown() {
  [[ $shown == *"$1"* ]] || {
    echo "FAIL: expected the terminal to show '$1'" >&2
    exit 1
  }
}

# One session, in the background: what is typed at each prompt. The terminal's mode is
# printed after it ends. sh runs the command on both systems.
# shellcheck disable=SC2016 # expanded by that sh
play_command='"$PLAY_BINARY" play --architecture MVC; echo "status=$?"; stty -a'
session() {
  if [ "$script_style" = util-linux ]; then
    PLAY_BINARY=$binary SHELL=/bin/sh script -q -e -c "$play_command" /dev/null \
      <"$work/keys" >"$work/screen" &
  else
    PLAY_BINARY=$binary script -q /dev/null /bin/sh -c "$play_command" \
      <"$work/keys" >"$work/screen" &
  fi
  play_pid=$!
  # In the order the session opens them, so that neither waits for the other.
  exec 4>"$work/keys" 3<"$work/screen"
}
# Waits for the session to end, and closes both ends.
session_ended() {
  wait "$play_pid" || true
  play_pid=""
  exec 3<&- 4>&-
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
# Every redraw of the line shows the prompt too: the step's own line first, then the prompt.
wait_for "--- line 4"
wait_for "MVC> "
type_keys 'And 300 ms pass\r'
# After a step only what changed is shown: the rows that went.
wait_for "- > Ada Lovelace | ada@example.com"
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
session_ended
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
# Ctrl-C at the prompt leaves the line unsent and the session goes on; quit then ends it
# with 0 (nothing to save: no step after the data set's), and the terminal is restored.
shown=""
session
wait_for "MVC> "
type_keys 'When the\x03'
wait_for "When the^C"
type_keys 'quit\r'
wait_for "status="
wait_for "speed"
session_ended
expect_shown "status=0"
[[ $shown != *"-icanon"* && $shown != *"-echo "* ]] || {
  echo "FAIL: the terminal was left in raw mode after Ctrl-C and quit" >&2
  exit 1
}
[ -z "${SHOW:-}" ] || printf "%s\n" "$shown" | cat -v
echo "play in a terminal: Tab completed steps, listed them, saved a replayable scenario;" \
  "Ctrl-C left a line unsent; Ctrl-D and quit ended it and restored the terminal"
