import Foundation
import WorkbenchSupport

/// The package root, found from this file, so tests read `Scenarios/` and the sources
/// wherever they run.
package let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The fixtures the workbench's tests share, relative to the package root.
package let fixtures = "Tests/Workbench/Fixtures"

/// The FaultyWorkbench executable (Tests/Workbench/FaultyWorkbench), built beside this test
/// binary: in the folder of build products that holds it, for any scratch path, whether the
/// binary is the executable (Linux) or sits in a bundle a test runner loaded (Darwin).
package var faultyWorkbench: String? {
  guard let binary = Platform.imagePath(containing: #dsohandle) else { return nil }
  let path = "\(Platform.current.binFolder(ofTestBinary: binary))/FaultyWorkbench"
  return Platform.isExecutableFile(path) ? path : nil
}
