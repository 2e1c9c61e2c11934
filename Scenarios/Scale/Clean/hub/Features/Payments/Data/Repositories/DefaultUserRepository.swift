// Role: Repository (Data). Users from the backend, every time: the feature caches nothing.
// Data: imports CleanPaymentsDomain, SharedData and Banking; never Presentation, App or UI.
import Banking
import CleanPaymentsDomain
import SharedData

public final class DefaultUserRepository: UserRepository {
  private let remote: RemoteDataSource

  public init(remote: RemoteDataSource) {
    self.remote = remote
  }

  public func users() async throws(BankingError) -> [User] {
    let dtos: [UserDTO] = try await remote.get("users")
    return dtos.map { $0.toDomain() }
  }
}
