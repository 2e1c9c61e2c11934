// Role: View model (Presentation). The New payment form's state: accounts from
// FetchAccountsUseCase, the draft the user types, the messages ValidatePaymentUseCase finds,
// and the submission through SendPaymentUseCase. Knows no view and no Data type.
import Banking
import Display
import Observation

@MainActor
@Observable
final class NewPaymentViewModel {
  private(set) var accounts: [Account] = []
  private(set) var draft: PaymentDraft
  private(set) var isLoadingAccounts = false
  private(set) var loadErrorMessage: String?
  private(set) var editedFields: Set<PaymentField> = []
  private(set) var isSubmitting = false
  private(set) var submitErrorMessage: String?
  /// True once the payment is created: the form has nothing left to do.
  private(set) var isFinished = false

  /// Hears about the created payment.
  @ObservationIgnored var onPaymentCreated: ((Payment) -> Void)?
  @ObservationIgnored private let fetchAccounts: any FetchAccountsUseCase
  @ObservationIgnored private let validatePayment: any ValidatePaymentUseCase
  @ObservationIgnored private let sendPayment: any SendPaymentUseCase

  init(
    recipient: User, fetchAccounts: any FetchAccountsUseCase,
    validatePayment: any ValidatePaymentUseCase, sendPayment: any SendPaymentUseCase
  ) {
    draft = PaymentDraft(
      recipient: recipient, account: nil,
      texts: [.recipientName: recipient.name, .accountNumber: recipient.accountNumber])
    self.fetchAccounts = fetchAccounts
    self.validatePayment = validatePayment
    self.sendPayment = sendPayment
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
    draft.account = accounts[index]
  }

  func textChanged(_ text: String, in field: PaymentField) {
    draft.texts[field] = text
    editedFields.insert(field)
  }

  func submitTapped() async {
    guard let request = validation.request, !isSubmitting else { return }
    isSubmitting = true
    submitErrorMessage = nil
    do throws(BankingError) {
      let payment = try await sendPayment.execute(request)
      onPaymentCreated?(payment)
      isFinished = true
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
