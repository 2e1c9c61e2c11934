// Role: Use case (Domain). Applies the payment rules to a payment input: the rules it breaks,
// and the order a valid input becomes.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking
import Foundation

/// The outcome of checking a payment input.
public struct PaymentValidation: Equatable, Sendable {
  /// The rules the input breaks, in the order they are checked: recipient name, account
  /// number, amount, then the account to pay from. Empty once the input is valid.
  public var violations: [PaymentRuleViolation]
  /// The order to send; nil unless every rule holds.
  public var order: PaymentOrder?

  public init(violations: [PaymentRuleViolation], order: PaymentOrder?) {
    self.violations = violations
    self.order = order
  }
}

public protocol ValidatePaymentUseCase {
  func execute(_ input: PaymentInput) -> PaymentValidation
}

public struct DefaultValidatePaymentUseCase: ValidatePaymentUseCase {
  public init() {}

  public func execute(_ input: PaymentInput) -> PaymentValidation {
    var violations: [PaymentRuleViolation] = []
    do { try PaymentRules.checkRecipientName(input.recipientName) } catch {
      violations.append(error)
    }
    do { try PaymentRules.checkAccountNumber(input.accountNumber) } catch {
      violations.append(error)
    }
    var amount: Money?
    do {
      amount = try PaymentRules.amount(input.amount, within: input.account?.balance)
    } catch { violations.append(error) }
    if input.account == nil { violations.append(.missingSourceAccount) }

    guard let account = input.account, let amount, violations.isEmpty else {
      return PaymentValidation(violations: violations, order: nil)
    }
    let note = input.note.trimmingCharacters(in: .whitespaces)
    let order = PaymentOrder(
      userID: input.recipient.id, accountID: account.id, recipientName: input.recipientName,
      accountNumber: input.accountNumber, amount: amount, note: note.isEmpty ? nil : note)
    return PaymentValidation(violations: violations, order: order)
  }
}
