// scale:if contacts
// Role: Model (entity). A contact is one of the bank's users the signed-in user pays: the
// domain's `User`, with what Payments' form needs (name, email, account number).
import Banking

/// A payee of the Contacts tab: the same entity Payments' recipients are.
typealias Contact = User
// scale:else
// Role: Model (entity). One item of __Title__ as the server describes it; the feature's
// screens show it, and no other feature knows it.

/// An item of __Title__: its name and its status, in the bank's own words.
struct __ItemType__: Equatable {
  var id: Int
  var name: String
  var status: String
}
// scale:end
