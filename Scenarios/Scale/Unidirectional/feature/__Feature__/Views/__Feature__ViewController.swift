// Role: View (view controller). Renders the __Title__ state of its store (the app's balance,
// the rows) and sends the user's actions to it; it holds no state of its own beyond its
// views. It pushes the detail when the state has one, and tells the store when the user
// went back from it.
import Display
import Foundation
import HeadlessUI
import UnidirectionalRuntime

public final class __Feature__ViewController: ViewController {
  let store: StoreOf<__Feature__Feature>

  private let balanceLabel = Label()
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let tableView = TableView()
  private weak var detailViewController: __ItemType__DetailViewController?

  public init(store: StoreOf<__Feature__Feature>) {
    self.store = store
    super.init()
    title = "__Title__"
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    tableView.delegate = self
    navigationController?.delegate = self
    for subview in [balanceLabel, spinner, errorLabel, tableView] { view.addSubview(subview) }
    observe { [weak self] in self?.render() }
    store.send(.viewDidLoad)
  }

  /// Reads only the list's parts of the state, so a change in the detail's state does not
  /// render this screen again.
  private func render() {
    balanceLabel.text = store.balance.map { "Balance: \(DisplayFormat.money($0))" } ?? ""
    spinner.isAnimating = store.isLoading
    errorLabel.text = store.errorMessage ?? ""
    // The table asks for its rows when it is laid out, outside this tracking: read here,
    // a change to them renders and reloads again.
    _ = store.__feature__
    tableView.reloadData()
    showDetail()
  }

  /// Pushes the detail the state holds, or pops the one it no longer holds.
  private func showDetail() {
    if let detailStore = store.scope(
      state: \.detail, action: __Feature__Feature.Action.detail)
    {
      guard detailViewController == nil else { return }
      let detail = __ItemType__DetailViewController(store: detailStore)
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

extension __Feature__ViewController: TableViewDataSource, TableViewDelegate {
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    store.state.__feature__?.count ?? 0
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    let item = (store.state.__feature__ ?? [])[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = item.name
// scale:if contacts
    content.secondaryText = item.accountNumber
// scale:else
    content.secondaryText = item.status
// scale:end
    cell.contentConfiguration = content
    return cell
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    store.send(.itemTapped((store.state.__feature__ ?? [])[indexPath.row].id))
  }
}

// MARK: - Navigation

extension __Feature__ViewController: NavigationControllerDelegate {
  /// A screen has shown: when the detail is no longer on the stack, the user went back from
  /// it (the Back button, a completed swipe back, or a tap on the tab, which pops every
  /// screen above the list), and its state goes too. A swipe back the user lets go of never
  /// gets here.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
// scale:if action
    guard let detailViewController else { return }
    if navigationController.viewControllers.contains(where: { $0 === detailViewController }) {
      // The detail's own pushed screen is on this stack too: the detail hears of it from here.
      detailViewController.navigationController(
        navigationController, didShow: viewController, animated: animated)
    } else {
      store.send(.detail(.dismiss))
    }
// scale:else
    guard let detailViewController,
      !navigationController.viewControllers.contains(where: { $0 === detailViewController })
    else { return }
    store.send(.detail(.dismiss))
// scale:end
  }
}
