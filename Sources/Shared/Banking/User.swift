/// A person the app's user can pay: the rows of the Users screen.
public struct User: Hashable, Sendable, Identifiable {
  public var id: Int
  public var name: String
  public var email: String
  /// The account payments to this user go to, IBAN-like (`DE44 5001 0517 5407 3249 31`).
  public var accountNumber: String

  public init(id: Int, name: String, email: String, accountNumber: String) {
    self.id = id
    self.name = name
    self.email = email
    self.accountNumber = accountNumber
  }
}
