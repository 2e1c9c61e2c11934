// Role: View controller (Presentation). Lays out the New payment form, renders its view
// model (field messages, Submit state, progress, errors), forwards every keystroke and tap,
// and closes the form when the view model is finished.
import Banking
import HeadlessUI

final class NewPaymentViewController: ViewController {
  private typealias Field = PaymentField

  private let viewModel: NewPaymentViewModel

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
    cancelButton.onTap = { [weak self] in self?.dismiss() }
    retryButton.onTap = { [viewModel] in Task { await viewModel.retryTapped() } }
    submitButton.onTap = { [viewModel] in Task { await viewModel.submitTapped() } }
    accountsTable.onSelectRow = { [viewModel] index in viewModel.accountSelected(at: index) }
    for subview in [cancelButton, accountsHeader, spinner, loadErrorLabel, retryButton] {
      view.addSubview(subview)
    }
    view.addSubview(accountsTable)
    view.addSubview(accountError)
    for (field, textField, errorLabel) in fields {
      textField.text = viewModel.draft.text(of: field)
      textField.onChange = { [viewModel] text in viewModel.textChanged(text, in: field) }
      view.addSubview(textField)
      if field != .note { view.addSubview(errorLabel) }
    }
    for subview in [banner, submitButton, submitSpinner] { view.addSubview(subview) }
    bind { [weak self] in self?.render() }
    Task { await viewModel.viewDidLoad() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isLoadingAccounts
    loadErrorLabel.text = viewModel.loadErrorMessage ?? ""
    retryButton.isHidden = viewModel.loadErrorMessage == nil
    accountsTable.rows = viewModel.accountRows.map {
      TableRow(title: $0.title, subtitle: $0.subtitle, isChecked: $0.isChecked)
    }
    accountError.text = viewModel.accountMessage ?? ""
    for (field, _, errorLabel) in fields { errorLabel.text = viewModel.message(for: field) ?? "" }
    banner.message = viewModel.submitErrorMessage
    submitButton.isEnabled = viewModel.isSubmitEnabled
    submitSpinner.isAnimating = viewModel.isSubmitting
    if viewModel.isFinished, presentingViewController != nil { dismiss() }
  }
}
