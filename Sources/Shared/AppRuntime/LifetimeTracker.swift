/// A leak check an app's long-lived objects opt into, as a debug build's lifetime tracker
/// would: an object that belongs to screens (a coordinator and the screens its flow shows)
/// says so for each, and when every one of them is gone, the object should be gone too. One still
/// alive then is kept by something that should have let go, such as a parent that never
/// removed a finished child coordinator.
///
/// The harness binds a tracker to each run of an app (`$current`); an app run without one,
/// as on a device, tracks nothing.
@MainActor
public final class LifetimeTracker {
  /// The tracker of the run the caller is part of, if the harness bound one.
  @TaskLocal public static var current: LifetimeTracker?

  private struct Tracked {
    weak var object: AnyObject?
    weak var screen: AnyObject?
    let typeName: String
  }

  private var tracked: [Tracked] = []

  public nonisolated init() {}

  /// Records that `object` belongs to `screen`, and ends with it unless it belongs to another
  /// screen still alive: a no-op outside the harness.
  public static func track(_ object: AnyObject, endsWith screen: AnyObject) {
    current?.tracked.append(
      Tracked(object: object, screen: screen, typeName: "\(type(of: object))"))
  }

  /// The type names of every object tracked so far, in the order they were tracked.
  public var trackedTypeNames: [String] { tracked.map(\.typeName) }

  /// The type names of the tracked objects still alive after all their screens are gone,
  /// each once, in the order they were first tracked: once the app has settled, each is a
  /// leak.
  public var leaked: [String] {
    var leaked: [AnyObject] = []
    var names: [String] = []
    for entry in tracked {
      guard let object = entry.object, !leaked.contains(where: { $0 === object }) else { continue }
      let screens = tracked.filter { $0.object === object }
      if screens.allSatisfy({ $0.screen == nil }) {
        leaked.append(object)
        names.append(entry.typeName)
      }
    }
    return names
  }
}
