// Role: Module interface of __Title__: the feature's one public builder, which the app's tab
// bar shows. Everything else in the feature is internal to it.
import HeadlessUI

/// Builds the __Title__ feature.
@MainActor
public enum __Feature__Module {
  /// The feature's first module, its list: the root of its tab.
  public static func build(dependencies: any __Feature__Dependencies) -> ViewController {
// scale:if contacts
    ContactListBuilder.build(
      service: dependencies.apiClient, balance: dependencies.balance,
      makeNewPayment: { dependencies.makeNewPayment(to: $0) })
// scale:else
    __ItemType__ListBuilder.build(service: dependencies.apiClient, balance: dependencies.balance)
// scale:end
  }
}
