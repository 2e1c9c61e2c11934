// Role: View model. Holds the New payment form: the accounts, what the user typed, the
// message of each broken rule, whether Submit is possible, and the submission. Imports no
// UI code, knows no view, and reports the payment it created through `onPaymentCreated`
// and the end of the form through `onFinish`, which the coordinator sets.
import Banking
import Display
import Foundation
import Observation

@MainActor
@Observable
final class NewPaymentViewModel {
  enum Field: Hashable {
    case recipientName
    case accountNumber
    case amount
    case note
  }

  private let recipient: User
  private var accounts: [Account] = []
  private var selectedAccountID: Int?
  private(set) var isLoadingAccounts = false
  private(set) var loadErrorMessage: String?
  private var texts: [Field: String]
  private var editedFields: Set<Field> = []
  private(set) var isSubmitting = false
  private(set) var submitErrorMessage: String?

  /// Reports the payment the form created.
  @ObservationIgnored var onPaymentCreated: ((Payment) -> Void)?
  /// Reports that the form is done: cancelled, or its payment created.
  @ObservationIgnored var onFinish: (() -> Void)?
  @ObservationIgnored private let service: any BankingService

  init(recipient: User, service: any BankingService) {
    self.recipient = recipient
    self.service = service
    texts = [
      .recipientName: recipient.name, .accountNumber: recipient.accountNumber, .amount: "",
      .note: "",
    ]
  }

  func text(of field: Field) -> String { texts[field] ?? "" }

  private var selectedAccount: Account? { accounts.first { $0.id == selectedAccountID } }

  var accountRows: [Row] {
    accounts.map { account in
      Row(
        title: account.name,
        subtitle: "\(account.number) · \(DisplayFormat.money(account.balance))",
        isChecked: account.id == selectedAccountID)
    }
  }

  var accountMessage: String? {
    selectedAccount == nil && accounts.count > 1
      ? PaymentRuleViolation.missingSourceAccount.message : nil
  }

  /// The message under `field`, once the user has edited it and while it breaks a rule.
  func message(for field: Field) -> String? {
    guard editedFields.contains(field) else { return nil }
    return violation(of: field)?.message
  }

  var isSubmitEnabled: Bool { paymentRequest != nil && !isSubmitting }
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
    selectedAccountID = accounts[index].id
  }

  func textChanged(_ text: String, in field: Field) {
    texts[field] = text
    editedFields.insert(field)
  }

  func cancelTapped() {
    guard canClose else { return }
    onFinish?()
  }

  func submitTapped() async {
    guard let request = paymentRequest, !isSubmitting else { return }
    isSubmitting = true
    submitErrorMessage = nil
    do throws(BankingError) {
      let payment = try await service.createPayment(request)
      onPaymentCreated?(payment)
      onFinish?()
    } catch {
      submitErrorMessage = error.message
    }
    isSubmitting = false
  }

  // MARK: - Rules

  private func violation(of field: Field) -> PaymentRuleViolation? {
    do throws(PaymentRuleViolation) {
      switch field {
      case .recipientName: try PaymentRules.checkRecipientName(text(of: .recipientName))
      case .accountNumber: try PaymentRules.checkAccountNumber(text(of: .accountNumber))
      case .amount: _ = try PaymentRules.amount(text(of: .amount), within: selectedAccount?.balance)
      case .note: break
      }
      return nil
    } catch {
      return error
    }
  }

  /// The request Submit would send, or nil while the form is not valid.
  private var paymentRequest: PaymentOrder? {
    guard let selectedAccount,
      let amount = try? PaymentRules.amount(text(of: .amount), within: selectedAccount.balance),
      violation(of: .recipientName) == nil, violation(of: .accountNumber) == nil
    else { return nil }
    let note = text(of: .note).trimmingCharacters(in: .whitespaces)
    return PaymentOrder(
      userID: recipient.id, accountID: selectedAccount.id, recipientName: text(of: .recipientName),
      accountNumber: text(of: .accountNumber), amount: amount, note: note.isEmpty ? nil : note)
  }

  private func loadAccounts() async {
    isLoadingAccounts = true
    do throws(BankingError) {
      accounts = try await service.accounts()
      if accounts.count == 1 { selectedAccountID = accounts[0].id }
    } catch {
      loadErrorMessage = error.message
    }
    isLoadingAccounts = false
  }
}
