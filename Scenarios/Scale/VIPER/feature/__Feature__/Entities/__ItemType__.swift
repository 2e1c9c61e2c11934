// Role: Entity (__Title__). One item of the feature as its interactors hand it on: plain
// data, no behaviour and no display text.
// scale:if contacts
import Banking
// scale:end

/// One item of __Title__, as the server describes it.
struct __ItemType__: Equatable {
  var id: Int
  var name: String
// scale:if contacts
  var email: String
  var accountNumber: String

  /// The contact as Payments' form takes a recipient: a `User` of the bank.
  var recipient: User {
    User(id: id, name: name, email: email, accountNumber: accountNumber)
  }
// scale:else
  /// Its status as the server gives it.
  var status: String
// scale:end
}
