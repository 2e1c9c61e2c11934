import Foundation
import WorkbenchCore

// Scenarios run in worker processes of this same executable, one per architecture.
exit(
  await Workbench.main(
    Array(CommandLine.arguments.dropFirst()), workerExecutable: Bundle.main.executablePath))
