// scale:if action
// Role: View model. Holds the __Action__ screen's state: the question, the request under
// way and its failure. Imports no UI code, knows no view, and reports the item as the bank
// left it through `onCompleted`, which the coordinator sets.
import Banking
import Observation

@MainActor
@Observable
final class __ActionType__ViewModel {
  private let item: __ItemType__
  private(set) var isSubmitting = false
  private(set) var errorMessage: String?

  /// Reports the item once __Action__ succeeded, as the bank left it.
  @ObservationIgnored var onCompleted: ((__ItemType__) -> Void)?
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
      onCompleted?(try await service.request__ActionType__(id: item.id))
    } catch {
      errorMessage = error.message
    }
    isSubmitting = false
  }
}
// scale:end
