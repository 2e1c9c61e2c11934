import Banking
import CleanDomain
import Display
import FakeBackend
import Testing

@testable import CleanPresentation

/// The view model over a use-case fake: the user it asks the payments of, and how it shows
/// the answer and errors.
@MainActor
struct UserDetailViewModelTests {
  private let fetchPayments = FetchPaymentsUseCaseFake(
    .success(UserDetailViewModelTests.adaPayments))
  /// The recipients the view model asked the flow to open the form for, and the callback.
  private let formsShown = Recorder<(User, @MainActor (Payment) -> Void)>()

  /// Ada's payments, newest first, as the use case answers them.
  private static let adaPayments: [Payment] = DataSet.standard.payments.filter { $0.userID == 1 }
    .reversed()
  /// A payment the form reports as created.
  private static let created = Payment(
    id: 9, userID: 1, accountID: 1, amount: Money(12.5, "EUR"), status: .pending,
    date: "2026-05-04")

  private func detail(of index: Int) -> UserDetailViewModel {
    UserDetailViewModel(
      user: DataSet.standard.users[index], fetchPayments: fetchPayments,
      actions: UserDetailViewModelActions(showNewPayment: { [formsShown] in
        formsShown.values.append(($0, $1))
      }))
  }

  @Test("T8 the user's payments, newest first and formatted; empty; error and Retry")
  func payments() async {
    let ada = detail(of: 0)
    await ada.viewDidLoad()
    #expect(ada.title == "Ada Lovelace" && ada.email == "ada@example.com")
    #expect(
      ada.rows == [
        Row(title: "1,200.50 EUR", subtitle: "Pending · 2026-04-28"),
        Row(title: "25.00 EUR", subtitle: "Completed · 2026-04-02"),
      ])
    #expect(ada.emptyMessage == nil && ada.errorMessage == nil && !ada.isLoading)

    fetchPayments.result = .success([])
    let alan = detail(of: 1)
    await alan.viewDidLoad()
    #expect(alan.rows.isEmpty && alan.emptyMessage == "No payments yet")

    fetchPayments.result = .failure(.offline)
    let grace = detail(of: 5)
    await grace.viewDidLoad()
    #expect(grace.errorMessage == Messages.offline && grace.emptyMessage == nil)
    fetchPayments.result = .success(DataSet.standard.payments.filter { $0.userID == 6 })
    await grace.retryTapped()
    #expect(grace.errorMessage == nil)
    #expect(grace.rows == [Row(title: "9.99 EUR", subtitle: "Failed · 2026-03-15")])
    #expect(fetchPayments.userIDs == [1, 2, 6, 6])
  }

  @Test("T9 Send payment asks the flow for the form, for this user")
  func sendPaymentOpensTheForm() async throws {
    let ada = detail(of: 0)
    ada.sendPaymentTapped()
    #expect(formsShown.values.map(\.0) == [DataSet.standard.users[0]])
  }

  @Test("T14 a payment the form reports comes first in the detail's list")
  func createdPaymentComesFirst() async throws {
    let ada = detail(of: 0)
    await ada.viewDidLoad()
    ada.sendPaymentTapped()
    let didCreatePayment = try #require(formsShown.values.first?.1)
    didCreatePayment(UserDetailViewModelTests.created)
    #expect(ada.rows.first == Row(title: "12.50 EUR", subtitle: "Pending · 2026-05-04"))
    // Inserted, not loaded again.
    #expect(ada.rows.count == 3 && fetchPayments.userIDs == [1])
  }

  @Test("T14 a payment reported before the payments loaded waits for their next load")
  func createdPaymentBeforeTheLoad() async throws {
    fetchPayments.result = .failure(.offline)
    let ada = detail(of: 0)
    await ada.viewDidLoad()
    ada.sendPaymentTapped()
    let didCreatePayment = try #require(formsShown.values.first?.1)
    didCreatePayment(UserDetailViewModelTests.created)
    #expect(ada.rows.isEmpty && ada.emptyMessage == nil)
  }
}
