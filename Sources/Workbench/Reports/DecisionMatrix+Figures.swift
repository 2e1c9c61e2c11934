import Coverage
import Mutation
import Registration
import SourceMetrics

extension DecisionMatrix {
  /// The figures behind each criterion (docs/METRICS.md, "Decision matrix"); the
  /// comprehension figures only when every architecture's footprints were measured.
  static func figures(_ report: ComparisonReport) -> [Criterion: [Figure]] {
    let measures = Measures(architectures: report.architectures)
    let measured = report.architectures.allSatisfy { $0.footprints != nil }
    return [
      .simplicity: measures.simplicity + (measured ? measures.footprint : []),
      .testability: mutation(report.currentMutation, names: report.architectures.map(\.name))
        + measures.testability,
      .scalability: scalability(report.measuredChanges),
      .learningCurve: measures.learningCurve + (measured ? measures.readingLists : []),
      .boilerplate: measures.boilerplate,
    ]
  }

  /// What the unit tests catch, first in Testability: the share of the mutants they miss.
  static func mutation(_ results: MutationResults?, names: [String]) -> [Figure] {
    guard let results else { return [] }
    return [
      Figure(
        "of the mutants its unit tests miss",
        names.map { name in
          let measured = results.architectures[name]!
          return measured.mutants.isEmpty
            ? 100
            : 100 * Double(measured.mutants.count - measured.killed(by: \.unitTests))
              / Double(measured.mutants.count)
        }, isPercent: true)
    ]
  }

  /// The architectures' figures, by criterion.
  private struct Measures {
    var architectures: [ComparisonReport.Architecture]

    func figure(
      _ title: String, isPercent: Bool = false, dimension: String? = nil, isScored: Bool = true,
      _ value: (ComparisonReport.Architecture) -> Double
    ) -> Figure {
      Figure(
        title, architectures.map(value), isPercent: isPercent, dimension: dimension,
        isScored: isScored)
    }

    /// The code lines of the architecture's files whose role is one of `roles`.
    func lines(_ architecture: ComparisonReport.Architecture, _ roles: (Role?) -> Bool) -> Double {
      Double(architecture.metrics.files.filter { roles($0.role) }.map(\.lines.code).reduce(0, +))
    }

    /// The types declared in the architecture's files whose role is one of `roles`.
    func types(_ architecture: ComparisonReport.Architecture, _ roles: (Role?) -> Bool)
      -> [Declarations.TypeDeclaration]
    {
      architecture.metrics.files.filter { roles($0.role) }.flatMap(\.declarations.types)
    }

    /// Every role but the runtime's: the feature itself.
    let feature: (Role?) -> Bool = { $0 != .runtime }

    var simplicity: [Figure] {
      [
        figure("feature code lines", dimension: "size") { lines($0, feature) },
        figure("feature types", dimension: "size") { Double(types($0, feature).count) },
        figure("feature protocols", dimension: "indirection") {
          Double(types($0, feature).filter { $0.kind == .protocol }.count)
        },
      ]
    }

    /// What a scenario runs, at the median.
    var footprint: [Figure] {
      let medians = architectures.map {
        Footprint.Counts.medianAndMaximum(Array($0.scenarioCounts.values)).median
      }
      return [
        Figure(
          "files run per scenario (median)", medians.map { Double($0.files) },
          dimension: "spread"),
        Figure(
          "indirections per scenario (median)", medians.map { Double($0.indirections) },
          dimension: "indirection"),
      ]
    }

    /// What pure tests reach, and what the tests need; test doubles are shown, not scored:
    /// an architecture that cannot isolate anything writes none.
    var testability: [Figure] {
      [
        figure("of the logic not run by pure tests", isPercent: true) {
          100 - Double($0.pureTestLogicCoverage.tenthsOfPercent) / 10
        },
        figure("of the tests need the UI kit or the backend", isPercent: true) {
          let tests = $0.metrics.testability.tests
          return tests.isEmpty
            ? 100 : 100 * Double(tests.filter { $0.kind != .pure }.count) / Double(tests.count)
        },
        figure("test-double lines", isScored: false) {
          Double($0.metrics.testability.doubleLines)
        },
      ]
    }

    var learningCurve: [Figure] {
      [
        figure("concepts by kind (roles, kinds of protocol, runtime concepts the feature names)") {
          Double(DecisionMatrix.concepts($0.metrics.files).count)
        }
      ]
    }

    /// The files a reader reads for the three stories.
    var readingLists: [Figure] {
      [
        figure("files to read for the three stories") { architecture in
          Double(Story.all.map { architecture.readingList($0).count }.reduce(0, +))
        }
      ]
    }

    var boilerplate: [Figure] {
      [
        figure("feature code lines", dimension: "size") { lines($0, feature) },
        figure("feature types", dimension: "size") { Double(types($0, feature).count) },
        figure("glue lines (composition, builders, containers, contracts)") {
          lines($0) { $0.map(DecisionMatrix.glueRoles.contains) ?? false }
        },
        figure("lines of a runtime an app takes from a library", isScored: false) {
          lines($0) { $0 == .runtime }
        },
      ]
    }
  }

  /// The concepts a reader learns, by kind: each role the feature's files play, each kind of
  /// protocol (`protocolKinds`), and each type of a runtime the feature's code names (a
  /// library's concepts: its store, its reducer, its effect). Sorted.
  static func concepts(_ files: [FileMetrics]) -> [String] {
    let feature = files.filter { $0.role != .runtime }
    let runtimeTypes = Set(files.filter { $0.role == .runtime }.flatMap(\.types).map(\.name))
    let roles = Set(feature.compactMap(\.role)).map { "role \($0.rawValue)" }
    let protocols = protocolKinds(
      feature.flatMap(\.types).filter { $0.kind == .protocol }.map(\.name)
    ).map { "protocol \($0)" }
    let runtime = Set(feature.flatMap(\.references)).intersection(runtimeTypes).map {
      "runtime \($0)"
    }
    return (roles + protocols + runtime).sorted()
  }

  /// The kinds of the protocols `names`: a protocol's kind is the run of final capitalized
  /// words the most of the others share with it, the longer run on a tie
  /// (`UserListInteractorInput` and `NewPaymentInteractorInput` are both `InteractorInput`,
  /// `FetchUsersUseCase` and `SendPaymentUseCase` both `UseCase`); a protocol that shares its
  /// last word with none is a kind of its own. Sorted.
  static func protocolKinds(_ names: [String]) -> [String] {
    let words = names.map(camelCaseWords)
    var kinds: Set<String> = []
    for (index, name) in words.enumerated() {
      var kind = (name.joined(), sharing: 0)
      for length in 1..<max(1, name.count) {
        let suffix = name.suffix(length)
        let sharing = words.indices.filter {
          $0 != index && words[$0].count > length && words[$0].suffix(length) == suffix
        }.count
        if sharing > 0, sharing >= kind.sharing { kind = (suffix.joined(), sharing) }
      }
      kinds.insert(kind.0)
    }
    return kinds.sorted()
  }

  /// `URLSessionTask` as `URL`, `Session`, `Task`.
  static func camelCaseWords(_ name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var word = ""
    for (index, character) in characters.enumerated() {
      let startsWord =
        character.isUppercase && !word.isEmpty
        && (!(characters[index - 1].isUppercase)
          || (index + 1 < characters.count && characters[index + 1].isLowercase))
      if startsWord {
        words.append(word)
        word = ""
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    return words
  }
}
