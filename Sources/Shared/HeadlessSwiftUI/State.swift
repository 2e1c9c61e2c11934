import Observation

/// A value a view owns, like SwiftUI's `@State`: it lives as long as the view's identity
/// stays on screen, whatever number of times the view value is made again, and a change to
/// it renders again the views whose body read it.
@MainActor @propertyWrapper
public struct State<Value>: DynamicProperty {
  let link: StateLink<Value>

  public init(wrappedValue: Value) {
    link = StateLink(initial: wrappedValue)
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  public var wrappedValue: Value {
    get { link.box.value }
    nonmutating set { link.box.value = newValue }
  }

  /// A binding to the state, `$name`.
  public var projectedValue: Binding<Value> {
    let box = link.box
    return Binding(
      get: { box.value }, set: { box.value = $0 },
      location: Binding.Location(object: box, keyPath: \StateBox<Value>.value))
  }

  func install(in node: ViewNode, label: String) {
    link.box = node.stateBox(label, initial: link.initial)
  }
}

/// Where a `State` finds its box: the one the graph keeps for the view's identity, once the
/// view is on screen; a box of its own before that.
@MainActor
final class StateLink<Value> {
  let initial: Value
  private var installed: StateBox<Value>?

  init(initial: Value) {
    self.initial = initial
  }

  var box: StateBox<Value> {
    get {
      if let installed { return installed }
      let box = StateBox(initial)
      installed = box
      return box
    }
    set { installed = newValue }
  }
}

/// A state's storage: observable, so a body that read it renders again when it changes.
@MainActor @Observable
final class StateBox<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// A property the graph sets up before it asks a view for its body, like SwiftUI's
/// `DynamicProperty`: `@State` and `@Environment`.
@MainActor
public protocol DynamicProperty {}

/// A dynamic property the graph installs, by its label in the view.
@MainActor
protocol InstallableProperty {
  func install(in node: ViewNode, label: String)
}

/// A `@State`: the graph's storage for the view, no input from its parent.
@MainActor
protocol StateProperty {}

extension State: InstallableProperty, StateProperty {}

/// A reference to a value kept elsewhere, like SwiftUI's `Binding`: a `$state`, a
/// `$model.property`, or a get/set pair.
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// Where the value lives, when the binding names a place: two bindings to the same place
  /// are the same input to a view.
  struct Location: Hashable {
    let object: ObjectIdentifier
    let keyPath: AnyKeyPath

    init(object: AnyObject, keyPath: AnyKeyPath) {
      self.object = ObjectIdentifier(object)
      self.keyPath = keyPath
    }
  }

  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void
  let location: Location?

  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.init(get: get, set: set, location: nil)
  }

  init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
    location: Location?
  ) {
    self.get = get
    self.set = set
    self.location = location
  }

  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that never changes, for previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>)
    -> Binding<Member>
  {
    let get = self.get
    let set = self.set
    return Binding<Member>(
      get: { get()[keyPath: keyPath] },
      set: { member in
        var value = get()
        value[keyPath: keyPath] = member
        set(value)
      },
      location: location.flatMap {
        Binding<Member>.Location(object: $0.object, keyPath: $0.keyPath.appending(path: keyPath))
      })
  }
}

extension Binding.Location {
  fileprivate init?(object: ObjectIdentifier, keyPath: AnyKeyPath?) {
    guard let keyPath else { return nil }
    self.object = object
    self.keyPath = keyPath
  }
}

/// Bindings to the properties of an observable object, like SwiftUI's `@Bindable`:
/// `$model.name` is a `Binding<String>`.
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>)
    -> Binding<Member>
  {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      location: Binding.Location(object: object, keyPath: keyPath))
  }
}
