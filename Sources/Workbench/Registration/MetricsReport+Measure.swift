import SourceMetrics

extension MetricsReport {
  /// Measures each architecture's target and tests under `packageRoot`, and checks its
  /// pattern's rules.
  public static func measure(packageRoot: String, architectures: [RegisteredArchitecture])
    -> (report: MetricsReport, warnings: [FileWarning])
  {
    var warnings: [FileWarning] = []
    let measured = architectures.map { architecture in
      let sourceFolder = architecture.sourceFolder
      let testFolder = architecture.testFolder
      let sources = SourceAnalyzer.analyze(
        "\(packageRoot)/\(sourceFolder)", prefix: "\(sourceFolder)/", measuringExtents: true)
      let tests = SourceAnalyzer.analyze(
        "\(packageRoot)/\(testFolder)", prefix: "\(testFolder)/")
      warnings += sources.warnings + tests.warnings
      return ArchitectureMetrics(
        name: architecture.name, target: architecture.target, files: sources.files,
        testFiles: tests.files, rules: architecture.rules.map(\.id).sorted(),
        violations: PatternRules.check(
          sources.files, folder: "\(packageRoot)/\(sourceFolder)", prefix: "\(sourceFolder)/",
          rules: architecture.rules),
        testability: TestClassifier.measure(
          packageRoot: packageRoot, target: architecture.target, sourceFolder: sourceFolder,
          testFolder: testFolder, sources: sources.files))
    }
    return (MetricsReport(architectures: measured), warnings)
  }
}
