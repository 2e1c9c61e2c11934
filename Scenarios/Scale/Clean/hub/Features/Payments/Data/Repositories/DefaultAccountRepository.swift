// Role: Repository (Data). The accounts, always from the backend: every payment changes a
// balance, so a cached account would show money that is gone.
// Data: imports CleanPaymentsDomain, SharedData and Banking; never Presentation, App or UI.
import Banking
import CleanPaymentsDomain
import SharedData

public final class DefaultAccountRepository: AccountRepository {
  private let remote: RemoteDataSource

  public init(remote: RemoteDataSource) {
    self.remote = remote
  }

  public func accounts() async throws(BankingError) -> [Account] {
    let dtos: [AccountDTO] = try await remote.get("accounts")
    return try dtos.map { dto throws(BankingError) in try dto.toDomain() }
  }
}
