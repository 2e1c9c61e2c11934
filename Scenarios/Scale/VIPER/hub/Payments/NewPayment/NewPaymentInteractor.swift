// Role: Interactor (NewPayment). The business logic and data access of the form: it owns
// the draft and the accounts, applies the payment rules to every change, fetches the
// accounts and submits the payment. Reports plain data to its output, held weakly. The
// draft is its own state, keyed by the module's fields, so it lives here and not among the
// entities.
import Banking
import Foundation

@MainActor
final class NewPaymentInteractor: NewPaymentInteractorInput {
  /// The payment as typed so far, before the rules have passed: the recipient, the chosen
  /// account and the text of each field.
  private struct Draft {
    var recipient: User
    var account: Account?
    var texts: [NewPaymentField: String]

    func text(of field: NewPaymentField) -> String { texts[field] ?? "" }
  }

  weak var output: (any NewPaymentInteractorOutput)?
  private let service: any BankingService
  private var draft: Draft
  private var accounts: [Account] = []

  init(service: any BankingService, recipient: User) {
    self.service = service
    draft = Draft(
      recipient: recipient, account: nil,
      texts: [.recipientName: recipient.name, .accountNumber: recipient.accountNumber])
  }

  func start() {
    output?.formOpened(texts: draft.texts, form: form)
    fetchAccounts()
  }

  func fetchAccounts() {
    // Held weakly: a module whose screen has closed is freed while its request is out.
    Task { [weak self, service] in
      do throws(BankingError) {
        let accounts = try await service.accounts()
        self?.accountsFetched(accounts)
      } catch {
        self?.output?.accountsFetchFailed(error)
      }
    }
  }

  func chooseAccount(id: Int) {
    guard let account = accounts.first(where: { $0.id == id }) else { return }
    draft.account = account
    output?.formChanged(form)
  }

  func setText(_ text: String, of field: NewPaymentField) {
    draft.texts[field] = text
    output?.formChanged(form)
  }

  func submit() {
    guard let order = order(violations: violations) else { return }
    // Held weakly too: the form cannot be closed while it sends, so its module is there
    // for the answer.
    Task { [weak self, service] in
      do throws(BankingError) {
        let payment = try await service.createPayment(order)
        self?.output?.paymentCreated(payment)
      } catch {
        self?.output?.paymentFailed(error)
      }
    }
  }

  private func accountsFetched(_ accounts: [Account]) {
    self.accounts = accounts
    if accounts.count == 1 { draft.account = accounts[0] }
    output?.accountsFetched(form)
  }

  // MARK: - Rules

  /// The draft as the presenter shows it.
  private var form: NewPaymentForm {
    let violations = violations
    return NewPaymentForm(
      accounts: accounts, chosenAccountID: draft.account?.id, violations: violations,
      accountViolation: draft.account == nil && accounts.count > 1 ? .missingSourceAccount : nil,
      canSubmit: order(violations: violations) != nil)
  }

  /// The first rule each field breaks.
  private var violations: [NewPaymentField: PaymentRuleViolation] {
    var violations: [NewPaymentField: PaymentRuleViolation] = [:]
    do { try PaymentRules.checkRecipientName(draft.text(of: .recipientName)) } catch {
      violations[.recipientName] = error
    }
    do { try PaymentRules.checkAccountNumber(draft.text(of: .accountNumber)) } catch {
      violations[.accountNumber] = error
    }
    do {
      _ = try PaymentRules.amount(draft.text(of: .amount), within: draft.account?.balance)
    } catch {
      violations[.amount] = error
    }
    return violations
  }

  /// The payment a valid draft with an account makes; nil otherwise.
  private func order(violations: [NewPaymentField: PaymentRuleViolation]) -> PaymentOrder? {
    guard let account = draft.account, violations.isEmpty,
      let amount = try? PaymentRules.amount(draft.text(of: .amount), within: account.balance)
    else { return nil }
    let note = draft.text(of: .note).trimmingCharacters(in: .whitespaces)
    return PaymentOrder(
      userID: draft.recipient.id, accountID: account.id,
      recipientName: draft.text(of: .recipientName),
      accountNumber: draft.text(of: .accountNumber), amount: amount,
      note: note.isEmpty ? nil : note)
  }
}
