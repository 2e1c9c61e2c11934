import Fixture
import MVC
import MVVM
import MVVMCoordinator

/// The architectures the workbench compares, in report order.
public enum Architectures {
  public static let all: [any Architecture.Type] = [
    MVCApp.self, MVVMApp.self, MVVMCoordinatorApp.self,
  ]

  /// The architecture with this name, ignoring case.
  public static func named(_ name: String) -> (any Architecture.Type)? {
    all.first { $0.name.lowercased() == name.lowercased() }
  }
}
