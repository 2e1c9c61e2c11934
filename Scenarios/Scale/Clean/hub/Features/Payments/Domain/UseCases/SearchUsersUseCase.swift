// Role: Use case (Domain). Which users a search finds: name or email, ignoring case and
// diacritics, surrounding spaces ignored.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking
import Foundation

public protocol SearchUsersUseCase {
  func execute(_ users: [User], query: String) -> [User]
}

public struct DefaultSearchUsersUseCase: SearchUsersUseCase {
  public init() {}

  public func execute(_ users: [User], query: String) -> [User] {
    let query = query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return users }
    return users.filter { user in
      [user.name, user.email].contains {
        $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
  }
}
