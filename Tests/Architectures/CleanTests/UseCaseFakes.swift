import Banking
import CleanDomain
import Synchronization

/// What an asynchronous use-case fake answers: `result`, at once or, while `isHolding`, once
/// the test calls `release()`; the view model's state in between is its waiting state.
@MainActor
class UseCaseFake<Value, Failure: Error> {
  /// What every call answers until the test changes it.
  var result: Result<Value, Failure>
  /// While true, calls wait for `release()`.
  var isHolding = false
  private var held: [CheckedContinuation<Void, Never>] = []
  /// How many held calls have taken their answer.
  private var answeredCount = 0

  init(_ result: Result<Value, Failure>) {
    self.result = result
  }

  /// Lets every held call answer, and returns once each caller has taken its answer and gone
  /// on to its next wait: a resumed call comes back to the main actor after a hop, which no
  /// fixed number of main-queue turns can be sure to cover.
  func release() async {
    isHolding = false
    let calls = held
    held = []
    let target = answeredCount + calls.count
    for call in calls { call.resume() }
    while answeredCount < target { await Task.yield() }
  }

  func answer() async throws(Failure) -> Value {
    if isHolding {
      await withCheckedContinuation { held.append($0) }
      answeredCount += 1
    }
    return try result.get()
  }
}

/// Fetches the users it is given; counts the calls.
final class FetchUsersUseCaseFake: UseCaseFake<[User], BankingError>, FetchUsersUseCase {
  private(set) var calls = 0

  func execute() async throws(BankingError) -> [User] {
    calls += 1
    return try await answer()
  }
}

/// Fetches the payments it is given; records the user each call asks for.
final class FetchPaymentsUseCaseFake: UseCaseFake<[Payment], BankingError>, FetchPaymentsUseCase {
  private(set) var userIDs: [Int] = []

  func execute(userID: Int) async throws(BankingError) -> [Payment] {
    userIDs.append(userID)
    return try await answer()
  }
}

/// Fetches the accounts it is given; counts the calls.
final class FetchAccountsUseCaseFake: UseCaseFake<[Account], BankingError>, FetchAccountsUseCase {
  private(set) var calls = 0

  func execute() async throws(BankingError) -> [Account] {
    calls += 1
    return try await answer()
  }
}

/// Creates the payment it is given, or refuses with the error it is given; records each input.
final class SendPaymentUseCaseFake: UseCaseFake<Payment, SendPaymentError>, SendPaymentUseCase {
  private(set) var inputs: [PaymentInput] = []

  func execute(_ input: PaymentInput) async throws(SendPaymentError) -> Payment {
    inputs.append(input)
    return try await answer()
  }
}

/// Finds `matches` (every user searched, while nil) and records each query. Its protocol is
/// bound to no actor, so the fake keeps its state behind a lock.
final class SearchUsersUseCaseFake: SearchUsersUseCase, Sendable {
  private struct State {
    var matches: [User]? = nil
    var queries: [String] = []
    var searchedUsers: [User] = []
  }

  private let state = Mutex(State())

  /// What the next searches find; nil: every user searched.
  var matches: [User]? {
    get { state.withLock { $0.matches } }
    set { state.withLock { $0.matches = newValue } }
  }

  /// The queries searched, in order.
  var queries: [String] { state.withLock { $0.queries } }

  /// The users the last search was given.
  var searchedUsers: [User] { state.withLock { $0.searchedUsers } }

  func execute(_ users: [User], query: String) -> [User] {
    state.withLock { state in
      state.queries.append(query)
      state.searchedUsers = users
      return state.matches ?? users
    }
  }
}

/// Answers every check with `validation` and records the input last checked. Its protocol is
/// bound to no actor, so the fake keeps its state behind a lock.
final class ValidatePaymentUseCaseFake: ValidatePaymentUseCase, Sendable {
  private struct State {
    var validation: PaymentValidation
    var lastInput: PaymentInput? = nil
  }

  private let state: Mutex<State>

  init(_ validation: PaymentValidation) {
    state = Mutex(State(validation: validation))
  }

  /// What the next checks answer.
  var validation: PaymentValidation {
    get { state.withLock { $0.validation } }
    set { state.withLock { $0.validation = newValue } }
  }

  /// The input the view model asked about last.
  var lastInput: PaymentInput? { state.withLock { $0.lastInput } }

  func execute(_ input: PaymentInput) -> PaymentValidation {
    state.withLock { state in
      state.lastInput = input
      return state.validation
    }
  }
}
