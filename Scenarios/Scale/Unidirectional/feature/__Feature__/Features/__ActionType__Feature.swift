// scale:if action
// Role: Reducer (feature). The __Action__ screen: the question, and the request Confirm
// sends. It tells its parent the item the server sent back (`delegate`); the parent
// closes it. While the request runs, Confirm is gone, so it cannot be sent twice.
import Banking
import UnidirectionalRuntime
import UnidirectionalShared

public struct __ActionType__Feature: Reducer {
  public struct State: Equatable {
    let item: __ItemType__
    var isSubmitting = false
    var errorMessage: String?
  }

  public enum Action: Equatable {
    case confirmButtonTapped
    case response(Result<__ItemType__, BankingError>)
    case delegate(Delegate)

    /// What the __Action__ screen tells its parent, which closes it.
    public enum Delegate: Equatable {
      /// The server did it, and sent the item back.
      case succeeded(__ItemType__)
    }
  }

  let client: __Feature__Client

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .confirmButtonTapped:
      guard !state.isSubmitting else { return .none }
      state.isSubmitting = true
      state.errorMessage = nil
      return .run { [client, id = state.item.id] send in
        let result = await Result { () async throws(BankingError) in
          try await client.perform__ActionType__(id)
        }
        send(.response(result))
      }

    case .response(.success(let item)):
      state.isSubmitting = false
      return .send(.delegate(.succeeded(item)))

    case .response(.failure(let error)):
      state.isSubmitting = false
      state.errorMessage = error.message
      return .none

    case .delegate:
      return .none
    }
  }
}
// scale:end
