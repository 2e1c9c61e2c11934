import SourceMetrics

// The comprehension cost of a user story (docs/METRICS.md, "Comprehension cost"): what of an
// architecture's own sources runs in it, and the protocols it goes through, measured from a
// coverage profile of each scenario run alone (`FootprintMeasure`).

/// A function of an architecture's sources as coverage knows it: its file and its name as the
/// code reads (`UsersViewModel.searchTextChanged(_:)`, `closure #1 in UsersViewModel.load()`),
/// made comparable by `SourceFunction.normalized`.
public struct SourceFunction: Hashable, Sendable, Comparable {
  public var path: String
  public let name: String
  /// Whether a person wrote it as a function, an initializer, a deinitializer, a subscript or
  /// an accessor: function coverage's rule (`CoverageExport.isDeclaredInSource`). Closures and
  /// the initial values of stored properties run too, and count for their file and type.
  public let isDeclared: Bool
  /// The names its declaration is nested in (`context(of:)`). This and `isDeclared` are read
  /// once, here: every story and scenario's footprint asks for them.
  private let context: [String]

  public init(path: String, name: String) {
    self.path = path
    self.name = Self.normalized(name)
    isDeclared = CoverageExport.isDeclaredInSource(self.name)
    context = Self.context(of: Self.owner(of: self.name))
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.path, lhs.name) < (rhs.path, rhs.name)
  }

  /// Two are the same function when their files and names are: the rest is read from those.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.path, lhs.name) == (rhs.path, rhs.name)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(name)
  }

  /// The type it belongs to, as a path of names (`UsersFeature.State`), when the last of
  /// them is in `types`, the architecture's own; nil for a free function or a function in an
  /// extension of a type from elsewhere.
  public func type(among types: Set<String>) -> String? {
    guard let last = context.last, types.contains(last) else { return nil }
    return context.joined(separator: ".")
  }

  /// `name` without generic parameters (`Store.scope<A, B>(state:action:)` reads
  /// `Store.scope(state:action:)`, `Reducer<>.body.getter` reads `Reducer.body.getter`), and a
  /// class's allocating initializer as its initializer: the same declaration reads the same
  /// in every place it is named.
  static func normalized(_ name: String) -> String {
    var result = ""
    var depth = 0
    var previous: Character = " "
    for character in name {
      defer { previous = character }
      if character == "<", depth > 0 || previous.isLetter || previous.isNumber || previous == "_" {
        depth += 1
      } else if character == ">", depth > 0 {
        depth -= 1
      } else if depth == 0 {
        result.append(character)
      }
    }
    return result.replacingOccurrences(of: "__allocating_init", with: "init")
  }

  /// The declaration a function the compiler made from source belongs to:
  /// `closure #2 in closure #1 in X.f()` and `variable initialization expression of X.p`
  /// belong to `X.f()` and `X.p`; any other function to itself. `static ` is dropped.
  package static func owner(of name: String) -> String {
    let ends = [" in ", " of "].compactMap { name.range(of: $0, options: .backwards)?.upperBound }
    let owner = ends.max().map { String(name[$0...]) } ?? name
    return owner.hasPrefix("static ") ? String(owner.dropFirst("static ".count)) : owner
  }

  /// The names a declaration is nested in: `X.Y.f(a:)`, `X.Y.p.getter` and `X.Y.p` are all in
  /// `[X, Y]`.
  package static func context(of declaration: String) -> [String] {
    var text = Substring(declaration)
    if text.hasSuffix(")"), let open = text.lastIndex(of: "(") { text = text[..<open] }
    var names = text.split(separator: ".").map(String.init)
    if let last = names.last, accessors.contains(last) { names.removeLast() }
    return Array(names.dropLast())
  }

  /// The last name of an accessor as the demangler writes it (`X.p.getter`).
  static let accessors: Set<String> = [
    "getter", "setter", "modify", "read", "_modify", "_read", "didset", "willset",
    "unsafeAddressor", "unsafeMutableAddressor",
  ]
}

/// A type that fulfils a protocol's requirement, read from a protocol witness the compiler
/// made (`protocol witness for UserListView.show(rows:) in conformance UserListViewController`).
public struct Witness: Hashable, Sendable, Comparable {
  /// The protocol, as a path of names.
  public var protocolName: String
  /// The requirement as the protocol names it: `UserListView.show(rows:)`,
  /// `static Architecture.name.getter`.
  public var requirement: String
  /// The functions that may implement it, by `SourceFunction` name: the conforming type's own
  /// (`UserListViewController.show(rows:)`) or the protocol extension's default.
  public var implementations: [String]

  public init?(demangled: String) {
    let prefix = "protocol witness for "
    guard demangled.hasPrefix(prefix),
      let conformance = demangled.range(of: " in conformance ", options: .backwards)
    else { return nil }
    var requirement = SourceFunction.normalized(
      String(
        demangled[
          demangled.index(demangled.startIndex, offsetBy: prefix.count)..<conformance.lowerBound]))
    let isStatic = requirement.hasPrefix("static ")
    if isStatic { requirement = String(requirement.dropFirst("static ".count)) }
    let context = SourceFunction.context(of: requirement)
    guard !context.isEmpty else { return nil }
    let protocolName = context.joined(separator: ".")
    let member = requirement.dropFirst(protocolName.count + 1)
    let conformer = SourceFunction.normalized(String(demangled[conformance.upperBound...]))
    let staticPrefix = isStatic ? "static " : ""
    self.protocolName = protocolName
    self.requirement = staticPrefix + requirement
    implementations = [conformer, protocolName].map { "\(staticPrefix)\($0).\(member)" }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.requirement, lhs.implementations.joined(separator: " "))
      < (rhs.requirement, rhs.implementations.joined(separator: " "))
  }
}

/// What each scenario ran of one architecture's sources: the raw measurement, from which
/// `Footprint` counts.
public struct ScenarioFootprints: Hashable, Sendable {
  /// Every function of its sources that coverage knows, sorted.
  public var functions: [SourceFunction]
  /// Scenario path to the indices in `functions` of those that ran in it, sorted.
  public var ran: [String: [Int]]
  /// The protocol witnesses whose implementation is one of `functions`, sorted.
  public var witnesses: [Witness]

  public init(functions: [SourceFunction], ran: [String: [Int]], witnesses: [Witness]) {
    self.functions = functions
    self.ran = ran
    self.witnesses = witnesses
  }

  /// The functions that ran in any of `scenarios`.
  public func functions(ranIn scenarios: [String]) -> [SourceFunction] {
    Set(scenarios.flatMap { ran[$0] ?? [] }).sorted().map { functions[$0] }
  }
}

/// The part of an architecture's own sources that a story runs, and the protocols it crosses
/// (docs/METRICS.md, "Comprehension cost").
public struct Footprint: Hashable, Sendable {
  /// The files where any of its code ran (a closure and a property's initial value count),
  /// sorted.
  public var files: [String]
  /// The architecture's own types any of whose code ran, as paths of names, sorted.
  public var types: [String]
  /// The functions, initializers, deinitializers, subscripts and accessors that ran, sorted.
  public var functions: [SourceFunction]
  /// Each requirement of a protocol declared in the architecture that an implementation
  /// which ran fulfils (`UserListPresentation.viewDidLoad()`), once however many types
  /// fulfil it: the indirections crossed, sorted.
  public var indirections: [String]
  /// The protocols of `indirections`, sorted.
  public var protocols: [String]

  /// The footprint of the functions that `ran`, given the architecture's `witnesses`, and the
  /// names of the types (`types`) and of the protocols (`protocols`) its sources declare.
  public init(
    ran: [SourceFunction], witnesses: [Witness], types: Set<String>, protocols: Set<String>
  ) {
    files = Set(ran.map(\.path)).sorted()
    self.types = Set(ran.compactMap { $0.type(among: types) }).sorted()
    functions = Set(ran.filter(\.isDeclared)).sorted()
    let names = Set(ran.map(\.name))
    let crossed = witnesses.filter { witness in
      protocols.contains(witness.protocolName.split(separator: ".").last.map(String.init) ?? "")
        && witness.implementations.contains(where: names.contains)
    }
    indirections = Set(crossed.map(\.requirement)).sorted()
    self.protocols = Set(crossed.map(\.protocolName)).sorted()
  }

  /// Its five figures.
  public var counts: Counts {
    Counts(
      files: files.count, types: types.count, functions: functions.count,
      protocols: protocols.count, indirections: indirections.count)
  }

  /// The figures of a footprint, or the median or the largest of several.
  public struct Counts: Hashable, Sendable, Codable {
    public var files: Int
    public var types: Int
    public var functions: Int
    public var protocols: Int
    public var indirections: Int

    package static var figures: [(title: String, value: KeyPath<Counts, Int>)] {
      [
        ("Files", \.files), ("Types", \.types), ("Functions", \.functions),
        ("Protocols crossed", \.protocols), ("Indirections", \.indirections),
      ]
    }

    /// Figure by figure, the median (of an even number, the lower of the two middle values,
    /// so that it is a count) and the largest; zeros for none.
    package static func medianAndMaximum(_ all: [Counts]) -> (median: Counts, maximum: Counts) {
      func pick(_ choose: ([Int]) -> Int) -> Counts {
        func figure(_ value: KeyPath<Counts, Int>) -> Int {
          choose(all.map { $0[keyPath: value] }.sorted())
        }
        return Counts(
          files: figure(\.files), types: figure(\.types), functions: figure(\.functions),
          protocols: figure(\.protocols), indirections: figure(\.indirections))
      }
      return (
        pick { $0.isEmpty ? 0 : $0[($0.count - 1) / 2] }, pick { $0.last ?? 0 }
      )
    }
  }

  /// One file of a reading list, with its role, whether any of its code ran and how many of
  /// its functions, and the protocols crossed that it declares.
  public struct ReadingStep: Hashable, Sendable {
    public var path: String
    public var role: Role?
    public var ran: Bool
    public var functions: Int
    public var protocols: [String]
  }

  /// The files a reader follows the story through, in reading order: every file where code
  /// ran and every file that declares a protocol crossed (a reader meets the protocol where
  /// the call goes through it, though a protocol compiles to no code that runs), by their
  /// role's place in `flow` (a role not in it after all those in it, a file without a role
  /// last), then by path. `files` are the architecture's, with their roles and types.
  public func readingList(files: [FileMetrics], flow: [Role]) -> [ReadingStep] {
    var declaring: [String: [String]] = [:]
    for name in protocols {
      let simple = name.split(separator: ".").last.map(String.init) ?? name
      if let file = files.first(where: { file in
        file.types.contains { $0.name == simple && $0.kind == .protocol }
      }) {
        declaring[file.path, default: []].append(name)
      }
    }
    let roles = Dictionary(
      files.map { ($0.path, $0.role) }, uniquingKeysWith: { first, _ in first })
    let functionsByPath = Dictionary(grouping: functions, by: \.path)
    func place(_ role: Role?) -> Int {
      role.map { flow.firstIndex(of: $0) ?? flow.count } ?? flow.count + 1
    }
    return Set(self.files).union(declaring.keys)
      .map { path in
        ReadingStep(
          path: path, role: roles[path] ?? nil, ran: self.files.contains(path),
          functions: functionsByPath[path]?.count ?? 0, protocols: declaring[path] ?? [])
      }
      .sorted { (place($0.role), $0.path) < (place($1.role), $1.path) }
  }
}

/// A user story the comprehension cost is reported for, told by scenarios of `Scenarios/`.
public struct Story: Hashable, Sendable {
  /// Its key in metrics.json.
  public var id: String
  public var title: String
  /// The scenarios that tell it: its footprint is what runs in any of them.
  public var scenarios: [String]

  /// The three stories of the report, in report order: each named scenario runs the story
  /// from the app's start, as a user lives it.
  public static let all = [
    Story(
      id: "list-and-search", title: "Open the list and search",
      scenarios: ["Scenarios/search-debounce.scenario"]),
    Story(
      id: "open-detail", title: "Open a detail", scenarios: ["Scenarios/detail-payments.scenario"]
    ),
    Story(
      id: "send-payment", title: "Send a payment",
      scenarios: ["Scenarios/payment-success.scenario"]),
  ]
}
