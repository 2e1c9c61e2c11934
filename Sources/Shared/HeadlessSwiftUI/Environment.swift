import Observation

/// A key for a value in the environment, like SwiftUI's `EnvironmentKey`: the default is what
/// a view reads where no ancestor set one.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view reads from its ancestors, like SwiftUI's `EnvironmentValues`: extend it
/// with a property per key, as in SwiftUI.
@MainActor
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]
  /// The observable objects set with `.environment(_:)`, by type.
  var objects: [ObjectIdentifier: AnyObject] = [:]
  /// Whether the views may be used: false under `.disabled(true)`.
  public var isEnabled = true
  /// Closes the screen the view is in: pops it, or dismisses its sheet.
  public internal(set) var dismiss = DismissAction {}
  /// What the values were set by, so a view that reads them is asked for its body again only
  /// when they changed: a version per `.environment` modifier, the presentation of `dismiss`,
  /// `isEnabled`.
  var token: [String] = []

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// Closes the presentation the view is in, like SwiftUI's `DismissAction`: `dismiss()`.
@MainActor
public struct DismissAction {
  let action: @MainActor () -> Void

  public func callAsFunction() {
    action()
  }
}

/// A value from the environment, like SwiftUI's `@Environment`: `@Environment(\.dismiss)`,
/// a custom key's property, or an observable object set with `.environment(object)`.
@MainActor @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: @MainActor (EnvironmentValues) -> Value
  private let link = EnvironmentLink()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    read = { values in
      guard let object = values.objects[ObjectIdentifier(type)] as? Value else {
        fatalError(
          "No observable object of type \(type) in the environment: set it with .environment(_:)")
      }
      return object
    }
  }

  public var wrappedValue: Value {
    guard let values = link.values else {
      fatalError("\(Value.self) read from the environment outside a view's body")
    }
    return read(values)
  }
}

/// Where an `Environment` reads: the values of the view's place, set before its body runs.
@MainActor
final class EnvironmentLink {
  var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
  func install(in node: ViewNode, label: String) {
    link.values = node.environment
  }
}
