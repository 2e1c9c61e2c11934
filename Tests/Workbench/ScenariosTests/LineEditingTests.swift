import Testing

@testable import Scenarios

/// Play's line editor, without a terminal: the keys, the line they edit, and what a redraw
/// leaves on a terminal (`VirtualTerminal`).
struct LineEditingTests {
  private func keys(_ bytes: String) -> [TerminalKey] {
    var rest = Array(bytes.utf8)[...]
    var keys: [TerminalKey] = []
    while let first = rest.popFirst() {
      keys.append(TerminalKey.read(first) { rest.popFirst() })
    }
    return keys
  }

  @Test func keysAreReadFromWhatTheTerminalSends() {
    #expect(
      keys("aé\u{1B}[D\u{1B}OC\u{1B}[A\u{1B}[B\u{1B}[H\u{1B}[F\u{1B}[3~\u{1B}[1~\u{7F}\t\r")
        == [
          .character("a"), .character("é"), .left, .right, .up, .down, .home, .end, .delete,
          .home, .backspace, .tab, .enter,
        ])
    #expect(
      keys("\u{3}\u{4}\u{15}\u{1}\u{5}\u{1B}[1;5C\u{1B}x") == [
        .interrupt, .endOfInput, .eraseLine, .home, .end, .right, .ignored,
      ])
  }

  @Test func theLineIsEditedAtTheCursor() {
    var line = EditedLine()
    line.insert("Then I see Users")
    for _ in 0..<5 { line.moveLeft() }
    line.insert("\"")
    line.moveToEnd()
    line.insert("\"")
    #expect(line.text == "Then I see \"Users\"")
    line.moveToStart()
    for _ in 0..<4 { line.deleteForward() }
    line.insert("And")
    line.deleteBackward()
    line.insert("d")
    #expect(line.text == "And I see \"Users\"")
    #expect(line.cursor == 3)
  }

  @Test func upAndDownWalkTheLinesTypedBeforeAndComeBackToTheDraft() {
    var line = EditedLine()
    for typed in ["When the app starts", "", "Then I see \"Users\"", "Then I see \"Users\""] {
      line.insert(typed)
      _ = line.accept()
    }
    line.insert("Then I")
    line.older()
    #expect(line.text == "Then I see \"Users\"")
    line.older()
    #expect(line.text == "When the app starts")
    line.older()
    #expect(line.text == "When the app starts")
    line.newer()
    line.newer()
    #expect(line.text == "Then I")
    #expect(line.cursor == 6)
  }

  /// A line typed past the width, erased back across the wrap and typed again, then the
  /// cursor moved into the first row: the terminal shows the prompt and the line only.
  @Test(arguments: [10, 20, 23, 60])
  func aLongLineRedrawsCleanlyAtAnyWidth(width: Int) {
    var terminal = VirtualTerminal(width: width)
    var display = LineDisplay()
    var line = EditedLine()
    let prompt = "MVC> "
    terminal.show(display.redraw(prompt: prompt, line, width: width))
    for character in "When I type \"Lunch with Ada\" into \"Note\"xxxxxxxxxxxxxxxxxxxx" {
      line.insert(String(character))
      terminal.show(display.redraw(prompt: prompt, line, width: width))
    }
    for _ in 0..<20 {
      line.deleteBackward()
      terminal.show(display.redraw(prompt: prompt, line, width: width))
    }
    for _ in 0..<30 {
      line.moveLeft()
      terminal.show(display.redraw(prompt: prompt, line, width: width))
    }
    line.insert("!")
    terminal.show(display.redraw(prompt: prompt, line, width: width))
    terminal.show(display.finish(prompt: prompt, line, width: width))
    terminal.show("pass\r\n")
    #expect(line.text == "When I typ!e \"Lunch with Ada\" into \"Note\"")
    #expect(terminal.lines == [prompt + line.text, "pass", ""])
  }
}
