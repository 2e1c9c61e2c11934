#!/usr/bin/env bash
# Opens Reports/report.html in headless Chromium (Debian's `chromium`), saves a screenshot,
# and fails on any console message the page logs (it has no script, so there should be none).
# Usage: Scripts/screenshot-report.sh [OUTPUT.png]   (default .build-screenshot/report.png)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium >/dev/null || { echo "chromium is missing: apt-get install chromium" >&2; exit 1; }
[ -f Reports/report.html ] || { echo "Reports/report.html is missing: run swift run workbench" >&2; exit 1; }
output=${1:-.build-screenshot/report.png}
mkdir -p "$(dirname "$output")"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,2600 \
  --enable-logging=stderr --v=0 --screenshot="$output" "file://$PWD/Reports/report.html" \
  2>"$log" >/dev/null || { cat "$log" >&2; exit 1; }
if grep -E "CONSOLE|Uncaught|Failed to load" "$log" >&2; then
  echo "report.html logged errors in the console (above)" >&2
  exit 1
fi
[ -s "$output" ] || { echo "no screenshot was written" >&2; exit 1; }
echo "screenshot: $output, no console errors"
