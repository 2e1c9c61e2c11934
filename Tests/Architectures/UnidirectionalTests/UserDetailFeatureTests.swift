import Banking
import Display
import Foundation
import Testing
import UnidirectionalRuntime
import UnidirectionalTestSupport

@testable import Unidirectional

/// The User detail reducer, exhaustively: the payments it loads, the form it presents, the
/// payment the form sends and reports, and the form it then lets go.
@MainActor
struct UserDetailFeatureTests {
  /// The payment the filled-in form asks for: 12.50 EUR to Ada from the only account.
  private static let request = PaymentOrder(
    userID: 1, accountID: 1, recipientName: "Ada Lovelace",
    accountNumber: "DE11 5001 0517 00000001", amount: Money(Decimal(string: "12.50")!, "EUR"),
    note: nil)

  /// The payment the server creates for it.
  private static let created = Payment(
    id: 5, userID: 1, accountID: 1, amount: Money(Decimal(string: "12.50")!, "EUR"),
    status: .pending, date: "2026-05-04")

  private func makeStore(_ client: APIClient = .unimplemented, state: UserDetailFeature.State)
    -> TestStore<UserDetailFeature.State, UserDetailFeature.Action>
  {
    TestStore(initialState: state, reducer: UserDetailFeature(apiClient: client))
  }

  /// Ada's detail with `payments`, and the first form open on the only account, with 12.50
  /// typed in Amount.
  private func adaWithForm(payments: [Payment]? = Fixture.adaPayments) -> UserDetailFeature.State {
    var form = NewPaymentFeature.State(recipient: Fixture.ada)
    form.accounts = Fixture.accounts
    form.selectedAccountID = 1
    form.texts[.amount] = "12.50"
    form.editedFields = [.amount]
    var state = UserDetailFeature.State(user: Fixture.ada)
    state.payments = payments
    state.newPayment = form
    return state
  }

  /// A client that creates the payment the form sends.
  private func creating() -> APIClient {
    var client = APIClient.unimplemented
    client.createPayment = { request throws(BankingError) in
      #expect(request == Self.request)
      return Self.created
    }
    return client
  }

  @Test("T8 the user's payments, newest first")
  func payments() async {
    var client = APIClient.unimplemented
    client.payments = { userID in
      #expect(userID == 1)
      return Fixture.adaPayments
    }
    let store = makeStore(client, state: .init(user: Fixture.ada))

    await store.send(.viewDidLoad) { $0.isLoading = true }
    await store.receive(.paymentsResponse(.success(Fixture.adaPayments))) {
      $0.isLoading = false
      $0.payments = Fixture.adaPayments
    }
    #expect(store.state.payments?.map(\.date) == ["2026-04-28", "2026-04-02"])
    #expect(store.state.emptyMessage == nil)
  }

  @Test("T8 a user without payments shows the empty state")
  func noPayments() async {
    var client = APIClient.unimplemented
    client.payments = { _ in [] }
    let store = makeStore(client, state: .init(user: Fixture.user("Alan Turing")))

    await store.send(.viewDidLoad) { $0.isLoading = true }
    await store.receive(.paymentsResponse(.success([]))) {
      $0.isLoading = false
      $0.payments = []
    }
    #expect(store.state.emptyMessage == "No payments yet")
  }

  @Test("T8 a failed load shows the error, and Retry loads again")
  func errorThenRetry() async {
    let grace = Fixture.user("Grace Hopper")
    let coffee = Payment(
      id: 3, userID: 6, accountID: 1, amount: Money(Decimal(string: "9.99")!, "EUR"),
      status: .failed, date: "2026-03-15", note: "Coffee")
    let replies = Replies<[Payment]>(.failure(.offline), .success([coffee]))
    var client = APIClient.unimplemented
    client.payments = { _ throws(BankingError) in try replies.next() }
    let store = makeStore(client, state: .init(user: grace))

    await store.send(.viewDidLoad) { $0.isLoading = true }
    await store.receive(.paymentsResponse(.failure(.offline))) {
      $0.isLoading = false
      $0.errorMessage = "You are offline. Check your connection and try again."
    }
    #expect(store.state.emptyMessage == nil)

    await store.send(.retryButtonTapped) {
      $0.errorMessage = nil
      $0.isLoading = true
    }
    await store.receive(.paymentsResponse(.success([coffee]))) {
      $0.isLoading = false
      $0.payments = [coffee]
    }
  }

  @Test("T9 Send payment presents the form, prefilled with the user's name and account number")
  func sendPaymentPresentsTheForm() async {
    var state = UserDetailFeature.State(user: Fixture.ada)
    state.payments = Fixture.adaPayments
    let store = makeStore(state: state)

    await store.send(.sendPaymentButtonTapped) {
      $0.newPayment = NewPaymentFeature.State(recipient: Fixture.ada)
    }
    #expect(store.state.newPayment?.text(of: .recipientName) == "Ada Lovelace")
    #expect(store.state.newPayment?.text(of: .accountNumber) == "DE11 5001 0517 00000001")
    #expect(store.state.newPayment?.text(of: .amount) == "")
  }

  @Test("T14 success closes the form, and the new payment comes first")
  func success() async {
    let store = makeStore(creating(), state: adaWithForm())

    await store.send(.newPayment(.presented(.submitButtonTapped))) {
      $0.newPayment?.isSubmitting = true
    }
    await store.receive(.newPayment(.presented(.paymentResponse(.success(Self.created))))) {
      $0.newPayment?.isSubmitting = false
    }
    await store.receive(.newPayment(.presented(.delegate(.paymentCreated(Self.created))))) {
      $0.payments = [Self.created] + Fixture.adaPayments
      $0.newPayment = nil
    }
  }

  @Test("T13 while the payment is being sent, Cancel leaves the form and its request alone")
  func cancelWhileSendingDoesNothing() async {
    let answer = HeldAnswer<Payment>()
    var client = APIClient.unimplemented
    client.createPayment = { _ throws(BankingError) in try await answer.value() }
    let store = makeStore(client, state: adaWithForm())

    await store.send(.newPayment(.presented(.submitButtonTapped))) {
      $0.newPayment?.isSubmitting = true
    }
    await store.send(.newPayment(.presented(.cancelButtonTapped)))

    await answer.resume(with: .success(Self.created))
    await store.receive(.newPayment(.presented(.paymentResponse(.success(Self.created))))) {
      $0.newPayment?.isSubmitting = false
    }
    await store.receive(.newPayment(.presented(.delegate(.paymentCreated(Self.created))))) {
      $0.payments = [Self.created] + Fixture.adaPayments
      $0.newPayment = nil
    }
  }

  @Test("a form swiped down while its accounts load is gone, and so is the wait for them")
  func dismissCancelsTheFormsEffects() async {
    let answer = HeldAnswer<[Account]>()
    var client = APIClient.unimplemented
    client.accounts = { () throws(BankingError) in try await answer.value() }
    var state = UserDetailFeature.State(user: Fixture.ada)
    state.newPayment = NewPaymentFeature.State(recipient: Fixture.ada)
    let store = makeStore(client, state: state)

    await store.send(.newPayment(.presented(.viewDidLoad))) {
      $0.newPayment?.isLoadingAccounts = true
    }
    await store.send(.newPayment(.dismiss)) { $0.newPayment = nil }
    // The answer comes to no one: no action is received, and no effect is left running.
    await answer.resume(with: .success(Fixture.accounts))
    await store.settle()
  }

  @Test("T14 Cancel closes the form without a request")
  func cancel() async {
    let store = makeStore(state: adaWithForm())
    await store.send(.newPayment(.presented(.cancelButtonTapped)))
    await store.receive(.newPayment(.presented(.delegate(.cancelled)))) { $0.newPayment = nil }
  }

  @Test("T14 when the payments have not loaded, success closes the form and inserts nothing")
  func successWithoutPayments() async {
    let store = makeStore(creating(), state: adaWithForm(payments: nil))

    await store.send(.newPayment(.presented(.submitButtonTapped))) {
      $0.newPayment?.isSubmitting = true
    }
    await store.receive(.newPayment(.presented(.paymentResponse(.success(Self.created))))) {
      $0.newPayment?.isSubmitting = false
    }
    await store.receive(.newPayment(.presented(.delegate(.paymentCreated(Self.created))))) {
      $0.newPayment = nil
    }
    #expect(store.state.payments == nil)
  }

  @Test(
    "T15 a rejection stays in the form: the message shows, the input stays",
    arguments: [
      (BankingError.insufficientFunds, "The bank declined the payment: insufficient funds."),
      (.serviceUnavailable(code: 500), Messages.serviceUnavailable(code: 500)),
      (.offline, Messages.offline),
    ])
  func rejection(error: BankingError, message: String) async {
    var client = APIClient.unimplemented
    client.createPayment = { _ throws(BankingError) in throw error }
    let store = makeStore(client, state: adaWithForm())

    await store.send(.newPayment(.presented(.submitButtonTapped))) {
      $0.newPayment?.isSubmitting = true
    }
    await store.receive(.newPayment(.presented(.paymentResponse(.failure(error))))) {
      $0.newPayment?.isSubmitting = false
      $0.newPayment?.submitErrorMessage = message
    }
    #expect(store.state.newPayment?.text(of: .amount) == "12.50")
    #expect(store.state.newPayment?.isSubmitEnabled == true)
  }
}
