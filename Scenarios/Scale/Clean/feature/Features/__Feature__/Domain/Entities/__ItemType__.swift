// scale:if contacts
// Role: Entity (Domain). A contact: one of the bank's users the customer pays, so the shared
// Banking domain's `User`, with the name, email and account number a payment needs.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

/// Someone the user pays: Payments' New payment form takes a contact as its recipient.
public typealias Contact = User
// scale:else
// Role: Entity (Domain). One item of the __Title__ feature: its id, its name and where it
// stands. It carries no decoding and no display text.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.

public struct __ItemType__: Equatable, Sendable {
  public var id: Int
  /// What the user calls it, as the server names it.
  public var name: String
  /// Where it stands, as the server says it.
  public var status: String

  public init(id: Int, name: String, status: String) {
    self.id = id
    self.name = name
    self.status = status
  }
}
// scale:end
