// Role: View model (Presentation). The New payment form's state: accounts from
// FetchAccountsUseCase, the form's fields and what the user typed in them, the messages of
// the rules ValidatePaymentUseCase finds broken, and the submission through SendPaymentUseCase
// (which checks the rules again); reports a created payment or a cancel through its actions.
// Hands the view display values, never an `Account` or a `Payment`; knows no view and
// nothing in Data.
import Banking
import CleanPaymentsDomain
import Display
import Observation
import SharedPresentation

/// What the New payment form asks of the flow; the flow coordinator provides them.
public struct NewPaymentViewModelActions {
  /// The payment was created: the form is done.
  let didCreatePayment: @MainActor (Payment) -> Void
  /// The user closed the form without paying.
  let didCancel: @MainActor () -> Void

  public init(
    didCreatePayment: @escaping @MainActor (Payment) -> Void,
    didCancel: @escaping @MainActor () -> Void
  ) {
    self.didCreatePayment = didCreatePayment
    self.didCancel = didCancel
  }
}

@MainActor
@Observable
public final class NewPaymentViewModel {
  /// The form's text fields, top to bottom.
  enum Field: CaseIterable, Hashable {
    case recipientName
    case accountNumber
    case amount
    case note

    /// The rules whose message shows under this field.
    var rules: Set<PaymentRuleViolation> {
      switch self {
      case .recipientName: [.missingRecipientName]
      case .accountNumber: [.malformedAccountNumber]
      case .amount: [.unparsableAmount, .nonPositiveAmount, .amountAboveBalance]
      case .note: []
      }
    }
  }

  private var accounts: [Account] = [] {
    didSet { accountRows = accounts.map(accountRow) }
  }
  /// One row per account, the one list the table shows; computed once per change.
  private(set) var accountRows: [Row] = []
  private var account: Account? {
    didSet { accountRows = accounts.map(accountRow) }
  }
  private(set) var texts: [Field: String]
  private(set) var isLoadingAccounts = false
  private(set) var loadErrorMessage: String?
  private(set) var editedFields: Set<Field> = []
  private(set) var isSubmitting = false
  private(set) var submitErrorMessage: String?

  @ObservationIgnored private let recipient: User
  @ObservationIgnored private let fetchAccounts: any FetchAccountsUseCase
  @ObservationIgnored private let validatePayment: any ValidatePaymentUseCase
  @ObservationIgnored private let sendPayment: any SendPaymentUseCase
  @ObservationIgnored private let actions: NewPaymentViewModelActions

  public init(
    recipient: User, fetchAccounts: any FetchAccountsUseCase,
    validatePayment: any ValidatePaymentUseCase, sendPayment: any SendPaymentUseCase,
    actions: NewPaymentViewModelActions
  ) {
    self.recipient = recipient
    texts = [.recipientName: recipient.name, .accountNumber: recipient.accountNumber]
    self.fetchAccounts = fetchAccounts
    self.validatePayment = validatePayment
    self.sendPayment = sendPayment
    self.actions = actions
  }

  /// What the form asks the use cases to check and send.
  private var input: PaymentInput {
    PaymentInput(
      recipient: recipient, account: account, recipientName: text(of: .recipientName),
      accountNumber: text(of: .accountNumber), amount: text(of: .amount), note: text(of: .note))
  }

  private var validation: PaymentValidation { validatePayment.execute(input) }

  private func accountRow(_ account: Account) -> Row {
    Row(
      title: account.name,
      subtitle: "\(account.number) · \(DisplayFormat.money(account.balance))",
      isChecked: account.id == self.account?.id)
  }

  var accountMessage: String? {
    account == nil && accounts.count > 1
      ? PaymentRuleViolation.missingSourceAccount.message : nil
  }

  /// The text the user typed in `field`, or its prefilled value.
  func text(of field: Field) -> String { texts[field] ?? "" }

  /// The message under `field`, once the user has edited it and while it breaks a rule.
  func message(for field: Field) -> String? {
    guard editedFields.contains(field) else { return nil }
    return validation.violations.first { field.rules.contains($0) }?.message
  }

  var isSubmitEnabled: Bool { validation.order != nil && !isSubmitting }
  /// Whether the user may close the form (Cancel, a swipe down): not while the payment is
  /// being sent, which the form waits for (docs/FEATURE.md, "While sending, the form stays").
  var canClose: Bool { !isSubmitting }

  // MARK: - User intents

  func viewDidLoad() async {
    await loadAccounts()
  }

  func retryTapped() async {
    loadErrorMessage = nil
    await loadAccounts()
  }

  func accountSelected(at index: Int) {
    guard accounts.indices.contains(index) else { return }
    account = accounts[index]
  }

  func textChanged(_ text: String, in field: Field) {
    texts[field] = text
    editedFields.insert(field)
  }

  func cancelTapped() {
    guard canClose else { return }
    actions.didCancel()
  }

  /// Sends the form's input; the rules that enable Submit only save the user a rejected tap,
  /// since SendPaymentUseCase checks them again before the request.
  func submitTapped() async {
    guard isSubmitEnabled else { return }
    isSubmitting = true
    submitErrorMessage = nil
    do throws(SendPaymentError) {
      actions.didCreatePayment(try await sendPayment.execute(input))
    } catch {
      submitErrorMessage = error.message
    }
    isSubmitting = false
  }

  private func loadAccounts() async {
    isLoadingAccounts = true
    do throws(BankingError) {
      accounts = try await fetchAccounts.execute()
      if accounts.count == 1 { account = accounts[0] }
    } catch {
      loadErrorMessage = error.message
    }
    isLoadingAccounts = false
  }
}
