// Role: Builder (the app's dependencies) for Payments: the app fills the feature's
// dependencies and builds its first module.
import HeadlessUI
import VIPERPayments

extension AppDependencies: PaymentsDependencies {
  /// The feature's first module, the root of its tab.
  func makePayments() -> ViewController {
    PaymentsModule.build(dependencies: self)
  }
}
