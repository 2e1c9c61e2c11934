// Role: View controller (Presentation). Lays out the New payment form, renders its view
// model (accounts as the table's data source, field messages, Submit state, progress,
// errors) and forwards every keystroke and tap. Never sees an `Account` or a `Payment`,
// never closes itself: the flow coordinator dismisses the form.
import Foundation
import HeadlessUI
import SharedPresentation

public final class NewPaymentViewController: ViewController {
  let viewModel: NewPaymentViewModel

  private let cancelButton = Button("Cancel")
  private let accountsHeader = Label("From", style: .headline)
  private let spinner = ActivityIndicator()
  private let loadErrorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let accountsTable = TableView()
  private let accountError = Label(style: .error)
  private let fields: [(field: NewPaymentViewModel.Field, view: TextField, error: Label)] = [
    (.recipientName, TextField(caption: "Recipient"), Label(style: .error)),
    (.accountNumber, TextField(caption: "Account number"), Label(style: .error)),
    (.amount, TextField(caption: "Amount"), Label(style: .error)),
    (.note, TextField(caption: "Note"), Label(style: .error)),
  ]
  private let banner = Banner()
  private let submitButton = Button("Submit")
  private let submitSpinner = ActivityIndicator()

  public init(viewModel: NewPaymentViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "New payment"
  }

  override public func viewDidLoad() {
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
      // The action gets the field as its sender, so it need not capture it.
      textField.addAction(
        ControlAction { [weak self] sender in
          guard let textField = sender as? TextField else { return }
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

// MARK: - Table data source and delegate

extension NewPaymentViewController: TableViewDataSource, TableViewDelegate {
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.accountRows.count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath)
    cell.configure(with: viewModel.accountRows[indexPath.row])
    return cell
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.accountSelected(at: indexPath.row)
  }
}
