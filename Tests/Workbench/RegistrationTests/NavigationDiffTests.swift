import Foundation
import SourceMetrics
import Testing
import WorkbenchSupport
import WorkbenchTestSupport

/// MVVM and MVVM+C differ by navigation only (docs/CANON.md, section 4): the same view
/// models and view controllers in the same concurrency style, the coordinators added. The
/// MVVM → MVVM+C diff, by role, holds coordinator and app lines, the view models' navigation
/// output (closures to a coordinator in one, the next screen's view model in the other), and
/// the view controllers' wiring of it; comments aside, nothing else.
struct NavigationDiffTests {
  private static let mvvm = "Sources/Architectures/MVVM"
  private static let coordinator = "Sources/Architectures/MVVMCoordinator"

  /// The Swift files under `folder`, by path relative to it.
  private static func files(in folder: String) -> [String: [String]] {
    let root = "\(packageRoot)/\(folder)"
    let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
    return Dictionary(
      uniqueKeysWithValues: paths.filter { $0.hasSuffix(".swift") }.map { path in
        let text = (try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)) ?? ""
        return (
          path, text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        )
      })
  }

  /// The lines of `old` and `new` that a shortest line diff removes and adds.
  private static func changedLines(_ old: [String], _ new: [String]) -> [String] {
    LineDiff(expected: old, actual: new).lines.filter { !$0.hasPrefix("  ") }
      .map { String($0.dropFirst(2)) }
  }

  /// Code lines only: comments, blank lines and lone braces say nothing about the design.
  private static func isCode(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return !trimmed.isEmpty && !trimmed.hasPrefix("//") && !["{", "}", ")", "})"].contains(trimmed)
  }

  /// What a view model's navigation output looks like: a closure to the coordinator (`on…`),
  /// the intent that calls it, or, in MVVM, the next screen's view model and `isFinished`.
  private static var navigationOutput: Regex<Substring> {
    /\bon[A-Z]\w*|ViewModel\(|ViewModel \{|-> \w+ViewModel|isFinished|rowSelected|sendPaymentTapped|cancelTapped|return form|paymentCreated/
  }

  /// The changed code lines of the MVVM → MVVM+C diff, by role.
  static func diffByRole() -> [String: [String]] {
    let (old, new) = (files(in: mvvm), files(in: coordinator))
    var byRole: [String: [String]] = [:]
    for path in Set(old.keys).union(new.keys).sorted() {
      let lines = changedLines(old[path] ?? [], new[path] ?? []).filter(isCode)
      guard !lines.isEmpty else { continue }
      let fileType = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      let role = Role.name(Role.assign(typeNamed: fileType, inFile: path))
      byRole[role, default: []] += lines
    }
    return byRole
  }

  @Test func theDiffIsNavigationOnly() {
    let byRole = Self.diffByRole()
    let summary = byRole.keys.sorted().map { "\($0) \(byRole[$0]!.count)" }
    #expect(
      Set(byRole.keys).isSubset(of: ["Coordinator", "App", "ViewModel", "ViewController"]),
      "MVVM → MVVM+C code lines by role: \(summary.joined(separator: ", "))")
    let notNavigation = (byRole["ViewModel"] ?? []).filter {
      $0.firstMatch(of: Self.navigationOutput) == nil
    }
    #expect(notNavigation.isEmpty, "view-model lines that are not navigation output")
    #expect(!(byRole["Coordinator"] ?? []).isEmpty)
  }
}
