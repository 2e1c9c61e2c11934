// Role: View (NewPayment). Passive: shows what the presenter tells it (texts, accounts,
// messages, Submit state) and forwards every keystroke and tap.
import HeadlessUI

final class NewPaymentViewController: ViewController, NewPaymentView {
  var presenter: (any NewPaymentPresentation)?

  private let cancelButton = Button("Cancel")
  private let accountsHeader = Label("From", style: .headline)
  private let spinner = ActivityIndicator()
  private let loadErrorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let accountsTable = TableView()
  private let accountError = Label(style: .error)
  private let fields: [PaymentField: TextField] = [
    .recipientName: TextField(caption: "Recipient"),
    .accountNumber: TextField(caption: "Account number"),
    .amount: TextField(caption: "Amount"), .note: TextField(caption: "Note"),
  ]
  private let messages: [PaymentField: Label] = [
    .recipientName: Label(style: .error), .accountNumber: Label(style: .error),
    .amount: Label(style: .error),
  ]
  private let banner = Banner()
  private let submitButton = Button("Submit")
  private let submitSpinner = ActivityIndicator()

  override init() {
    super.init()
    title = "New payment"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    cancelButton.onTap = { [weak self] in self?.presenter?.cancelTapped() }
    retryButton.onTap = { [weak self] in self?.presenter?.retryTapped() }
    submitButton.onTap = { [weak self] in self?.presenter?.submitTapped() }
    accountsTable.onSelectRow = { [weak self] index in self?.presenter?.accountSelected(at: index) }
    for subview in [
      cancelButton, accountsHeader, spinner, loadErrorLabel, retryButton, accountsTable,
      accountError,
    ] {
      view.addSubview(subview)
    }
    for field in PaymentField.allCases {
      guard let textField = fields[field] else { continue }
      textField.onChange = { [weak self] text in self?.presenter?.textChanged(text, in: field) }
      view.addSubview(textField)
      if let message = messages[field] { view.addSubview(message) }
    }
    for subview in [banner, submitButton, submitSpinner] { view.addSubview(subview) }
    showLoadError(nil)
    presenter?.viewDidLoad()
  }

  func setText(_ text: String, of field: PaymentField) {
    fields[field]?.text = text
  }

  func showLoading(_ isLoading: Bool) {
    spinner.isAnimating = isLoading
  }

  func showLoadError(_ message: String?) {
    loadErrorLabel.text = message ?? ""
    retryButton.isHidden = message == nil
  }

  func show(accountRows: [DisplayRow]) {
    accountsTable.rows = accountRows.map {
      TableRow(title: $0.title, subtitle: $0.subtitle, isChecked: $0.isChecked)
    }
  }

  func showAccountMessage(_ message: String?) {
    accountError.text = message ?? ""
  }

  func showMessage(_ message: String?, for field: PaymentField) {
    messages[field]?.text = message ?? ""
  }

  func showSubmitError(_ message: String?) {
    banner.message = message
  }

  func showSubmitting(_ isSubmitting: Bool, canSubmit: Bool) {
    submitButton.isEnabled = canSubmit && !isSubmitting
    submitSpinner.isAnimating = isSubmitting
  }
}
