// Role: Presenter (UserList). Decides what the view shows and when: loading and error
// states, the 300 ms search debounce, refresh. Turns users into display rows. Talks to the
// view, interactor and router only through their protocols; holds the view weakly.
import Fixture
import Foundation

final class UserListPresenter: UserListPresentation, UserListInteractorOutput {
  weak var view: (any UserListView)?
  private let interactor: any UserListUseCase
  private let router: any UserListWireframe
  private let clock: any AppClock

  private var hasLoaded = false
  private var isRefreshing = false
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
    isRefreshing = true
    interactor.fetchUsers()
  }

  func rowSelected(at index: Int) {
    router.showDetail(of: visibleUsers[index])
  }

  // MARK: - UserListInteractorOutput

  func usersFetched(_ users: [User]) {
    hasLoaded = true
    if isRefreshing {
      view?.showRefreshError(nil)
      finishRefreshing()
    }
    view?.showLoading(false)
    showUsers()
  }

  func usersFetchFailed(_ error: AppError) {
    if isRefreshing {
      view?.showRefreshError(error.message)
      finishRefreshing()
    } else {
      view?.showError(error.message)
      view?.showLoading(false)
    }
  }

  // MARK: - Showing

  private func load() {
    view?.showLoading(true)
    interactor.fetchUsers()
  }

  private func finishRefreshing() {
    isRefreshing = false
    view?.endRefreshing()
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
