import Banking
import HarnessContract
import Testing

@testable import VIPER

@MainActor
private final class OutputSpy: UserListInteractorOutput {
  var fetched: [[User]] = []
  var errors: [BankingError] = []
  var refreshed: [[User]] = []
  func usersFetched(_ users: [User]) { fetched.append(users) }
  func usersFetchFailed(_ error: BankingError) { errors.append(error) }
  func usersRefreshed(_ users: [User]) { refreshed.append(users) }
  func usersRefreshFailed(_ error: BankingError) { errors.append(error) }
}

@MainActor
struct UserListInteractorTests {
  private let session = AppSession()
  private let service = FakeBankingService()
  private let output = OutputSpy()
  private let interactor: UserListInteractor

  init() {
    interactor = UserListInteractor(service: service)
    interactor.output = output
  }

  @Test("T4 search matches name or email, ignoring case and diacritics")
  func matching() async {
    interactor.fetchUsers()
    await session.settle()
    #expect(output.fetched.first?.count == 12)
    #expect(interactor.users(matching: "EMILE").map(\.name) == ["Émile Zola"])
    #expect(interactor.users(matching: "example.fr").map(\.name) == ["Chloé Dubois", "Émile Zola"])
    #expect(interactor.users(matching: "xyz").isEmpty)
  }

  @Test("T6 a refresh reports as a refresh, so the presenter tells it from a load")
  func refresh() async {
    interactor.refreshUsers()
    await session.settle()
    #expect(output.refreshed.first?.count == 12 && output.fetched.isEmpty)
  }

  @Test("T3 a failed fetch reports the error")
  func failure() async {
    service.nextError = .offline
    interactor.fetchUsers()
    await session.settle()
    #expect(output.errors == [.offline])
  }
}
