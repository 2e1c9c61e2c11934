#!/usr/bin/env bash
# Looks at Reports/report.html as a room will, in headless Chrome or Chromium (Debian's
# `chromium`, or Google Chrome on a Mac): a desktop screenshot (1280 px), a phone one
# (390 px), the same page in the dark scheme, and the page printed to PDF, each page of it as
# a PNG. Fails on any console message the page logs (it has no script, so there should be
# none) and on a print that lost text: every table's last row and every section's title must
# be in the PDF's text. Look at the pictures too: the script cannot tell a chart that reads
# badly.
# Usage: [CHROME=BROWSER] Scripts/screenshot-report.sh [FOLDER]   (default .build-screenshot)
# Needs, checked at the start: Chrome or Chromium (CHROME names one; else the first found of
# chromium, chromium-browser, google-chrome, google-chrome-stable on PATH, then Google Chrome
# and Chromium in /Applications); pdftotext and pdftoppm (Debian's poppler-utils, Homebrew's
# poppler); python3.
# Runs with the bash 3.2 and BSD tools of a stock Mac as on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."

mac_browsers=(
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
  "/Applications/Chromium.app/Contents/MacOS/Chromium"
)
# Prints the first browser found on PATH or in /Applications, or fails.
find_browser() {
  local candidate
  for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
    command -v "$candidate" && return 0
  done
  for candidate in "${mac_browsers[@]}"; do
    if [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}
if [ -n "${CHROME:-}" ]; then
  browser=$(command -v "$CHROME") || {
    echo "error: CHROME=$CHROME is not a command or an executable file" >&2
    exit 2
  }
else
  browser=$(find_browser) || {
    echo "error: $0 needs Chrome or Chromium, to run headless; looked for \$CHROME (unset)," \
      "then chromium, chromium-browser, google-chrome and google-chrome-stable on PATH, then" >&2
    printf '  %s\n' "${mac_browsers[@]}" >&2
    echo "Install one (Debian or Ubuntu: apt-get install chromium; macOS: brew install --cask" \
      "google-chrome), or set CHROME to the browser's executable" >&2
    exit 2
  }
fi
for tool in pdftotext pdftoppm; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "error: $0 needs $tool, to read the printed PDF (Debian or Ubuntu:" \
      "apt-get install poppler-utils; macOS: brew install poppler)" >&2
    exit 2
  }
done
command -v python3 >/dev/null 2>&1 || {
  echo "error: $0 needs python3 (Debian or Ubuntu: apt-get install python3;" \
    "macOS: xcode-select --install)" >&2
  exit 2
}
[ -f Reports/report.html ] || { echo "Reports/report.html is missing: run swift run workbench" >&2; exit 1; }
folder=${1:-.build-screenshot}
mkdir -p "$folder"
page="file://$PWD/Reports/report.html"
log=$(mktemp "${TMPDIR:-/tmp}/screenshot-report.XXXXXX")
trap 'rm -f "$log"' EXIT

# NAME, then the browser's options for it.
shoot() {
  local name=$1
  shift
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0 \
    "$@" "$page" 2>"$log" >/dev/null || { cat "$log" >&2; exit 1; }
  if grep -E "CONSOLE|Uncaught|Failed to load" "$log" >&2; then
    echo "report.html logged errors in the console ($name, above)" >&2
    exit 1
  fi
}

shoot desktop --window-size=1280,2600 --screenshot="$folder/desktop.png"
shoot phone --window-size=390,2600 --screenshot="$folder/phone.png"
shoot dark --window-size=1280,2600 --blink-settings=preferredColorScheme=0 \
  --screenshot="$folder/dark.png"
shoot print --no-pdf-header-footer --print-to-pdf="$folder/print.pdf"
for picture in desktop phone dark; do
  [ -s "$folder/$picture.png" ] || { echo "no $picture screenshot was written" >&2; exit 1; }
done

# Printing clips nothing: every word of every section title and of every table's last row
# is in the PDF's text (words, since a cell may wrap anywhere on paper).
pdftotext "$folder/print.pdf" "$folder/print.txt"
rm -f "$folder"/print-*.png
pdftoppm -png -r 60 "$folder/print.pdf" "$folder/print"
missing=0
python3 - "$folder/print.txt" <<'PYTHON' || missing=1
import html, re, sys
page = open("Reports/report.html", encoding="utf-8").read()
printed = set(re.findall(r"\w+", open(sys.argv[1], encoding="utf-8").read()))
def words(fragment):
    return re.findall(r"\w+", html.unescape(re.sub(r"<[^>]+>", " ", fragment)))
expected = []
# The table of contents is not printed: it leads nowhere on paper.
for title in re.findall(r"<h2[^>]*>(.*?)</h2>", re.sub(r"<nav.*?</nav>", "", page, flags=re.S)):
    expected.append(title)
for table in re.findall(r"<tbody>(.*?)</tbody>", page, re.S):
    rows = re.findall(r"<tr>(.*?)</tr>", table, re.S)
    if rows:
        expected.append(rows[-1])
failed = False
for fragment in expected:
    lost = [word for word in words(fragment) if word not in printed]
    if lost:
        print("not in the printed PDF:", " ".join(words(fragment))[:120], "- lost:", lost, file=sys.stderr)
        failed = True
sys.exit(1 if failed else 0)
PYTHON
[ "$missing" = 0 ] || { echo "the print clipped the text above" >&2; exit 1; }
prints=("$folder"/print-*.png)
pages=${#prints[@]}
echo "desktop.png, phone.png, dark.png, print.pdf ($pages pages, print-*.png) in $folder;"
echo "no console errors; every section title and every table's last row is in the print"
