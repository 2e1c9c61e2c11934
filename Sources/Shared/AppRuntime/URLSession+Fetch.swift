import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// Sends `request` and returns the body with the HTTP response, whatever its status.
  ///
  /// The apps call this instead of `data(for:)`: it tells the host's `RequestTracking` (the
  /// fake backend) that a request started, on the caller's actor and before anything else
  /// runs, and that it finished, before the caller sees the answer. That is how a scenario waits for the app by events
  /// and never by time. It runs on the main actor, where the apps do all their work, so the
  /// answer reaches the caller without a detour through another thread.
  @MainActor
  public func fetch(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let tracker = RequestTrackers.tracker(for: request.url)
    tracker?.requestWillStart()
    defer { tracker?.requestDidFinish() }
    let (data, response) = try await data(for: request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return (data, http)
  }
}
