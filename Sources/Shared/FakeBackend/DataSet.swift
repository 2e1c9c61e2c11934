import Banking
import Foundation

/// A named, deterministic world for the fake server: users, the app user's accounts and
/// the payments already made.
public struct DataSet: Hashable, Sendable {
  /// The statuses the grown app's actions changed, by `FEATURE/ID` (docs/SCALE.md); every
  /// other item has its feature's first status.
  public var itemStatuses: [String: String] = [:]
  public var users: [User]
  public var accounts: [Account]
  public var payments: [Payment]
  /// The date the server gives new payments.
  public var today: String

  public init(users: [User], accounts: [Account], payments: [Payment], today: String) {
    self.users = users
    self.accounts = accounts
    self.payments = payments
    self.today = today
  }

  /// The names scenarios use: `standard`, `several-accounts`, `empty`, and `generated-N`.
  public static let names = ["standard", "several-accounts", "empty", "generated-N"]

  /// The data set a scenario names, or nil for an unknown name.
  public static func named(_ name: String) -> DataSet? {
    switch name {
    case "standard": return .standard
    case "several-accounts": return .severalAccounts
    case "empty": return .empty
    default:
      guard name.hasPrefix("generated-"), let count = Int(name.dropFirst("generated-".count)),
        (0...generatedLimit).contains(count)
      else { return nil }
      return .generated(count: count)
    }
  }

  /// The most users `generated(count:)` makes, so no scenario can exhaust memory.
  public static let generatedLimit = 100_000

  static let everyday = Account(
    id: 1, name: "Everyday", number: "DE89 3704 0044 0532 0130 00",
    balance: Money(1250, "EUR"))

  /// Twelve users, some with diacritics, three with payments; one account.
  public static let standard = DataSet(
    users: [
      User(id: 1, name: "Ada Lovelace", email: "ada@example.com", accountNumber: iban(1)),
      User(id: 2, name: "Alan Turing", email: "alan@example.co.uk", accountNumber: iban(2)),
      User(
        id: 3, name: "Björk Guðmundsdóttir", email: "bjork@example.is", accountNumber: iban(3)),
      User(id: 4, name: "Chloé Dubois", email: "chloe@example.fr", accountNumber: iban(4)),
      User(id: 5, name: "Émile Zola", email: "emile@example.fr", accountNumber: iban(5)),
      User(id: 6, name: "Grace Hopper", email: "grace@example.com", accountNumber: iban(6)),
      User(id: 7, name: "José Álvarez", email: "jose@example.es", accountNumber: iban(7)),
      User(id: 8, name: "Katherine Johnson", email: "kj@example.com", accountNumber: iban(8)),
      User(id: 9, name: "Linus Torvalds", email: "linus@example.fi", accountNumber: iban(9)),
      User(
        id: 10, name: "Margaret Hamilton", email: "margaret@example.com", accountNumber: iban(10)),
      User(id: 11, name: "Søren Kierkegaard", email: "soren@example.dk", accountNumber: iban(11)),
      User(id: 12, name: "Zoë Ångström", email: "zoe@example.se", accountNumber: iban(12)),
    ],
    accounts: [everyday],
    payments: [
      Payment(
        id: 1, userID: 1, accountID: 1, amount: Money(25, "EUR"), status: .completed,
        date: "2026-04-02", note: "Books"),
      Payment(
        id: 2, userID: 1, accountID: 1, amount: Money(Decimal(string: "1200.5")!, "EUR"),
        status: .pending, date: "2026-04-28"),
      Payment(
        id: 3, userID: 6, accountID: 1, amount: Money(Decimal(string: "9.99")!, "EUR"),
        status: .failed, date: "2026-03-15", note: "Coffee"),
      Payment(
        id: 4, userID: 3, accountID: 1, amount: Money(80, "EUR"), status: .completed,
        date: "2026-02-20"),
    ],
    today: "2026-05-04")

  /// The standard users, with a second account to choose from.
  public static let severalAccounts: DataSet = {
    var set = standard
    set.accounts.append(
      Account(
        id: 2, name: "Savings", number: "DE02 1203 0000 0000 2020 51",
        balance: Money(5000, "EUR")))
    return set
  }()

  /// No users at all; the app user still has an account.
  public static let empty = DataSet(
    users: [], accounts: [everyday], payments: [], today: "2026-05-04")

  /// `count` users named `User 1` to `User N`, for scale tests.
  public static func generated(count: Int) -> DataSet {
    let users = (0..<count).map { index in
      User(
        id: index + 1, name: "User \(index + 1)", email: "user\(index + 1)@example.com",
        accountNumber: iban(index + 1))
    }
    return DataSet(users: users, accounts: [everyday], payments: [], today: "2026-05-04")
  }

  /// A well-formed account number that differs per user.
  static func iban(_ seed: Int) -> String {
    String(format: "DE%02d 5001 0517 %08d", 10 + seed % 90, seed)
  }
}
