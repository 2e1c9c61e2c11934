// Role: View (view controller). Lays out the Users screen, renders its view model's state,
// and forwards the user's intents to it. Holds no state beyond its views and never
// navigates: that is the coordinator's.
import HeadlessUI

final class UsersViewController: ViewController {
  private let viewModel: UsersViewModel

  private let searchField = TextField(caption: "Search")
  private let spinner = ActivityIndicator()
  private let banner = Banner()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()

  init(viewModel: UsersViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "Users"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchField.accessibilityIdentifier = "search"
    searchField.onChange = { [viewModel] text in viewModel.searchTextChanged(text) }
    retryButton.onTap = { [viewModel] in Task { await viewModel.retryTapped() } }
    tableView.onSelectRow = { [viewModel] index in viewModel.rowSelected(at: index) }
    tableView.onRefresh = { [weak self] in self?.refreshPulled() }
    for subview in [searchField, banner, spinner, errorLabel, retryButton, emptyLabel, tableView] {
      view.addSubview(subview)
    }
    bind { [weak self] in self?.render() }
    Task { await viewModel.viewDidLoad() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isLoading
    banner.message = viewModel.refreshErrorMessage
    errorLabel.text = viewModel.errorMessage ?? ""
    retryButton.isHidden = viewModel.errorMessage == nil
    emptyLabel.text = viewModel.emptyMessage ?? ""
    tableView.rows = viewModel.rows.map { TableRow(title: $0.title, subtitle: $0.subtitle) }
  }

  private func refreshPulled() {
    Task {
      await viewModel.refreshPulled()
      tableView.endRefreshing()
    }
  }
}
