import Banking
import Display
import Foundation
import Testing

struct MoneyTests {
  @Test(arguments: [
    ("0", "0.00 EUR"), ("12.5", "12.50 EUR"), ("999.99", "999.99 EUR"),
    ("1250", "1,250.00 EUR"), ("1234567.8", "1,234,567.80 EUR"),
    ("123456789012345678901234567890.5", "123,456,789,012,345,678,901,234,567,890.50 EUR"),
  ])
  func formatsWithTwoDecimalsAndGroupedThousands(text: String, formatted: String) throws {
    let money = try #require(Money(parsing: text, currency: "EUR"))
    #expect(DisplayFormat.money(money) == formatted)
  }

  @Test(arguments: ["", ".5", "12.", "12,50", "12.505", "-5", "1e3", " 12", "12 ", "١٢"])
  func rejectsAnythingButDigitsAndAtMostTwoDecimals(text: String) {
    #expect(Money(parsing: text, currency: "EUR") == nil)
  }

  @Test(arguments: [("1200.5", "1200.50"), ("0", "0.00"), ("12.345", "12.34"), ("12.355", "12.36")])
  func plainAmountHasExactlyTwoDecimalsAndReadsBack(text: String, plain: String) throws {
    let money = Money(try #require(Decimal(string: text)), "EUR")
    #expect(money.plainAmount == plain)
    #expect(Money(parsing: plain, currency: "EUR")?.plainAmount == plain)
  }
}
