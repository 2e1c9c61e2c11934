// Role: View (__ItemType__List). Passive: shows what the presenter tells it through
// `__ItemType__ListView` and forwards every user action to the presenter. It is its table's
// data source and delegate, answering from the rows the presenter last gave it. No logic, no
// navigation.
import Foundation
import HeadlessUI
import VIPERCore

final class __ItemType__ListViewController: ViewController, __ItemType__ListView {
  var presenter: (any __ItemType__ListPresentation)?

  private let balanceLabel = Label()
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let tableView = TableView()
  private var rows: [DisplayRow] = []

  override init() {
    super.init()
    title = "__Title__"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    tableView.delegate = self
    for subview in [balanceLabel, spinner, errorLabel, tableView] { view.addSubview(subview) }
    presenter?.viewDidLoad()
  }

  func showBalance(_ text: String?) {
    balanceLabel.text = text ?? ""
  }

  func showLoading(_ isLoading: Bool) {
    spinner.isAnimating = isLoading
  }

  func showError(_ message: String?) {
    errorLabel.text = message ?? ""
  }

  func show(rows: [DisplayRow]) {
    self.rows = rows
    tableView.reloadData()
  }
}

extension __ItemType__ListViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.configure(with: rows[indexPath.row])
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    presenter?.rowSelected(at: indexPath.row)
  }
}
