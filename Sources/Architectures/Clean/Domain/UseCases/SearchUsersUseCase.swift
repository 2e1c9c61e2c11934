// Role: Use case (Domain). Which users a search finds: name or email, ignoring case and
// diacritics, surrounding spaces ignored.
// Domain: depends on nothing outside Domain but the fixture.
import Banking
import Foundation

protocol SearchUsersUseCase {
  func execute(_ users: [User], query: String) -> [User]
}

struct DefaultSearchUsersUseCase: SearchUsersUseCase {
  func execute(_ users: [User], query: String) -> [User] {
    let query = query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return users }
    return users.filter { user in
      [user.name, user.email].contains {
        $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
  }
}
