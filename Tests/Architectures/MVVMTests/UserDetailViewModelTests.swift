import Banking
import Display
import FakeBackend
import Testing

@testable import MVVM

@MainActor
struct UserDetailViewModelTests {
  private let service = FakeBankingService()

  private func detail(of index: Int) -> UserDetailViewModel {
    UserDetailViewModel(user: DataSet.standard.users[index], service: service)
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
    service.nextError = .offline
    await grace.viewDidLoad()
    #expect(grace.errorMessage == Messages.offline)
    await grace.retryTapped()
    #expect(grace.rows == [Row(title: "9.99 EUR", subtitle: "Failed · 2026-03-15")])
  }

  @Test("T14 a created payment comes first in the detail's list")
  func createdPaymentComesFirst() async {
    let ada = detail(of: 0)
    await ada.viewDidLoad()
    let form = ada.sendPaymentTapped()
    await form.viewDidLoad()
    form.textChanged("12.50", in: .amount)
    await form.submitTapped()

    #expect(form.isFinished)
    #expect(ada.rows.first == Row(title: "12.50 EUR", subtitle: "Pending · 2026-05-04"))
  }

  @Test("T14 a payment made while the payments have not loaded is not inserted")
  func createdPaymentBeforeTheListIsNotInserted() async {
    let ada = detail(of: 0)
    service.nextError = .offline
    await ada.viewDidLoad()
    ada.paymentCreated(
      Payment(
        id: 9, userID: 1, accountID: 1, amount: Money(12.5, "EUR"), status: .pending,
        date: "2026-05-04"))
    #expect(ada.rows.isEmpty && ada.emptyMessage == nil)
    #expect(ada.errorMessage == Messages.offline)
  }
}
