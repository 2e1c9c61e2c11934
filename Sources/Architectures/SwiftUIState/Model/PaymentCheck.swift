// Role: Model (SwiftUI state). What a filled-in payment form amounts to: the rule each of its
// fields breaks and, when none is, the order to send. The form's view holds the texts in its
// state and shows the messages; the rules are the model's, a value its body computes.
import Banking
import Foundation

struct PaymentCheck {
  /// No account chosen while there are several to choose from.
  var account: PaymentRuleViolation?
  var recipientName: PaymentRuleViolation?
  var accountNumber: PaymentRuleViolation?
  var amount: PaymentRuleViolation?
  /// The order to send; nil while a rule is broken.
  var order: PaymentOrder?

  /// Checks the form's texts for a payment to `recipient` from `account`, one of `accounts`;
  /// an empty note is no note.
  init(
    recipient: User, account: Account?, accounts: [Account], recipientName: String,
    accountNumber: String, amount: String, note: String
  ) {
    self.account = account == nil && accounts.count > 1 ? .missingSourceAccount : nil
    self.recipientName = Self.violation { () throws(PaymentRuleViolation) in
      try PaymentRules.checkRecipientName(recipientName)
    }
    self.accountNumber = Self.violation { () throws(PaymentRuleViolation) in
      try PaymentRules.checkAccountNumber(accountNumber)
    }
    var money: Money?
    self.amount = Self.violation { () throws(PaymentRuleViolation) in
      money = try PaymentRules.amount(amount, within: account?.balance)
    }
    guard let account, let money, self.recipientName == nil, self.accountNumber == nil else {
      return
    }
    let note = note.trimmingCharacters(in: .whitespaces)
    order = PaymentOrder(
      userID: recipient.id, accountID: account.id, recipientName: recipientName,
      accountNumber: accountNumber, amount: money, note: note.isEmpty ? nil : note)
  }

  private static func violation(_ check: () throws(PaymentRuleViolation) -> Void)
    -> PaymentRuleViolation?
  {
    do {
      try check()
      return nil
    } catch {
      return error
    }
  }
}
