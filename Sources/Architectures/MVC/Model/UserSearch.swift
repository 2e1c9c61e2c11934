// Role: Model (MVC). Which users a search finds. Domain logic such as search matching
// lives in the model, and the controller calls it (canon rule 3, "Move Domain Logic into
// the Model").
import Banking
import Foundation

enum UserSearch {
  /// The users whose name or email contains `query`, ignoring case and diacritics and the
  /// query's surrounding spaces; every user for an empty query.
  static func users(_ users: [User], matching query: String) -> [User] {
    let query = query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return users }
    return users.filter { user in
      [user.name, user.email].contains {
        $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
  }
}
