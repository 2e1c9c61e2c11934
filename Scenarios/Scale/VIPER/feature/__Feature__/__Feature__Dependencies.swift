// Role: Module interface of __Title__: what the feature needs from the app, which the app
// dependencies provide. It names no other feature.
// scale:if contacts
import Banking
import HeadlessUI
// scale:end
import VIPERCore

/// What __Title__ takes from the app: the one API client and the balance's owner.
@MainActor
public protocol __Feature__Dependencies {
  var apiClient: APIClient { get }
  var balance: any BalanceService { get }
// scale:if contacts
  /// Payments' New payment form for a recipient, which closes itself on Cancel and once the
  /// payment is sent: the app fills it with Payments' builder, so Contacts names no feature.
  func makeNewPayment(to recipient: User) -> ViewController
// scale:end
}
