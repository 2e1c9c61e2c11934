import Foundation

/// What one edit costs the next build of a grown app (docs/SCALE.md, "Rebuild scope"): a
/// member added to the first type of one file per role, then the architecture's app target
/// built incrementally, as a developer's next ⌘B builds it.
public struct RebuildTouch: Codable, Sendable, Equatable {
  /// The role of the file edited (`RebuildScope.Role`).
  public var role: String
  /// The file edited, from the package's root.
  public var file: String
  /// The Swift files the build compiled again, in every module it built.
  public var filesRecompiled: Int
  /// The modules with a file compiled again.
  public var modulesRecompiled: Int
  /// The build's wall-clock time, the median of the timed runs.
  public var milliseconds: Int
  /// The wall-clock time from the edit to the results of the smallest test target that
  /// covers it (the architecture's): the tests built again, then run; nil when not measured.
  public var testMilliseconds: Int?

  public init(
    role: String, file: String, filesRecompiled: Int, modulesRecompiled: Int, milliseconds: Int,
    testMilliseconds: Int? = nil
  ) {
    self.role = role
    self.file = file
    self.filesRecompiled = filesRecompiled
    self.modulesRecompiled = modulesRecompiled
    self.milliseconds = milliseconds
    self.testMilliseconds = testMilliseconds
  }
}

/// The edits `workbench scale` makes to measure the rebuild scope, and how it reads what the
/// build compiled again.
public enum RebuildScope {
  /// The roles edited, in the table's order; each architecture's `touch.txt` names the file
  /// that plays each role in Payments' send-a-payment screen, or leaves out one it has not.
  public enum Role: String, CaseIterable, Sendable {
    case view = "leaf view"
    case presentation = "view model"
    case useCase = "use case"
    case contract = "protocol"
    case entity = "shared entity"
  }

  /// The file listing each role's file in an architecture's templates.
  public static let touchFile = "touch.txt"

  /// One edit: the role, the file from the package's root, and the type it adds a member to.
  public struct Touch: Sendable, Equatable {
    public var role: Role
    public var file: String
    public var type: String
  }

  /// The roles and files of `folder`'s touch list at `root` (the templates' package), each
  /// found in the grown package at `copy`: the one file under the architecture's folder or
  /// `Sources/Shared` whose path ends as the list says, and the type the line names after it (the
  /// type named like the file when it names none).
  public static func touches(root: String, folder: String, copy: String) throws(GrownApp.Failure)
    -> [Touch]
  {
    let list = "\(GrownApp.templates)/\(folder)/\(touchFile)"
    guard let data = FileManager.default.contents(atPath: "\(root)/\(list)") else {
      throw GrownApp.Failure(description: "error: \(list) cannot be read")
    }
    let searched = ["Sources/Architectures/\(folder)", "Sources/Shared"]
    let files = searched.flatMap { top in
      GrownApp.files(in: "\(copy)/\(top)").map { "\(top)/\($0)" }
    }
    var touches: [Touch] = []
    for (index, line) in String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
      let parts = line.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let words = parts.count == 2 ? parts[1].split(separator: " ").map(String.init) : []
      guard let role = Role(rawValue: parts[0]), let path = words.first, words.count <= 2 else {
        throw GrownApp.Failure(
          description: "error: \(list):\(index + 1): expected `ROLE: PATH [TYPE]`, ROLE one of "
            + Role.allCases.map(\.rawValue).joined(separator: ", "))
      }
      let found = files.filter { $0.hasSuffix("/\(path)") }
      guard found.count == 1 else {
        throw GrownApp.Failure(
          description: "error: \(list):\(index + 1): \(found.count) files end in \(path) "
            + "in \(copy); expected one")
      }
      let name = (path as NSString).lastPathComponent.prefix { $0 != "." && $0 != "+" }
      let type = words.count > 1 ? words[1] : String(name)
      touches.append(Touch(role: role, file: found[0], type: type))
    }
    return touches.sorted { first, second in
      Role.allCases.firstIndex(of: first.role)! < Role.allCases.firstIndex(of: second.role)!
    }
  }

  /// `text` with a member numbered `number` added to the type `named` (the first type when
  /// the file declares none of that name), as a developer adds a property: a static one,
  /// which every kind of type can hold. In a protocol it is a requirement, with a default in
  /// an extension so conformers still compile. Nil when the file declares no type.
  public static func probed(_ text: String, number: Int, type named: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
    var types: [(line: Int, kind: Substring, name: String, access: String)] = []
    for (index, line) in lines.enumerated() where !line.hasPrefix(" ") && !line.hasPrefix("//") {
      let words = line.split(whereSeparator: { " :<{".contains($0) })
      guard let at = words.firstIndex(where: { kinds.contains($0) }), at + 1 < words.count,
        words[..<at].allSatisfy({ !$0.hasPrefix("private") && !$0.hasPrefix("fileprivate") })
      else { continue }
      let access = words[..<at].contains("public") ? "public " : ""
      types.append((index, words[at], String(words[at + 1]), access))
    }
    guard let found = types.first(where: { $0.name == named }) ?? types.first,
      let opening = lines[found.line...].firstIndex(where: { $0.hasSuffix("{") })
    else { return nil }
    let member = "  \(found.access)static var scaleProbe\(number): Int"
    if found.kind == "protocol" {
      lines.insert("  static var scaleProbe\(number): Int { get }", at: opening + 1)
      lines += ["extension \(found.name) {", "\(member) { \(number) }", "}", ""]
    } else {
      lines.insert("\(member) { \(number) }", at: opening + 1)
    }
    return lines.joined(separator: "\n")
  }

  /// Each compiled Swift file's object under `binPath` (the build's `--show-bin-path`), by
  /// its module and file, with when it was written.
  public static func objects(binPath: String) -> [String: Date] {
    var objects: [String: Date] = [:]
    let manager = FileManager.default
    for folder in (try? manager.contentsOfDirectory(atPath: binPath)) ?? []
    where folder.hasSuffix(".build") {
      for file in (try? manager.contentsOfDirectory(atPath: "\(binPath)/\(folder)")) ?? []
      where file.hasSuffix(".swift.o") {
        let attributes = try? manager.attributesOfItem(atPath: "\(binPath)/\(folder)/\(file)")
        objects["\(folder.dropLast(".build".count))/\(file)"] =
          attributes?[.modificationDate] as? Date ?? .distantPast
      }
    }
    return objects
  }

  /// The files and modules compiled again between the objects `before` and `after`.
  public static func recompiled(before: [String: Date], after: [String: Date])
    -> (files: Int, modules: Int)
  {
    let files = after.filter { before[$0.key] != $0.value }.keys
    return (files.count, Set(files.map { $0.prefix { $0 != "/" } }).count)
  }

  /// The median of `values`, the lower middle one of an even count.
  public static func median(_ values: [Int]) -> Int {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
  }
}
