import Banking
import CleanDomain
import FakeBackend
import Testing

@testable import CleanPresentation

@MainActor
struct UserDetailViewModelTests {
  private let repository = FakePaymentRepository()
  /// The recipients the view model asked the flow to open the form for, and the callback.
  private let formsShown = Recorder<(User, @MainActor (Payment) -> Void)>()

  private func detail(of index: Int) -> UserDetailViewModel {
    UserDetailViewModel(
      user: DataSet.standard.users[index],
      fetchPayments: DefaultFetchPaymentsUseCase(repository: repository),
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

    let alan = detail(of: 1)
    await alan.viewDidLoad()
    #expect(alan.emptyMessage == "No payments yet")

    let grace = detail(of: 5)
    repository.nextError = .offline
    await grace.viewDidLoad()
    #expect(grace.errorMessage == BankingError.offline.message)
    await grace.retryTapped()
    #expect(grace.rows == [Row(title: "9.99 EUR", subtitle: "Failed · 2026-03-15")])
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
    didCreatePayment(
      Payment(
        id: 9, userID: 1, accountID: 1, amount: Money(12.5, "EUR"), status: .pending,
        date: "2026-05-04"))
    #expect(ada.rows.first == Row(title: "12.50 EUR", subtitle: "Pending · 2026-05-04"))
  }
}
