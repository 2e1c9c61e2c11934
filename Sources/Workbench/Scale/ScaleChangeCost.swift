import ChangeRequests
import Foundation

/// What one change costs a grown app of one architecture (docs/SCALE.md, "The change
/// suite"): the diff between the grown app and the same app with the change, measured as
/// `ChangeCost` measures a change request's, and where its edits land: in the added features,
/// in the hub (the files that gather the features, and `Package.swift`), outside the feature
/// the change starts in.
public struct ScaleChangeCost: Codable, Sendable, Equatable {
  /// The change's name: `feature-added`, or its folder in `Scenarios/Scale/Changes/`.
  public var change: String
  /// The app's size, in features, with the change.
  public var features: Int
  public var linesAdded: Int
  public var linesRemoved: Int
  public var filesAdded: Int
  /// Existing files changed or removed.
  public var filesEdited: Int
  /// The added features, other than a new one, whose own files the change edits.
  public var featuresTouched: Int
  /// The lines it changes in the hub files and the manifest.
  public var hubLines: Int
  /// The files it adds or edits that are not the originating feature's.
  public var filesOutsideOrigin: Int
  /// The most lines it changes in one file.
  public var largestEdit: Int
  /// The roles of the files it adds or edits.
  public var roles: [String]
  /// `pass`, or how its scenarios failed; `-` when the change was measured, not run.
  public var scenarios: String

  public var linesChanged: Int { linesAdded + linesRemoved }

  /// The cost of going from `before` to `after` (each a grown app's files, path to text), with
  /// `owners` naming the feature each generated file belongs to, `hub` the hub files, and
  /// `origin` the feature the change starts in. Payments' own files are the files `before`
  /// holds that no feature owns and that are not hub files: the shared code among them.
  init(
    change: String, features: Int, before: [String: String], after: [String: String],
    owners: [String: String], hub: Set<String>, origin: String, scenarios: String = "-"
  ) {
    let cost = ChangeCost(before: before, after: after)
    (self.change, self.features, self.scenarios) = (change, features, scenarios)
    (linesAdded, linesRemoved, filesAdded) = (cost.linesAdded, cost.linesRemoved, cost.filesAdded)
    roles = cost.roles
    var edits: [String: Int] = [:]
    for path in Set(before.keys).union(after.keys) where before[path] != after[path] {
      let (added, removed) = ChangeCost.lineChanges(from: before[path] ?? "", to: after[path] ?? "")
      edits[path] = added + removed
    }
    filesEdited = edits.keys.filter { before[$0] != nil }.count
    featuresTouched =
      Set(
        edits.keys.filter { before[$0] != nil }.compactMap { owners[$0] }
      ).count
    hubLines = edits.filter { hub.contains($0.key) }.map(\.value).reduce(0, +)
    filesOutsideOrigin =
      edits.keys.filter { path in
        let owner = owners[path] ?? (before[path] != nil && !hub.contains(path) ? "payments" : nil)
        return owner != origin
      }
      .count
    largestEdit = edits.values.max() ?? 0
  }
}

extension GrownApp {
  /// The grown app's files for the architecture in `folder`: its sources and the manifest,
  /// path to text.
  public func files(root: String, folder: String) throws(Failure) -> [String: String] {
    let sources = "Sources/Architectures/\(folder)"
    var files: [String: String] = [:]
    for path in Self.files(in: "\(root)/\(sources)").map({ "\(sources)/\($0)" }) + ["Package.swift"]
    {
      guard let data = FileManager.default.contents(atPath: "\(root)/\(path)") else {
        throw Failure(description: "error: \(path) cannot be read")
      }
      files[path] = String(decoding: data, as: UTF8.self)
    }
    let changes = try changes(root: root, folders: [folder])
    for path in changes.before.keys { files[path] = nil }
    for (path, text) in changes.after where path == "Package.swift" || path.hasPrefix("\(sources)/")
    {
      files[path] = text
    }
    return files
  }

  /// The feature each file generated from the architecture's feature templates belongs to
  /// (its API path), by the file's path from the package root.
  func owners(root: String, folder: String) throws(Failure) -> [String: String] {
    let templates = try Templates(root: root, change: change)
    var owners: [String: String] = [:]
    for file in templates.files(under: "\(folder)/feature") {
      for feature in features {
        owners["Sources/Architectures/\(folder)/\(Self.filling(file, with: feature))"] =
          feature.path
      }
    }
    return owners
  }

  /// The hub files of the architecture in `folder` (its `hub-files.txt`, which must be
  /// there), and the manifest.
  static func hub(root: String, folder: String) throws(Failure) -> Set<String> {
    let list = try Templates(root: root, change: nil).text("\(folder)/hub-files.txt")
    let files = list.split(separator: "\n").filter { !$0.isEmpty }
    return Set(files.map { "Sources/Architectures/\(folder)/\($0)" } + ["Package.swift"])
  }

  /// What adding the `size`th feature costs the architecture in `folder`; nil for the app of
  /// one feature, which adds none.
  public func addition(root: String, folder: String) throws(Failure) -> ScaleChangeCost? {
    guard size > 1, change == nil else { return nil }
    let smaller = GrownApp(size: size - 1)
    return ScaleChangeCost(
      change: "feature-added", features: size,
      before: try smaller.files(root: root, folder: folder),
      after: try files(root: root, folder: folder),
      owners: try owners(root: root, folder: folder),
      hub: try Self.hub(root: root, folder: folder), origin: features[size - 2].path)
  }

  /// What this app's change costs the architecture in `folder`, against the app without it;
  /// `origin` is the feature it starts in.
  public func cost(
    root: String, folder: String, origin: String, scenarios: String
  ) throws(Failure) -> ScaleChangeCost? {
    guard let change, size > 1 else { return nil }
    let plain = GrownApp(size: size)
    return ScaleChangeCost(
      change: change, features: size, before: try plain.files(root: root, folder: folder),
      after: try files(root: root, folder: folder), owners: try owners(root: root, folder: folder),
      hub: try Self.hub(root: root, folder: folder), origin: origin, scenarios: scenarios)
  }
}
