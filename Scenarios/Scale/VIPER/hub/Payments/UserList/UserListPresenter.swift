// Role: Presenter (UserList). Decides what the view shows and when: loading and error
// states, the 300 ms search debounce, refresh. Turns the users the interactor reports into
// display rows and messages. Talks to the view, interactor and router only through their
// protocols; holds the view weakly.
import AppRuntime
import Banking
import Foundation
import VIPERCore

@MainActor
final class UserListPresenter: UserListPresentation, UserListInteractorOutput {
  weak var view: (any UserListView)?
  private let interactor: any UserListInteractorInput
  private let router: any UserListWireframe
  private let clock: any AppClock

  /// The users on screen, as the interactor last reported them.
  private var visibleUsers: [User] = []
  private var searchTask: Task<Void, Never>?

  init(
    view: any UserListView, interactor: any UserListInteractorInput,
    router: any UserListWireframe, clock: any AppClock
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
    searchTask = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
      self?.interactor.searchUsers(matching: text)
    }
  }

  func refreshPulled() {
    interactor.refreshUsers()
  }

  func rowSelected(at index: Int) {
    router.showDetail(of: visibleUsers[index])
  }

  // MARK: - UserListInteractorOutput

  func usersFetched(_ search: UserSearch) {
    view?.showLoading(false)
    usersLoaded(search)
  }

  func usersFetchFailed(_ error: BankingError) {
    view?.showError(error.message)
    view?.showLoading(false)
  }

  func usersRefreshed(_ search: UserSearch) {
    view?.endRefreshing()
    usersLoaded(search)
  }

  func usersRefreshFailed(_ error: BankingError) {
    view?.showRefreshError(error.message)
    view?.endRefreshing()
  }

  func usersFound(_ search: UserSearch) {
    show(search)
  }

  // MARK: - Showing

  private func load() {
    view?.showLoading(true)
    interactor.fetchUsers()
  }

  /// Any load that succeeds shows the users and clears every loading error.
  private func usersLoaded(_ search: UserSearch) {
    view?.showError(nil)
    view?.showRefreshError(nil)
    show(search)
  }

  private func show(_ search: UserSearch) {
    visibleUsers = search.matches
    view?.show(rows: visibleUsers.map { DisplayRow(title: $0.name, subtitle: $0.email) })
    view?.showEmptyMessage(
      !search.hasUsers
        ? "No users yet" : visibleUsers.isEmpty ? "No users match \"\(search.query)\"" : nil)
  }
}
