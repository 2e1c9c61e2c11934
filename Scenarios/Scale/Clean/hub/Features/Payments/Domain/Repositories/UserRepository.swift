// Role: Repository protocol (Domain). How the domain gets users; Data implements it.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol UserRepository: AnyObject {
  /// Every user, by id.
  func users() async throws(BankingError) -> [User]
}
