import ChangeRequests
import Foundation
import Scenarios

/// The templates of the package at `root`, as a change's patches leave them: every file under
/// `Scenarios/Scale/` but the change suite's, read once, with the `*.patch` files of
/// `Changes/NAME/` applied for the change `NAME`.
struct Templates {
  var root: String
  var change: String?
  /// Each template's text, by its path under the templates' folder.
  private var texts: [String: String] = [:]

  init(root: String, change: String?) throws(GrownApp.Failure) {
    self.root = root
    self.change = change
    let top = "\(root)/\(GrownApp.templates)"
    var contents: [String: String] = [:]
    for path in GrownApp.files(in: top) where !path.hasPrefix("\(GrownApp.changesFolder)/") {
      contents["\(GrownApp.templates)/\(path)"] = try Self.read(
        "\(top)/\(path)", shown: "\(GrownApp.templates)/\(path)")
    }
    if let change {
      let folder = "\(GrownApp.templates)/\(GrownApp.changesFolder)/\(change)"
      for patch in GrownApp.files(in: "\(root)/\(folder)") where patch.hasSuffix(".patch") {
        let path = "\(folder)/\(patch)"
        let text = try Self.read("\(root)/\(path)", shown: path)
        do throws(ScenarioError) {
          try UnifiedDiff(text, path: path).apply(to: &contents)
        } catch {
          throw GrownApp.Failure(description: "error: \(error)")
        }
      }
    }
    for (path, text) in contents {
      texts[String(path.dropFirst(GrownApp.templates.count + 1))] = text
    }
  }

  /// How messages name the template at `path`: from the package root, and the change whose
  /// patches it is read through.
  func shownPath(_ path: String) -> String {
    "\(GrownApp.templates)/\(path)" + (change.map { " (as the \($0) change leaves it)" } ?? "")
  }

  /// Whether the template or folder at `path` exists.
  func exists(_ path: String) -> Bool {
    texts[path] != nil || texts.keys.contains { $0.hasPrefix("\(path)/") }
  }

  /// The template at `path`.
  func text(_ path: String) throws(GrownApp.Failure) -> String {
    guard let text = texts[path] else {
      throw GrownApp.Failure(description: "error: \(shownPath(path)) does not exist")
    }
    return text
  }

  /// The file at `path` of the package.
  func package(_ path: String) throws(GrownApp.Failure) -> String {
    try Self.read("\(root)/\(path)", shown: path)
  }

  private static func read(_ file: String, shown: String) throws(GrownApp.Failure) -> String {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw GrownApp.Failure(description: "error: \(shown) cannot be read")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The package's files under `folder` that the template `patch` edits, as they are
  /// (`before`) and as it leaves them (`after`), by their paths from the package root; a file
  /// it deletes is in `before` only, one it creates in `after` only.
  func package(under folder: String, patchedBy patch: String) throws(GrownApp.Failure)
    -> (before: [String: String], after: [String: String])
  {
    var files: [String: String] = [:]
    for file in GrownApp.files(in: "\(root)/\(folder)") {
      files["\(folder)/\(file)"] = try package("\(folder)/\(file)")
    }
    var patched = files
    let diff = try text(patch)
    do throws(ScenarioError) {
      try UnifiedDiff(diff, path: shownPath(patch)).apply(to: &patched)
    } catch {
      throw GrownApp.Failure(description: "error: \(error)")
    }
    return (
      files.filter { patched[$0.key] != $0.value }, patched.filter { files[$0.key] != $0.value }
    )
  }

  /// The templates under `folder`, relative to it, sorted; "" for the top folder's own files.
  func files(under folder: String) -> [String] {
    let prefix = folder.isEmpty ? "" : "\(folder)/"
    return texts.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
      .filter { !folder.isEmpty || !$0.contains("/") }.sorted()
  }
}
