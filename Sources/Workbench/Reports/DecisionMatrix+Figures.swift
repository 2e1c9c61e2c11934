import Coverage
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
      .testability: measures.testability,
      .scalability: scalability(report.measuredChanges),
      .learningCurve: measures.learningCurve + (measured ? measures.readingLists : []),
      .boilerplate: measures.boilerplate,
    ]
  }

  /// The architectures' figures, by criterion.
  private struct Measures {
    var architectures: [ComparisonReport.Architecture]

    func figure(
      _ title: String, isPercent: Bool = false, _ value: (ComparisonReport.Architecture) -> Double
    ) -> Figure {
      Figure(title, architectures.map(value), isPercent: isPercent)
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
        figure("feature code lines") { lines($0, feature) },
        figure("feature types") { Double(types($0, feature).count) },
        figure("feature protocols") {
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
        Figure("files run per scenario (median)", medians.map { Double($0.files) }),
        Figure("indirections per scenario (median)", medians.map { Double($0.indirections) }),
      ]
    }

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
        figure("test-double lines") { Double($0.metrics.testability.doubleLines) },
      ]
    }

    var learningCurve: [Figure] {
      [
        figure("concepts (roles, protocols, runtime types)") { architecture in
          let roles = Set(architecture.metrics.files.compactMap(\.role)).count
          let all = types(architecture) { _ in true }
          return Double(
            roles + all.filter { $0.kind == .protocol }.count
              + types(architecture) { $0 == .runtime }.count)
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
        figure("code lines") { Double($0.metrics.lines.code) },
        figure("types") { Double($0.metrics.declarations.types.count) },
        figure("glue lines (composition, builders, containers, contracts, runtime)") {
          lines($0) { $0.map(DecisionMatrix.glueRoles.contains) ?? false }
        },
      ]
    }
  }
}
