/// One of the app user's own accounts, a source for payments.
public struct Account: Hashable, Sendable, Identifiable {
  public var id: Int
  public var name: String
  public var number: String
  public var balance: Money

  public init(id: Int, name: String, number: String, balance: Money) {
    self.id = id
    self.name = name
    self.number = number
    self.balance = balance
  }
}
