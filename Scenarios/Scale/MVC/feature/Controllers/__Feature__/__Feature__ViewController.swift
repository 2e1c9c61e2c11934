// Role: View controller (MVC). Owns the __Title__ screen: shows the balance the balance
// model holds and the list the API client loads, and pushes an item's detail. It is its
// table's data source and delegate.
import Banking
import Display
import Foundation
import HeadlessUI

final class __Feature__ViewController: ViewController {
  private let api: APIClient
  private let balance: BalanceModel

  private let balanceLabel = Label()
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let tableView = TableView()

  // scale:if contacts
  private var items: [User] = []
  // scale:else
  private var items: [__ItemType__] = []
  // scale:end

  init(api: APIClient, balance: BalanceModel) {
    self.api = api
    self.balance = balance
    super.init()
    title = "__Title__"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    tableView.delegate = self
    for subview in [balanceLabel, spinner, errorLabel, tableView] { view.addSubview(subview) }
    loadBalance()
    loadItems()
  }

  private func loadBalance() {
    let load = balance.balance()
    Task { [weak self] in
      guard let money = await load.value else { return }
      self?.balanceLabel.text = "Balance: \(DisplayFormat.money(money))"
    }
  }

  private func loadItems() {
    spinner.isAnimating = true
    Task { [weak self, api] in
      do throws(BankingError) {
        self?.items = try await api.__feature__()
        self?.tableView.reloadData()
      } catch {
        self?.errorLabel.text = error.message
      }
      self?.spinner.isAnimating = false
    }
  }
}

// MARK: - Table

extension __Feature__ViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    let item = items[indexPath.row]
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

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let item = items[indexPath.row]
    let detail = __ItemType__DetailViewController(id: item.id, name: item.name, api: api)
    // scale:if action
    detail.delegate = self
    // scale:end
    navigationController?.pushViewController(detail, animated: true)
  }
}
// scale:if action

// MARK: - Detail

extension __Feature__ViewController: __ItemType__DetailViewControllerDelegate {
  /// The detail's action changed an item: its row shows it without asking the server.
  func detailViewController(
    _ controller: __ItemType__DetailViewController, didUpdate item: __ItemType__
  ) {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
    items[index] = item
    tableView.reloadData()
  }
}
// scale:end
