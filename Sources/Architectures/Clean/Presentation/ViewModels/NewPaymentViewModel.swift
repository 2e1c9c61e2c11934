// Role: View model (Presentation). The New payment form's state: accounts from
// FetchAccountsUseCase, the draft the user types, the messages ValidatePaymentUseCase finds,
// and the submission through SendPaymentUseCase (which checks the rules again); reports a
// created payment or a cancel through its actions. Hands the view display values, never an
// `Account` or a `Payment`; knows no view and nothing in Data.
import Banking
import CleanDomain
import Display
import Observation

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
  private(set) var accounts: [Account] = []
  private(set) var draft: PaymentDraft
  private(set) var isLoadingAccounts = false
  private(set) var loadErrorMessage: String?
  private(set) var editedFields: Set<PaymentField> = []
  private(set) var isSubmitting = false
  private(set) var submitErrorMessage: String?

  @ObservationIgnored private let fetchAccounts: any FetchAccountsUseCase
  @ObservationIgnored private let validatePayment: any ValidatePaymentUseCase
  @ObservationIgnored private let sendPayment: any SendPaymentUseCase
  @ObservationIgnored private let actions: NewPaymentViewModelActions

  public init(
    recipient: User, fetchAccounts: any FetchAccountsUseCase,
    validatePayment: any ValidatePaymentUseCase, sendPayment: any SendPaymentUseCase,
    actions: NewPaymentViewModelActions
  ) {
    draft = PaymentDraft(
      recipient: recipient, account: nil,
      texts: [.recipientName: recipient.name, .accountNumber: recipient.accountNumber])
    self.fetchAccounts = fetchAccounts
    self.validatePayment = validatePayment
    self.sendPayment = sendPayment
    self.actions = actions
  }

  private var validation: PaymentValidation { validatePayment.execute(draft) }

  var accountRows: [Row] {
    accounts.map { account in
      Row(
        title: account.name,
        subtitle: "\(account.number) · \(DisplayFormat.money(account.balance))",
        isChecked: account.id == draft.account?.id)
    }
  }

  var accountMessage: String? {
    draft.account == nil && accounts.count > 1
      ? PaymentRuleViolation.missingSourceAccount.message : nil
  }

  /// The text the user typed in `field`, or its prefilled value.
  func text(of field: PaymentField) -> String { draft.text(of: field) }

  /// The message under `field`, once the user has edited it and while it breaks a rule.
  func message(for field: PaymentField) -> String? {
    guard editedFields.contains(field) else { return nil }
    return validation.violations[field]?.message
  }

  var isSubmitEnabled: Bool { validation.request != nil && !isSubmitting }

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
    draft.account = accounts[index]
  }

  func textChanged(_ text: String, in field: PaymentField) {
    draft.texts[field] = text
    editedFields.insert(field)
  }

  func cancelTapped() {
    actions.didCancel()
  }

  /// Sends the draft; the rules that enable Submit only save the user a rejected tap, since
  /// SendPaymentUseCase checks them again before the request.
  func submitTapped() async {
    guard isSubmitEnabled else { return }
    isSubmitting = true
    submitErrorMessage = nil
    do throws(SendPaymentError) {
      actions.didCreatePayment(try await sendPayment.execute(draft))
    } catch {
      submitErrorMessage = error.message
    }
    isSubmitting = false
  }

  private func loadAccounts() async {
    isLoadingAccounts = true
    do throws(BankingError) {
      accounts = try await fetchAccounts.execute()
      if accounts.count == 1 { draft.account = accounts[0] }
    } catch {
      loadErrorMessage = error.message
    }
    isLoadingAccounts = false
  }
}
