// Role: Presenter (UserList). Decides what the view shows and when: loading and error
// states, the 300 ms search debounce, refresh. Turns users into display rows. Talks to the
// view, interactor and router only through their protocols; holds the view weakly.
import AppRuntime
import Banking
import Foundation

final class UserListPresenter: UserListPresentation, UserListInteractorOutput {
  weak var view: (any UserListView)?
  private let interactor: any UserListUseCase
  private let router: any UserListWireframe
  private let clock: any AppClock

  private var hasLoaded = false
  private var query = ""
  private var visibleUsers: [User] = []
  private var searchTask: Task<Void, Never>?

  init(
    view: any UserListView, interactor: any UserListUseCase, router: any UserListWireframe,
    clock: any AppClock
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.clock = clock
  }

  // MARK: - UserListPresentation

  func viewDidLoad() {
    load()
  }

  func retryTapped() {
    view?.showError(nil)
    load()
  }

  func searchTextChanged(_ text: String) {
    searchTask?.cancel()
    searchTask = Task { [clock] in
      guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
      self.query = text.trimmingCharacters(in: .whitespaces)
      self.showUsers()
    }
  }

  func refreshPulled() {
    interactor.refreshUsers()
  }

  func rowSelected(at index: Int) {
    router.showDetail(of: visibleUsers[index])
  }

  // MARK: - UserListInteractorOutput

  func usersFetched(_ users: [User]) {
    view?.showLoading(false)
    usersLoaded()
  }

  func usersFetchFailed(_ error: BankingError) {
    view?.showError(error.message)
    view?.showLoading(false)
  }

  func usersRefreshed(_ users: [User]) {
    view?.endRefreshing()
    usersLoaded()
  }

  func usersRefreshFailed(_ error: BankingError) {
    view?.showRefreshError(error.message)
    view?.endRefreshing()
  }

  // MARK: - Showing

  private func load() {
    view?.showLoading(true)
    interactor.fetchUsers()
  }

  /// Any load that succeeds shows the users and clears every loading error.
  private func usersLoaded() {
    hasLoaded = true
    view?.showError(nil)
    view?.showRefreshError(nil)
    showUsers()
  }

  private func showUsers() {
    guard hasLoaded else { return }
    visibleUsers = interactor.users(matching: query)
    view?.show(rows: visibleUsers.map { DisplayRow(title: $0.name, subtitle: $0.email) })
    let hasNoUsers = interactor.users(matching: "").isEmpty
    view?.showEmptyMessage(
      hasNoUsers ? "No users yet" : visibleUsers.isEmpty ? "No users match \"\(query)\"" : nil)
  }
}
