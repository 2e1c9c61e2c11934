/// What each command takes, written once: the parser checks the command line against it and
/// the help pages are printed from it, in the shape swift-argument-parser gives Swift tools.
struct CommandSpec: Sendable {
  /// What a shell's completion offers for a value (`workbench completion`).
  enum Values: Sendable, Equatable {
    /// Nothing: the value is free text or a number.
    case none
    case words([String])
    case files
    case folders
    /// The names of the folders in this folder of the package (the change requests).
    case subfolders(of: String)
  }

  struct Option: Sendable {
    var name: String
    /// The value's placeholder (`<format>`); nil for a flag.
    var value: String?
    var help: String
    var defaultValue: String?
    /// Whether it may be given more than once, each time adding to a list.
    var isRepeatable = false
    /// Whether the command needs it; the usage shows it without brackets.
    var isRequired = false
    /// What completion offers for its value.
    var values = Values.none

    var label: String { value.map { "\(name) \($0)" } ?? name }
    var usage: String {
      let usage = label + (isRepeatable ? " ..." : "")
      return isRequired ? usage : "[\(usage)]"
    }
  }

  var name: String
  var overview: String
  /// The positional argument, if the command takes one.
  var argument: (name: String, help: String)?
  /// What completion offers for the positional argument.
  var argumentValues = Values.none
  var options: [Option]
  var exitStatus: String
  /// The worker command is for the workbench itself, not for people.
  var isHidden = false

  init(
    name: String, overview: String, argument: (name: String, help: String)? = nil,
    argumentValues: Values = .none, options: [Option], exitStatus: String, isHidden: Bool = false
  ) {
    self.name = name
    self.overview = overview
    self.argument = argument
    self.argumentValues = argumentValues
    self.options = options
    self.exitStatus = exitStatus
    self.isHidden = isHidden
  }

  var usage: String {
    (["workbench", name] + (argument.map { ["<\($0.name)>"] } ?? []) + options.map(\.usage))
      .joined(separator: " ")
  }

  func option(named name: String) -> Option? { options.first { $0.name == name } }

  /// The overview's first sentence, up to any parenthesis, colon or semicolon: what the
  /// list of subcommands says of it.
  var abstract: String {
    let overview = overview.prefix { $0 != "(" && $0 != ":" && $0 != ";" }
    let sentence = overview.split(separator: ".").first.map(String.init) ?? ""
    return sentence.trimmingCharacters(in: .whitespaces) + "."
  }

  /// `workbench COMMAND --help`, listing `subcommands` (`changes start`, `changes check`) by
  /// their last word.
  func help(subcommands: [CommandSpec] = []) -> String {
    var lines = ["OVERVIEW: \(overview)", "", "USAGE: \(usage)", ""]
    if let argument {
      lines += ["ARGUMENTS:"] + Self.row("<\(argument.name)>", argument.help) + [""]
    }
    lines.append("OPTIONS:")
    for option in options {
      let help =
        option.help + (option.isRepeatable ? " Give it several times for several." : "")
        + (option.defaultValue.map { " (default: \($0))" } ?? "")
      lines += Self.row(option.label, help)
    }
    lines += Self.row("-h, --help", "Show help information.")
    if !subcommands.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      for subcommand in subcommands {
        lines += Self.row(
          String(subcommand.name.split(separator: " ").last ?? ""), subcommand.abstract)
      }
      lines += ["", "  See 'workbench help \(name) <subcommand>' for detailed help."]
    }
    lines += ["", "EXIT STATUS: \(exitStatus)"]
    return Self.wrap(lines).joined(separator: "\n")
  }

  /// A label and its help, the help in a column of its own as swift-argument-parser lays it
  /// out; a label too long for its column puts the help on the next line.
  static func row(_ label: String, _ help: String) -> [String] {
    let (column, width) = (26, 80)
    let indent = String(repeating: " ", count: column)
    var rows: [String] = []
    var current = "  \(label)"
    if current.count <= column - 2 {
      current = current.padding(toLength: column, withPad: " ", startingAt: 0)
    } else {
      rows.append(current)
      current = indent
    }
    var holdsWords = false
    for word in help.split(separator: " ") {
      if holdsWords, current.count + 1 + word.count > width {
        rows.append(current)
        current = indent
        holdsWords = false
      }
      current += (holdsWords ? " " : "") + word
      holdsWords = true
    }
    return rows + [current]
  }

  /// Wraps the OVERVIEW and EXIT STATUS paragraphs at 80 columns.
  static func wrap(_ lines: [String]) -> [String] {
    lines.flatMap { line -> [String] in
      guard line.hasPrefix("OVERVIEW:") || line.hasPrefix("EXIT STATUS:"), line.count > 80 else {
        return [line]
      }
      var rows: [String] = []
      var current = ""
      for word in line.split(separator: " ") {
        if !current.isEmpty, current.count + 1 + word.count > 80 {
          rows.append(current)
          current = String(word)
        } else {
          current += current.isEmpty ? String(word) : " \(word)"
        }
      }
      return rows + [current]
    }
  }
}
