// Role: Entity (plain data). What the UserList interactor reports after a load or a search:
// the loaded users as the current search sees them. The presenter turns it into rows and
// messages without asking the interactor again.
import Banking

/// The loaded users, filtered by the current search.
struct UserSearch: Equatable {
  /// The search text as applied: leading and trailing spaces removed.
  var query: String
  /// The users the search lets through, in the server's order.
  var matches: [User]
  /// Whether any user is loaded at all, whatever the search.
  var hasUsers: Bool
}
