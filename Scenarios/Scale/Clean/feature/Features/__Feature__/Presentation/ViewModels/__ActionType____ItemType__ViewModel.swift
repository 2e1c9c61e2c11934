// scale:if action
// Role: View model (Presentation). The __Action__ screen's state: the question it asks, the
// request through __ActionType____ItemType__UseCase and its failure; reports the item as the
// server left it through its actions. Hands the view display values, never an item; knows no
// view and nothing in Data.
import Banking
import Clean__Feature__Domain
import Observation
import SharedPresentation

/// What the __Action__ screen asks of the flow; the flow coordinator provides them.
public struct __ActionType____ItemType__ViewModelActions {
  /// The server performed the action: the item as it is now. The screen is done.
  let didFinish: @MainActor (__ItemType__) -> Void

  public init(didFinish: @escaping @MainActor (__ItemType__) -> Void) {
    self.didFinish = didFinish
  }
}

@MainActor
@Observable
public final class __ActionType____ItemType__ViewModel {
  private(set) var isSubmitting = false
  private(set) var errorMessage: String?

  @ObservationIgnored private let item: __ItemType__
  @ObservationIgnored private let perform__ActionType__: any __ActionType____ItemType__UseCase
  @ObservationIgnored private let actions: __ActionType____ItemType__ViewModelActions

  public init(
    item: __ItemType__, perform__ActionType__: any __ActionType____ItemType__UseCase,
    actions: __ActionType____ItemType__ViewModelActions
  ) {
    self.item = item
    self.perform__ActionType__ = perform__ActionType__
    self.actions = actions
  }

  /// What the screen asks before the user confirms.
  var question: String { "__Action__ \(item.name)?" }

  // MARK: - User intents

  func confirmTapped() async {
    guard !isSubmitting else { return }
    isSubmitting = true
    errorMessage = nil
    do throws(BankingError) {
      actions.didFinish(try await perform__ActionType__.execute(id: item.id))
    } catch {
      errorMessage = error.message
    }
    isSubmitting = false
  }
}
// scale:end
