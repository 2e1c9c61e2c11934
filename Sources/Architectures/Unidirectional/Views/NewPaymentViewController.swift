// Role: View (view controller). Lays out the New payment form, renders its store's state
// (field messages, Submit state, progress, errors) and sends every keystroke and tap to the
// store. It is the accounts table's data source and delegate, reading the accounts from the
// state. Closing is the detail's: it dismisses the form when the state lets it go.
import Display
import Foundation
import HeadlessUI
import UnidirectionalRuntime

final class NewPaymentViewController: ViewController {
  private typealias Field = NewPaymentFeature.Field

  let store: StoreOf<NewPaymentFeature>

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

  init(store: StoreOf<NewPaymentFeature>) {
    self.store = store
    super.init()
    title = "New payment"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    cancelButton.addAction(
      ControlAction { [weak self] _ in self?.store.send(.cancelButtonTapped) }, for: .touchUpInside)
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.store.send(.retryButtonTapped) }, for: .touchUpInside)
    submitButton.addAction(
      ControlAction { [weak self] _ in self?.store.send(.submitButtonTapped) },
      for: .touchUpInside)
    accountsTable.register(TableViewCell.self, forCellReuseIdentifier: "account")
    accountsTable.dataSource = self
    accountsTable.delegate = self
    for subview in [cancelButton, accountsHeader, spinner, loadErrorLabel, retryButton] {
      view.addSubview(subview)
    }
    view.addSubview(accountsTable)
    view.addSubview(accountError)
    for (field, textField, errorLabel) in fields {
      // The action gets the field as its sender, so it need not capture it.
      textField.addAction(
        ControlAction { [weak self] sender in
          guard let textField = sender as? TextField else { return }
          self?.store.send(.textChanged(textField.text, field))
        }, for: .editingChanged)
      view.addSubview(textField)
      if field != .note { view.addSubview(errorLabel) }
    }
    for subview in [banner, submitButton, submitSpinner] { view.addSubview(subview) }
    observe { [weak self] in self?.render() }
    store.send(.viewDidLoad)
  }

  /// The form shows every part of its state, so it observes all of it.
  private func render() {
    let state = store.observedState
    spinner.isAnimating = state.isLoadingAccounts
    loadErrorLabel.text = state.loadErrorMessage ?? ""
    retryButton.isHidden = state.loadErrorMessage == nil
    accountsTable.reloadData()
    accountError.text = state.accountMessage ?? ""
    for (field, textField, errorLabel) in fields {
      textField.text = state.text(of: field)
      errorLabel.text = state.message(for: field) ?? ""
    }
    banner.message = state.submitErrorMessage
    submitButton.isEnabled = state.isSubmitEnabled
    submitSpinner.isAnimating = state.isSubmitting
    // While the payment is being sent the form stays: no Cancel, no swipe down.
    cancelButton.isEnabled = !state.isSubmitting
    isModalInPresentation = state.isSubmitting
  }
}

// MARK: - Accounts table

extension NewPaymentViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    store.state.accounts.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath)
    let state = store.state
    let account = state.accounts[indexPath.row]
    cell.show(
      account.name, "\(account.number) · \(DisplayFormat.money(account.balance))",
      isChecked: account.id == state.selectedAccountID)
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    store.send(.accountTapped(store.state.accounts[indexPath.row].id))
  }
}
