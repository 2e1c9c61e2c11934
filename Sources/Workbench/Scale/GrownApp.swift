import FakeBackend
import Foundation
import HeadlessUI
import Scenarios

/// The app grown to `size` features (docs/SCALE.md): Payments and the first `size − 1` of
/// `ScaleFeature.all`, written from each architecture's templates into a copy of the package.
public struct GrownApp: Sendable {
  /// Where the templates are: one folder per architecture, and the scenario templates.
  public static let templates = "Scenarios/Scale"
  /// The scenario templates every added feature passes, and the name each one's file takes.
  static let scenarios = [
    ("feature.scenario", "grown-%@.scenario"),
    ("feature-failures.scenario", "grown-%@-failures.scenario"),
  ]

  public var size: Int

  public init(size: Int) {
    self.size = size
  }

  /// The most features a grown app has.
  public static var largest: Int { ScaleFeature.all.count + 1 }

  /// The features after Payments.
  public var features: [ScaleFeature] { Array(ScaleFeature.all.prefix(size - 1)) }

  /// What a template or the package says wrong.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
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
    let read = { (path: String) throws(Failure) -> String in
      guard let data = FileManager.default.contents(atPath: "\(root)/\(path)") else {
        throw Failure(description: "error: \(path) cannot be read")
      }
      return String(decoding: data, as: UTF8.self)
    }
    var manifest = try read("Package.swift")
    for folder in folders {
      let templates = "\(Self.templates)/\(folder)"
      let sources = "Sources/Architectures/\(folder)"
      guard FileManager.default.fileExists(atPath: "\(root)/\(templates)") else {
        throw Failure(description: "error: \(templates)/ is missing: \(folder) has no templates")
      }
      if let removed = try? read("\(templates)/removed.txt") {
        for line in removed.split(separator: "\n") where !line.isEmpty {
          before["\(sources)/\(line)"] = try read("\(sources)/\(line)")
        }
      }
      for file in Self.files(in: "\(root)/\(templates)/hub") {
        let text = try render("\(templates)/hub/\(file)", read: read, feature: nil)
        before["\(sources)/\(file)"] = try? read("\(sources)/\(file)")
        after["\(sources)/\(file)"] = text
      }
      for file in Self.files(in: "\(root)/\(templates)/feature") {
        for feature in features {
          let text = try render("\(templates)/feature/\(file)", read: read, feature: feature)
          guard !text.allSatisfy(\.isWhitespace) else { continue }
          let path = ScaleTemplate.placeholders(feature).reduce(file) {
            $0.replacing("__\($1.key)__", with: $1.value)
          }
          after["\(sources)/\(path)"] = text
        }
      }
      if FileManager.default.fileExists(atPath: "\(root)/\(templates)/package.fragment") {
        let entry = try render("\(templates)/package.fragment", read: read, feature: nil)
        manifest = try Self.replacingEntry(of: folder, in: manifest, with: entry)
      }
    }
    if manifest != (try read("Package.swift")) { after["Package.swift"] = manifest }
    for (index, feature) in features.enumerated() {
      for (template, name) in Self.scenarios {
        let path = "\(Self.templates)/\(template)"
        after["\(ScenarioSuite.directory)/\(String(format: name, feature.path))"] = try render(
          path, read: read, feature: feature, extra: ["bar": bar(selecting: index + 1)])
      }
    }
    return (before, after)
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
    _ path: String, read: (String) throws(Failure) -> String, feature: ScaleFeature?,
    extra: [String: String] = [:]
  ) throws(Failure) -> String {
    let text = try read(path)
    do throws(ScaleTemplate.Malformed) {
      return try ScaleTemplate(text: text, path: path)
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
