/// What Tab adds to a line typed in `workbench play`, and what a second Tab lists: the
/// keywords and play's commands first, then the steps of the definitions the parser reads
/// (`StepDefinition.all`), and after `|` the lines of the screen shown.
package struct StepCompletion: Equatable {
  /// The text every match goes on with, up to the first place where the user writes their
  /// own (a quoted text, a number); empty when there is nothing sure to add.
  var insertion: String
  /// The lines that match, as the help writes them: `When I tap "BUTTON"`.
  var choices: [String]

  /// Play's commands, as Tab completes them.
  static let commands = ["help", "save ", "quit", "exit"]

  init(insertion: String, choices: [String]) {
    self.insertion = insertion
    self.choices = choices
  }

  /// The completion of `typed`, on a screen that shows `screen`.
  package init(_ typed: String, screen: String = "") {
    let text = typed.drop { $0.isWhitespace }
    if text.hasPrefix("|") {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "|" : "| \($0)"
      }
      let matches = lines.filter { $0.hasPrefix(text) }
      self.init(insertion: String(commonPrefix(matches).dropFirst(text.count)), choices: matches)
    } else if let keyword = ScenarioParser.keywords.first(where: { text.hasPrefix($0 + " ") }) {
      let rest = text.dropFirst(keyword.count + 1).drop { $0.isWhitespace }
      let matches = StepDefinition.all.compactMap { definition in
        StepTemplate(definition.example).continuation(after: rest).map {
          (continuation: $0, choice: "\(keyword) \(definition.example)")
        }
      }
      self.init(
        insertion: commonPrefix(matches.map(\.continuation)), choices: matches.map(\.choice))
    } else {
      let words = ScenarioParser.keywords.map { $0 + " " } + Self.commands
      let matches = words.filter { $0.hasPrefix(text) }
      self.init(insertion: String(commonPrefix(matches).dropFirst(text.count)), choices: matches)
    }
  }
}

/// The longest text all of `strings` start with.
private func commonPrefix(_ strings: [String]) -> String {
  guard var prefix = strings.first else { return "" }
  for string in strings.dropFirst() {
    prefix = String(zip(prefix, string).prefix { $0 == $1 }.map(\.0))
  }
  return prefix
}

/// A step's example read as a pattern: its words, with holes where the user writes their
/// own: the text between quotes (`"BUTTON"`), and numbers (`300`, `10.00`).
private struct StepTemplate {
  enum Piece: Equatable {
    case literal(Character)
    case quoted
    case number
  }

  var pieces: [Piece] = []

  init(_ example: String) {
    var isQuoted = false
    for character in example {
      if character == "\"" {
        isQuoted.toggle()
        pieces.append(.literal(character))
      } else if isQuoted {
        if pieces.last != .quoted { pieces.append(.quoted) }
      } else if character.isNumber || (character == "." && pieces.last == .number) {
        if pieces.last != .number { pieces.append(.number) }
      } else {
        pieces.append(.literal(character))
      }
    }
  }

  /// The words that follow `typed` up to the next hole, or nil when `typed` does not fit
  /// the template; empty when it ends in a hole, whose text only the user knows.
  func continuation(after typed: Substring) -> String? {
    var index = typed.startIndex
    var piece = 0
    while index < typed.endIndex {
      guard piece < pieces.count else { return nil }
      switch pieces[piece] {
      case .literal(let character):
        guard typed[index] == character else { return nil }
        index = typed.index(after: index)
      case .quoted, .number:
        let isNumber = pieces[piece] == .number
        while index < typed.endIndex,
          isNumber ? typed[index].isNumber || typed[index] == "." : typed[index] != "\""
        {
          index = typed.index(after: index)
        }
        if index == typed.endIndex { return "" }
      }
      piece += 1
    }
    var continuation = ""
    while piece < pieces.count, case .literal(let character) = pieces[piece] {
      continuation.append(character)
      piece += 1
    }
    return continuation
  }
}
