// Role: View (view controller). Renders the Users state of its store and sends the user's
// actions to it; it holds no state of its own beyond its views. It pushes the detail when
// the state has one, and tells the store when the back button popped it.
import Foundation
import HeadlessUI
import UnidirectionalRuntime

final class UsersViewController: ViewController {
  let store: StoreOf<UsersFeature>

  private let searchField = TextField(caption: "Search")
  private let spinner = ActivityIndicator()
  private let banner = Banner()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()
  private let refreshControl = RefreshControl()
  private weak var detailViewController: UserDetailViewController?

  init(store: StoreOf<UsersFeature>) {
    self.store = store
    super.init()
    title = "Users"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchField.accessibilityIdentifier = "search"
    searchField.addAction(
      ControlAction { [weak self] sender in
        guard let field = sender as? TextField else { return }
        self?.store.send(.searchTextChanged(field.text))
      }, for: .editingChanged)
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.store.send(.retryButtonTapped) }, for: .touchUpInside)
    refreshControl.addAction(
      ControlAction { [weak self] _ in self?.store.send(.refreshPulled) }, for: .valueChanged)
    tableView.refreshControl = refreshControl
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "user")
    tableView.dataSource = self
    tableView.delegate = self
    navigationController?.delegate = self
    for subview in [searchField, banner, spinner, errorLabel, retryButton, emptyLabel, tableView] {
      view.addSubview(subview)
    }
    observe { [weak self] in self?.render() }
    store.send(.viewDidLoad)
  }

  /// Reads only the Users parts of the state, so a change in the detail's state does not
  /// render this screen again.
  private func render() {
    searchField.text = store.searchText
    spinner.isAnimating = store.isLoading
    banner.message = store.refreshErrorMessage
    errorLabel.text = store.errorMessage ?? ""
    retryButton.isHidden = store.errorMessage == nil
    emptyLabel.text = store.emptyMessage ?? ""
    // The table asks for its rows when it is laid out, outside this tracking: read here,
    // a change to them renders and reloads again.
    _ = store.visibleUsers
    tableView.reloadData()
    if !store.isRefreshing { refreshControl.endRefreshing() }
    showDetail()
  }

  /// Pushes the detail the state holds, or pops the one it no longer holds.
  private func showDetail() {
    if let detailStore = store.scope(state: \.detail, action: UsersFeature.Action.detail) {
      guard detailViewController == nil else { return }
      let detail = UserDetailViewController(store: detailStore)
      detailViewController = detail
      navigationController?.pushViewController(detail, animated: true)
    } else if let detailViewController,
      navigationController?.topViewController === detailViewController
    {
      navigationController?.popViewController(animated: true)
    }
  }
}

// MARK: - Table

extension UsersViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    store.state.visibleUsers.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
    let user = store.state.visibleUsers[indexPath.row]
    cell.show(user.name, user.email)
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    store.send(.userTapped(store.state.visibleUsers[indexPath.row].id))
  }
}

// MARK: - Navigation

extension UsersViewController: NavigationControllerDelegate {
  /// A screen has shown: when the transition came from the detail and the detail is no
  /// longer on the stack, the user popped it (the Back button, or a completed swipe back),
  /// and its state goes too. A swipe back the user lets go of never gets here.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    guard let detailViewController,
      navigationController.transitionCoordinator?.viewController(forKey: .from)
        === detailViewController,
      !navigationController.viewControllers.contains(where: { $0 === detailViewController })
    else { return }
    store.send(.detail(.dismiss))
  }
}
