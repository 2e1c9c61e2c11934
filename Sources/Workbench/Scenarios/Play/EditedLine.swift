/// The line being typed in `workbench play`: its characters, the cursor among them, and the
/// lines typed before it, which Up and Down bring back (the line typed so far comes back
/// after the newest).
package struct EditedLine: Equatable {
  package private(set) var characters: [Character] = []
  /// Where the next character goes: 0 before the first, `characters.count` after the last.
  package private(set) var cursor = 0
  private var history: [[Character]] = []
  /// While Up and Down walk the history: the entry shown, and the line typed before.
  private var recalled: (index: Int, draft: [Character])?

  package init() {}

  package var text: String { String(characters) }

  package static func == (left: EditedLine, right: EditedLine) -> Bool {
    left.characters == right.characters && left.cursor == right.cursor
      && left.history == right.history && left.recalled?.index == right.recalled?.index
  }

  package mutating func insert(_ text: String) {
    characters.insert(contentsOf: Array(text), at: cursor)
    cursor += text.count
  }

  /// Backspace: the character before the cursor.
  package mutating func deleteBackward() {
    guard cursor > 0 else { return }
    cursor -= 1
    characters.remove(at: cursor)
  }

  /// Delete: the character under the cursor.
  package mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  package mutating func moveLeft() { cursor = max(0, cursor - 1) }
  package mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
  package mutating func moveToStart() { cursor = 0 }
  package mutating func moveToEnd() { cursor = characters.count }

  /// Ctrl-U and Ctrl-C: an empty line, out of the history.
  package mutating func erase() {
    characters = []
    cursor = 0
    recalled = nil
  }

  /// Up: the line typed before the one shown; nothing before the oldest.
  package mutating func older() {
    let index = (recalled?.index ?? history.count) - 1
    guard index >= 0 else { return }
    recalled = (index, recalled?.draft ?? characters)
    show(history[index])
  }

  /// Down: the line typed after the one shown, and after the newest the line being typed.
  package mutating func newer() {
    guard let walk = recalled else { return }
    if walk.index + 1 < history.count {
      recalled = (walk.index + 1, walk.draft)
      show(history[walk.index + 1])
    } else {
      recalled = nil
      show(walk.draft)
    }
  }

  private mutating func show(_ line: [Character]) {
    characters = line
    cursor = line.count
  }

  /// Enter: the line, kept in the history unless it is empty or the newest already; the
  /// next line starts empty.
  package mutating func accept() -> String {
    let line = text
    if !characters.isEmpty, history.last != characters { history.append(characters) }
    erase()
    return line
  }
}

/// Where the terminal's cursor is while a line is edited, and the bytes that redraw the
/// prompt and the line after each key: from the prompt's first row, cleared to the end of
/// the screen, so a line longer than the terminal is wide, wrapped over several rows, is
/// redrawn whole wherever the cursor was. Every character takes one column.
package struct LineDisplay {
  /// The row the cursor is on, counted from the prompt's row.
  package private(set) var cursorRow = 0

  package init() {}

  /// Writes `prompt` and `line` over what was shown, and puts the cursor where the line's
  /// cursor is, on a terminal `width` columns wide.
  package mutating func redraw(prompt: String, _ line: EditedLine, width: Int) -> String {
    let width = max(width, 1)
    var bytes = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
    bytes += "\r\u{1B}[J" + prompt + line.text
    let end = prompt.count + line.characters.count
    // A terminal waits at the last column until the next character; a new row makes the
    // cursor's place certain.
    if end > 0, end % width == 0 { bytes += "\r\n" }
    let endRow = end / width
    let place = prompt.count + line.cursor
    let (row, column) = (place / width, place % width)
    if endRow > row { bytes += "\u{1B}[\(endRow - row)A" }
    bytes += "\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
    cursorRow = row
    return bytes
  }

  /// Moves below the line, whose cursor is anywhere in it, and starts a new row: the line
  /// is done.
  package mutating func finish(prompt: String, _ line: EditedLine, width: Int) -> String {
    var atEnd = line
    atEnd.moveToEnd()
    let bytes = redraw(prompt: prompt, atEnd, width: width)
    let end = prompt.count + line.characters.count
    cursorRow = 0
    return bytes + (end > 0 && end % max(width, 1) == 0 ? "" : "\r\n")
  }

  /// A new prompt will be written on the row the cursor is on.
  package mutating func startOver() { cursorRow = 0 }
}
