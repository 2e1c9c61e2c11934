// Role: Repository (Data). The __Title__ feature's items from the backend, every time (the
// feature caches nothing), through the app's one data source.
// Data: imports Clean__Feature__Domain, SharedData and Banking; never Presentation, App or UI.
import Banking
import Clean__Feature__Domain
import SharedData

public final class Default__ItemType__Repository: __ItemType__Repository {
  private let remote: RemoteDataSource

  public init(remote: RemoteDataSource) {
    self.remote = remote
  }

  public func __feature__() async throws(BankingError) -> [__ItemType__] {
    let dtos: [__ItemType__DTO] = try await remote.get("__path__")
    return dtos.map { $0.toDomain() }
  }

  public func item(id: Int) async throws(BankingError) -> __ItemType__ {
    let dto: __ItemType__DTO = try await remote.get("__path__/\(id)")
    return dto.toDomain()
  }
// scale:if action

  public func perform__ActionType__(id: Int) async throws(BankingError) -> __ItemType__ {
    let dto: __ItemType__DTO = try await remote.post("__path__/\(id)/__actionPath__")
    return dto.toDomain()
  }
// scale:end
}
