# shellcheck shell=bash
# Sourced by the benchmark scripts, not run on its own: the wall-clock time and the peak
# resident memory of a command, read with the /usr/bin/time of either system. Which one it is
# comes from a probe run, not from the system's name: GNU time's `-f '%e %M'` (Linux; memory
# in kilobytes), or else BSD time's `-l` (macOS; memory in bytes, converted to kilobytes), so
# that both print the same figures.
# Runs with the bash 3.2 and BSD tools of a stock Mac as on Linux.
#
#   measure_check             exits 2, naming what to install, if /usr/bin/time reports no
#                             peak memory
#   measure_check_precise     the same, and also if there is no clock finer than time's
#                             hundredths (bash 5's $EPOCHREALTIME, or perl)
#   measure COMMAND...        prints "SECONDS KILOBYTES": the wall clock as time prints it
#                             (to the hundredth), and the peak resident memory
#   measure_precise COMMAND...  the same, with the wall clock to the ten-thousandth
# COMMAND's own output is discarded; its exit status is ignored, as before.

measure_style=""  # gnu or bsd, set by measure_check
measure_divisor=1 # BSD time's figure divided by this is kilobytes

measure_check() {
  local probe
  probe=$(/usr/bin/time -f '%e %M' true 2>&1 >/dev/null | tail -n 1) || probe=""
  if printf '%s\n' "$probe" | grep -Eq '^[0-9.]+ [0-9]+$'; then
    measure_style=gnu
  else
    probe=$(/usr/bin/time -l true 2>&1 >/dev/null \
      | awk '/maximum resident set size/ { print $1 }') || probe=""
    case $probe in
      '' | *[!0-9]*)
        echo "error: $0 needs a /usr/bin/time that reports peak memory: GNU time" \
          "(Debian or Ubuntu: apt-get install time) or the BSD time of macOS (/usr/bin/time -l)" >&2
        exit 2
        ;;
    esac
    measure_style=bsd
    # macOS counts bytes, FreeBSD kilobytes: `true` takes more than 64 KB and less than 64 MB.
    [ "$probe" -lt 65536 ] || measure_divisor=1024
  fi
}

measure_check_precise() {
  measure_check
  if [ -z "${EPOCHREALTIME:-}" ] && ! command -v perl >/dev/null 2>&1; then
    echo "error: $0 needs a clock finer than time's: bash 5 (for \$EPOCHREALTIME;" \
      "macOS: brew install bash) or perl (there on macOS; Debian or Ubuntu: apt-get install perl)" >&2
    exit 2
  fi
}

# Sets measure_argv to /usr/bin/time and its options, writing its figures to the file $1;
# and measure_errors to where the command's standard error goes.
measure_prepare() {
  if [ "$measure_style" = gnu ]; then
    measure_argv=(/usr/bin/time -o "$1" -f '%e %M')
    measure_errors=/dev/null
  else
    measure_argv=(/usr/bin/time -l)
    measure_errors=$1 # BSD time writes to standard error only; its lines come last
  fi
}

# Prints "SECONDS KILOBYTES" from the file time wrote.
measure_read() {
  if [ "$measure_style" = gnu ]; then
    tail -n 1 "$1"
  else
    awk -v divisor="$measure_divisor" '
      / real / && / user / { seconds = $1 }
      /maximum resident set size/ { memory = $1 }
      END { printf "%s %d\n", seconds, memory / divisor }' "$1"
  fi
}

measure() {
  local report
  report=$(mktemp "${TMPDIR:-/tmp}/measure.XXXXXX")
  measure_prepare "$report"
  "${measure_argv[@]}" "$@" >/dev/null 2>"$measure_errors" || true
  measure_read "$report"
  rm -f "$report"
}

measure_precise() {
  local report start end seconds
  report=$(mktemp "${TMPDIR:-/tmp}/measure.XXXXXX")
  measure_prepare "$report"
  if [ -n "${EPOCHREALTIME:-}" ]; then
    start=$EPOCHREALTIME
    "${measure_argv[@]}" "$@" >/dev/null 2>"$measure_errors" || true
    end=$EPOCHREALTIME
    seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')
  else
    # bash 3.2 has no clock finer than a second: perl starts the command and reads the clock
    # just before and after, as bash 5 does above.
    seconds=$(perl -MTime::HiRes=time -e '
      my $errors = shift;
      open my $out, ">&", \*STDOUT or die;
      open STDOUT, ">", "/dev/null" or die;
      open STDERR, ">", $errors or die;
      my $start = time;
      system @ARGV;
      printf $out "%.4f", time - $start;' "$measure_errors" "${measure_argv[@]}" "$@")
  fi
  echo "$seconds $(measure_read "$report" | cut -d' ' -f2)"
  rm -f "$report"
}
