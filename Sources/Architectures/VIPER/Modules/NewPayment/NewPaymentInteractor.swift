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
    Task {
      do throws(BankingError) {
        output?.accountsFetched(try await service.accounts())
      } catch {
        output?.accountsFetchFailed(error)
      }
    }
  }

  func violations(of draft: PaymentDraft) -> [PaymentField: PaymentRuleViolation] {
    var violations: [PaymentField: PaymentRuleViolation] = [:]
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

  func request(for draft: PaymentDraft) -> PaymentRequest? {
    guard let account = draft.account, violations(of: draft).isEmpty,
      let amount = try? PaymentRules.amount(draft.text(of: .amount), within: account.balance)
    else { return nil }
    let note = draft.text(of: .note).trimmingCharacters(in: .whitespaces)
    return PaymentRequest(
      userID: draft.recipient.id, accountID: account.id,
      recipientName: draft.text(of: .recipientName),
      accountNumber: draft.text(of: .accountNumber), amount: amount,
      note: note.isEmpty ? nil : note)
  }

  func submit(_ request: PaymentRequest) {
    // The output is held until the answer comes: a payment sent is reported even when the
    // user has cancelled the form meanwhile.
    Task { [output] in
      do throws(BankingError) {
        output?.paymentCreated(try await service.createPayment(request))
      } catch {
        output?.paymentFailed(error)
      }
    }
  }
}
