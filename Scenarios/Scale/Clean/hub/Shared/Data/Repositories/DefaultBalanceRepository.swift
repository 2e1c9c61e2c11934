// Role: Repository (Data). The balance's one owner: it sends `GET /balance` the first time a
// feature asks, and every feature, asking then or later, gets that answer.
// Data: imports SharedDomain, Banking and AppRuntime; never Presentation, App or a UI kit.
import Banking
import SharedDomain

public final class DefaultBalanceRepository: BalanceRepository {
  private let remote: RemoteDataSource
  /// The answer to the one `GET /balance`, once it came: a failed load stays failed.
  private var answer: Result<Money, BankingError>?
  /// Who asked while the request was out, waiting for its answer; nil when none is out.
  private var waiting: [CheckedContinuation<Result<Money, BankingError>, Never>]?

  public init(remote: RemoteDataSource) {
    self.remote = remote
  }

  public func balance() async throws(BankingError) -> Money {
    try await loadOnce().get()
  }

  /// The first caller sends the request itself, so it goes out before anything the caller
  /// does next; a caller during the load waits for the same answer.
  private func loadOnce() async -> Result<Money, BankingError> {
    if let answer { return answer }
    if waiting != nil {
      return await withCheckedContinuation { waiting?.append($0) }
    }
    waiting = []
    let answer: Result<Money, BankingError>
    do throws(BankingError) {
      let dto: MoneyDTO = try await remote.get("balance")
      answer = .success(try dto.toDomain())
    } catch {
      answer = .failure(error)
    }
    self.answer = answer
    for caller in waiting ?? [] { caller.resume(returning: answer) }
    waiting = nil
    return answer
  }
}
