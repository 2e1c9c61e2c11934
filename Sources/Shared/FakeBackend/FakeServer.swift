import AppRuntime
import Banking
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The backend, in process: answers the apps' `URLSession` requests with JSON, from a
/// `DataSet`, and lets a scenario misbehave it on purpose.
///
/// Endpoints (JSON, keys sorted; money is `{"amount": "12.50", "currency": "EUR"}`):
/// - `GET /users`: every `User`, by id.
/// - `GET /users/{id}/payments`: that user's `Payment`s, newest first.
/// - `GET /accounts`: the app user's `Account`s.
/// - `POST /payments` with a `PaymentOrder`: `201` and the new `Payment` (pending, dated
///   today), or `422` `{"error": "insufficient_funds"}` when the balance is too low.
/// Unknown paths answer `404`, bodies that do not decode `400`.
///
/// It also keeps count of the requests the apps have started and not yet finished (see
/// `URLSession.fetch(_:)`), which is how a scenario knows, without a timeout, that the app
/// is done reacting.
public final class FakeServer: RequestTracking {
  /// The token the grown app's routes require, as `Authorization: Bearer TOKEN`; the harness
  /// hands it to apps as `AppEnvironment.authToken`, as a signed-in app keeps its own.
  public static let authToken = "workbench-token"
  /// The address apps send requests to; unique per server.
  public let baseURL: URL

  private struct State {
    var data: DataSet
    var log: [String] = []
    var sent: [String] = []
    /// Each sent request's headers, in `sent`'s order.
    var sentHeaders: [[String: String]] = []
    var isOffline = false
    var isHolding = false
    var held: [ServerRequest] = []
    var failures: [Int] = []
    var malformedCount = 0
    var unfinished = 0
    var started = 0
    /// Requests that arrived before one the app started earlier, by number.
    var arrived: [Int: ServerRequest] = [:]
    /// The number of the next request to take.
    var nextSequence = 0
    var idleWaiters: [CheckedContinuation<Void, Never>] = []

    var isIdle: Bool { unfinished <= held.count }

    mutating func takeWaitersIfIdle() -> [CheckedContinuation<Void, Never>] {
      guard isIdle else { return [] }
      defer { idleWaiters = [] }
      return idleWaiters
    }
  }

  private let state: Mutex<State>

  public init(dataSet: DataSet) {
    state = Mutex(State(data: dataSet))
    baseURL = URL(
      string: "https://server-\(Self.counter.add(1, ordering: .relaxed).newValue).test")!
    RequestTrackers.register(self, forHost: baseURL.host!)
  }

  deinit {
    RequestTrackers.unregister(host: baseURL.host!)
  }

  /// A session whose requests to this server never leave the process.
  ///
  /// Every server hands out the same one, as an app keeps one session for its life; requests
  /// find their server by host. On Linux each `URLSession` holds a pair of sockets, and the
  /// hundreds of sessions that tests running in parallel keep alive at once took the test
  /// process past 1,024 open files, where Foundation crashed.
  public var session: URLSession { Self.session }

  private static let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [FakeServerProtocol.self]
    return URLSession(configuration: configuration)
  }()

  // MARK: - What scenarios control

  /// Every request received, in order, as `GET /users`.
  public var requestLog: [String] { state.withLock(\.log) }

  /// Every request received, in order, as transcripts show it: `GET /users`, and for a
  /// request with a JSON body its top-level fields in sorted order, such as
  /// `POST /payments accountID=1 amount={"amount":"12.50","currency":"EUR"} userID=2`.
  public var sentRequests: [String] { state.withLock(\.sent) }

  /// How many requests the server has received.
  public var receivedRequestCount: Int { state.withLock(\.sent.count) }

  /// The requests received so far without the header `name` set to `value` (the name in
  /// any case), as transcript lines.
  public func requests(lacking name: String, _ value: String) -> [String] {
    state.withLock { state in
      zip(state.sent, state.sentHeaders).filter { _, headers in
        headers.first { $0.key.lowercased() == name.lowercased() }?.value != value
      }
      .map(\.0)
    }
  }

  /// The requests received after the first `count`, as `sentRequests` writes them: what
  /// one step sent, without copying the whole log of a long run.
  public func sentRequests(after count: Int) -> [String] {
    state.withLock { Array($0.sent.dropFirst(count)) }
  }

  /// Keeps every response back until `releaseResponses()`, so loading states stay visible.
  public func holdResponses() {
    state.withLock { $0.isHolding = true }
  }

  /// Stops holding, and answers the oldest held request, if any; returns whether there was
  /// one. `AppSession.releaseResponses()` answers them all this way, one at a time.
  public func releaseOldestResponse() -> Bool {
    let request = state.withLock { state in
      state.isHolding = false
      return state.held.isEmpty ? nil : state.held.removeFirst()
    }
    guard let request else { return false }
    answer(request)
    return true
  }

  /// Answers every held request, in arrival order, and stops holding. The answers race to
  /// the app: with several held, `URLSession` may hand them over in another order. Scenarios
  /// use `AppSession.releaseResponses()`, which waits for each.
  public func releaseResponses() {
    let held = state.withLock { state in
      state.isHolding = false
      defer { state.held = [] }
      return state.held
    }
    for request in held { answer(request) }
  }

  /// Fails the next `count` requests with HTTP `status`.
  public func failNextRequests(_ count: Int = 1, status: Int) {
    state.withLock { $0.failures += Array(repeating: status, count: count) }
  }

  /// Answers the next `count` requests with `200` and a body that is not JSON.
  public func sendMalformedJSON(_ count: Int = 1) {
    state.withLock { $0.malformedCount += count }
  }

  /// While offline every request fails as with no network.
  public func setOffline(_ isOffline: Bool) {
    state.withLock { $0.isOffline = isOffline }
  }

  /// Changes an account's balance behind the app's back, as another payment would.
  /// Returns false when no account has that name.
  @discardableResult
  public func setBalance(ofAccountNamed name: String, to amount: Money) -> Bool {
    state.withLock { state in
      guard let index = state.data.accounts.firstIndex(where: { $0.name == name }) else {
        return false
      }
      state.data.accounts[index].balance = amount
      return true
    }
  }

  /// Deletes the user named `name` and their payments, as another client of the backend
  /// could; false when there is no such user.
  public func deleteUser(named name: String) -> Bool {
    state.withLock { state in
      guard let user = state.data.users.first(where: { $0.name == name }) else { return false }
      state.data.users.removeAll { $0.id == user.id }
      state.data.payments.removeAll { $0.userID == user.id }
      return true
    }
  }

  // MARK: - Knowing when the app is done

  /// Counts a request the app starts; called on the app's actor before the request leaves.
  /// Returns its number: the server takes requests in that order (`receive(_:)`).
  public func requestWillStart() -> Int? {
    state.withLock { state in
      state.unfinished += 1
      state.started += 1
      return state.started - 1
    }
  }

  /// How many requests the apps have started so far.
  public var startedRequestCount: Int { state.withLock(\.started) }

  /// Whether every request the app started is answered or held on purpose.
  public var isIdle: Bool { state.withLock(\.isIdle) }

  /// Counts a request whose answer reached the app.
  public func requestDidFinish() {
    let waiters = state.withLock { state in
      state.unfinished -= 1
      return state.takeWaitersIfIdle()
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once every request the app started is answered, or held on purpose; on the
  /// main actor, so it resumes in order with the app's own main-actor work.
  @MainActor
  public func waitUntilIdle() async {
    await withCheckedContinuation { continuation in
      let isIdle = state.withLock { state in
        if state.isIdle { return true }
        state.idleWaiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }

  // MARK: - Serving

  /// Takes a request from `FakeServerProtocol` in the order the app started its requests:
  /// one that arrives before an earlier one waits for it, so the log, the failures a
  /// scenario queued and the held answers follow the app's order, not the threads'. Each
  /// is answered now, held, or failed; all of that under one lock, so a request taken on
  /// another thread cannot come between.
  func receive(_ request: ServerRequest) {
    let (taken, waiters) = state.withLock {
      state -> ([(ServerRequest, ServerResponse?)], [CheckedContinuation<Void, Never>]) in
      var ready = [request]
      if let sequence = request.sequence {
        state.arrived[sequence] = request
        ready = []
        while let next = state.arrived.removeValue(forKey: state.nextSequence) {
          ready.append(next)
          state.nextSequence += 1
        }
      }
      var taken: [(ServerRequest, ServerResponse?)] = []
      var waiters: [CheckedContinuation<Void, Never>] = []
      for request in ready {
        state.log.append("\(request.method) \(request.path)")
        state.sent.append(request.transcriptLine)
        if !state.isOffline, state.isHolding {
          state.held.append(request)
          waiters += state.takeWaitersIfIdle()
        } else {
          taken.append((request, Self.response(to: request, in: &state)))
        }
        state.sentHeaders.append(request.headers)
      }
      return (taken, waiters)
    }
    for waiter in waiters { waiter.resume() }
    for (request, response) in taken { send(response, to: request) }
  }

  /// Forgets a held request the app cancelled.
  func cancel(_ responder: Responder) {
    state.withLock { state in state.held.removeAll { $0.responder === responder } }
  }

  private func answer(_ request: ServerRequest) {
    send(state.withLock { Self.response(to: request, in: &$0) }, to: request)
  }

  /// The answer to `request` as the server stands, nil when it is offline; takes a failure
  /// or a malformed answer a scenario queued.
  private static func response(to request: ServerRequest, in state: inout State)
    -> ServerResponse?
  {
    if state.isOffline { return nil }
    if !state.failures.isEmpty {
      let status = state.failures.removeFirst()
      return ServerResponse(status: status, body: ErrorBody(error: "http_\(status)"))
    }
    if state.malformedCount > 0 {
      state.malformedCount -= 1
      return ServerResponse(status: 200, body: Data("{\"users\": [oops".utf8))
    }
    return Route(request).response(for: &state.data)
  }

  /// Sends `response`, or fails as with no network for none.
  private func send(_ response: ServerResponse?, to request: ServerRequest) {
    guard let response else { return request.responder.fail(URLError(.notConnectedToInternet)) }
    request.responder.send(response, for: request.url)
  }

  private static let counter = Atomic(0)

  /// The live server behind `url`, if it is one of ours.
  static func serving(_ url: URL?) -> FakeServer? {
    RequestTrackers.tracker(for: url) as? FakeServer
  }
}

struct ErrorBody: Codable {
  var error: String
}
