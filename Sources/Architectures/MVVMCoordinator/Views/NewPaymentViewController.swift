// Role: View (view controller). Lays out the New payment form, renders its view model (field
// messages, Submit state, progress, errors) and forwards every keystroke and tap; it is the
// accounts table's data source and delegate. Never closes itself: the payment flow's
// coordinator does.
import Foundation
import HeadlessUI

final class NewPaymentViewController: ViewController {
  private typealias Field = NewPaymentViewModel.Field

  let viewModel: NewPaymentViewModel

  private let cancelButton = Button("Cancel")
  private let accountsHeader = Label("From", style: .headline)
  private let spinner = ActivityIndicator()
  private let loadErrorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let accountsTable = TableView()
  private let accountError = Label(style: .error)
  private let fields: [(field: Field, view: TextField, error: Label)] = [
    (.recipientName, TextField(caption: "Recipient"), Label(style: .error)),
    (.accountNumber, TextField(caption: "Account number"), Label(style: .error)),
    (.amount, TextField(caption: "Amount"), Label(style: .error)),
    (.note, TextField(caption: "Note"), Label(style: .error)),
  ]
  private let banner = Banner()
  private let submitButton = Button("Submit")
  private let submitSpinner = ActivityIndicator()

  init(viewModel: NewPaymentViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "New payment"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    cancelButton.addAction(
      ControlAction { [weak self] _ in self?.viewModel.cancelTapped() }, for: .touchUpInside)
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.retryTapped() }, for: .touchUpInside)
    submitButton.addAction(
      ControlAction { [weak self] _ in self?.submitTapped() }, for: .touchUpInside)
    accountsTable.register(TableViewCell.self, forCellReuseIdentifier: "account")
    accountsTable.dataSource = self
    accountsTable.delegate = self
    for subview in [cancelButton, accountsHeader, spinner, loadErrorLabel, retryButton] {
      view.addSubview(subview)
    }
    view.addSubview(accountsTable)
    view.addSubview(accountError)
    for (field, textField, errorLabel) in fields {
      textField.text = viewModel.text(of: field)
      textField.addAction(
        ControlAction { [weak self] control in
          guard let textField = control as? TextField else { return }
          self?.viewModel.textChanged(textField.text, in: field)
        }, for: .editingChanged)
      view.addSubview(textField)
      if field != .note { view.addSubview(errorLabel) }
    }
    for subview in [banner, submitButton, submitSpinner] { view.addSubview(subview) }
    bind { [weak self] in self?.render() }
    Task { [viewModel] in await viewModel.viewDidLoad() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isLoadingAccounts
    loadErrorLabel.text = viewModel.loadErrorMessage ?? ""
    retryButton.isHidden = viewModel.loadErrorMessage == nil
    // The table asks for its rows when it is laid out, outside this tracking: read here,
    // a change to them renders and reloads again.
    _ = viewModel.accountRows
    accountsTable.reloadData()
    accountError.text = viewModel.accountMessage ?? ""
    for (field, _, errorLabel) in fields { errorLabel.text = viewModel.message(for: field) ?? "" }
    banner.message = viewModel.submitErrorMessage
    submitButton.isEnabled = viewModel.isSubmitEnabled
    submitSpinner.isAnimating = viewModel.isSubmitting
    // While the payment is being sent the form stays: no Cancel, no swipe down.
    cancelButton.isEnabled = viewModel.canClose
    isModalInPresentation = !viewModel.canClose
  }

  private func retryTapped() {
    Task { [viewModel] in await viewModel.retryTapped() }
  }

  private func submitTapped() {
    Task { [viewModel] in await viewModel.submitTapped() }
  }
}

extension NewPaymentViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.accountRows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath)
    cell.configure(with: viewModel.accountRows[indexPath.row])
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.accountSelected(at: indexPath.row)
  }
}
