import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything an app gets from outside: where the backend is, the clock for delays, where it
/// may keep data between launches, the signed-in user's token, and where it counts the waits
/// it ends itself.
public struct AppEnvironment: Sendable {
  public var session: URLSession
  public var baseURL: URL
  public var clock: any AppClock
  /// The app's settings, as `UserDefaults.standard` on iOS.
  public var defaults: KeyValueStore
  /// The app's caches folder, as `FileManager`'s `.cachesDirectory` on iOS: it exists, and
  /// the app reads and writes its own files there with Foundation.
  public var cachesDirectory: URL
  /// The signed-in user's token, which every request of the grown app carries as
  /// `Authorization: Bearer TOKEN` (docs/SCALE.md).
  public var authToken: String
  /// Where the app counts the waits it ends itself, from task to task (`Resumptions`).
  public var resumptions: Resumptions

  public init(
    session: URLSession, baseURL: URL, clock: any AppClock, defaults: KeyValueStore,
    cachesDirectory: URL, authToken: String = "", resumptions: Resumptions = Resumptions()
  ) {
    self.authToken = authToken
    self.resumptions = resumptions
    self.session = session
    self.baseURL = baseURL
    self.clock = clock
    self.defaults = defaults
    self.cachesDirectory = cachesDirectory
  }
}
