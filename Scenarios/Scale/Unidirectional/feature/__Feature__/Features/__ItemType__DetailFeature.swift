// scale:if contacts
// Role: Reducer (feature). The Contact detail: the contact as the server has it. Pay is
// Payments' form, which this feature does not know: it tells its parent whom to pay
// (`delegate`), and the app's root reducer presents the form as its own state.
// scale:end
// scale:if action
// Role: Reducer (feature). The __Item__ detail: the item as the server has it, and the
// pushed __Action__ screen as optional child state (`confirmation`, embedded with `ifLet`).
// It hears from the __Action__ screen's delegate actions that the server changed the item,
// shows the change and tells its parent, whose row shows it too.
// scale:end
// scale:if !action
// scale:if !contacts
// Role: Reducer (feature). The __Item__ detail: the item as the server has it.
// scale:end
// scale:end
import Banking
import UnidirectionalRuntime
import UnidirectionalShared

public struct __ItemType__DetailFeature: Reducer {
  public struct State: Equatable {
    let id: __ItemType__.ID
    /// The name the list showed: the screen's title.
    let name: String
    /// Nil until the detail has loaded.
    var item: __ItemType__?
    var isLoading = false
    var errorMessage: String?
// scale:if action
    /// The pushed __Action__ screen; nil while the detail is on top.
    var confirmation: __ActionType__Feature.State?
// scale:end

    init(item: __ItemType__) {
      id = item.id
      name = item.name
    }
  }

  public enum Action: Equatable {
    case viewDidLoad
    case itemResponse(Result<__ItemType__, BankingError>)
// scale:if contacts
    case payButtonTapped
    case delegate(Delegate)

    /// What the detail tells its parent.
    public enum Delegate: Equatable {
      /// The user wants to pay this contact, with Payments' form.
      case payRequested(User)
    }
// scale:end
// scale:if action
    case actionButtonTapped
    case confirmation(PresentationAction<__ActionType__Feature.Action>)
    case delegate(Delegate)

    /// What the detail tells its parent.
    public enum Delegate: Equatable {
      /// The server changed the item.
      case itemChanged(__ItemType__)
    }
// scale:end
  }

  let client: __Feature__Client
// scale:if action

  public var body: some Reducer<State, Action> {
    Reduce(reduceDetail)
      .ifLet(\.confirmation, action: \.confirmation, embed: Action.confirmation) {
        __ActionType__Feature(client: client)
      }
  }

  private func reduceDetail(into state: inout State, action: Action) -> Effect<Action> {
// scale:else

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
// scale:end
    switch action {
    case .viewDidLoad:
      state.isLoading = true
      return .run { [client, id = state.id] send in
        let result = await Result { () async throws(BankingError) in try await client.item(id) }
        send(.itemResponse(result))
      }

    case .itemResponse(.success(let item)):
      state.isLoading = false
      state.item = item
      return .none

    case .itemResponse(.failure(let error)):
      state.isLoading = false
      state.errorMessage = error.message
      return .none
// scale:if contacts

    case .payButtonTapped:
      guard let contact = state.item else { return .none }
      return .send(.delegate(.payRequested(contact.user)))

    case .delegate:
      return .none
// scale:end
// scale:if action

    case .actionButtonTapped:
      guard let item = state.item else { return .none }
      state.confirmation = __ActionType__Feature.State(item: item)
      return .none

    case .confirmation(.presented(.delegate(.succeeded(let item)))):
      state.item = item
      state.confirmation = nil
      return .send(.delegate(.itemChanged(item)))

    case .confirmation, .delegate:
      return .none
// scale:end
    }
  }
}
// scale:if action

extension __ItemType__DetailFeature.Action {
  /// The __Action__ screen's actions, when this is one.
  var confirmation: PresentationAction<__ActionType__Feature.Action>? {
    if case .confirmation(let action) = self { action } else { nil }
  }
}
// scale:end
