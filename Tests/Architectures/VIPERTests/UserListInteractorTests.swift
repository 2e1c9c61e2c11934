import Banking
import HarnessContract
import Testing

@testable import VIPER

@MainActor
private final class OutputSpy: UserListInteractorOutput {
  var fetched: [UserSearch] = []
  var fetchErrors: [BankingError] = []
  var refreshed: [UserSearch] = []
  var refreshErrors: [BankingError] = []
  var found: [UserSearch] = []
  func usersFetched(_ search: UserSearch) { fetched.append(search) }
  func usersFetchFailed(_ error: BankingError) { fetchErrors.append(error) }
  func usersRefreshed(_ search: UserSearch) { refreshed.append(search) }
  func usersRefreshFailed(_ error: BankingError) { refreshErrors.append(error) }
  func usersFound(_ search: UserSearch) { found.append(search) }
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

  @Test("T4 search matches name or email, ignoring case, diacritics and surrounding spaces")
  func matching() async {
    interactor.fetchUsers()
    await session.settle()
    #expect(output.fetched.map(\.matches.count) == [12])

    interactor.searchUsers(matching: " EMILE ")
    interactor.searchUsers(matching: "example.fr")
    interactor.searchUsers(matching: "xyz")
    #expect(output.found.map(\.query) == ["EMILE", "example.fr", "xyz"])
    #expect(
      output.found.map { $0.matches.map(\.name) } == [
        ["Émile Zola"], ["Chloé Dubois", "Émile Zola"], [],
      ])
    #expect(output.found.allSatisfy { $0.hasUsers })
  }

  @Test("T5 a search before the users arrive reports nothing; the load applies it, with no request")
  func searchBeforeLoad() async {
    service.isHolding = true
    interactor.fetchUsers()
    await session.settle()
    interactor.searchUsers(matching: "grace")
    #expect(output.found.isEmpty)

    await service.release()
    await session.settle()
    #expect(output.fetched.map { $0.matches.map(\.name) } == [["Grace Hopper"]])
    #expect(service.calls == ["users"])
  }

  @Test("T2 no users reports no users, whatever the search")
  func noUsers() async {
    service.users = []
    interactor.searchUsers(matching: "ada")
    interactor.fetchUsers()
    await session.settle()
    #expect(output.fetched == [UserSearch(query: "ada", matches: [], hasUsers: false)])
  }

  @Test("T6 a refresh reports as a refresh, so the presenter tells it from a load")
  func refresh() async {
    interactor.refreshUsers()
    await session.settle()
    #expect(output.refreshed.map(\.matches.count) == [12] && output.fetched.isEmpty)
  }

  @Test("T3 a failed fetch reports the error as a failed fetch")
  func failure() async {
    service.nextError = .offline
    interactor.fetchUsers()
    await session.settle()
    #expect(output.fetchErrors == [.offline])
    #expect(output.refreshErrors.isEmpty && output.fetched.isEmpty)
  }

  @Test("T6 a failed refresh reports the error as a failed refresh, not as a failed fetch")
  func refreshFailure() async {
    service.nextError = .serviceUnavailable(code: 503)
    interactor.refreshUsers()
    await session.settle()
    #expect(service.calls == ["users"])
    #expect(output.refreshErrors == [.serviceUnavailable(code: 503)])
    #expect(output.fetchErrors.isEmpty && output.refreshed.isEmpty)
  }
}
