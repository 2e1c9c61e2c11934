// Role: Module interface of Payments: what the feature needs from the app, which the app
// dependencies provide. It names no other feature.
import AppRuntime
import VIPERCore

/// What Payments takes from the app: the one API client and the clock for the search's delay.
@MainActor
public protocol PaymentsDependencies {
  var apiClient: APIClient { get }
  var clock: any AppClock { get }
}
