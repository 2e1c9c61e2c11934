import HarnessContract
import HeadlessUI
import Testing

@testable import VIPER

/// Records what a view forwards to its presenter, by the presenter's method names.
@MainActor
private final class PresentationSpy: UserListPresentation, NewPaymentPresentation {
  var calls: [String] = []

  func viewDidLoad() { calls.append("viewDidLoad") }
  func retryTapped() { calls.append("retryTapped") }
  func searchTextChanged(_ text: String) { calls.append("searchTextChanged \(text)") }
  func refreshPulled() { calls.append("refreshPulled") }
  func rowSelected(at index: Int) { calls.append("rowSelected \(index)") }
  func accountSelected(at index: Int) { calls.append("accountSelected \(index)") }
  func textChanged(_ text: String, in field: NewPaymentField) {
    calls.append("textChanged \(text) \(field)")
  }
  func submitTapped() { calls.append("submitTapped") }
  func cancelTapped() { calls.append("cancelTapped") }
}

/// Each view alone, over a spy presenter: it forwards every event, decides nothing, and shows
/// what it is told. Last and few, as objc-VIPER has them; the presenter tests test the logic.
@MainActor
struct ViewTests {
  private let session = AppSession()
  private let presenter = PresentationSpy()

  @Test("the list view forwards its load, keystrokes, pulls and row taps, and shows its rows")
  func listView() async throws {
    let view = UserListViewController()
    view.presenter = presenter
    await session.show(view)
    let window = try #require(session.window)
    #expect(presenter.calls == ["viewDidLoad"])

    view.show(rows: [DisplayRow(title: "Ada Lovelace", subtitle: "ada@example.com")])
    #expect(window.render().contains("> Ada Lovelace | ada@example.com"))
    try window.type("a", into: "Search")
    try window.pullToRefresh()
    try window.selectRow("Ada Lovelace")
    #expect(
      presenter.calls == ["viewDidLoad", "searchTextChanged a", "refreshPulled", "rowSelected 0"])
  }

  @Test("the form's view forwards keystrokes, account taps, Submit and Cancel as it is told")
  func formView() async throws {
    let view = NewPaymentViewController()
    view.presenter = presenter
    await session.show(view)
    let window = try #require(session.window)
    view.show(accountRows: [DisplayRow(title: "Everyday"), DisplayRow(title: "Savings")])
    view.showSubmitting(false, submitEnabled: true, closable: true)

    try window.type("7", into: "Amount")
    try window.selectRow("Savings")
    try window.tap("Submit")
    try window.tap("Cancel")
    #expect(
      presenter.calls == [
        "viewDidLoad", "textChanged 7 amount", "accountSelected 1", "submitTapped",
        "cancelTapped",
      ])

    // Told the form may not close, the view disables Cancel and refuses a swipe down.
    view.showSubmitting(true, submitEnabled: false, closable: false)
    #expect(throws: UserActionError.disabled("Cancel")) { try window.tap("Cancel") }
    #expect(view.isModalInPresentation)
  }
}
