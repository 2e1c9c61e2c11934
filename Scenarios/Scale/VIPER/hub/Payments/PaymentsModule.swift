// Role: Module interface of Payments: the feature's public builders, for the app's tab bar and
// for a feature that lets the user pay someone. Everything else in the feature is internal.
import Banking
import HeadlessUI

/// Builds the Payments feature's modules that other parts of the app may show.
@MainActor
public enum PaymentsModule {
  /// The feature's first module, the users: the root of its tab.
  public static func build(dependencies: any PaymentsDependencies) -> ViewController {
    UserListBuilder.build(service: dependencies.apiClient, clock: dependencies.clock)
  }

  /// The New payment form for `recipient`, to present modally; it closes itself on Cancel and
  /// once the payment is sent.
  public static func buildNewPayment(
    to recipient: User, dependencies: any PaymentsDependencies
  ) -> ViewController {
    NewPaymentBuilder.build(recipient: recipient, service: dependencies.apiClient, delegate: nil)
  }
}
