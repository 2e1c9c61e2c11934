import Coverage
import Registration
import Scenarios
import SourceMetrics

/// The "Comprehension cost" section of the reports (docs/METRICS.md, "Comprehension cost"):
/// what a reader must read to follow a user story in each architecture.
extension ComparisonReport.Architecture {
  /// What `scenarios` ran of its sources together; nil when nothing was measured.
  func footprint(of scenarios: [String]) -> Footprint? {
    guard let footprints else { return nil }
    var types: Set<String> = []
    var protocols: Set<String> = []
    for type in metrics.files.flatMap(\.types) {
      types.insert(type.name)
      if type.kind == .protocol { protocols.insert(type.name) }
    }
    return Footprint(
      ran: footprints.functions(ranIn: scenarios), witnesses: footprints.witnesses, types: types,
      protocols: protocols)
  }

  /// Scenario path to its figures alone, for every scenario measured.
  var scenarioCounts: [String: Footprint.Counts] {
    Dictionary(
      uniqueKeysWithValues: (footprints?.ran.keys.sorted() ?? []).compactMap { path in
        footprint(of: [path]).map { (path, $0.counts) }
      })
  }

  /// The files of `story` in reading order.
  func readingList(_ story: Story) -> [Footprint.ReadingStep] {
    footprint(of: story.scenarios)?.readingList(
      files: metrics.files, flow: registration.readingOrder) ?? []
  }

  /// Its figures for metrics.json; nil when nothing was measured.
  var comprehension: Comprehension? {
    guard footprints != nil else { return nil }
    let counts = scenarioCounts
    let (median, maximum) = Footprint.Counts.medianAndMaximum(Array(counts.values))
    return Comprehension(
      scenarios: counts, median: median, max: maximum,
      stories: Dictionary(
        uniqueKeysWithValues: Story.all.compactMap { story in
          footprint(of: story.scenarios).map { footprint in
            (
              story.id,
              Comprehension.StoryFigures(
                title: story.title, scenarios: story.scenarios, counts: footprint.counts,
                types: footprint.types, protocols: footprint.protocols,
                indirections: footprint.indirections,
                readingList: readingList(story).map { step in
                  .init(
                    path: step.path, role: Role.name(step.role), ran: step.ran,
                    functions: step.functions, protocols: step.protocols)
                })
            )
          }
        }))
  }

  /// An architecture's comprehension figures in metrics.json.
  struct Comprehension: Encodable {
    struct StoryFigures: Encodable {
      struct Step: Encodable {
        var path: String
        var role: String
        var ran: Bool
        var functions: Int
        var protocols: [String]
      }

      var title: String
      var scenarios: [String]
      var counts: Footprint.Counts
      var types: [String]
      var protocols: [String]
      var indirections: [String]
      var readingList: [Step]
    }

    /// Scenario path to what it runs alone.
    var scenarios: [String: Footprint.Counts]
    var median: Footprint.Counts
    var max: Footprint.Counts
    /// Story id to its figures and reading list.
    var stories: [String: StoryFigures]
  }
}

extension ComparisonReport {
  /// Whether any architecture's footprints were measured: the section shows only then.
  var measuresComprehension: Bool { architectures.contains { $0.footprints != nil } }

  /// One row a figure, one column an architecture: `median / max` of the figure over the
  /// scenarios, each run alone; `-` for an architecture not measured.
  var comprehensionRows: [(title: String, values: [String])] {
    let statistics = architectures.map { architecture in
      architecture.footprints.map { _ in
        Footprint.Counts.medianAndMaximum(Array(architecture.scenarioCounts.values))
      }
    }
    return Footprint.Counts.figures.map { title, figure in
      (
        "\(title) per scenario, median / max",
        statistics.map {
          $0.map { "\($0.median[keyPath: figure]) / \($0.maximum[keyPath: figure])" } ?? "-"
        }
      )
    }
  }

  /// One row a figure of `story`, one column an architecture.
  func storyRows(_ story: Story) -> [(title: String, values: [String])] {
    let counts = architectures.map { $0.footprint(of: story.scenarios)?.counts }
    return Footprint.Counts.figures.map { title, figure in
      (title, counts.map { $0.map { String($0[keyPath: figure]) } ?? "-" })
    }
  }

  /// What the section measures, under its title.
  static let comprehensionNote =
    "What a reader must read to follow a user story: the files, types and functions of the "
    + "architecture's own sources that run in it, from a coverage profile of each scenario run "
    + "alone, and the indirections it crosses: the requirements of protocols declared in the "
    + "architecture that an implementation which ran fulfils (docs/METRICS.md, \"Comprehension "
    + "cost\")."

  /// How the reading lists under each story are ordered.
  static let readingListNote =
    "Each story's reading list gives its files in the order a reader follows it: by their "
    + "role's place in the architecture's flow, from the screen the action lands on to the "
    + "request, then the roles that navigate and wire the others (`RegisteredArchitecture.readingOrder`); "
    + "then by path. A file that declares a protocol the story crosses is listed even where "
    + "none of its code runs: the call goes through it."

  /// A reading list's entry in words: `Contract, none of its code runs; protocols crossed:
  /// UserListView`.
  static func describe(_ step: Footprint.ReadingStep) -> String {
    let ran =
      switch (step.functions, step.ran) {
      case (0, false): "none of its code runs"
      case (0, true): "no function ran, other code did (initial values)"
      case (1, _): "1 function ran"
      case (let count, _): "\(count) functions ran"
      }
    return "\(Role.name(step.role)), \(ran)"
      + (step.protocols.isEmpty
        ? "" : "; protocols crossed: \(step.protocols.joined(separator: ", "))")
  }

  /// The section of README.md, its tables drawn by `table`.
  func comprehensionMarkdown(table: ([String], [[String]]) -> [String]) -> [String] {
    guard measuresComprehension else { return [] }
    let names = architectures.map(\.name)
    var lines = ["## Comprehension cost", "", Self.comprehensionNote, ""]
    lines += table(["Figure"] + names, comprehensionRows.map { [$0.title] + $0.values })
    lines += ["", Self.readingListNote]
    for story in Story.all {
      lines += [
        "", "### \(story.title)", "",
        "Told by " + story.scenarios.map { "`\($0)`" }.joined(separator: ", ") + ".", "",
      ]
      lines += table(["Figure"] + names, storyRows(story).map { [$0.title] + $0.values })
      for architecture in architectures where architecture.footprints != nil {
        lines += ["", "#### \(story.title) in \(architecture.name)", ""]
        lines += architecture.readingList(story).enumerated().map { index, step in
          "\(index + 1). `\(step.path)`: \(Self.describe(step))"
        }
      }
    }
    return lines + [""]
  }

  /// `Comprehension cost, files / functions run per scenario, median (max): MVC 5 / 20
  /// (7 / 31), ...`; nil when nothing was measured.
  package var comprehensionConsoleLine: String? {
    guard measuresComprehension else { return nil }
    return "Comprehension cost, files / functions run per scenario, median (max): "
      + architectures.map { architecture in
        guard architecture.footprints != nil else { return "\(architecture.name) -" }
        let (median, maximum) = Footprint.Counts.medianAndMaximum(
          Array(architecture.scenarioCounts.values))
        return "\(architecture.name) \(median.files) / \(median.functions) "
          + "(\(maximum.files) / \(maximum.functions))"
      }.joined(separator: ", ")
  }
}

extension HTMLReport {
  /// The section of report.html, its tables drawn by `table`; empty when nothing was
  /// measured.
  static func comprehension(
    _ report: ComparisonReport, table: (String, [String], [[String]]) -> String
  ) -> [String] {
    guard report.measuresComprehension else { return [] }
    let names = report.architectures.map(\.name)
    var html = [
      "<h2 id=\"comprehension\">Comprehension cost</h2>",
      "<p>\(code(ComparisonReport.comprehensionNote))</p>",
      table(
        "Footprint of a scenario run alone: median / max over the scenarios",
        ["Figure"] + names, report.comprehensionRows.map { [$0.title] + $0.values }),
      "<p>\(code(ComparisonReport.readingListNote))</p>",
    ]
    for story in Story.all {
      html += [
        "<h3>\(escape(story.title))</h3>",
        "<p>Told by " + story.scenarios.map { "<code>\(escape($0))</code>" }.joined(separator: ", ")
          + ".</p>",
        table(
          "\(story.title): what runs and what it crosses", ["Figure"] + names,
          report.storyRows(story).map { [$0.title] + $0.values }),
      ]
      for architecture in report.architectures where architecture.footprints != nil {
        html.append("<h4>\(escape("\(story.title) in \(architecture.name)"))</h4>")
        html.append(
          "<ol>"
            + architecture.readingList(story).map { step in
              "<li><a href=\"../\(escape(step.path))\">\(escape(step.path))</a>: "
                + "\(escape(ComparisonReport.describe(step)))</li>"
            }.joined() + "</ol>")
      }
    }
    return html
  }
}
