import Foundation
import WorkbenchCore

// Ctrl-C and SIGTERM stop the builds, tests and workers this process starts, too.
Interruption.install()
// Scenarios run in worker processes of this same executable, one per architecture.
exit(
  await Workbench.main(
    Array(CommandLine.arguments.dropFirst()), workerExecutable: Bundle.main.executablePath))
