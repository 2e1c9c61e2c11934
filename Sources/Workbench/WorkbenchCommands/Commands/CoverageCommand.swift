import Coverage
import Foundation
import Registration
import Reports
import SourceMetrics
import WorkbenchSupport

/// `workbench coverage`: measures the coverage of each architecture's own tests and of the
/// scenario suite (`CoverageMeasurement`) and prints it per architecture and role.
enum CoverageCommand {
  @MainActor
  static func run(
    architectures: [RegisteredArchitecture], packageRoot: String, output: (String) -> Void,
    errors: (String) -> Void
  ) async -> ExitCode {
    let root = Platform.canonical(packageRoot)
    let (metrics, _) = MetricsReport.measure(packageRoot: root, architectures: architectures)
    do {
      // One measuring run at a time: two would race on the same coverage profiles.
      let lock = try RunLock.acquire(for: "\(root)/\(CompareCommand.directory)", waiting: errors)
      defer { withExtendedLifetime(lock) {} }
      let tools = try CoverageMeasurement.prepare(root: root)
      let results = try CoverageMeasurement.measure(
        architectures, root: root, tools: tools, progress: errors)
      output(CoverageReport(metrics: metrics, coverage: results.files).render())
      return .success
    } catch let missing as Toolchain.Missing {
      // The counts that need no llvm-cov are still worth having.
      output(metrics.renderTable())
      errors("error: \(missing)")
      return .failure
    } catch {
      errors("error: \(ProcessRunner.describe(error))")
      return .failure
    }
  }

}
