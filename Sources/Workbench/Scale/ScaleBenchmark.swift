import Foundation
import WorkbenchSupport

/// What `workbench scale` measured at each size, committed in `docs/scale-benchmark.json`
/// and shown by `compare` without building anything (docs/SCALE.md). Sizes are exact
/// counts; only the run's time depends on the machine.
public struct ScaleBenchmark: Codable, Sendable, Equatable {
  /// One architecture at one size.
  public struct Measure: Codable, Sendable, Equatable {
    public var features: Int
    public var files: Int
    public var codeLines: Int
    /// `pass`, or how the size failed.
    public var scenarios: String
    /// What adding the last feature cost; nil at one feature.
    public var addition: ScaleChangeCost?
    /// What each change of the suite cost at this size, by the change's name order.
    public var changes: [ScaleChangeCost]
    /// What an edit of each role costs the next build; nil when not measured.
    public var rebuild: [RebuildTouch]?
    /// Parallel teams merging into the app of this size; nil when not measured.
    public var merge: ScaleMerge?

    public init(
      features: Int, files: Int, codeLines: Int, scenarios: String,
      addition: ScaleChangeCost? = nil, changes: [ScaleChangeCost] = [],
      rebuild: [RebuildTouch]? = nil, merge: ScaleMerge? = nil
    ) {
      self.features = features
      self.files = files
      self.codeLines = codeLines
      self.scenarios = scenarios
      self.addition = addition
      self.changes = changes
      self.rebuild = rebuild
      self.merge = merge
    }
  }

  /// Each architecture's measures, smallest size first.
  public var architectures: [String: [Measure]]
  /// The commit the templates and the code were measured at.
  public var commit: String
  public var cores: Int
  /// The whole run: every size built and run.
  public var seconds: Int
  /// The fingerprint of what the figures were measured from (`fingerprint(root:)`); nil in
  /// figures written before it was recorded.
  public var fingerprint: String?
  /// Whether the package changed since (`compare` finds out; never written).
  public var isStale = false

  enum CodingKeys: String, CodingKey {
    case architectures, commit, cores, seconds, fingerprint
  }

  public init(
    architectures: [String: [Measure]], commit: String, cores: Int, seconds: Int,
    fingerprint: String? = nil
  ) {
    self.architectures = architectures
    self.commit = commit
    self.cores = cores
    self.seconds = seconds
    self.fingerprint = fingerprint
  }

  /// The fingerprint of what `scale` measures in the package at `root`: the templates and the
  /// change suite, today's scenarios, the manifest and the Swift files of the architectures,
  /// their tests and the shared code (not the change requests, the stack or the READMEs
  /// `compare` writes).
  public static func fingerprint(root: String) -> String {
    let sources = Fingerprint.of(
      root: root,
      folders: ["Scenarios", "Sources/Architectures", "Sources/Shared", "Tests/Architectures"],
      ignoring: ["Scenarios/Changes", "Scenarios/Stack"]
    ) { path in
      path.hasPrefix("\(GrownApp.templates)/") || path.hasSuffix(".swift")
        || path.hasSuffix(".scenario")
    }
    return Fingerprint.of([
      "Package.swift": FileManager.default.contents(atPath: "\(root)/Package.swift") ?? Data(),
      "sources": Data(sources.utf8),
    ])
  }

  /// What the growth section says when the package changed since the figures were measured.
  public static let staleNote =
    "The templates, the scenarios or the code changed since these figures were measured: "
    + "`swift run workbench scale` measures them again."

  public static let path = "docs/scale-benchmark.json"

  /// A file that is there but cannot be read as figures.
  public struct Unreadable: Error, CustomStringConvertible {
    public var description: String
  }

  /// The figures in the package at `root`, nil when `scale` has never written them.
  public static func load(root: String) throws(Unreadable) -> ScaleBenchmark? {
    do {
      return try CommittedJSON.read(ScaleBenchmark.self, root: root, path: path)
    } catch {
      throw Unreadable(
        description: "\(path): not the figures `workbench scale` writes (\(error)); run it again")
    }
  }

  /// The least-squares slope of `value` against the number of features: what one more
  /// feature adds.
  public static func slope(_ measures: [Measure], _ value: (Measure) -> Int) -> Double? {
    guard measures.count > 1 else { return nil }
    let xs = measures.map { Double($0.features) }
    let ys = measures.map { Double(value($0)) }
    let (meanX, meanY) = (xs.reduce(0, +) / Double(xs.count), ys.reduce(0, +) / Double(ys.count))
    let spread = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
    guard spread > 0 else { return nil }
    return zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) } / spread
  }

  /// The table's header for `sizes`: the code lines at each, then the slopes.
  public func header() -> [String] {
    ["Architecture"] + sizes.map { "Code lines at \($0)" }
      + ["Code lines per added feature", "Files per added feature", "Scenarios"]
  }

  /// The sizes measured, in features.
  public var sizes: [Int] {
    Array(Set(architectures.values.flatMap { $0.map(\.features) })).sorted()
  }

  /// A row per architecture of `names`; `-` where it was not measured.
  public func rows(names: [String]) -> [[String]] {
    names.map { name in
      let measures = (architectures[name] ?? []).sorted { $0.features < $1.features }
      let lines = sizes.map { size in
        measures.first { $0.features == size }.map { String($0.codeLines) } ?? "-"
      }
      let perFeature = { (value: (Measure) -> Int) in
        Self.slope(measures, value).map { String(format: "%.0f", $0) } ?? "-"
      }
      let failed = measures.filter { $0.scenarios != "pass" }.map {
        "\($0.features): \($0.scenarios)"
      }
      return [name] + lines + [
        perFeature(\.codeLines), perFeature(\.files),
        measures.isEmpty
          ? "-" : failed.isEmpty ? "pass at every size" : failed.joined(separator: ", "),
      ]
    }
  }

  /// The header of the table of what adding a feature costs, at each size past one.
  public func additionHeader() -> [String] {
    ["Architecture"] + sizes.filter { $0 > 1 }.map { "Adding feature \($0)" }
  }

  /// A row per architecture of `names`: at each size, the lines the last feature added and
  /// removed, and the existing files it edited with their lines and the largest edit.
  public func additionRows(names: [String]) -> [[String]] {
    names.map { name in
      [name]
        + sizes.filter { $0 > 1 }.map { size in
          guard let cost = architectures[name]?.first(where: { $0.features == size })?.addition
          else { return "-" }
          return Self.describe(cost)
        }
    }
  }

  /// A change's cost in a cell: its lines, its files, and where its edits land.
  static func describe(_ cost: ScaleChangeCost) -> String {
    func count(_ value: Int, _ noun: String) -> String {
      "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
    return "+\(cost.linesAdded) -\(cost.linesRemoved) in "
      + "\(count(cost.filesAdded + cost.filesEdited, "file")) (\(cost.filesAdded) new); "
      + "\(count(cost.featuresTouched, "feature")) edited, "
      + "\(count(cost.filesOutsideOrigin, "file")) outside its own; hub \(cost.hubLines) lines; "
      + "largest edit \(cost.largestEdit)"
  }

  /// The changes of the suite measured, in name order.
  public var changeNames: [String] {
    Array(Set(architectures.values.joined().flatMap { $0.changes.map(\.change) })).sorted()
  }

  /// The header of the table of a change's cost at each size past one.
  public func changeHeader() -> [String] {
    ["Change", "Architecture"] + sizes.filter { $0 > 1 }.map { "At \($0) features" }
  }

  /// A row per change and architecture of `names`: its cost at each size, and the
  /// scenarios' verdict where it failed.
  public func changeRows(names: [String]) -> [[String]] {
    changeNames.flatMap { change in
      names.filter { name in
        architectures[name]?.contains { $0.changes.contains { $0.change == change } } ?? false
      }
      .map { name in
        [change, name]
          + sizes.filter { $0 > 1 }.map { size in
            let measure = architectures[name]?.first { $0.features == size }
            guard let cost = measure?.changes.first(where: { $0.change == change }) else {
              return "-"
            }
            return Self.describe(cost) + (cost.scenarios == "pass" ? "" : "; \(cost.scenarios)")
          }
      }
    }
  }

  /// What the table of the change suite shows, above it.
  public static let changeExplanation =
    "The change suite at each size (`Scenarios/Scale/Changes/`, docs/SCALE.md): each change "
    + "written once per architecture as a patch of its templates, applied to the grown app, "
    + "built and run against every scenario and its own. Features edited: the added features "
    + "whose own files the change edits; outside its own: the files it adds or edits "
    + "that are not the feature's it starts in (today's app's for a change that starts in "
    + "Payments); hub: the lines it changes in the files that gather the features and in "
    + "`Package.swift`."

  /// What the table of additions shows, above it.
  public static let additionExplanation =
    "What one more feature costs at each size: the diff from the app of one feature less. "
    + "Its own files are new; the existing files it edits (the app's hub: the app type, "
    + "coordinator, container or root reducer, and `Package.swift`) are the cost that grows "
    + "when a pattern gathers its features in one place. The second feature also pays what "
    + "growing costs once (the tab bar, the balance, the shared client's token, and modules "
    + "where the pattern splits them)."

  /// What the table shows, above it.
  public var explanation: String {
    "The app grown from each architecture's templates to \(sizes.map(String.init).joined(separator: ", ")) "
      + "features (`workbench scale`, docs/SCALE.md, commit \(commit), \(seconds) s on \(cores) "
      + "cores): Payments and the features after it, each the way its pattern writes one. Code "
      + "lines and files are the architecture's folder's, a library's runtime left out; a "
      + "feature's cost is the least-squares slope of the lines against the number of features. "
      + "Every size ran every scenario." + (isStale ? " " + Self.staleNote : "")
  }

  /// What the section says when `scale` has never written its figures.
  public static let notMeasured =
    "Not measured in this checkout: run `swift run workbench scale`, which writes "
    + "\(path), then `swift run workbench compare`."
}
