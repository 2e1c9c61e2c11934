/// A terminal as xterm shows what a program writes to it, `width` columns wide and as long
/// as it needs (rows that scroll off stay): printable characters, with the wrap at the last
/// column deferred to the next character; `\r`, `\n`, Backspace, the bell; and the control
/// sequences play's line editor writes: cursor up, down, right and left (`ESC [ n A`…`D`),
/// erase to the end of the line (`ESC [ K`) and of the screen (`ESC [ J`). Other sequences
/// change nothing. What it shows is `lines`: each row, with the rows a long line wrapped onto
/// joined to it, so a test reads what a person reads.
struct VirtualTerminal {
  let width: Int
  private var rows: [[Character]] = [[]]
  /// The rows that go on onto the next one because a character wrapped.
  private var wraps: Set<Int> = []
  private var row = 0
  private var column = 0
  private var wrapIsDue = false

  init(width: Int) { self.width = width }

  /// Shows `text`, as the program wrote it.
  mutating func show(_ text: String) {
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar {
      case "\r": (column, wrapIsDue) = (0, false)
      case "\n": moveDown(1)
      case "\u{8}": (column, wrapIsDue) = (max(0, column - 1), false)
      case "\u{1B}": escape(&scalars)
      case _ where scalar.value < 32: continue
      default: put(Character(scalar))
      }
    }
  }

  /// Each line shown, wrapped rows joined, without trailing spaces.
  var lines: [String] {
    var lines: [String] = []
    var current = ""
    for (index, characters) in rows.enumerated() {
      current += String(characters)
      if !wraps.contains(index) {
        lines.append(String(current.reversed().drop { $0 == " " }.reversed()))
        current = ""
      }
    }
    return lines
  }

  private mutating func put(_ character: Character) {
    if wrapIsDue {
      wraps.insert(row)
      moveDown(1)
      column = 0
    }
    while rows[row].count <= column { rows[row].append(" ") }
    rows[row][column] = character
    if column == width - 1 { wrapIsDue = true } else { column += 1 }
  }

  private mutating func moveDown(_ count: Int) {
    row += count
    while rows.count <= row { rows.append([]) }
    wrapIsDue = false
  }

  private mutating func escape(_ scalars: inout String.UnicodeScalarView.Iterator) {
    guard scalars.next() == "[" else { return }
    var parameters = ""
    while let scalar = scalars.next() {
      guard (0x40...0x7E).contains(scalar.value) else {
        parameters.unicodeScalars.append(scalar)
        continue
      }
      let count = Int(parameters) ?? 1
      switch scalar {
      case "A": row = max(0, row - count)
      case "B": moveDown(count)
      case "C": column = min(width - 1, column + count)
      case "D": column = max(0, column - count)
      case "K": rows[row] = Array(rows[row].prefix(column))
      case "J":
        rows[row] = Array(rows[row].prefix(column))
        rows.removeSubrange((row + 1)...)
        wraps = wraps.filter { $0 < row }
      default: break
      }
      if scalar != "B" { wrapIsDue = false }
      return
    }
  }
}
