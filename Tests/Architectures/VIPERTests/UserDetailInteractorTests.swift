import Banking
import FakeBackend
import HarnessContract
import Testing

@testable import VIPER

/// Records what the interactor reports.
@MainActor
private final class OutputSpy: UserDetailInteractorOutput {
  var fetched: [[Payment]] = []
  var changed: [[Payment]] = []
  var errors: [BankingError] = []
  func paymentsFetched(_ payments: [Payment]) { fetched.append(payments) }
  func paymentsChanged(_ payments: [Payment]) { changed.append(payments) }
  func paymentsFetchFailed(_ error: BankingError) { errors.append(error) }
}

/// The UserDetail interactor with the fake service behind it: what it asks for, and what it
/// reports.
@MainActor
struct UserDetailInteractorTests {
  private let session = AppSession()
  private let service = FakeBankingService()
  private let output = OutputSpy()
  private let interactor: UserDetailInteractor

  init() {
    interactor = UserDetailInteractor(user: DataSet.standard.users[0], service: service)
    interactor.output = output
  }

  private let created = Payment(
    id: 9, userID: 1, accountID: 1, amount: Money(12.5, "EUR"), status: .pending,
    date: "2026-05-04")

  @Test("T8 it asks for the user's payments and reports them newest first; a failure as such")
  func fetches() async {
    interactor.fetchPayments()
    await session.settle()
    #expect(service.calls == ["payments 1"])
    #expect(output.fetched.first?.map(\.date) == ["2026-04-28", "2026-04-02"])

    service.nextError = .offline
    interactor.fetchPayments()
    await session.settle()
    #expect(output.errors == [.offline])
  }

  @Test("T14 a created payment comes first once the payments have loaded; before, nothing")
  func createdPaymentFirst() async {
    interactor.addCreatedPayment(created)
    #expect(output.changed.isEmpty)

    interactor.fetchPayments()
    await session.settle()
    interactor.addCreatedPayment(created)
    #expect(output.changed.first?.first == created && output.changed.first?.count == 3)
  }
}
