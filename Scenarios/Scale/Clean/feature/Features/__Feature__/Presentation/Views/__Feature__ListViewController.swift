// Role: View controller (Presentation). Lays out the __Title__ list under the balance line,
// renders its view model's rows as the table's data source, and forwards the selection to
// the view model. Never sees an item, never navigates: the flow coordinator does.
import Foundation
import HeadlessUI
import SharedPresentation

public final class __Feature__ListViewController: ViewController {
  let viewModel: __Feature__ListViewModel

  private let balanceLabel = Label()
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let tableView = TableView()

  public init(viewModel: __Feature__ListViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "__Title__"
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    tableView.delegate = self
    for subview in [balanceLabel, spinner, errorLabel, tableView] { view.addSubview(subview) }
    bind { [weak self] in self?.render() }
    Task { [viewModel] in await viewModel.viewDidLoad() }
  }

  private func render() {
    balanceLabel.text = viewModel.balance.text ?? ""
    spinner.isAnimating = viewModel.isLoading
    errorLabel.text = viewModel.errorMessage ?? ""
    // The table asks for its rows when it is laid out, outside this tracking: read here,
    // a change to them renders and reloads again.
    _ = viewModel.rows
    tableView.reloadData()
  }
}

// MARK: - Table data source and delegate

extension __Feature__ListViewController: TableViewDataSource, TableViewDelegate {
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.configure(with: viewModel.rows[indexPath.row])
    return cell
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.itemSelected(at: indexPath.row)
  }
}
