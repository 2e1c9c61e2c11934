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
  static let commands = ["help", "screen", switchCommand, "save ", "quit", "exit"]
  static let switchCommand = "switch "

  /// Nothing to add or list: what a line that is not a step completes to.
  package static let nothing = StepCompletion(insertion: "", choices: [])

  init(insertion: String, choices: [String]) {
    self.insertion = insertion
    self.choices = choices
  }

  /// The completion of `typed`, on a screen that shows `screen`; after `switch `, the
  /// names of `architectures`.
  package init(_ typed: String, screen: String = "", architectures: [String] = []) {
    let text = typed.drop { $0.isWhitespace }
    if text.hasPrefix("|") {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "|" : "| \($0)"
      }
      self.init(text, among: lines)
    } else if text.hasPrefix(Self.switchCommand) {
      self.init(text, among: architectures.map { Self.switchCommand + $0 })
    } else if let keyword = ScenarioParser.keywords.first(where: { text.hasPrefix($0 + " ") }) {
      let rest = text.dropFirst(keyword.count + 1).drop { $0.isWhitespace }
      let names = ScreenNames(screen)
      var insertions: [String] = []
      var choices: [String] = []
      for definition in StepDefinition.all {
        switch StepTemplate(definition.example).continuation(after: rest) {
        case nil: continue
        case .words(let words):
          insertions.append(words)
          choices.append("\(keyword) \(definition.example)")
        case .hole(let placeholder, let typed, let after):
          // The text typed into a field is the user's own.
          let filling = after.hasPrefix("\" into") ? [] : names.filling(placeholder)
          let matches = filling.filter { $0.hasPrefix(typed) }
          guard !matches.isEmpty else {
            // Nothing on the screen fits: the step itself, whose text only the user knows.
            insertions.append("")
            choices.append("\(keyword) \(definition.example)")
            continue
          }
          insertions += matches.map { String($0.dropFirst(typed.count)) + after }
          choices += matches
        }
      }
      var seen: Set<String> = []
      self.init(
        insertion: commonPrefix(insertions), choices: choices.filter { seen.insert($0).inserted })
    } else {
      self.init(text, among: ScenarioParser.keywords.map { $0 + " " } + Self.commands)
    }
  }

  /// What completes `text` to one of `words`, and the words it may become.
  private init(_ text: Substring, among words: [String]) {
    let matches = words.filter { $0.hasPrefix(text) }
    self.init(insertion: String(commonPrefix(matches).dropFirst(text.count)), choices: matches)
  }
}

/// The names a screen shows, which a step's quoted text may name: the buttons (`[Send]`,
/// the tabs of a tab bar too), the fields (`Amount: [10]`), the rows (`> Grace Hopper |
/// grace@example.com`) and the titles (`# Users`).
struct ScreenNames {
  var buttons: [String] = []
  var fields: [String] = []
  var rows: [String] = []
  var tabs: [String] = []
  var titles: [String] = []

  init(_ screen: String) {
    for line in screen.split(separator: "\n") {
      if line.hasPrefix("| ") {
        tabs += line.split(separator: "|").map { tab in
          // `[Cards (2)]`: the tab's title, without the shown tab's brackets and the badge.
          let title = String(tab.trimmingWhitespace().filter { $0 != "[" && $0 != "]" })
          guard let badge = title.range(of: " ("), title.hasSuffix(")"),
            title[badge.upperBound...].dropLast().allSatisfy(\.isNumber)
          else { return title }
          return String(title[..<badge.lowerBound])
        }
      } else if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
        buttons.append(String(line[line.index(after: line.startIndex)..<close]))
      } else if line.hasPrefix("> ") {
        rows.append(String(line.dropFirst(2).split(separator: " | ").first ?? ""))
      } else if line.hasPrefix("#") {
        titles.append(String(line))
      } else if let colon = line.range(of: ": ["), line.hasSuffix("]") {
        fields.append(String(line[..<colon.lowerBound]))
      }
    }
  }

  /// The names that may fill the hole a step's example writes as `placeholder`.
  func filling(_ placeholder: String) -> [String] {
    let names: [String] =
      switch placeholder {
      case "BUTTON": buttons
      case "FIELD": fields
      case "ROW": rows
      case "TAB": tabs
      case "TEXT": titles + buttons + fields + rows
      default: []
      }
    var seen: Set<String> = []
    return names.filter { !$0.isEmpty && seen.insert($0).inserted }
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
    /// The text between quotes; the example's placeholder (`BUTTON`).
    case quoted(String)
    case number
  }

  /// What follows a line typed so far.
  enum Continuation: Equatable {
    /// The words up to the next hole.
    case words(String)
    /// The line ends in the quoted hole written `placeholder`, after `typed`; `after` is the
    /// words that follow the hole, its closing quote first.
    case hole(placeholder: String, typed: String, after: String)
  }

  var pieces: [Piece] = []

  init(_ example: String) {
    var isQuoted = false
    for character in example {
      if character == "\"" {
        isQuoted.toggle()
        pieces.append(.literal(character))
      } else if isQuoted {
        if case .quoted(let placeholder) = pieces.last {
          pieces[pieces.count - 1] = .quoted(placeholder + String(character))
        } else {
          pieces.append(.quoted(String(character)))
        }
      } else if character.isNumber || (character == "." && pieces.last == .number) {
        if pieces.last != .number { pieces.append(.number) }
      } else {
        pieces.append(.literal(character))
      }
    }
  }

  /// What follows `typed`, or nil when `typed` does not fit the template; the words are
  /// empty when it ends in a number, which only the user knows.
  func continuation(after typed: Substring) -> Continuation? {
    var index = typed.startIndex
    var piece = 0
    while index < typed.endIndex {
      guard piece < pieces.count else { return nil }
      switch pieces[piece] {
      case .literal(let character):
        guard typed[index] == character else { return nil }
        index = typed.index(after: index)
      case .number:
        while index < typed.endIndex, typed[index].isNumber || typed[index] == "." {
          index = typed.index(after: index)
        }
        if index == typed.endIndex { return .words("") }
      case .quoted(let placeholder):
        let start = index
        while index < typed.endIndex, typed[index] != "\"" { index = typed.index(after: index) }
        if index == typed.endIndex {
          return .hole(
            placeholder: placeholder, typed: String(typed[start...]), after: words(from: piece + 1))
        }
      }
      piece += 1
    }
    if piece < pieces.count, case .quoted(let placeholder) = pieces[piece] {
      return .hole(placeholder: placeholder, typed: "", after: words(from: piece + 1))
    }
    return .words(words(from: piece))
  }

  /// The literal words from `piece` up to the next hole.
  private func words(from piece: Int) -> String {
    var words = ""
    for case .literal(let character) in pieces[piece...].prefix(while: { $0.isLiteral }) {
      words.append(character)
    }
    return words
  }
}

extension StepTemplate.Piece {
  var isLiteral: Bool {
    if case .literal = self { return true }
    return false
  }
}
