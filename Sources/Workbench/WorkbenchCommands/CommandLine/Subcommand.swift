import Foundation
import Registration
import Scenarios
import WorkbenchSupport

/// One subcommand of `workbench`, in the manner of swift-argument-parser's `ParsableCommand`:
/// its spec (what the parser checks the command line against, the help prints and the
/// completion scripts offer), its options as properties read from the checked command line,
/// and its run. `Arguments.subcommands` lists them.
protocol Subcommand: Hashable, Sendable {
  /// Its name, overview, argument, options and exit statuses; `--architecture`'s help names
  /// `architectures`.
  static func spec(architectures: [String]) -> CommandSpec
  /// Reads its options from a command line the parser checked against `spec`.
  init(_ arguments: ParsedArguments) throws(UsageError)
  /// Does its work and says how it ended.
  @MainActor func run(in context: CommandContext) async -> ExitCode
}

/// What a subcommand runs with: the architectures it may choose from, the runner of
/// scenarios, and the console its words go to.
@MainActor
struct CommandContext {
  var architectures: [RegisteredArchitecture]
  var runner: any ScenarioRunning
  var console: Console
  /// The command's name, which a usage error shows the usage of.
  var command: String

  /// The architectures named (all for none); nil, after saying why, for an unknown name.
  func select(_ names: [String]) -> [RegisteredArchitecture]? {
    var selected: [RegisteredArchitecture] = []
    for name in names {
      guard let architecture = architectures.first(where: { $0.matches(name) }) else {
        let known = architectures.map { $0.name }
        console.error(
          Arguments.describe(
            UsageError(
              "Unknown architecture '\(name)'; expected one of \(known.joined(separator: ", "))"
                + Suggestion.didYouMean(name, among: known), command: command)))
        return nil
      }
      if !selected.contains(where: { $0.name == architecture.name }) {
        selected.append(architecture)
      }
    }
    return selected.isEmpty ? architectures : selected
  }

  /// Whether `root` is the PatternWorkbench package's root, where `metrics`, `coverage` and
  /// `compare` find the sources they measure; says so when it is not.
  func isPackageRoot() -> Bool {
    Self.isPackageRoot(".", console: console)
  }

  /// The git commit at `root`, short, or `unknown`: what committed results name.
  nonisolated static func commit(_ root: String) -> String {
    guard let git = Platform.current.onPath("git"),
      let data = try? ProcessRunner.run(git, ["-C", root, "rev-parse", "--short", "HEAD"])
    else { return "unknown" }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether `root` is the package's root; says so on `console` when it is not.
  static func isPackageRoot(_ root: String, console: Console) -> Bool {
    let manifest = FileManager.default.contents(atPath: "\(root)/Package.swift")
    guard let manifest, String(decoding: manifest, as: UTF8.self).contains(#""PatternWorkbench""#)
    else {
      console.error(
        "error: \(root == "." ? FileManager.default.currentDirectoryPath : root) is not the "
          + "PatternWorkbench package root (no Package.swift naming it); run this command from "
          + "there")
      return false
    }
    return true
  }
}

/// The command line, parsed: a help page, the version, or a subcommand to run.
enum Invocation: Equatable {
  /// The help of a command, or the overview when nil.
  case help(command: String?)
  case version
  case run(any Subcommand)

  static func == (lhs: Invocation, rhs: Invocation) -> Bool {
    switch (lhs, rhs) {
    case (.help(let left), .help(let right)): left == right
    case (.version, .version): true
    case (.run(let left), .run(let right)): AnyHashable(left) == AnyHashable(right)
    default: false
    }
  }
}

/// A command line checked against a command's spec: its options' values and its argument,
/// read as their types.
struct ParsedArguments {
  var values: [String: [String]]
  /// The positional argument, when the spec takes one.
  var argument: String?
  var spec: CommandSpec

  func list(_ name: String) -> [String] { values[name] ?? [] }
  func flag(_ name: String) -> Bool { values[name] != nil }

  func format() throws(UsageError) -> OutputFormat {
    guard let text = values["--format"]?.first else { return .table }
    guard let format = OutputFormat(rawValue: text) else {
      throw invalid(text, "--format", expected: "table or json")
    }
    return format
  }

  func number<Number: FixedWidthInteger>(_ name: String, in range: ClosedRange<Number>)
    throws(UsageError) -> Number?
  {
    guard let text = values[name]?.first else { return nil }
    guard let number = Number(text), range.contains(number) else {
      throw invalid(
        text, name, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  func invalid(_ text: String, _ name: String, expected: String) -> UsageError {
    let label = spec.option(named: name)?.label ?? name
    return UsageError(
      "The value '\(text)' is invalid for '\(label)': expected \(expected)", command: spec.name)
  }
}
