import Foundation
import WorkbenchCore

exit(await Workbench.main(Array(CommandLine.arguments.dropFirst())))
