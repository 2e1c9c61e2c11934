// Role: View (NewPayment). Passive: shows what the presenter tells it (texts, accounts,
// messages, Submit state) and forwards every keystroke and tap; it is the accounts table's
// data source and delegate, answering from the rows the presenter last gave it. Knows the
// presenter only through `NewPaymentPresentation`.
import Foundation
import HeadlessUI
import VIPERCore

final class NewPaymentViewController: ViewController, NewPaymentView {
  var presenter: (any NewPaymentPresentation)?

  private let cancelButton = Button("Cancel")
  private let accountsHeader = Label("From", style: .headline)
  private let spinner = ActivityIndicator()
  private let loadErrorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let accountsTable = TableView()
  private let accountError = Label(style: .error)
  private let fields: [NewPaymentField: TextField] = [
    .recipientName: TextField(caption: "Recipient"),
    .accountNumber: TextField(caption: "Account number"),
    .amount: TextField(caption: "Amount"), .note: TextField(caption: "Note"),
  ]
  private let messages: [NewPaymentField: Label] = [
    .recipientName: Label(style: .error), .accountNumber: Label(style: .error),
    .amount: Label(style: .error),
  ]
  private let banner = Banner()
  private let submitButton = Button("Submit")
  private let submitSpinner = ActivityIndicator()
  private var accountRows: [DisplayRow] = []

  override init() {
    super.init()
    title = "New payment"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    cancelButton.addAction(
      ControlAction { [weak self] _ in self?.presenter?.cancelTapped() }, for: .touchUpInside)
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.presenter?.retryTapped() }, for: .touchUpInside)
    submitButton.addAction(
      ControlAction { [weak self] _ in self?.presenter?.submitTapped() }, for: .touchUpInside)
    accountsTable.register(TableViewCell.self, forCellReuseIdentifier: "account")
    accountsTable.dataSource = self
    accountsTable.delegate = self
    for subview in [
      cancelButton, accountsHeader, spinner, loadErrorLabel, retryButton, accountsTable,
      accountError,
    ] {
      view.addSubview(subview)
    }
    for field in NewPaymentField.allCases {
      guard let textField = fields[field] else { continue }
      textField.addAction(
        ControlAction { [weak self] control in
          guard let textField = control as? TextField else { return }
          self?.presenter?.textChanged(textField.text, in: field)
        }, for: .editingChanged)
      view.addSubview(textField)
      if let message = messages[field] { view.addSubview(message) }
    }
    for subview in [banner, submitButton, submitSpinner] { view.addSubview(subview) }
    showLoadError(nil)
    presenter?.viewDidLoad()
  }

  func setText(_ text: String, of field: NewPaymentField) {
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
    self.accountRows = accountRows
    accountsTable.reloadData()
  }

  func showAccountMessage(_ message: String?) {
    accountError.text = message ?? ""
  }

  func showMessage(_ message: String?, for field: NewPaymentField) {
    messages[field]?.text = message ?? ""
  }

  func showSubmitError(_ message: String?) {
    banner.message = message
  }

  func showSubmitting(_ isSubmitting: Bool, submitEnabled: Bool, closable: Bool) {
    submitButton.isEnabled = submitEnabled
    submitSpinner.isAnimating = isSubmitting
    cancelButton.isEnabled = closable
    isModalInPresentation = !closable
  }
}

extension NewPaymentViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    accountRows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath)
    cell.configure(with: accountRows[indexPath.row])
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    presenter?.accountSelected(at: indexPath.row)
  }
}
