// Role: Repository (Data). The accounts, always from the backend: every payment changes a
// balance, so a cached account would show money that is gone.
// Data: depends on Domain and the fixture.
import Banking

final class DefaultAccountRepository: AccountRepository {
  private let remote: RemoteDataSource

  init(remote: RemoteDataSource) {
    self.remote = remote
  }

  func accounts() async throws(BankingError) -> [Account] {
    let dtos: [AccountDTO] = try await remote.get("accounts")
    return try dtos.map { dto throws(BankingError) in try dto.toDomain() }
  }
}
