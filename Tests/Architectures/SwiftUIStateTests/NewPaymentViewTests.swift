import Banking
import Display
import FakeBackend
import HarnessContract
import HeadlessSwiftUI
import HeadlessUI
import Testing

@testable import SwiftUIState

/// How the server refuses a payment, for T15.
enum Refusal: Sendable {
  case lowBalance
  case status(Int)
  case offline
}

@MainActor
struct NewPaymentViewTests {
  /// The detail of Ada with the payment form open over it.
  private func openForm(dataSet: DataSet = .standard) async throws -> (AppSession, Window) {
    let session = AppSession(dataSet: dataSet)
    let detail = UserDetailView(user: DataSet.standard.users[0])
    await host(NavigationStack { detail }, in: session)
    try session.window!.tap("Send payment")
    await session.settle()
    return (session, session.window!)
  }

  @Test("T9 the form opens from the detail, prefilled, the only account chosen")
  func prefilled() async throws {
    let (_, window) = try await openForm()
    let screen = window.render()
    #expect(screen.contains("> Everyday | DE89 3704 0044 0532 0130 00 · 1,250.00 EUR ✓"))
    #expect(screen.contains("Recipient: [Ada Lovelace]"))
    #expect(screen.contains("Account number: [DE11 5001 0517 00000001]"))
    #expect(window.element("Submit", as: HeadlessUI.Button.self)?.isEnabled == false)
    #expect(!screen.contains("! "))
  }

  @Test("T10 with several accounts the user must choose one")
  func chooseAccount() async throws {
    let (session, window) = try await openForm(dataSet: .severalAccounts)
    try window.type("10", into: "Amount")
    await session.settle()
    #expect(window.render().contains("! Choose an account to pay from"))
    try window.selectRow("Savings")
    await session.settle()
    #expect(!window.render().contains("! "))
    #expect(window.element("Submit", as: HeadlessUI.Button.self)?.isEnabled == true)
  }

  @Test(
    "T11 each broken rule shows its message under its field as the user types",
    arguments: [
      ("Recipient", "", Messages.missingRecipientName),
      ("Account number", "DE12", Messages.malformedAccountNumber),
      ("Amount", "12,50", Messages.unparsableAmount),
      ("Amount", "0", Messages.nonPositiveAmount),
      ("Amount", "1250.01", Messages.amountAboveBalance),
    ])
  func showsEachRuleUnderItsFieldAsTheUserTypes(field: String, text: String, message: String)
    async throws
  {
    let (session, window) = try await openForm()
    try window.type("10", into: "Amount")
    await session.settle()
    try window.clear(field)
    await session.settle()
    try window.type(text, into: field)
    await session.settle()

    let lines = window.render().split(separator: "\n").map(String.init)
    let fieldLine = try #require(lines.firstIndex { $0.hasPrefix("\(field): [") })
    #expect(lines[fieldLine + 1] == "! \(message)")
    #expect(window.element("Submit", as: HeadlessUI.Button.self)?.isEnabled == false)
  }

  @Test("T12 Submit is enabled only when the form is valid")
  func submitEnablement() async throws {
    let (session, window) = try await openForm()
    let submit = window.element("Submit", as: HeadlessUI.Button.self)
    #expect(submit?.isEnabled == false)
    try window.type("10", into: "Amount")
    await session.settle()
    #expect(submit?.isEnabled == true)
    try window.clear("Recipient")
    await session.settle()
    #expect(submit?.isEnabled == false)
  }

  @Test("T13 while submitting, progress shows, a second submit does nothing, the form stays")
  func noDoubleSubmit() async throws {
    let (session, window) = try await openForm()
    try window.type("30", into: "Amount")
    await session.settle()
    session.server.holdResponses()
    try window.tap("Submit")
    await session.settle()

    #expect(window.render().contains("(spinner)"))
    #expect(throws: UserActionError.disabled("Submit")) { try window.tap("Submit") }
    #expect(throws: UserActionError.disabled("Cancel")) { try window.tap("Cancel") }
    try window.swipeDownSheet()
    #expect(window.render().hasPrefix("# New payment\n"))
    session.server.releaseResponses()
    await session.settle()
    #expect(session.server.requestLog.filter { $0 == "POST /payments" }.count == 1)
  }

  @Test("T14 success closes the form and the payment comes first in the detail")
  func success() async throws {
    let (session, window) = try await openForm()
    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()

    #expect(window.render().contains("## Payments\n> 12.50 EUR | Pending · 2026-05-04\n"))
    // Inserted, not reloaded: the detail asked for its payments once.
    #expect(session.server.requestLog.filter { $0 == "GET /users/1/payments" }.count == 1)
  }

  @Test("T14 when the payments have not loaded, a sent payment is not inserted")
  func successBeforeThePaymentsLoaded() async throws {
    let session = AppSession()
    session.server.failNextRequests(status: 500)
    let detail = UserDetailView(user: DataSet.standard.users[0])
    await host(NavigationStack { detail }, in: session)
    let window = try #require(session.window)
    try window.tap("Send payment")
    await session.settle()
    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()

    let screen = window.render()
    #expect(screen.contains("! " + Messages.serviceUnavailable(code: 500)))
    #expect(!screen.contains("> 12.50 EUR"))
  }

  @Test(
    "T15 a rejection shows the error and keeps the input",
    arguments: [
      (Refusal.lowBalance, Messages.insufficientFunds),
      (.status(500), Messages.serviceUnavailable(code: 500)),
      (.offline, Messages.offline),
    ])
  func aServerRejectionShowsTheErrorAndKeepsWhatWasTyped(refusal: Refusal, message: String)
    async throws
  {
    let (session, window) = try await openForm()
    try window.type("10", into: "Amount")
    await session.settle()
    try window.type("Rent", into: "Note")
    await session.settle()
    switch refusal {
    case .lowBalance: session.server.setBalance(ofAccountNamed: "Everyday", to: Money(5, "EUR"))
    case .offline: session.server.setOffline(true)
    case .status(let status): session.server.failNextRequests(status: status)
    }
    try window.tap("Submit")
    await session.settle()

    let screen = window.render()
    #expect(screen.contains("!! \(message)"))
    #expect(screen.contains("Amount: [10]") && screen.contains("Note: [Rent]"))
    #expect(window.element("Submit", as: HeadlessUI.Button.self)?.isEnabled == true)
  }
}

@MainActor
struct NewPaymentCancelTests {
  @Test("T14 Cancel closes the form without a request")
  func cancel() async throws {
    let session = AppSession()
    await session.start(SwiftUIStateApp.self)
    let window = session.window!
    try window.selectRow("Ada Lovelace")
    await session.settle()
    try window.tap("Send payment")
    await session.settle()
    try window.tap("Cancel")
    await session.settle()
    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
    #expect(!session.server.requestLog.contains("POST /payments"))
  }

  @Test("T14 the form alone puts the payment it sent first in the payments it was handed")
  func theBindingGetsThePayment() async throws {
    let session = AppSession()
    let payments = Box<[Payment]?>([])
    let form = NewPaymentView(
      recipient: DataSet.standard.users[0],
      payments: Binding {
        payments.value
      } set: {
        payments.value = $0
      })
    await host(form, in: session)
    let window = try #require(session.window)

    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()
    #expect(payments.value?.map { DisplayFormat.money($0.amount) } == ["12.50 EUR"])
  }
}

/// A value the test and a binding share.
@MainActor
final class Box<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
