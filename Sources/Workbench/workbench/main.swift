import Foundation
import Reports
import WorkbenchCommands
import WorkbenchSupport

// Ctrl-C and SIGTERM stop the builds, tests and workers this process starts, too.
Interruption.install(around: ReportWriter.abandon)
// Scenarios run in worker processes of this same executable, one per architecture.
exit(
  await Workbench.main(
    Array(CommandLine.arguments.dropFirst()), workerExecutable: Bundle.main.executablePath
  ).rawValue)
