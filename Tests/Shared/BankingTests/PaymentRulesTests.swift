import Banking
import Display
import Testing

struct PaymentRulesTests {
  private let balance = Money(100, "EUR")

  @Test func aRecipientNeedsANameThatIsNotBlank() {
    #expect(throws: PaymentRuleViolation.missingRecipientName) {
      try PaymentRules.checkRecipientName(" \t")
    }
    #expect(throws: Never.self) { try PaymentRules.checkRecipientName("Ada") }
  }

  @Test(arguments: [
    "DE89 3704 0044 0532 0130 00", "de89370400440532013000", "GB29NWBK60161331926819",
  ])
  func wellFormedAccountNumbersPass(number: String) {
    #expect(throws: Never.self) { try PaymentRules.checkAccountNumber(number) }
  }

  @Test(arguments: [
    "", "DE12", "1289 3704 0044 0532 0130 00", "DEAB 3704 0044 0532 0130 00", "DE89 3704-0044",
  ])
  func malformedAccountNumbersFail(number: String) {
    #expect(throws: PaymentRuleViolation.malformedAccountNumber) {
      try PaymentRules.checkAccountNumber(number)
    }
  }

  @Test func anAmountMustParseBePositiveAndFitTheBalance() throws {
    #expect(throws: PaymentRuleViolation.unparsableAmount) {
      try PaymentRules.amount("ten", within: balance)
    }
    #expect(throws: PaymentRuleViolation.nonPositiveAmount) {
      try PaymentRules.amount("0.00", within: balance)
    }
    #expect(throws: PaymentRuleViolation.amountAboveBalance) {
      try PaymentRules.amount("100.01", within: balance)
    }
    #expect(try PaymentRules.amount("100", within: balance) == Money(100, "EUR"))
    #expect(try PaymentRules.amount("5000", within: nil) == Money(5000, "EUR"))
  }

  @Test func everyRuleAndErrorHasItsOwnMessageInTheCatalogue() {
    let messages = [
      Messages.missingSourceAccount, Messages.missingRecipientName,
      Messages.malformedAccountNumber, Messages.unparsableAmount, Messages.nonPositiveAmount,
      Messages.amountAboveBalance, Messages.offline, Messages.serviceUnavailable(code: 500),
      Messages.requestRejected(code: 404), Messages.unreadableAnswer, Messages.insufficientFunds,
    ]
    #expect(Set(messages).count == messages.count)
    #expect(PaymentRuleViolation.allCases.count == 6)
  }
}
