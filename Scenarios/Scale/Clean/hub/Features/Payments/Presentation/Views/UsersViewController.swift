// Role: View controller (Presentation). Lays out the Users screen, renders its view model's
// rows as the table's data source, and forwards intents (search, retry, refresh, selection)
// to the view model. Never sees a `User`, never navigates: the flow coordinator does.
import Foundation
import HeadlessUI
import SharedPresentation

public final class UsersViewController: ViewController {
  let viewModel: UsersViewModel

  private let searchField = TextField(caption: "Search")
  private let spinner = ActivityIndicator()
  private let banner = Banner()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()
  private let refreshControl = RefreshControl()

  public init(viewModel: UsersViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "Users"
  }

  override public func viewDidLoad() {
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
    bind { [weak self] in self?.render() }
    Task { [viewModel] in await viewModel.viewDidLoad() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isLoading
    banner.message = viewModel.refreshErrorMessage
    // The pull showed the control; the view model says when its refresh is done.
    if !viewModel.isRefreshing { refreshControl.endRefreshing() }
    errorLabel.text = viewModel.errorMessage ?? ""
    retryButton.isHidden = viewModel.errorMessage == nil
    emptyLabel.text = viewModel.emptyMessage ?? ""
    // The table asks for its rows when it is laid out, outside this tracking: read here,
    // a change to them renders and reloads again.
    _ = viewModel.rows
    tableView.reloadData()
  }

  private func searchTextChanged() {
    viewModel.searchTextChanged(searchField.text)
  }

  private func retryTapped() {
    Task { [viewModel] in await viewModel.retryTapped() }
  }

  private func refreshPulled() {
    Task { [viewModel] in await viewModel.refreshPulled() }
  }
}

// MARK: - Table data source and delegate

extension UsersViewController: TableViewDataSource, TableViewDelegate {
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
    cell.configure(with: viewModel.rows[indexPath.row])
    return cell
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.userSelected(at: indexPath.row)
  }
}
