// scale:if action
// Role: Interactor (__ActionType__). Asks the feature's service to perform the action on the
// item and reports the item as it is afterwards to its output, held weakly.
import Banking

@MainActor
final class __ActionType__Interactor: __ActionType__InteractorInput {
  weak var output: (any __ActionType__InteractorOutput)?
  private let id: Int
  private let service: any __Feature__Service

  init(id: Int, service: any __Feature__Service) {
    self.id = id
    self.service = service
  }

  func confirm() {
    // Held weakly: a module whose screen has closed is freed while its request is out.
    Task { [weak self, service, id] in
      do throws(BankingError) {
        let item = try await service.confirm__ActionType__(id: id)
        self?.output?.confirmSucceeded(item)
      } catch {
        self?.output?.confirmFailed(error)
      }
    }
  }
}
// scale:end
