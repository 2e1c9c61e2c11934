// Role: Repository (Data). The accounts, always from the backend: every payment changes a
// balance, so a cached account would show money that is gone.
// Data: imports CleanDomain, Banking and AppRuntime; never Presentation, App or a UI kit.
import Banking
import CleanDomain

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
