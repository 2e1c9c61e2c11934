// Role: Interactor (NewPayment). The business logic and data access of the form: fetches
// the accounts, applies the payment rules to a draft, and submits the payment. Reports to
// its output, held weakly.
import Banking
import Foundation

final class NewPaymentInteractor: NewPaymentUseCase {
  weak var output: (any NewPaymentInteractorOutput)?
  private let service: any BankingService

  init(service: any BankingService) {
    self.service = service
  }

  func fetchAccounts() {
    // Held weakly: a module whose screen has closed is freed while its request is out.
    Task { [weak self, service] in
      do throws(BankingError) {
        let accounts = try await service.accounts()
        self?.output?.accountsFetched(accounts)
      } catch {
        self?.output?.accountsFetchFailed(error)
      }
    }
  }

  func check(_ draft: PaymentDraft) -> PaymentCheck {
    var violations: [PaymentField: PaymentRuleViolation] = [:]
    do { try PaymentRules.checkRecipientName(draft.text(of: .recipientName)) } catch {
      violations[.recipientName] = error
    }
    do { try PaymentRules.checkAccountNumber(draft.text(of: .accountNumber)) } catch {
      violations[.accountNumber] = error
    }
    let amount: Money?
    do {
      amount = try PaymentRules.amount(draft.text(of: .amount), within: draft.account?.balance)
    } catch {
      violations[.amount] = error
      amount = nil
    }
    guard let account = draft.account, let amount, violations.isEmpty else {
      return PaymentCheck(violations: violations, request: nil)
    }
    let note = draft.text(of: .note).trimmingCharacters(in: .whitespaces)
    let request = PaymentOrder(
      userID: draft.recipient.id, accountID: account.id,
      recipientName: draft.text(of: .recipientName),
      accountNumber: draft.text(of: .accountNumber), amount: amount,
      note: note.isEmpty ? nil : note)
    return PaymentCheck(violations: violations, request: request)
  }

  func submit(_ request: PaymentOrder) {
    // Held weakly too: the form cannot be closed while it sends, so its module is there
    // for the answer.
    Task { [weak self, service] in
      do throws(BankingError) {
        let payment = try await service.createPayment(request)
        self?.output?.paymentCreated(payment)
      } catch {
        self?.output?.paymentFailed(error)
      }
    }
  }
}
