import Banking
import FakeBackend
import HarnessContract
import Testing
import UnidirectionalRuntime
import UnidirectionalTestSupport

@testable import Unidirectional

/// The fixture's data, as the tests' dependencies answer it.
enum Fixture {
  static let users = DataSet.standard.users
  static let ada = users[0]
  static let accounts = DataSet.standard.accounts
  static let severalAccounts = DataSet.severalAccounts.accounts
  /// Ada's payments, newest first, as the server sends them.
  static let adaPayments = DataSet.standard.payments.filter { $0.userID == ada.id }
    .sorted { ($0.date, $0.id) > ($1.date, $1.id) }

  /// The user called `name`.
  static func user(_ name: String) -> User { users.first { $0.name == name }! }
}

/// The answers a dependency gives, one per call, in order: a call after the last fails the
/// test.
@MainActor
final class Replies<Value> {
  private var results: [Result<Value, BankingError>]

  init(_ results: Result<Value, BankingError>...) {
    self.results = results
  }

  func next() throws(BankingError) -> Value {
    guard !results.isEmpty else {
      Issue.record("one call more than the test expects")
      throw .offline
    }
    return try results.removeFirst().get()
  }
}

/// An answer the test holds until it resumes it: the state in between is the waiting state.
@MainActor
final class HeldAnswer<Value: Sendable> {
  private var waiter: CheckedContinuation<Result<Value, BankingError>, Never>?
  private var result: Result<Value, BankingError>?
  /// Whether the effect waiting took its answer.
  private var isTaken = false

  /// Waits until the test resumes this answer.
  func value() async throws(BankingError) -> Value {
    if let result { return try result.get() }
    let result = await withCheckedContinuation { waiter = $0 }
    isTaken = true
    return try result.get()
  }

  /// Answers, and returns once the effect waiting has taken the answer and sent what it
  /// sends with it: a resumed wait comes back to the main actor after a hop, which no fixed
  /// number of main-queue turns can be sure to cover.
  func resume(with result: Result<Value, BankingError>) async {
    self.result = result
    guard let waiter else { return }
    self.waiter = nil
    waiter.resume(returning: result)
    while !isTaken { await Task.yield() }
  }
}

extension APIClient {
  /// A client whose every call fails the test: each test overrides the calls it expects
  /// (TCA's `unimplemented` dependencies).
  static var unimplemented: APIClient {
    APIClient(
      users: { () throws(BankingError) in
        Issue.record("unexpected call: users()")
        throw .offline
      },
      payments: { id throws(BankingError) in
        Issue.record("unexpected call: payments(\(id))")
        throw .offline
      },
      accounts: { () throws(BankingError) in
        Issue.record("unexpected call: accounts()")
        throw .offline
      },
      createPayment: { request throws(BankingError) in
        Issue.record("unexpected call: createPayment(\(request))")
        throw .offline
      })
  }
}

extension TestStore {
  /// A test store whose failures are the running test's issues, at the line that asserted.
  convenience init<Feature: Reducer>(
    initialState: State, reducer: Feature, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) where Feature.State == State, Feature.Action == Action {
    self.init(
      initialState: initialState, reducer: reducer,
      failure: { failure in
        Issue.record(
          Comment(rawValue: failure.message),
          sourceLocation: SourceLocation(
            fileID: failure.fileID, filePath: failure.filePath, line: failure.line,
            column: failure.column))
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
