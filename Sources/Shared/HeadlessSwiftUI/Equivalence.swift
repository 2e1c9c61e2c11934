/// Whether two values of a view are the same input, as SwiftUI compares a view with its last
/// value before it asks for the body again: field by field, objects by identity, equatable
/// values by `==`, bindings by the place they name, state and environment always (they are
/// the graph's, not the parent's). Anything else, a closure for one, counts as changed.
@MainActor
enum Equivalence {
  static func same(_ a: Any, _ b: Any) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    if a is any InstallableProperty { return true }
    if let a = a as? any LocatedBinding, let b = b as? any LocatedBinding {
      return a.anyLocation != nil && a.anyLocation == b.anyLocation
    }
    let mirror = Mirror(reflecting: a)
    if mirror.displayStyle == .class { return (a as AnyObject) === (b as AnyObject) }
    if let a = a as? any Equatable { return isEqual(a, b) }
    let other = Mirror(reflecting: b)
    switch mirror.displayStyle {
    case .struct?, .tuple?, .optional?, .enum?:
      guard mirror.children.count == other.children.count else { return false }
      if mirror.displayStyle == .enum, mirror.children.isEmpty {
        return String(describing: a) == String(describing: b)
      }
      return zip(mirror.children, other.children).allSatisfy {
        $0.label == $1.label && same($0.value, $1.value)
      }
    default:
      return false
    }
  }

  private static func isEqual<Value: Equatable>(_ a: Value, _ b: Any) -> Bool {
    (b as? Value).map { $0 == a } ?? false
  }
}

/// A binding, compared by the place it names.
@MainActor
protocol LocatedBinding {
  var anyLocation: AnyHashable? { get }
}

extension Binding: LocatedBinding {
  var anyLocation: AnyHashable? { location.map(AnyHashable.init) }
}
