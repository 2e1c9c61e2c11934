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
for tool in pdftotext pdftoppm pdfinfo; do
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

# Printing clips nothing: every word of every printed section's title and of its tables'
# last rows is in the PDF's text (words, since a cell may wrap anywhere on paper). The
# detailed sections, from "Change cost" on, are the screen's: the print says so at the top.
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
for title in re.findall(r"<h2[^>]*>(.*?)</h2>", re.sub(r"<nav.*?</nav>", "", page.split('<div class="detail">')[0], flags=re.S)):
    expected.append(title)
# What paper holds: the page before its detailed sections (the print style hides them).
printed_page = re.sub(r"<details>.*?</details>", "", page.split('<div class="detail">')[0], flags=re.S)
for attributes, table in re.findall(r"<table([^>]*)>.*?<tbody>(.*?)</tbody>", printed_page, re.S):
    rows = re.findall(r"<tr>(.*?)</tr>", table, re.S)
    if not rows:
        continue
    cells = re.findall(r"<t[hd][^>]*>.*?</t[hd]>", rows[-1], re.S)
    # The claims' figures and articles (columns 4 on) are the screen's.
    expected.append(" ".join(cells[:3] if "claims" in attributes else cells))
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

# The layout, measured in the browser: a copy of the page with a script that writes what it
# finds into the page, read back with --dump-dom. (The report itself has no script.)
# LAYOUT_CHECK WIDTH MODE: MODE screen measures the page as shown; print applies the print
# style's rules to the screen first, at the width of the paper's text.
layout_check() {
  local width=$1 mode=$2 copy
  copy="$(cd "$folder" && pwd)/layout-$2-$1.html"
  python3 - "$copy" "$mode" <<'PYTHON'
import re, sys
page = open("Reports/report.html", encoding="utf-8").read()
copy, mode = sys.argv[1], sys.argv[2]
if mode == "print":
    page = page.replace("@media print{", "@media all{")
script = """<script>
addEventListener('load', () => {
  const problems = [];
  const name = (box) => {
    const caption = box.previousElementSibling;
    const table = box.querySelector('table');
    return (caption && caption.classList.contains('caption') ? caption.textContent
      : table && table.getAttribute('aria-label') || 'a table').slice(0, 80);
  };
  for (const box of document.querySelectorAll('.scroll')) {
    if (box.offsetParent === null) continue;
    const wide = box.scrollWidth > box.clientWidth + 1;
    if (MODE === 'wide' && wide) problems.push('overflows: ' + name(box));
    if (MODE === 'phone' && wide) {
      const first = box.querySelector('tr > :first-child');
      if (!first || getComputedStyle(first).position !== 'sticky')
        problems.push('scrolls without a sticky first column: ' + name(box));
    }
    if (box.querySelector('caption')) problems.push('a caption inside a scroll box: ' + name(box));
    if (MODE === 'print') {
      for (const cell of box.querySelectorAll('td, th')) {
        if (cell.offsetParent === null) continue;
        const size = parseFloat(getComputedStyle(cell).fontSize);
        if (size < 12) { problems.push('text under 9 pt (' + size + ' px): ' + name(box)); break; }
      }
    }
  }
  // Role diagrams in layers: no arrow runs round the diagram, further beside the outermost
  // box than the limit the SVG carries (RoleDiagramSVG.besideLimit: a few slots).
  for (const svg of document.querySelectorAll('figure.diagram svg')) {
    const rects = [...svg.querySelectorAll('rect')];
    if (!rects.length) continue;
    const left = Math.min(...rects.map((r) => +r.getAttribute('x')));
    const right = Math.max(...rects.map((r) => +r.getAttribute('x') + +r.getAttribute('width')));
    for (const line of svg.querySelectorAll('.edge')) {
      const xs = (line.getAttribute('points') || '').trim().split(/\s+/).map((p) => +p.split(',')[0]);
      const beside = +svg.getAttribute('data-beside-limit');
      if (line.tagName !== 'polyline' || !(beside >= 0)
          || xs.some((x) => x < left - beside || x > right + beside)) {
        problems.push('an arrow outside the boxes of ' + svg.querySelector('title').textContent);
        break;
      }
    }
  }
  // VIPER's View → Presenter → Interactor reads down its diagram, joined by the dashed
  // arrows of calls through the contract's protocols (docs/METRICS.md, "Role diagrams").
  const vipers = [...document.querySelectorAll('figure.diagram svg')].filter(
    (svg) => svg.querySelector('title').textContent.startsWith('VIPER:'));
  if (!vipers.length) problems.push('no role diagram of VIPER');
  for (const svg of vipers) {
    const texts = [...svg.querySelectorAll('text')];
    const [view, presenter, interactor] = ['ViewController', 'Presenter', 'Interactor'].map(
      (role) => +(texts.find((t) => t.textContent === role) || { getAttribute: () => NaN })
        .getAttribute('y'));
    if (!(view < presenter && presenter < interactor) || svg.querySelectorAll('.via').length < 2)
      problems.push("VIPER's View, Presenter and Interactor do not read down its diagram");
  }
  const out = document.createElement('pre');
  out.id = 'layout-check';
  out.textContent = JSON.stringify(problems);
  document.body.appendChild(out);
});
</script>"""
page = page.replace("</body>", script.replace("MODE", repr(mode)) + "</body>")
open(copy, "w", encoding="utf-8").write(page)
PYTHON
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width",900 \
    --virtual-time-budget=2000 --dump-dom "file://$copy" 2>/dev/null \
    | python3 -c 'import html, json, re, sys
found = re.search(r"<pre id=\"layout-check\">(.*?)</pre>", sys.stdin.read(), re.S)
problems = json.loads(html.unescape(found.group(1))) if found else ["the check did not run"]
for problem in problems: print(problem)
sys.exit(1 if problems else 0)' || return 1
}
layout_failed=0
echo "checking the layout at 1280 px (no table overflows, no arrow round a role diagram):"
layout_check 1280 wide || layout_failed=1
echo "checking the layout at 390 px (a table that scrolls keeps its first column in view):"
layout_check 390 phone || layout_failed=1
echo "checking the print style (tables at 9 pt or more), at the width of A4's text:"
layout_check 700 print || layout_failed=1

# Paper: A4 and Letter, each at most 12 pages, each page numbered.
absolute_folder=$(cd "$folder" && pwd)
for paper in A4 letter; do
  python3 - "$folder/paper-$paper.html" "$paper" <<'PYTHON'
import sys
page = open("Reports/report.html", encoding="utf-8").read()
page = page.replace("</style>", "@page{size:%s}</style>" % sys.argv[2], 1)
open(sys.argv[1], "w", encoding="utf-8").write(page)
PYTHON
  "$browser" --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$folder/print-$paper.pdf" "file://$absolute_folder/paper-$paper.html" \
    >/dev/null 2>&1
  count=$(pdfinfo "$folder/print-$paper.pdf" | awk '/^Pages:/ {print $2}')
  if [ "$count" -gt 12 ]; then
    echo "the print on $paper is $count pages, more than 12" >&2
    layout_failed=1
  fi
  for ((number = 1; number <= count; number++)); do
    pdftotext -layout -f "$number" -l "$number" "$folder/print-$paper.pdf" - \
      | grep -Eq "^ *$number */ *$count *\$" || {
      echo "page $number of the print on $paper has no page number" >&2
      layout_failed=1
    }
  done
  eval "pages_$paper=$count"
done
[ "$layout_failed" = 0 ] || { echo "the layout checks above failed" >&2; exit 1; }
echo "desktop.png, phone.png, dark.png, print.pdf ($pages pages, print-*.png) in $folder;"
echo "no console errors; every section title and every table's last row is in the print;"
echo "no table overflows at 1280 px and no role diagram sends an arrow round its boxes;
VIPER's View, Presenter and Interactor read down its diagram;"
echo "at 390 px every table that scrolls keeps its first"
echo "column in view and no caption scrolls; printed tables are 9 pt or more; the print is"
echo "$pages_A4 pages on A4 and $pages_letter on Letter, each numbered"
