// Role: Use case (Domain). Applies the payment rules to a draft: the rule each field breaks,
// and the request a valid draft becomes.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking
import Foundation

/// The outcome of checking a draft.
public struct PaymentValidation: Equatable, Sendable {
  public var violations: [PaymentField: PaymentRuleViolation]
  /// The request to send; nil unless an account is chosen and every rule holds.
  public var request: PaymentOrder?

  public init(violations: [PaymentField: PaymentRuleViolation], request: PaymentOrder?) {
    self.violations = violations
    self.request = request
  }
}

public protocol ValidatePaymentUseCase {
  func execute(_ draft: PaymentDraft) -> PaymentValidation
}

public struct DefaultValidatePaymentUseCase: ValidatePaymentUseCase {
  public init() {}

  public func execute(_ draft: PaymentDraft) -> PaymentValidation {
    var violations: [PaymentField: PaymentRuleViolation] = [:]
    do { try PaymentRules.checkRecipientName(draft.text(of: .recipientName)) } catch {
      violations[.recipientName] = error
    }
    do { try PaymentRules.checkAccountNumber(draft.text(of: .accountNumber)) } catch {
      violations[.accountNumber] = error
    }
    var amount: Money?
    do {
      amount = try PaymentRules.amount(draft.text(of: .amount), within: draft.account?.balance)
    } catch { violations[.amount] = error }

    guard let account = draft.account, let amount, violations.isEmpty else {
      return PaymentValidation(violations: violations, request: nil)
    }
    let note = draft.text(of: .note).trimmingCharacters(in: .whitespaces)
    let request = PaymentOrder(
      userID: draft.recipient.id, accountID: account.id,
      recipientName: draft.text(of: .recipientName),
      accountNumber: draft.text(of: .accountNumber), amount: amount,
      note: note.isEmpty ? nil : note)
    return PaymentValidation(violations: violations, request: request)
  }
}
