// scale:if action
// Role: View model. Holds the __Action__ screen's state: the question, the request under way
// and its failure. Imports no UI code and knows no view; it reports the changed item through
// `onItemChanged`, which the detail's view model sets, and its end as `isFinished`, on which
// the view controller goes back.
import Banking
import Observation

@MainActor
@Observable
final class __ActionType__ViewModel {
  private let item: __ItemType__
  private(set) var isSubmitting = false
  private(set) var errorMessage: String?
  /// True once the server has done it: the screen has nothing left to do.
  private(set) var isFinished = false

  /// Reports the item as the action left it.
  @ObservationIgnored var onItemChanged: ((__ItemType__) -> Void)?
  @ObservationIgnored private let service: any __Feature__Service

  init(item: __ItemType__, service: any __Feature__Service) {
    self.item = item
    self.service = service
  }

  var question: String { "__Action__ \(item.name)?" }

  // MARK: - User intents

  func confirmTapped() async {
    guard !isSubmitting else { return }
    isSubmitting = true
    errorMessage = nil
    do throws(BankingError) {
      onItemChanged?(try await service.perform__ActionType__(on__ItemType__ID: item.id))
      isFinished = true
    } catch {
      errorMessage = error.message
    }
    isSubmitting = false
  }
}
// scale:end
