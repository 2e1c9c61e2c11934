import Foundation
import WorkbenchSupport

/// The scenario files on disk, read and parsed together so every problem is reported at once.
public enum ScenarioSuite {
  /// The folder of scenario files, relative to the package root.
  public static let directory = "Scenarios"

  /// Parses every scenario in `Scenarios/`, which must be here: commands run from the
  /// package root.
  public static func loadAll() throws(ScenarioLoadError) -> [Scenario] {
    guard FileManager.default.fileExists(atPath: directory) else {
      throw ScenarioLoadError(errors: [
        ScenarioError(
          path: directory, line: nil, message: "no such folder here; run from the package root")
      ])
    }
    return try load([directory])
  }

  /// Parses the scenario at each path; a folder stands for the `.scenario` files in it, and
  /// must hold at least one.
  /// Relative paths are read from `root` and reported as given.
  public static func load(_ paths: [String], root: String = ".") throws(ScenarioLoadError)
    -> [Scenario]
  {
    let parser = ScenarioParser()
    var scenarios: [Scenario] = []
    var errors: [ScenarioError] = []
    for path in paths {
      guard let expanded = expand(path, root: root) else {
        errors.append(ScenarioError(path: path, line: nil, message: "holds no .scenario files"))
        continue
      }
      for path in expanded {
        do throws(ScenarioError) {
          let text = try read(path, root: root)
          do throws(ScenarioLoadError) {
            scenarios.append(try parser.parseReportingAll(text, path: path))
          } catch {
            errors += error.errors
          }
        } catch {
          errors.append(error)
        }
      }
    }
    guard errors.isEmpty else { throw ScenarioLoadError(errors: errors) }
    return scenarios
  }

  /// The path itself, or for a folder the `.scenario` files in it, sorted; nil for a folder
  /// without any.
  private static func expand(_ path: String, root: String) -> [String]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolve(path, root), isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: resolve(path, root))) ?? []
    let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
    let files = names.filter { $0.hasSuffix(".scenario") }.sorted().map { "\(folder)/\($0)" }
    return files.isEmpty ? nil : files
  }

  private static func resolve(_ path: String, _ root: String) -> String {
    path.hasPrefix("/") ? path : "\(root)/\(path)"
  }

  /// "; did you mean 'Scenarios/search-debounce.scenario'?" when `path` does not exist and a
  /// scenario file or folder beside it has a name a few letters from its name; else nothing.
  static func closestSibling(of path: String, root: String) -> String {
    guard !FileManager.default.fileExists(atPath: resolve(path, root)) else { return "" }
    let folder = (path as NSString).deletingLastPathComponent
    let siblings =
      (try? FileManager.default.contentsOfDirectory(
        atPath: resolve(folder.isEmpty ? "." : folder, root))) ?? []
    // Scenario files, and folders (names without a dot) that may hold them.
    let candidates = siblings.filter { $0.hasSuffix(".scenario") || !$0.contains(".") }
    let name = (path as NSString).lastPathComponent
    guard let closest = Suggestion.closest(to: name, among: candidates.sorted()) else { return "" }
    return "; did you mean '\(folder.isEmpty ? closest : "\(folder)/\(closest)")'?"
  }

  private static func read(_ path: String, root: String) throws(ScenarioError) -> String {
    let full = resolve(path, root)
    guard let data = FileManager.default.contents(atPath: full) else {
      throw ScenarioError(
        path: path, line: nil,
        message: "expected a readable scenario file: \(FileSystem.whyUnreadable(full))"
          + closestSibling(of: path, root: root))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      // The first line that is not UTF-8.
      let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let line = 1 + (lines.firstIndex { String(data: Data($0), encoding: .utf8) == nil } ?? 0)
      throw ScenarioError(
        path: path, line: line, message: "expected UTF-8 text; this line holds other bytes")
    }
    return text
  }
}

/// Every problem found in the scenario files, in path order.
public struct ScenarioLoadError: Error, Sendable, CustomStringConvertible {
  public var errors: [ScenarioError]

  public init(errors: [ScenarioError]) {
    self.errors = errors
  }

  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
