import Banking

/// The API's JSON as the server writes and reads it (docs/FEATURE.md, "The backend"): the
/// domain knows nothing of it, so every app decodes and encodes these shapes in its own code.

/// Money as the API writes it: the amount as an exact string with two decimals.
struct MoneyJSON: Codable {
  var amount: String
  var currency: String

  init(_ money: Money) {
    amount = money.plainAmount
    currency = money.currency
  }

  var money: Money? { Money(parsing: amount, currency: currency) }
}

struct UserJSON: Encodable {
  var id: Int
  var name: String
  var email: String
  var accountNumber: String

  init(_ user: User) {
    (id, name, email, accountNumber) = (user.id, user.name, user.email, user.accountNumber)
  }
}

struct AccountJSON: Encodable {
  var id: Int
  var name: String
  var number: String
  var balance: MoneyJSON

  init(_ account: Account) {
    (id, name, number) = (account.id, account.name, account.number)
    balance = MoneyJSON(account.balance)
  }
}

struct PaymentJSON: Encodable {
  var id: Int
  var userID: Int
  var accountID: Int
  var amount: MoneyJSON
  var status: String
  var date: String
  var note: String?

  init(_ payment: Payment) {
    (id, userID, accountID) = (payment.id, payment.userID, payment.accountID)
    amount = MoneyJSON(payment.amount)
    (date, note) = (payment.date, payment.note)
    status =
      switch payment.status {
      case .pending: "pending"
      case .completed: "completed"
      case .failed: "failed"
      }
  }
}

/// The body of `POST /payments`.
struct PaymentOrderJSON: Decodable {
  var userID: Int
  var accountID: Int
  var recipientName: String
  var accountNumber: String
  var amount: MoneyJSON
  var note: String?

  /// The order, or nil when its amount is not an amount.
  var order: PaymentOrder? {
    amount.money.map {
      PaymentOrder(
        userID: userID, accountID: accountID, recipientName: recipientName,
        accountNumber: accountNumber, amount: $0, note: note)
    }
  }
}

/// An item of a grown app's feature (docs/SCALE.md): three per feature, `Card 1` to `Card 3`;
/// Contacts' are the first three users, with what a payment to them needs.
struct ItemJSON: Encodable {
  var id: Int
  var name: String
  var status: String
  var email: String?
  var accountNumber: String?

  static func items(of path: String, in data: DataSet) -> [ItemJSON] {
    guard let feature = ScaleFeature.named(path: path) else { return [] }
    if path == "contacts" {
      return data.users.prefix(3).map { user in
        ItemJSON(
          id: user.id, name: user.name, status: user.accountNumber, email: user.email,
          accountNumber: user.accountNumber)
      }
    }
    return (1...3).map { id in
      ItemJSON(
        id: id, name: "\(feature.itemName) \(id)",
        status: data.itemStatuses["\(path)/\(id)"] ?? feature.status)
    }
  }

  static func item(_ id: String, of path: String, in data: DataSet) -> ItemJSON? {
    items(of: path, in: data).first { String($0.id) == id }
  }
}
