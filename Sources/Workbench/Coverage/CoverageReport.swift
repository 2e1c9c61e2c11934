import SourceMetrics
import WorkbenchSupport

/// The coverage figures per architecture, role and file, for each test run.
package struct CoverageReport {
  var metrics: MetricsReport
  var coverage: [CoverageMeasurement.Run: [String: FileCoverage]]

  package init(
    metrics: MetricsReport, coverage: [CoverageMeasurement.Run: [String: FileCoverage]]
  ) {
    self.metrics = metrics
    self.coverage = coverage
  }

  /// The sum over `files` of one run's coverage.
  package func total(_ run: CoverageMeasurement.Run, files: [FileMetrics]) -> FileCoverage {
    (coverage[run] ?? [:]).total(of: files)
  }

  func pureTestLogicCoverage(of architecture: ArchitectureMetrics) -> CoverageCount {
    Testability.logicCoverage(
      of: architecture.files, pure: coverage[.pureTests(target: architecture.target)] ?? [:],
      all: coverage[.unitTests(target: architecture.target)] ?? [:])
  }

  package func render() -> String {
    var sections: [String] = []
    var summary = TextTable(header: ["Coverage"] + metrics.architectures.map(\.name))
    for (title, run) in [("unit tests", false), ("scenarios", true)] {
      let totals = metrics.architectures.map { architecture in
        total(run ? .scenarios : .unitTests(target: architecture.target), files: architecture.files)
      }
      summary.rows.append(["Lines (\(title))"] + totals.map(\.lines.formatted))
      summary.rows.append(["Functions (\(title))"] + totals.map(\.functions.formatted))
      summary.rows.append(["Regions (\(title))"] + totals.map(\.regions.formatted))
    }
    summary.rows.append(
      [Testability.pureCoverageTitle]
        + metrics.architectures.map { architecture in
          pureTestLogicCoverage(of: architecture).formatted
        })
    sections.append(summary.render())
    for architecture in metrics.architectures {
      let run = CoverageMeasurement.Run.unitTests(target: architecture.target)
      var roles = TextTable(header: [
        "\(architecture.name) role (unit tests)", "Lines", "Functions", "Regions",
      ])
      for (role, files) in architecture.filesByRole {
        let sum = total(run, files: files)
        roles.rows.append([
          role?.rawValue ?? "(unassigned)", sum.lines.formatted, sum.functions.formatted,
          sum.regions.formatted,
        ])
      }
      sections.append(roles.render())
      var files = TextTable(header: [
        "\(architecture.name) file (unit tests)", "Lines", "Functions", "Regions",
      ])
      for file in architecture.files {
        let sum = total(run, files: [file])
        files.rows.append([
          file.path, sum.lines.formatted, sum.functions.formatted, sum.regions.formatted,
        ])
      }
      sections.append(files.render())
    }
    sections.append(
      (["lcov files:"]
        + coverage.keys.filter {
          if case .pureTests = $0 { false } else { true }
        }.map { "  \(CoverageMeasurement.scratchPath)/\($0.name).lcov" }.sorted())
        .joined(separator: "\n"))
    return sections.joined(separator: "\n\n")
  }
}
