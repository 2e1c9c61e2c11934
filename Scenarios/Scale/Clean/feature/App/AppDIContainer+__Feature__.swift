// Role: App DI container (Application, the composition root). Makes the __Title__ feature's
// module with what the app shares with every feature: its team adds this file, not a line to
// the container.
import Clean__Feature__

extension AppDIContainer {
  func make__Feature__Module() -> __Feature__Module {
// scale:if contacts
    // Pay presents Payments' New payment form: the link between the two features, made here.
    ContactsModule(
      dependencies: .init(
        remoteDataSource: remoteDataSource, balanceRepository: balanceRepository,
        makeNewPaymentViewController: paymentsModule.makeNewPaymentViewController))
// scale:else
    __Feature__Module(
      dependencies: .init(
        remoteDataSource: remoteDataSource, balanceRepository: balanceRepository))
// scale:end
  }
}
