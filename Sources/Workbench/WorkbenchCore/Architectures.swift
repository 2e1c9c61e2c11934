import Clean
import HarnessContract
import MVC
import MVVM
import MVVMCoordinator
import Unidirectional
import VIPER

/// The architectures the workbench compares, in report order.
public enum Architectures {
  public static let all: [any Architecture.Type] = [
    MVCApp.self, MVVMApp.self, MVVMCoordinatorApp.self, VIPERApp.self, CleanApp.self,
    UnidirectionalApp.self,
  ]

  /// The target an architecture's app lives in: its module's name, which also names its
  /// folder and its test target.
  public static func target(of architecture: any Architecture.Type) -> String {
    String(String(reflecting: architecture).prefix { $0 != "." })
  }

  /// The folder, relative to the package root, of every source file of the architecture
  /// whose app target is `target` (Clean's four layer targets are in it).
  public static func sourceFolder(ofTarget target: String) -> String {
    "Sources/Architectures/\(target)"
  }

  /// The folder of the architecture's test target.
  public static func testFolder(ofTarget target: String) -> String {
    "Tests/Architectures/\(target)Tests"
  }

  /// The architecture with this name, ignoring case (`matches`).
  public static func named(_ name: String) -> (any Architecture.Type)? {
    all.first { matches($0, name) }
  }

  /// Other names people call an architecture by, besides its own and its target's; keyed by
  /// the registered type, never by a display name.
  static func aliases(of architecture: any Architecture.Type) -> [String] {
    architecture == UnidirectionalApp.self ? ["TCA"] : []
  }

  /// Whether `name`, in any case, is the architecture's name (`MVVM+C`), its target's
  /// (`MVVMCoordinator`, the folder's too) or an alias (`TCA` for `TCA-style`).
  public static func matches(_ architecture: any Architecture.Type, _ name: String) -> Bool {
    ([architecture.name, target(of: architecture)] + aliases(of: architecture)).contains {
      $0.lowercased() == name.lowercased()
    }
  }
}
