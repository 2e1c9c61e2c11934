import Banking
import Display
import Foundation
import Testing
import UnidirectionalTestSupport

@testable import Unidirectional

/// The New payment reducer, exhaustively: the accounts it loads, the messages of the broken
/// rules, when Submit is possible, and the payment it sends and reports to its parent.
@MainActor
struct NewPaymentFeatureTests {
  private func makeStore(
    _ client: APIClient = .unimplemented,
    state: NewPaymentFeature.State = .init(recipient: Fixture.ada)
  ) -> TestStore<NewPaymentFeature.State, NewPaymentFeature.Action> {
    TestStore(initialState: state, reducer: NewPaymentFeature(apiClient: client))
  }

  /// Ada's form with the accounts loaded and the only one chosen, `amount` typed in Amount.
  private func loaded(amount: String? = nil) -> NewPaymentFeature.State {
    var state = NewPaymentFeature.State(recipient: Fixture.ada)
    state.accounts = Fixture.accounts
    state.selectedAccountID = 1
    if let amount {
      state.texts[.amount] = amount
      state.editedFields = [.amount]
    }
    return state
  }

  /// What Submit sends for `amount`, from the only account.
  private func request(amount: String) -> PaymentOrder {
    PaymentOrder(
      userID: 1, accountID: 1, recipientName: "Ada Lovelace",
      accountNumber: "DE11 5001 0517 00000001", amount: Money(Decimal(string: amount)!, "EUR"),
      note: nil)
  }

  @Test("T9 the form opens prefilled, with the only account chosen")
  func onlyAccountChosen() async {
    var client = APIClient.unimplemented
    client.accounts = { Fixture.accounts }
    let store = makeStore(client)
    #expect(store.state.text(of: .recipientName) == "Ada Lovelace")
    #expect(store.state.text(of: .accountNumber) == "DE11 5001 0517 00000001")
    #expect(store.state.text(of: .amount) == "" && store.state.text(of: .note) == "")

    await store.send(.viewDidLoad) { $0.isLoadingAccounts = true }
    await store.receive(.accountsResponse(.success(Fixture.accounts))) {
      $0.isLoadingAccounts = false
      $0.accounts = Fixture.accounts
      $0.selectedAccountID = 1
    }
    #expect(store.state.accountMessage == nil)
    #expect(store.state.message(for: .amount) == nil)
  }

  @Test("a failed accounts load shows the error, and Retry loads again")
  func accountsErrorThenRetry() async {
    let replies = Replies<[Account]>(.failure(.offline), .success(Fixture.accounts))
    var client = APIClient.unimplemented
    client.accounts = { () throws(BankingError) in try replies.next() }
    let store = makeStore(client)

    await store.send(.viewDidLoad) { $0.isLoadingAccounts = true }
    await store.receive(.accountsResponse(.failure(.offline))) {
      $0.isLoadingAccounts = false
      $0.loadErrorMessage = "You are offline. Check your connection and try again."
    }
    await store.send(.retryButtonTapped) {
      $0.loadErrorMessage = nil
      $0.isLoadingAccounts = true
    }
    await store.receive(.accountsResponse(.success(Fixture.accounts))) {
      $0.isLoadingAccounts = false
      $0.accounts = Fixture.accounts
      $0.selectedAccountID = 1
    }
  }

  @Test("T10 with several accounts the user must choose one")
  func chooseAccount() async {
    var client = APIClient.unimplemented
    client.accounts = { Fixture.severalAccounts }
    let store = makeStore(client)

    await store.send(.viewDidLoad) { $0.isLoadingAccounts = true }
    await store.receive(.accountsResponse(.success(Fixture.severalAccounts))) {
      $0.isLoadingAccounts = false
      $0.accounts = Fixture.severalAccounts
    }
    #expect(store.state.accountMessage == "Choose an account to pay from")

    await store.send(.textChanged("10", .amount)) {
      $0.texts[.amount] = "10"
      $0.editedFields = [.amount]
    }
    #expect(!store.state.isSubmitEnabled)

    await store.send(.accountTapped(2)) { $0.selectedAccountID = 2 }
    #expect(store.state.accountMessage == nil)
    #expect(store.state.isSubmitEnabled)
  }

  @Test(
    "T11 each broken rule shows its message under its field once edited",
    arguments: [
      (NewPaymentFeature.Field.recipientName, " ", Messages.missingRecipientName),
      (.accountNumber, "DE12", Messages.malformedAccountNumber),
      (.amount, "12,50", Messages.unparsableAmount),
      (.amount, "0", Messages.nonPositiveAmount),
      (.amount, "1250.01", Messages.amountAboveBalance),
    ])
  func ruleMessages(field: NewPaymentFeature.Field, text: String, message: String) async {
    let store = makeStore(state: loaded())
    #expect(store.state.message(for: field) == nil)

    await store.send(.textChanged(text, field)) {
      $0.texts[field] = text
      $0.editedFields = [field]
    }
    #expect(store.state.message(for: field) == message)
  }

  @Test("T11 the message goes once the field is fixed; untouched fields show none")
  func messageGoesOnceFixed() async {
    let store = makeStore(state: loaded())

    await store.send(.textChanged("", .recipientName)) {
      $0.texts[.recipientName] = ""
      $0.editedFields = [.recipientName]
    }
    #expect(store.state.message(for: .recipientName) == "Enter the recipient's name")
    #expect(store.state.message(for: .amount) == nil)

    await store.send(.textChanged("Ada", .recipientName)) { $0.texts[.recipientName] = "Ada" }
    #expect(store.state.message(for: .recipientName) == nil)
  }

  @Test("T12 Submit is enabled only when the form is valid; a disabled Submit sends nothing")
  func submitEnablement() async {
    let store = makeStore(state: loaded())
    #expect(!store.state.isSubmitEnabled)
    await store.send(.submitButtonTapped)

    await store.send(.textChanged("10", .amount)) {
      $0.texts[.amount] = "10"
      $0.editedFields = [.amount]
    }
    #expect(store.state.isSubmitEnabled)

    await store.send(.textChanged("", .recipientName)) {
      $0.texts[.recipientName] = ""
      $0.editedFields = [.amount, .recipientName]
    }
    #expect(!store.state.isSubmitEnabled)
    await store.send(.submitButtonTapped)
  }

  /// A client that creates the payment for `amount`, once `answer` is given.
  private func creating(amount: String, _ answer: HeldAnswer<Payment>) -> APIClient {
    var client = APIClient.unimplemented
    client.createPayment = { [request = request(amount: amount)] order throws(BankingError) in
      #expect(order == request)
      return try await answer.value()
    }
    return client
  }

  /// The payment the server creates for 30 EUR.
  private let created = Payment(
    id: 5, userID: 1, accountID: 1, amount: Money(30, "EUR"), status: .pending,
    date: "2026-05-04")

  @Test("T13 while submitting, Submit is disabled and a second submit does nothing")
  func noDoubleSubmit() async {
    let answer = HeldAnswer<Payment>()
    let store = makeStore(creating(amount: "30", answer), state: loaded(amount: "30"))

    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    #expect(!store.state.isSubmitEnabled)
    await store.send(.submitButtonTapped)

    await answer.resume(with: .success(created))
    await store.receive(.paymentResponse(.success(created))) { $0.isSubmitting = false }
    await store.receive(.delegate(.paymentCreated(created)))
  }

  @Test("T13 while submitting, Cancel is refused: the form stays; then Cancel closes it")
  func cancelOnlyWhenNotSending() async {
    let answer = HeldAnswer<Payment>()
    let store = makeStore(creating(amount: "30", answer), state: loaded(amount: "30"))

    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.send(.cancelButtonTapped)

    await answer.resume(with: .failure(.offline))
    await store.receive(.paymentResponse(.failure(.offline))) {
      $0.isSubmitting = false
      $0.submitErrorMessage = Messages.offline
    }
    await store.send(.cancelButtonTapped)
    await store.receive(.delegate(.cancelled))
  }

  @Test(
    "T15 after a rejection the form keeps the input; Submit sends it again, clearing the banner")
  func submitAgainAfterRejection() async {
    var state = loaded(amount: "30")
    state.submitErrorMessage = "The bank declined the payment: insufficient funds."
    let answer = HeldAnswer<Payment>()
    let store = makeStore(creating(amount: "30", answer), state: state)
    #expect(store.state.text(of: .amount) == "30")
    #expect(store.state.isSubmitEnabled)

    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
      $0.submitErrorMessage = nil
    }
    await answer.resume(with: .failure(.offline))
    await store.receive(.paymentResponse(.failure(.offline))) {
      $0.isSubmitting = false
      $0.submitErrorMessage = Messages.offline
    }
  }
}
