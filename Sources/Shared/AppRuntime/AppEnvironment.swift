import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything an app gets from outside: where the backend is and the clock for delays.
public struct AppEnvironment: Sendable {
  public var session: URLSession
  public var baseURL: URL
  public var clock: any AppClock

  public init(session: URLSession, baseURL: URL, clock: any AppClock) {
    self.session = session
    self.baseURL = baseURL
    self.clock = clock
  }
}
