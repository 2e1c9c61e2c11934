// scale:if contacts
// Role: Model. A contact as the feature keeps it: someone the user pays, with what a payment
// to them needs.
import Banking

/// One of the user's contacts.
public struct Contact: Equatable, Identifiable {
  public let id: Int
  let name: String
  let email: String
  let accountNumber: String

  /// The contact as the recipient of a payment.
  var user: User { User(id: id, name: name, email: email, accountNumber: accountNumber) }
}
// scale:else
// Role: Model. An item of __Title__ as the feature keeps it: its name and its status.

/// An item of __Title__, as the list and the detail show it.
public struct __ItemType__: Equatable, Identifiable {
  public let id: Int
  let name: String
  var status: String
}
// scale:end
