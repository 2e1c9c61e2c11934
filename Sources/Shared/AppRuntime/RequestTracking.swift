import Foundation
import Synchronization

/// A backend that wants to hear when an app starts a request to its host and when the
/// answer reaches the app: the fake backend, which is how a scenario knows, without a
/// timeout, that the app is done reacting.
public protocol RequestTracking: AnyObject, Sendable {
  /// Called on the app's actor before the request leaves; returns the request's number in
  /// the order the app started its requests, which `URLSession.fetch(_:)` sends with it
  /// (`RequestTrackers.sequenceHeader`): two requests an app starts in one turn reach the
  /// backend on threads of their own, in either order, and the number puts them back in the
  /// app's. Nil for a tracker that does not need it.
  func requestWillStart() -> Int?
  /// Called once the answer (or the failure) reached the app.
  func requestDidFinish()
}

/// The trackers by host. A tracker stays registered until it is released or unregistered.
public enum RequestTrackers {
  private struct WeakTracker {
    weak var tracker: (any RequestTracking)?
  }

  private static let registry = Mutex<[String: WeakTracker]>([:])

  /// The header that carries a request's number (`RequestTracking.requestWillStart()`).
  public static let sequenceHeader = "X-Request-Sequence"

  /// Tells `tracker` about every request to `host`.
  public static func register(_ tracker: any RequestTracking, forHost host: String) {
    registry.withLock { $0[host] = WeakTracker(tracker: tracker) }
  }

  public static func unregister(host: String) {
    registry.withLock { $0[host] = nil }
  }

  /// The live tracker of `url`'s host, if any.
  public static func tracker(for url: URL?) -> (any RequestTracking)? {
    guard let host = url?.host else { return nil }
    return registry.withLock { $0[host]?.tracker }
  }
}
