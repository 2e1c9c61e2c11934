import FakeBackend
import Foundation

/// The change suite (docs/SCALE.md): each change a folder `Scenarios/Scale/Changes/NAME/` of
/// patches to the templates (`scenarios.patch` for the scenario templates, `FOLDER.patch` for
/// an architecture's solution), whose `REQUEST.md` says what the user sees and names the
/// feature it starts in on a line `**Originating feature:** cards`.
public struct ScaleChangeSuite: Sendable {
  public struct Change: Sendable {
    public var name: String
    /// The API path of the feature the change starts in, or `payments` for today's app.
    public var origin: String
    /// The architectures (by folder) that have a solution, `FOLDER.patch`.
    public var solved: Set<String>
  }

  public var changes: [Change]

  /// The suite in the package at `root`, in name order; a change without its originating
  /// feature is an error naming its file.
  public static func load(root: String) throws(GrownApp.Failure) -> ScaleChangeSuite {
    let folder = "\(GrownApp.templates)/\(GrownApp.changesFolder)"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)")) ?? []
    var changes: [Change] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = "\(folder)/\(name)/REQUEST.md"
      let text = (try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)) ?? ""
      let marker = "**Originating feature:** "
      guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(marker) }) else {
        throw GrownApp.Failure(
          description: "error: \(path): no line `\(marker)FEATURE` (a feature's API path, "
            + "or payments)")
      }
      let origin = line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      guard origin == "payments" || ScaleFeature.named(path: origin) != nil else {
        throw GrownApp.Failure(
          description:
            "error: \(path): `\(origin)` is not a feature (\(ScaleFeature.all.map(\.path).joined(separator: ", ")), or payments)"
        )
      }
      let patches =
        (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)/\(name)")) ?? []
      let solved = patches.filter { $0.hasSuffix(".patch") && $0 != "scenarios.patch" }
        .map { String($0.dropLast(".patch".count)) }
      changes.append(Change(name: name, origin: origin, solved: Set(solved)))
    }
    return ScaleChangeSuite(changes: changes)
  }
}
