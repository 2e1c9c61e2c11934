// Role: View controller (MVC). Owns the Users screen's views, loads users from the model,
// filters them as the user searches, and pushes the detail screen. It is its table's data
// source and delegate. In MVC this one class carries the screen's state, its logic and its
// navigation.
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
  private let refreshControl = RefreshControl()

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
    searchField.addAction(
      ControlAction { [weak self] _ in self?.searchTextChanged() }, for: .editingChanged)
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.retryTapped() }, for: .touchUpInside)
    refreshControl.addAction(
      ControlAction { [weak self] _ in self?.refreshPulled() }, for: .valueChanged)
    tableView.refreshControl = refreshControl
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "user")
    tableView.dataSource = self
    tableView.delegate = self
    for subview in [searchField, banner, spinner, errorLabel, retryButton, emptyLabel, tableView] {
      view.addSubview(subview)
    }
    showError(nil)
    loadUsers()
  }

  // MARK: - User intents

  private func retryTapped() {
    showError(nil)
    loadUsers()
  }

  private func searchTextChanged() {
    let text = searchField.text
    searchTask?.cancel()
    searchTask = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: .milliseconds(300))) != nil, let self else { return }
      appliedQuery = text
      reloadRows()
    }
  }

  private func refreshPulled() {
    Task { [weak self, api] in
      do throws(BankingError) {
        let users = try await api.users()
        self?.usersLoaded(users)
      } catch {
        self?.banner.message = error.message
      }
      self?.refreshControl.endRefreshing()
    }
  }

  // MARK: - Loading and showing

  /// Holds the screen only to show the answer: a screen the user left can go at once.
  private func loadUsers() {
    spinner.isAnimating = true
    Task { [weak self, api] in
      do throws(BankingError) {
        let users = try await api.users()
        self?.usersLoaded(users)
      } catch {
        self?.showError(error.message)
      }
      self?.spinner.isAnimating = false
    }
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
    visibleUsers = UserSearch.users(users, matching: query)
    tableView.reloadData()
    emptyLabel.text =
      self.users == nil
      ? ""
      : users.isEmpty
        ? "No users yet" : visibleUsers.isEmpty ? "No users match \"\(query)\"" : ""
  }
}

// MARK: - Table

extension UsersViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    visibleUsers.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
    let user = visibleUsers[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = user.name
    content.secondaryText = user.email
    cell.contentConfiguration = content
    return cell
  }

  /// Opens the selected user's detail: the controller builds the next one and pushes it.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let detail = UserDetailViewController(user: visibleUsers[indexPath.row], api: api)
    navigationController?.pushViewController(detail, animated: true)
  }
}
