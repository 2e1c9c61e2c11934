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
  ///
  /// A request runs to its answer even when the task awaiting it is cancelled: closing a
  /// screen cancels no request on the wire (docs/FEATURE.md, "Navigation"), whatever the
  /// architecture does with its own work.
  @MainActor
  public func fetch(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let tracker = RequestTrackers.tracker(for: request.url)
    var request = request
    if let sequence = tracker?.requestWillStart() {
      request.setValue(String(sequence), forHTTPHeaderField: RequestTrackers.sequenceHeader)
    }
    defer { tracker?.requestDidFinish() }
    let (data, response) = try await withCheckedThrowingContinuation { continuation in
      // The completion-handler form: cancelling the task that awaits the answer does not
      // cancel the request on the wire.
      dataTask(with: request) { data, response, error in
        if let data, let response {
          continuation.resume(returning: (data, response))
        } else {
          continuation.resume(throwing: error ?? URLError(.badServerResponse))
        }
      }
      .resume()
    }
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return (data, http)
  }
}
