// Role: Repository (Data). A user's payments from the backend, every time (the feature
// caches nothing), and the payments it creates.
// Data: imports CleanPaymentsDomain, SharedData and Banking; never Presentation, App or UI.
import Banking
import CleanPaymentsDomain
import SharedData

public final class DefaultPaymentRepository: PaymentRepository {
  private let remote: RemoteDataSource

  public init(remote: RemoteDataSource) {
    self.remote = remote
  }

  public func payments(forUserID id: Int) async throws(BankingError) -> [Payment] {
    let dtos: [PaymentDTO] = try await remote.get("users/\(id)/payments")
    return try dtos.map { dto throws(BankingError) in try dto.toDomain() }
  }

  public func createPayment(_ request: PaymentOrder) async throws(BankingError) -> Payment {
    let dto: PaymentDTO = try await remote.post("payments", CreatePaymentDTO(request))
    return try dto.toDomain()
  }
}
