import HarnessContract
import Registration

/// The architectures the workbench compares, in report order: the registration. Each one's
/// app, folders, aliases, reading order, pattern rules and stars are in the file named like
/// its target beside this one. Adding an architecture touches `Package.swift` and this
/// folder, nothing else outside its own folders.
public enum Architectures {
  public static let all: [RegisteredArchitecture] = [
    .mvc, .mvvm, .mvvmCoordinator, .viper, .clean, .unidirectional, .swiftUIState,
  ]

  /// The registered apps, which scenarios run.
  public static var apps: [any Architecture.Type] { all.map { $0.app } }

  /// The architecture with this name, its target's or an alias, ignoring case.
  public static func named(_ name: String) -> RegisteredArchitecture? {
    all.first { $0.matches(name) }
  }
}
