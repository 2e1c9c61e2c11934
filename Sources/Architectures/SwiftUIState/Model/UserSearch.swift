// Role: Model (SwiftUI state). Which users a search finds: a rule of the model, which the
// Users view calls while its body runs.
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
