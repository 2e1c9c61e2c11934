// Role: View controller (MVC). Owns the Users screen's views, loads users from the model,
// filters them as the user searches, and pushes the detail screen. In MVC this one class
// carries the screen's state, its logic and its navigation.
import AppRuntime
import Banking
import Foundation
import HeadlessUI

final class UsersViewController: ViewController {
  private let api: APIClient
  private let clock: any AppClock

  private let searchField = TextField(caption: "Search")
  private let spinner = ActivityIndicator()
  private let banner = Banner()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()

  /// Nil until a load succeeds.
  private var users: [User]?
  private var visibleUsers: [User] = []
  private var appliedQuery = ""
  private var searchTask: Task<Void, Never>?

  init(api: APIClient, clock: any AppClock) {
    self.api = api
    self.clock = clock
    super.init()
    title = "Users"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchField.accessibilityIdentifier = "search"
    searchField.onChange = { [weak self] text in self?.searchTextChanged(text) }
    retryButton.onTap = { [weak self] in self?.retryTapped() }
    tableView.onSelectRow = { [weak self] index in self?.rowSelected(at: index) }
    tableView.onRefresh = { [weak self] in self?.refreshPulled() }
    for subview in [searchField, banner, spinner, errorLabel, retryButton, emptyLabel, tableView] {
      view.addSubview(subview)
    }
    showError(nil)
    Task { await loadUsers() }
  }

  // MARK: - User intents

  private func retryTapped() {
    showError(nil)
    Task { await loadUsers() }
  }

  private func searchTextChanged(_ text: String) {
    searchTask?.cancel()
    searchTask = Task { [clock] in
      guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
      self.appliedQuery = text
      self.reloadRows()
    }
  }

  private func refreshPulled() {
    Task {
      do throws(BankingError) {
        usersLoaded(try await api.users())
      } catch {
        banner.message = error.message
      }
      tableView.endRefreshing()
    }
  }

  private func rowSelected(at index: Int) {
    let detail = UserDetailViewController(user: visibleUsers[index], api: api)
    navigationController?.push(detail)
  }

  // MARK: - Loading and showing

  private func loadUsers() async {
    spinner.isAnimating = true
    do {
      usersLoaded(try await api.users())
    } catch {
      showError(error.message)
    }
    spinner.isAnimating = false
  }

  /// Any load that succeeds shows the users and clears every loading error.
  private func usersLoaded(_ users: [User]) {
    self.users = users
    showError(nil)
    banner.message = nil
    reloadRows()
  }

  private func showError(_ message: String?) {
    errorLabel.text = message ?? ""
    retryButton.isHidden = message == nil
  }

  private func reloadRows() {
    let query = appliedQuery.trimmingCharacters(in: .whitespaces)
    let users = users ?? []
    visibleUsers =
      query.isEmpty
      ? users
      : users.filter { user in
        [user.name, user.email].contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
      }
    tableView.rows = visibleUsers.map { TableRow(title: $0.name, subtitle: $0.email) }
    emptyLabel.text =
      self.users == nil
      ? ""
      : users.isEmpty
        ? "No users yet" : visibleUsers.isEmpty ? "No users match \"\(query)\"" : ""
  }
}
