import Foundation
import HarnessContract
import Registration
import Scenarios
import WorkbenchSupport

/// One change request of `Scenarios/Changes/` (Scenarios/Changes/README.md): the request, the
/// scenarios the changed app must pass, the server or fixture change it needs, and one
/// solution per architecture, each a patch.
public struct ChangeRequest: Sendable {
  /// The folder of the requests, relative to the package root.
  public static let directory = "\(ScenarioSuite.directory)/Changes"
  /// The patch every architecture's solution is applied after, when the request has one.
  static let sharedPatchName = "shared.patch"
  /// The folders the shared patch may change.
  static let sharedFolders = ["Sources/Shared/", "Tests/Shared/"]

  /// Its folder's name.
  public var name: String
  /// The first heading of its `REQUEST.md`, without `Change request:`.
  public var title: String
  package var shared: UnifiedDiff?
  /// Each architecture's solution, by the architecture's target.
  var solutions: [String: UnifiedDiff]
  /// Its `.scenario` files, relative to the package root, sorted.
  var scenarioPaths: [String]

  package var folder: String { "\(Self.directory)/\(name)" }

  /// An architecture's patch file: its target's name in lower case (`mvvmcoordinator.patch`).
  package static func patchName(ofTarget target: String) -> String {
    target.lowercased() + ".patch"
  }

  /// The names of the requests under `root`, sorted.
  static func names(root: String) -> [String] {
    let folder = "\(root)/\(directory)"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return entries.filter { entry in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: "\(folder)/\(entry)", isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }

  /// Every request under `root` (none when the folder is missing), in name order; every
  /// problem of every request is reported at once.
  package static func loadAll(root: String, targets: [String]) throws(ScenarioLoadError)
    -> [ChangeRequest]
  {
    try load(names(root: root), root: root, targets: targets)
  }

  /// The requests named, each checked: its `REQUEST.md` has a title, and each of `targets`
  /// has a solution that changes only its own folders.
  package static func load(_ names: [String], root: String, targets: [String])
    throws(ScenarioLoadError)
    -> [ChangeRequest]
  {
    var requests: [ChangeRequest] = []
    var problems: [ScenarioError] = []
    for name in names {
      let folder = "\(directory)/\(name)"
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)"))
      guard let entries else {
        let known = Self.names(root: root).joined(separator: ", ")
        problems.append(
          ScenarioError(
            path: folder, line: nil,
            message: "no such change request; the requests are: \(known.isEmpty ? "none" : known)"))
        continue
      }
      func read(_ file: String) -> String? {
        guard let text = try? String(contentsOfFile: "\(root)/\(folder)/\(file)", encoding: .utf8)
        else {
          let reason = FileSystem.whyUnreadable("\(root)/\(folder)/\(file)")
          problems.append(
            ScenarioError(
              path: "\(folder)/\(file)", line: nil, message: "expected UTF-8 text: \(reason)"))
          return nil
        }
        return text
      }
      func patch(_ file: String, within folders: [String]) -> UnifiedDiff? {
        guard let text = read(file) else { return nil }
        do throws(ScenarioError) {
          let diff = try UnifiedDiff(text, path: "\(folder)/\(file)")
          for changed in diff.files {
            for path in [changed.oldPath, changed.newPath].compactMap({ $0 })
            where !folders.contains(where: path.hasPrefix) {
              problems.append(
                ScenarioError(
                  path: diff.path, line: changed.line,
                  message: "changes \(path); this patch may change only "
                    + folders.joined(separator: " and ")))
            }
          }
          return diff
        } catch {
          problems.append(error)
          return nil
        }
      }
      let title = read("REQUEST.md").map { text in
        let heading = text.split(separator: "\n").first { $0.hasPrefix("# ") } ?? "# \(name)"
        let title = heading.dropFirst(2).trimmingCharacters(in: .whitespaces)
        let prefix = "Change request:"
        return title.hasPrefix(prefix)
          ? title.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : title
      }
      var solutions: [String: UnifiedDiff] = [:]
      for target in targets {
        let file = patchName(ofTarget: target)
        guard entries.contains(file) else {
          problems.append(
            ScenarioError(
              path: "\(folder)/\(file)", line: nil,
              message: "missing: every request has a solution for every architecture"))
          continue
        }
        let folders = [
          RegisteredArchitecture.sourceFolder(ofTarget: target) + "/",
          RegisteredArchitecture.testFolder(ofTarget: target) + "/",
        ]
        solutions[target] = patch(file, within: folders)
      }
      let known = Set(targets.map(patchName) + [sharedPatchName])
      for file in entries.sorted() where file.hasSuffix(".patch") && !known.contains(file) {
        problems.append(
          ScenarioError(
            path: "\(folder)/\(file)", line: nil,
            message: "not a patch the workbench knows: expected \(sharedPatchName) or one of "
              + targets.map(patchName).joined(separator: ", ")))
      }
      let shared =
        entries.contains(sharedPatchName)
        ? patch(sharedPatchName, within: sharedFolders) : nil
      let scenarioPaths = entries.filter { $0.hasSuffix(".scenario") }.sorted().map {
        "\(folder)/\($0)"
      }
      if scenarioPaths.isEmpty {
        problems.append(
          ScenarioError(
            path: folder, line: nil,
            message: "holds no .scenario files: a request says what the changed app must pass"))
      }
      if let title {
        requests.append(
          ChangeRequest(
            name: name, title: title, shared: shared, solutions: solutions,
            scenarioPaths: scenarioPaths))
      }
    }
    guard problems.isEmpty else { throw ScenarioLoadError(errors: problems) }
    return requests
  }

  /// The scenarios the changed app must pass, relative to the package root: every scenario
  /// of `Scenarios/` whose file name the request's folder does not hold (those it replaces),
  /// then the folder's own.
  package func suite(root: String) -> [String] {
    let replaced = Set(scenarioPaths.map { ($0 as NSString).lastPathComponent })
    let all =
      (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(ScenarioSuite.directory)"))
      ?? []
    return all.filter { $0.hasSuffix(".scenario") && !replaced.contains($0) }.sorted().map {
      "\(ScenarioSuite.directory)/\($0)"
    } + scenarioPaths
  }

  /// The files the shared patch and the solutions of `targets` change, as they are in
  /// `root` and as the patches leave them.
  package func applying(_ targets: [String], root: String) throws(ScenarioError)
    -> (before: [String: String], after: [String: String])
  {
    try Self.applying(
      [shared].compactMap { $0 } + targets.compactMap { solutions[$0] }, read: Self.reader(root))
  }

  /// Reads a file of the package at `root`; nil when there is no such file.
  package static func reader(_ root: String) -> (String) -> String? {
    { path in try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8) }
  }

  /// The files `patches` change, as `read` gives them and as the patches, applied in order,
  /// leave them: path to text, a file that does not exist absent.
  package static func applying(_ patches: [UnifiedDiff], read: (String) -> String?)
    throws(ScenarioError)
    -> (before: [String: String], after: [String: String])
  {
    var before: [String: String] = [:]
    for path in Set(patches.flatMap(\.paths)) { before[path] = read(path) }
    var after = before
    for patch in patches { try patch.apply(to: &after) }
    return (before, after)
  }

  /// The cost of each architecture's solution, applied to the sources `read` gives. The
  /// shared patch is not counted: it is the same for every architecture, and it changes
  /// other folders.
  package func costs(targets: [String], read: (String) -> String?) throws(ScenarioError)
    -> [String: ChangeCost]
  {
    var costs: [String: ChangeCost] = [:]
    for target in targets {
      guard let solution = solutions[target] else { continue }
      let (before, after) = try Self.applying([solution], read: read)
      costs[target] = ChangeCost(before: before, after: after)
    }
    return costs
  }
}
