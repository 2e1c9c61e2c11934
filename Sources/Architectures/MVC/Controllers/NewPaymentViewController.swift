// Role: View controller (MVC). Owns the New payment form: loads the source accounts,
// validates each field with the fixture's payment rules as the user types, submits, and
// tells its delegate how the form ended (a new payment, or Cancel). It is the accounts
// table's data source and delegate. Form state and validation live here, as MVC has nowhere
// else to put them.
import Banking
import Display
import Foundation
import HeadlessUI

/// Hears how the form ended, a payment created or Cancel; the presenter dismisses the form.
@MainActor
protocol NewPaymentViewControllerDelegate: AnyObject {
  func newPaymentViewController(_ controller: NewPaymentViewController, didCreate payment: Payment)
  func newPaymentViewControllerDidCancel(_ controller: NewPaymentViewController)
}

final class NewPaymentViewController: ViewController {
  weak var delegate: NewPaymentViewControllerDelegate?

  private let recipient: User
  private let api: APIClient

  private let cancelButton = Button("Cancel")
  private let accountsHeader = Label("From", style: .headline)
  private let spinner = ActivityIndicator()
  private let loadErrorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let accountsTable = TableView()
  private let accountError = Label(style: .error)
  private let nameField = TextField(caption: "Recipient")
  private let nameError = Label(style: .error)
  private let numberField = TextField(caption: "Account number")
  private let numberError = Label(style: .error)
  private let amountField = TextField(caption: "Amount")
  private let amountError = Label(style: .error)
  private let noteField = TextField(caption: "Note")
  private let banner = Banner()
  private let submitButton = Button("Submit")
  private let submitSpinner = ActivityIndicator()

  private var accounts: [Account] = []
  private var selectedAccount: Account?
  private var editedFields: Set<ObjectIdentifier> = []
  private var isSubmitting = false

  init(recipient: User, api: APIClient) {
    self.recipient = recipient
    self.api = api
    super.init()
    title = "New payment"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.text = recipient.name
    numberField.text = recipient.accountNumber
    cancelButton.addAction(
      ControlAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.retryTapped() }, for: .touchUpInside)
    submitButton.addAction(
      ControlAction { [weak self] _ in self?.submitTapped() }, for: .touchUpInside)
    for field in [nameField, numberField, amountField, noteField] {
      // The action gets the field as its sender, so it need not capture it.
      field.addAction(
        ControlAction { [weak self] sender in
          guard let field = sender as? TextField else { return }
          self?.fieldChanged(field)
        }, for: .editingChanged)
    }
    accountsTable.register(TableViewCell.self, forCellReuseIdentifier: "account")
    accountsTable.dataSource = self
    accountsTable.delegate = self
    for subview in [
      cancelButton, accountsHeader, spinner, loadErrorLabel, retryButton, accountsTable,
      accountError, nameField, nameError, numberField, numberError, amountField, amountError,
      noteField, banner, submitButton, submitSpinner,
    ] {
      view.addSubview(subview)
    }
    showLoadError(nil)
    validate()
    loadAccounts()
  }

  // MARK: - User intents

  private func cancelTapped() {
    delegate?.newPaymentViewControllerDidCancel(self)
  }

  private func retryTapped() {
    showLoadError(nil)
    loadAccounts()
  }

  private func fieldChanged(_ field: TextField) {
    editedFields.insert(ObjectIdentifier(field))
    validate()
  }

  private func submitTapped() {
    guard let request = validate(), !isSubmitting else { return }
    isSubmitting = true
    banner.message = nil
    updateSubmitState(isValid: true)
    // The form stays until the answer (docs/FEATURE.md, "While sending, the form stays").
    Task { [weak self, api] in
      do throws(BankingError) {
        let payment = try await api.createPayment(request)
        self?.isSubmitting = false
        if let self { delegate?.newPaymentViewController(self, didCreate: payment) }
      } catch {
        self?.isSubmitting = false
        self?.banner.message = error.message
        self?.validate()
      }
    }
  }

  // MARK: - Loading, validating and showing

  /// Holds the form only to show the answer: a form the user closed can go at once.
  private func loadAccounts() {
    spinner.isAnimating = true
    Task { [weak self, api] in
      do throws(BankingError) {
        let accounts = try await api.accounts()
        self?.accountsLoaded(accounts)
      } catch {
        self?.showLoadError(error.message)
      }
      self?.spinner.isAnimating = false
    }
  }

  private func accountsLoaded(_ accounts: [Account]) {
    self.accounts = accounts
    if accounts.count == 1 { selectedAccount = accounts[0] }
    accountsTable.reloadData()
    validate()
  }

  private func showLoadError(_ message: String?) {
    loadErrorLabel.text = message ?? ""
    retryButton.isHidden = message == nil
  }

  /// Shows the message of each broken rule under its field once the user has edited the
  /// field, enables Submit only for a valid form, and returns the order it would send.
  @discardableResult
  private func validate() -> PaymentOrder? {
    let check = PaymentCheck(
      recipient: recipient, account: selectedAccount, accounts: accounts,
      recipientName: nameField.text, accountNumber: numberField.text, amount: amountField.text,
      note: noteField.text)
    accountError.text = check.account?.message ?? ""
    show(check.recipientName, in: nameError, for: nameField)
    show(check.accountNumber, in: numberError, for: numberField)
    show(check.amount, in: amountError, for: amountField)
    updateSubmitState(isValid: check.order != nil)
    return check.order
  }

  private func show(_ violation: PaymentRuleViolation?, in label: Label, for field: TextField) {
    let isEdited = editedFields.contains(ObjectIdentifier(field))
    label.text = isEdited ? violation?.message ?? "" : ""
  }

  /// Submit while the form is valid and not sending; while sending, no Cancel and no swipe
  /// down either.
  private func updateSubmitState(isValid: Bool) {
    submitButton.isEnabled = isValid && !isSubmitting
    submitSpinner.isAnimating = isSubmitting
    cancelButton.isEnabled = !isSubmitting
    isModalInPresentation = isSubmitting
  }
}

// MARK: - Accounts table

extension NewPaymentViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    accounts.count
  }

  /// An account's row, checked when it is the one to pay from.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath)
    let account = accounts[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = account.name
    content.secondaryText = "\(account.number) · \(DisplayFormat.money(account.balance))"
    cell.contentConfiguration = content
    cell.accessoryType = account.id == selectedAccount?.id ? .checkmark : .none
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selectedAccount = accounts[indexPath.row]
    tableView.reloadData()
    validate()
  }
}
