import FakeBackend
import Foundation
import HeadlessUI
import Scenarios

/// The app grown to `size` features (docs/SCALE.md): Payments and the first `size − 1` of
/// `ScaleFeature.all`, written from each architecture's templates into a copy of the package.
public struct GrownApp: Sendable {
  /// Where the templates are: one folder per architecture, the scenario templates, and the
  /// change suite in `Changes/`.
  public static let templates = "Scenarios/Scale"
  /// The folder of the change suite: one folder of patches of the templates per change.
  public static let changesFolder = "Changes"
  /// The patch of an architecture's tests (`Tests/Architectures/NAMETests`) that makes them
  /// build and pass against the grown app's code, in the architecture's templates; optional.
  public static let testsPatch = "tests.patch"

  public var size: Int
  /// The change of the suite applied, by its folder's name; nil for the grown app itself.
  public var change: String?

  public init(size: Int, change: String? = nil) {
    self.size = size
    self.change = change
  }

  /// The most features a grown app has.
  public static var largest: Int { ScaleFeature.all.count + 1 }

  /// The features after Payments.
  public var features: [ScaleFeature] { Array(ScaleFeature.all.prefix(size - 1)) }

  /// What a template or the package says wrong.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// The files that grow the package at `root` for the architectures in `folders`: `before`
  /// holds the files replaced or removed as they are, `after` the files written, as
  /// `PackageCopy.sync` takes them. The app of one feature is today's: nothing changes.
  public func changes(root: String, folders: [String]) throws(Failure)
    -> (before: [String: String], after: [String: String])
  {
    var before: [String: String] = [:]
    var after: [String: String] = [:]
    guard size > 1 else { return (before, after) }
    let templates = try Templates(root: root, change: change)
    var manifest = try templates.package("Package.swift")
    for folder in folders {
      let sources = "Sources/Architectures/\(folder)"
      guard templates.exists(folder) else {
        throw Failure(
          description: "error: \(Self.templates)/\(folder)/ is missing: \(folder) has no templates")
      }
      for line in (try? templates.text("\(folder)/removed.txt"))?.split(separator: "\n") ?? [] {
        before["\(sources)/\(line)"] = try templates.package("\(sources)/\(line)")
      }
      for file in templates.files(under: "\(folder)/hub") {
        after["\(sources)/\(file)"] = try render("\(folder)/hub/\(file)", templates, feature: nil)
        before["\(sources)/\(file)"] = try? templates.package("\(sources)/\(file)")
      }
      for file in templates.files(under: "\(folder)/feature") {
        for feature in features {
          let text = try render("\(folder)/feature/\(file)", templates, feature: feature)
          guard !text.allSatisfy(\.isWhitespace) else { continue }
          after["\(sources)/\(Self.filling(file, with: feature))"] = text
        }
      }
      if templates.exists("\(folder)/\(Self.testsPatch)") {
        let tests = try templates.package(
          under: "Tests/Architectures/\(folder)Tests", patchedBy: "\(folder)/\(Self.testsPatch)")
        before.merge(tests.before) { old, _ in old }
        after.merge(tests.after) { _, new in new }
      }
      if templates.exists("\(folder)/package.fragment") {
        let entry = try render("\(folder)/package.fragment", templates, feature: nil)
        manifest = try Self.replacingEntry(of: folder, in: manifest, with: entry)
      }
    }
    if manifest != (try templates.package("Package.swift")) { after["Package.swift"] = manifest }
    for (index, feature) in features.enumerated() {
      for template in templates.files(under: "") where template.hasSuffix(".scenario") {
        let text = try render(
          template, templates, feature: feature, extra: ["bar": bar(selecting: index + 1)])
        guard !text.allSatisfy(\.isWhitespace) else { continue }
        let name = "grown-" + feature.path + template.dropFirst("feature".count)
        after["\(ScenarioSuite.directory)/\(name)"] = text
      }
    }
    return (before, after)
  }

  /// `path` with the feature's placeholders filled in.
  static func filling(_ path: String, with feature: ScaleFeature) -> String {
    ScaleTemplate.placeholders(feature).reduce(path) {
      $0.replacing("__\($1.key)__", with: $1.value)
    }
  }

  /// The tab bar's line with the tab at `index` selected, as the kit draws it: with more
  /// tabs than the bar holds, the first four and More.
  func bar(selecting index: Int) -> String {
    var titles = ["Payments"] + features.map(\.title)
    var selected = index
    if titles.count > TabBarController.barCapacity {
      titles = titles.prefix(TabBarController.barCapacity - 1) + ["More"]
      selected = min(index, TabBarController.barCapacity - 1)
    }
    let items = titles.enumerated().map { $0.offset == selected ? "[\($0.element)]" : $0.element }
    return "| " + items.joined(separator: " | ") + " |"
  }

  /// Whether the tab at `tab` (Payments is 0) opens in More in an app with `features` added.
  static func isInMore(tab: Int, of features: [ScaleFeature]) -> Bool {
    features.count + 1 > TabBarController.barCapacity && tab >= TabBarController.barCapacity - 1
  }

  private func render(
    _ path: String, _ templates: Templates, feature: ScaleFeature?, extra: [String: String] = [:]
  ) throws(Failure) -> String {
    let text = try templates.text(path)
    do throws(ScaleTemplate.Malformed) {
      return try ScaleTemplate(text: text, path: templates.shownPath(path))
        .render(feature: feature, features: features, extra: extra)
    } catch {
      throw Failure(description: "error: \(error)")
    }
  }

  /// `manifest` with the architecture `folder`'s entry in its `architectures` list (from the
  /// line `  ("FOLDER",` to the one that closes it) replaced by `entry`.
  static func replacingEntry(
    of folder: String, in manifest: String, with entry: String
  ) throws(Failure) -> String {
    var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let opening = lines.indices.first { index in
      lines[index].hasPrefix("  (\"\(folder)\",")
        || (lines[index] == "  (" && lines.indices.contains(index + 1)
          && lines[index + 1].trimmingPrefix(while: \.isWhitespace) == "\"\(folder)\",")
    }
    guard let start = opening else {
      throw Failure(description: "error: Package.swift has no entry for \(folder)")
    }
    var end = start
    if !lines[start].hasSuffix("),") {
      guard let close = lines[start...].firstIndex(of: "  ),") else {
        throw Failure(description: "error: Package.swift: \(folder)'s entry never closes")
      }
      end = close
    }
    let replacement = entry.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    lines.replaceSubrange(
      start...end, with: replacement.last == "" ? replacement.dropLast() : replacement[...])
    return lines.joined(separator: "\n")
  }

  /// The files under `folder`, relative to it, sorted; none when it is missing.
  static func files(in folder: String) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let path = walker?.nextObject() as? String {
      if walker?.fileAttributes?[.type] as? FileAttributeType == .typeRegular { files.append(path) }
    }
    return files.sorted()
  }
}
