// Role: Service (data access), shared by every feature: what an interactor needs from the
// balance's one owner. Interactors observe it; tests replace it with a fake.
import Banking

/// The balance of the user's accounts, as every feature's list shows it: the service loads it
/// the first time an observer comes, and tells every observer when it is known.
@MainActor
public protocol BalanceService: AnyObject {
  /// Adds `observer`, held weakly; it hears the balance now if it is known, and whenever it
  /// changes.
  func addObserver(_ observer: any BalanceObserver)
}

/// What hears about the balance: the interactors of the features' lists.
@MainActor
public protocol BalanceObserver: AnyObject {
  func balanceChanged(_ balance: Money)
}
