// Role: Repository (Data). A user's payments from the cache when it has them, else from the
// backend; a created payment goes first in the cached list.
// Data: depends on Domain and the fixture.
import Fixture

final class DefaultPaymentRepository: PaymentRepository {
  private let remote: RemoteDataSource
  private let cache = InMemoryCache<Int, [Payment]>()

  init(remote: RemoteDataSource) {
    self.remote = remote
  }

  func payments(forUserID id: Int) async throws(AppError) -> [Payment] {
    if let cached = cache[id] { return cached }
    let dtos: [PaymentDTO] = try await remote.get("users/\(id)/payments")
    let payments = try dtos.map { dto throws(AppError) in try dto.toDomain() }
    cache[id] = payments
    return payments
  }

  func createPayment(_ request: PaymentRequest) async throws(AppError) -> Payment {
    let dto: PaymentDTO = try await remote.post("payments", CreatePaymentDTO(request))
    let payment = try dto.toDomain()
    cache[payment.userID]?.insert(payment, at: 0)
    return payment
  }
}
