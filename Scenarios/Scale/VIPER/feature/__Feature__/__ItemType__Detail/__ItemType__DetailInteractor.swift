// Role: Interactor (__ItemType__Detail). Fetches the item from the feature's service and
// reports it to its output, held weakly.
import Banking

@MainActor
final class __ItemType__DetailInteractor: __ItemType__DetailInteractorInput {
  weak var output: (any __ItemType__DetailInteractorOutput)?
  private let id: Int
  private let service: any __Feature__Service

  init(id: Int, service: any __Feature__Service) {
    self.id = id
    self.service = service
  }

  func fetchDetails() {
    // Held weakly: a module whose screen has closed is freed while its request is out.
    Task { [weak self, service, id] in
      do throws(BankingError) {
        let item = try await service.fetch__ItemType__(id: id)
        self?.output?.detailsFetched(item)
      } catch {
        self?.output?.detailsFetchFailed(error)
      }
    }
  }
}
