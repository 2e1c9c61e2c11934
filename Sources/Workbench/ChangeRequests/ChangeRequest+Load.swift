import Foundation
import Registration
import Scenarios
import WorkbenchSupport

extension ChangeRequest {
  /// The requests named, each checked: its `REQUEST.md` has a title, and each of `targets`
  /// has a solution that changes only its own folders.
  package static func load(_ names: [String], root: String, targets: [String])
    throws(ScenarioLoadError)
    -> [ChangeRequest]
  {
    var loaded: [String: ChangeRequest] = [:]
    var requests = try loadAlone(names, root: root, targets: targets)
    for request in requests { loaded[request.name] = request }
    for index in requests.indices {
      var chain: [ChangeRequest] = []
      var next = requests[index].buildsOn
      while let name = next {
        guard !chain.contains(where: { $0.name == name }), name != requests[index].name else {
          throw ScenarioLoadError(errors: [
            ScenarioError(
              path: "\(requests[index].folder)/REQUEST.md", line: nil,
              message: "builds on itself: "
                + ([requests[index].name] + chain.reversed().map(\.name) + [name]).joined(
                  separator: " → ") + " (its **Builds on:** lines)")
          ])
        }
        if loaded[name] == nil {
          loaded[name] = try loadAlone([name], root: root, targets: targets).first
        }
        guard let base = loaded[name] else { break }
        chain.insert(base, at: 0)
        next = base.buildsOn
      }
      requests[index].bases = chain
    }
    return requests
  }

  /// The requests named, each read on its own, without its bases.
  private static func loadAlone(_ names: [String], root: String, targets: [String])
    throws(ScenarioLoadError) -> [ChangeRequest]
  {
    var requests: [ChangeRequest] = []
    var problems: [ScenarioError] = []
    for name in names {
      let folder = "\(directory)/\(name)"
      guard
        let entries = try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)")
      else {
        let known = Self.names(root: root).joined(separator: ", ")
        problems.append(
          ScenarioError(
            path: folder, line: nil,
            message: "no such change request; the requests are: \(known.isEmpty ? "none" : known)"))
        continue
      }
      var reader = FolderReader(root: root, folder: folder, entries: entries)
      let request = reader.request(named: name, targets: targets)
      problems += reader.problems
      if let request { requests.append(request) }
    }
    guard problems.isEmpty else { throw ScenarioLoadError(errors: problems) }
    return requests
  }

  /// One request's folder, read file by file; what is wrong is kept in `problems`.
  struct FolderReader {
    static let reusedMarker = "**Reused screen:**"
    static let basesMarker = "**Builds on:**"
    static let leftOutMarker = "**Matrix:** left out"
    var root: String
    var folder: String
    var entries: [String]
    var problems: [ScenarioError] = []

    /// The request, nil when its `REQUEST.md` cannot be read; checks every file.
    mutating func request(named name: String, targets: [String]) -> ChangeRequest? {
      let text = read("REQUEST.md")
      let title = text.map { text in
        let heading = text.split(separator: "\n").first { $0.hasPrefix("# ") } ?? "# \(name)"
        let title = heading.dropFirst(2).trimmingCharacters(in: .whitespaces)
        let prefix = "Change request:"
        return title.hasPrefix(prefix)
          ? title.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : title
      }
      let solutions = self.solutions(targets)
      let shared =
        entries.contains(sharedPatchName) ? patch(sharedPatchName, within: sharedFolders) : nil
      let scenarioPaths = entries.filter { $0.hasSuffix(".scenario") }.sorted().map {
        "\(folder)/\($0)"
      }
      if scenarioPaths.isEmpty {
        problems.append(
          ScenarioError(
            path: folder, line: nil,
            message: "holds no .scenario files: a request says what the changed app must pass"))
      }
      var storedFigure: StoredFigure?
      var ruleCoverage: [String: String]?
      do throws(ScenarioError) {
        storedFigure = try text.flatMap { text throws(ScenarioError) in
          try StoredFigure.read(text, folder: folder, entries: entries)
        }
        ruleCoverage = try text.flatMap { text throws(ScenarioError) in
          try RuleCoverage.stated(in: text, folder: folder)
        }
      } catch {
        problems.append(error)
      }
      let isLeftOut =
        text?.split(separator: "\n").contains { $0.hasPrefix(Self.leftOutMarker) } ?? false
      return title.map {
        ChangeRequest(
          name: name, title: $0, shared: shared, solutions: solutions,
          scenarioPaths: scenarioPaths,
          reusedScreen: text.map { ChangeRequest.names(after: Self.reusedMarker, in: $0) } ?? [],
          buildsOn: text.flatMap { ChangeRequest.names(after: Self.basesMarker, in: $0).first },
          isLeftOutOfSums: isLeftOut, storedFigure: storedFigure, ruleCoverage: ruleCoverage)
      }
    }

    /// Each target's solution, which may change only its own folders; and no other patch.
    mutating func solutions(_ targets: [String]) -> [String: UnifiedDiff] {
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
      return solutions
    }

    mutating func read(_ file: String) -> String? {
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

    /// The patch in `file`, which may change files in `folders` only.
    mutating func patch(_ file: String, within folders: [String]) -> UnifiedDiff? {
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
  }
}

extension ChangeRequest {
  /// The names in backticks on the line of `REQUEST.md` that starts with `marker`; none
  /// without such a line. `**Reused screen:**` names the prefixes of the reused screen's
  /// file names; `**Builds on:**` the request this one is written on top of.
  static func names(after marker: String, in text: String) -> [String] {
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(marker) })
    else { return [] }
    return line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 && !$0.element.isEmpty }.map { String($0.element) }
  }
}
