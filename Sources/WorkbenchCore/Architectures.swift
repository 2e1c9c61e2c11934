import Clean
import Fixture
import MVC
import MVVM
import MVVMCoordinator
import VIPER

/// The architectures the workbench compares, in report order.
public enum Architectures {
  public static let all: [any Architecture.Type] = [
    MVCApp.self, MVVMApp.self, MVVMCoordinatorApp.self, VIPERApp.self, CleanApp.self,
  ]

  /// The target (and source folder) an architecture lives in: its module's name.
  public static func target(of architecture: any Architecture.Type) -> String {
    String(String(reflecting: architecture).prefix { $0 != "." })
  }

  /// The architecture with this name, ignoring case.
  public static func named(_ name: String) -> (any Architecture.Type)? {
    all.first { $0.name.lowercased() == name.lowercased() }
  }
}
