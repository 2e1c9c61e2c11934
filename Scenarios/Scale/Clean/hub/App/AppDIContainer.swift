// Role: App DI container (Application, the composition root). Builds what lives as long as
// the app and every feature shares: the one data source, which sends the signed-in user's
// token with every request, and the balance's one owner; and Payments' module, whose form
// Contacts' Pay shows too. Each other feature's module is made in an extension of its own
// (AppDIContainer+FEATURE.swift). The only target that imports every layer.
import AppRuntime
import CleanPayments
import SharedData
import SharedDomain

@MainActor
final class AppDIContainer {
  /// The one client of the backend: every feature's repositories send through it.
  let remoteDataSource: RemoteDataSource
  /// The balance's one owner, which every feature's list reads through its use case.
  let balanceRepository: any BalanceRepository
  /// Payments, the first tab; built once, since Contacts' Pay presents its form too.
  let paymentsModule: PaymentsModule

  init(environment: AppEnvironment) {
    remoteDataSource = RemoteDataSource(
      session: environment.session, baseURL: environment.baseURL,
      authToken: environment.authToken)
    balanceRepository = DefaultBalanceRepository(remote: remoteDataSource)
    paymentsModule = PaymentsModule(
      dependencies: .init(remoteDataSource: remoteDataSource, clock: environment.clock))
  }
}
