// Role: Reducer (feature). The __Title__ list: the app's balance, which the app's root
// reducer owns and scopes into this state, the items and the pushed detail as optional
// child state (`detail`, embedded with `ifLet`). The list asks the app for the balance when
// it loads (`delegate`), as TCA's child features tell their parent what it needs.
import Banking
import UnidirectionalRuntime
import UnidirectionalShared

public struct __Feature__Feature: Reducer {
  public struct State: Equatable {
    /// The app's balance, set by its owner, the root reducer; nil until it has loaded.
    public var balance: Money?
    /// Nil until the items have loaded.
    var __feature__: [__ItemType__]?
    var isLoading = false
    var errorMessage: String?
    /// The pushed detail; nil while the list is on top.
    var detail: __ItemType__DetailFeature.State?

    public init() {}
  }

  public enum Action: Equatable {
    case viewDidLoad
    case __feature__Response(Result<[__ItemType__], BankingError>)
    case itemTapped(__ItemType__.ID)
    case detail(PresentationAction<__ItemType__DetailFeature.Action>)
    case delegate(Delegate)

    /// What the list tells the app.
    public enum Delegate: Equatable {
      /// The list has loaded: it shows the app's balance, which the app loads once.
      case balanceNeeded
    }
  }

  let client: __Feature__Client

  public init(client: __Feature__Client) {
    self.client = client
  }

  public var body: some Reducer<State, Action> {
    Reduce(reduce__Feature__)
      .ifLet(\.detail, action: \.detail, embed: Action.detail) {
        __ItemType__DetailFeature(client: client)
      }
  }

  private func reduce__Feature__(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad:
      state.isLoading = true
      // The balance's request goes first: the app sends it before the list's own.
      return .merge(
        .send(.delegate(.balanceNeeded)),
        .run { [client] send in
          send(.__feature__Response(await Result(awaiting: client.__feature__)))
        })

    case .__feature__Response(.success(let __feature__)):
      state.isLoading = false
      state.__feature__ = __feature__
      return .none

    case .__feature__Response(.failure(let error)):
      state.isLoading = false
      state.errorMessage = error.message
      return .none

    case .itemTapped(let id):
      state.detail = state.__feature__?.first { $0.id == id }
        .map(__ItemType__DetailFeature.State.init)
      return .none
// scale:if action

    case .detail(.presented(.delegate(.itemChanged(let item)))):
      // The detail's item changed on the server: its row shows it too, without a request.
      guard let index = state.__feature__?.firstIndex(where: { $0.id == item.id }) else {
        return .none
      }
      state.__feature__?[index] = item
      return .none
// scale:end

    case .detail, .delegate:
      return .none
    }
  }
}

extension __Feature__Feature.Action {
  /// The detail's actions, when this is one.
  var detail: PresentationAction<__ItemType__DetailFeature.Action>? {
    if case .detail(let action) = self { action } else { nil }
  }
}
