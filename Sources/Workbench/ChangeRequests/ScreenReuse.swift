import Foundation
import SourceMetrics

/// How much of an existing screen a solution reuses as it is (docs/METRICS.md, "Reuse"): a
/// request that needs a screen's behaviour somewhere else names that screen in its
/// `REQUEST.md` (`**Reused screen:**` and the prefixes of its files' names).
///
/// The screen's code is its existing source files named with one of the prefixes whose role
/// is a view or the screen's logic (view controller, view, view model, presenter,
/// interactor, reducer, contract), not the code that builds or navigates to it.
public struct ScreenReuse: Sendable, Equatable, Codable {
  /// Lines the solution adds or removes in the screen's code: 0 is reuse without change.
  public var linesChanged = 0
  /// Lines the solution adds anywhere in the sources that are already a line of the
  /// screen's code (trimmed; at least `shortestCountedLine` characters, not a comment or an
  /// import): copied, or moved out of the screen.
  public var linesCopied = 0

  /// Shorter lines (`}`, `} catch {`, `super.viewDidLoad()`) are not counted as copies.
  static let shortestCountedLine = 20
  static let screenRoles: Set<Role> = [
    .viewController, .view, .viewModel, .presenter, .interactor, .reducer, .contract,
  ]

  public init(linesChanged: Int = 0, linesCopied: Int = 0) {
    (self.linesChanged, self.linesCopied) = (linesChanged, linesCopied)
  }

  /// The reuse of the screen whose files are named with `prefixes`, in a solution that
  /// turns the architecture's source files `before` into `after` (path to text; a file
  /// absent from one side does not exist there).
  public init(prefixes: [String], before: [String: String], after: [String: String]) {
    let screen = before.filter { path, text in
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard path.hasSuffix(".swift"), prefixes.contains(where: name.hasPrefix) else {
        return false
      }
      return ChangeCost.measure(text, path).role.map(Self.screenRoles.contains) ?? false
    }
    let screenLines = Set(
      screen.values.flatMap { $0.split(separator: "\n").compactMap(Self.counted) })
    for path in Set(before.keys).union(after.keys)
    where path.hasSuffix(".swift") && !path.hasPrefix("Tests/") {
      let (old, new) = (before[path] ?? "", after[path] ?? "")
      guard old != new else { continue }
      let (added, removed) = ChangeCost.changedLines(from: old, to: new)
      if screen[path] != nil { linesChanged += added.count + removed.count }
      linesCopied +=
        added.filter { Self.counted($0[...]).map(screenLines.contains) ?? false }
        .count
    }
  }

  /// The line as compared, or nil when it is too short, a comment or an import.
  static func counted(_ line: Substring) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.count >= shortestCountedLine, !trimmed.hasPrefix("//"),
      !trimmed.hasPrefix("import ")
    else { return nil }
    return trimmed
  }
}
