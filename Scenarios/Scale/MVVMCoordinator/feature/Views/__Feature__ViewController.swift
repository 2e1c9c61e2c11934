// Role: View (view controller). Lays out the __Title__ screen, renders its view model's
// state, and forwards the user's intents to it. It is its table's data source and
// delegate, reading the rows from the view model; holds no state beyond its views and never
// navigates: that is the coordinator's.
import Foundation
import HeadlessUI

final class __Feature__ViewController: ViewController {
  let viewModel: __Feature__ViewModel

  private let balanceLabel = Label()
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let tableView = TableView()

  init(viewModel: __Feature__ViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "__Title__"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    tableView.delegate = self
    for subview in [balanceLabel, spinner, errorLabel, tableView] {
      view.addSubview(subview)
    }
    bind { [weak self] in self?.render() }
    Task { [viewModel] in await viewModel.viewDidLoad() }
  }

  private func render() {
    balanceLabel.text = viewModel.balanceLine ?? ""
    spinner.isAnimating = viewModel.isLoading
    errorLabel.text = viewModel.errorMessage ?? ""
    // The table asks for its rows when it is laid out, outside this tracking: read here,
    // a change to them renders and reloads again.
    _ = viewModel.rows
    tableView.reloadData()
  }
}

extension __Feature__ViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.configure(with: viewModel.rows[indexPath.row])
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.rowSelected(at: indexPath.row)
  }
}
