import Banking
import Display
import FakeBackend
import Testing

@testable import VIPER

@MainActor
private final class MockUserDetailView: UserDetailView {
  var header: (String, String)?
  var isLoading = false
  var error: String?
  var emptyMessage: String?
  var rows: [DisplayRow] = []

  func show(title: String, email: String) { header = (title, email) }
  func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }
  func showError(_ message: String?) { error = message }
  func showEmptyMessage(_ message: String?) { emptyMessage = message }
  func show(rows: [DisplayRow]) { self.rows = rows }
}

@MainActor
private final class MockUserDetailInteractor: UserDetailInteractorInput {
  var fetchCount = 0
  var added: [Payment] = []
  func fetchPayments() { fetchCount += 1 }
  func addCreatedPayment(_ payment: Payment) { added.append(payment) }
}

@MainActor
private final class MockUserDetailRouter: UserDetailWireframe {
  var presentedFor: [User] = []
  func presentNewPayment(to user: User, delegate: any NewPaymentModuleDelegate) {
    presentedFor.append(user)
  }
}

@MainActor
struct UserDetailPresenterTests {
  private let view = MockUserDetailView()
  private let interactor = MockUserDetailInteractor()
  private let router = MockUserDetailRouter()
  private let presenter: UserDetailPresenter

  init() {
    presenter = UserDetailPresenter(
      view: view, interactor: interactor, router: router, user: DataSet.standard.users[0])
  }

  private let adaPayments = DataSet.standard.payments.filter { $0.userID == 1 }.reversed()

  @Test("T8 the user's payments, formatted; the empty state; error and Retry")
  func payments() {
    presenter.viewDidLoad()
    #expect(view.header! == ("Ada Lovelace", "ada@example.com") && view.isLoading)
    presenter.paymentsFetched(Array(adaPayments))
    #expect(
      view.rows == [
        DisplayRow(title: "1,200.50 EUR", subtitle: "Pending · 2026-04-28"),
        DisplayRow(title: "25.00 EUR", subtitle: "Completed · 2026-04-02"),
      ])
    #expect(!view.isLoading && view.emptyMessage == nil)

    presenter.paymentsFetched([])
    #expect(view.emptyMessage == "No payments yet")

    presenter.paymentsFetchFailed(.offline)
    #expect(view.error == Messages.offline)
    presenter.retryTapped()
    #expect(view.error == nil && view.isLoading && interactor.fetchCount == 2)
  }

  @Test("T9 Send payment asks the router for the form")
  func sendPaymentRoutes() {
    presenter.viewDidLoad()
    presenter.sendPaymentTapped()
    #expect(router.presentedFor.map(\.name) == ["Ada Lovelace"])
  }

  @Test("T14 a created payment goes to the interactor; the list it reports is shown")
  func createdPaymentFirst() {
    presenter.viewDidLoad()
    presenter.paymentsFetched(Array(adaPayments))
    let created = Payment(
      id: 9, userID: 1, accountID: 1, amount: Money(12.5, "EUR"), status: .pending,
      date: "2026-05-04")
    presenter.newPaymentCreated(created)
    #expect(interactor.added == [created])
    presenter.paymentsChanged([created] + adaPayments)
    #expect(view.rows.first == DisplayRow(title: "12.50 EUR", subtitle: "Pending · 2026-05-04"))
    #expect(view.rows.count == 3 && !view.isLoading)
  }
}
