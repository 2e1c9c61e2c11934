// Role: Builder (the app's dependencies) for __Title__: the app fills the feature's
// dependencies and builds its first module.
// scale:if contacts
import Banking
// scale:end
import HeadlessUI
import VIPER__Feature__
// scale:if contacts
import VIPERPayments
// scale:end

extension AppDependencies: __Feature__Dependencies {
  /// The feature's first module, the root of its tab.
  func make__Feature__() -> ViewController {
    __Feature__Module.build(dependencies: self)
  }
// scale:if contacts

  /// The form Contacts' Pay presents: Payments' own, from Payments' public builder.
  func makeNewPayment(to recipient: User) -> ViewController {
    PaymentsModule.buildNewPayment(to: recipient, dependencies: self)
  }
// scale:end
}
