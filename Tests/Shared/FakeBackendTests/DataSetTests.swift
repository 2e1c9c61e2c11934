import Banking
import FakeBackend
import Testing

struct DataSetTests {
  @Test func theStandardSetHasADozenUsersSomeWithDiacriticsAndPayments() {
    let set = DataSet.standard
    #expect(set.users.count == 12)
    #expect(set.users.contains { $0.name.unicodeScalars.contains { !$0.isASCII } })
    #expect(Set(set.payments.map(\.userID)).count == 3)
    #expect(set.accounts.count == 1)
    #expect(DataSet.severalAccounts.accounts.count == 2)
  }

  @Test func everyUserHasAWellFormedUniqueAccountNumber() {
    let users = DataSet.standard.users + DataSet.generated(count: 500).users
    for user in users {
      #expect(throws: Never.self) { try PaymentRules.checkAccountNumber(user.accountNumber) }
    }
    #expect(Set(DataSet.generated(count: 500).users.map(\.accountNumber)).count == 500)
  }

  @Test func namesResolveAndUnknownOrHugeOnesDoNot() {
    #expect(DataSet.named("standard") == .standard)
    #expect(DataSet.named("empty")?.users.isEmpty == true)
    #expect(DataSet.named("generated-3")?.users.map(\.name) == ["User 1", "User 2", "User 3"])
    #expect(DataSet.named("generated-999999999") == nil)
    #expect(DataSet.named("standart") == nil)
  }
}
