// Role: Reducer (feature). The app: one tab per feature, each feature's state and actions
// scoped into this one, the balance every list shows, and Payments' form when a contact's
// Pay presents it over the tabs. The balance has one owner, this reducer: it loads it once,
// the first time a list asks, and scopes it into every feature's state, as TCA's shared
// state case study does before `@Shared`. A feature knows nothing of the others: it tells
// the app what it needs with its delegate actions, and the app links the features.
// `live(environment:)` builds the one backend client, and every feature's client with it.
// swift-format-ignore-file: OrderedImports
// The features' modules are imported in the tabs' order, which a new feature extends.
import AppRuntime
import Banking
import UnidirectionalRuntime
import UnidirectionalShared
// scale:each
import Unidirectional__Feature__
// scale:end

struct AppFeature: Reducer {
  struct State: Equatable {
    /// The balance every feature's list shows: nil until it has loaded, and after a load
    /// that failed.
    var balance: Money?
    /// Whether a list has asked for the balance: it is loaded once.
    var isBalanceRequested = false
    var payments = UsersFeature.State()
    /// Payments' form, presented over the tabs by a contact's Pay; nil while none is shown.
    var newPayment: NewPaymentFeature.State?
// scale:each
    private var __feature__State = __Feature__Feature.State()
// scale:end
// scale:each

    /// __Title__' state, with the app's balance.
    var __feature__: __Feature__Feature.State {
      get {
        var state = __feature__State
        state.balance = balance
        return state
      }
      set { __feature__State = newValue }
    }
// scale:end
  }

  enum Action: Equatable {
    case payments(UsersFeature.Action)
// scale:each
    case __feature__(__Feature__Feature.Action)
// scale:end
    case balanceResponse(Result<Money, BankingError>)
    case newPayment(PresentationAction<NewPaymentFeature.Action>)
  }

  let apiClient: APIClient
  let balanceClient: BalanceClient
// scale:each
  let __feature__Client: __Feature__Client
// scale:end
  let clock: any AppClock

  var body: some Reducer<State, Action> {
    Reduce(reduceApp)
      .ifLet(\.newPayment, action: \.newPayment, embed: Action.newPayment) {
        NewPaymentFeature(apiClient: apiClient)
      }
      .scope(\.payments, action: \.payments, embed: Action.payments) {
        UsersFeature(apiClient: apiClient, clock: clock)
      }
// scale:each
      .scope(\.__feature__, action: \.__feature__, embed: Action.__feature__) {
        __Feature__Feature(client: __feature__Client)
      }
// scale:end
  }

  private func reduceApp(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .contacts(.detail(.presented(.delegate(.payRequested(let recipient))))):
      state.newPayment = NewPaymentFeature.State(recipient: recipient)
      return .none
// scale:each

    case .__feature__(.delegate(.balanceNeeded)):
      return loadBalance(&state)
// scale:end

    case .balanceResponse(.success(let balance)):
      state.balance = balance
      return .none

    case .balanceResponse(.failure):
      // A balance that fails to load is left out, and not asked for again.
      return .none

    case .newPayment(.presented(.delegate(.cancelled))),
      .newPayment(.presented(.delegate(.paymentCreated))):
      state.newPayment = nil
      return .none

    case .payments, .newPayment:
      return .none
// scale:each

    case .__feature__:
      return .none
// scale:end
    }
  }

  /// Loads the balance the first time a list asks for it.
  private func loadBalance(_ state: inout State) -> Effect<Action> {
    guard !state.isBalanceRequested else { return .none }
    state.isBalanceRequested = true
    return .run { [balanceClient] send in
      send(.balanceResponse(await Result(awaiting: balanceClient.balance)))
    }
  }
}

extension AppFeature {
  /// The app's reducer with the live dependencies: the one backend client, built here once,
  /// which every feature's client sends through.
  static func live(environment: AppEnvironment) -> AppFeature {
    let backend = BackendClient(environment: environment)
    return AppFeature(
      apiClient: .live(backend: backend),
      balanceClient: .live(backend: backend),
// scale:each
      __feature__Client: .live(backend: backend),
// scale:end
      clock: environment.clock)
  }
}

extension AppFeature.Action {
  /// Payments' actions, when this is one.
  var payments: UsersFeature.Action? {
    if case .payments(let action) = self { action } else { nil }
  }
// scale:each

  /// __Title__' actions, when this is one.
  var __feature__: __Feature__Feature.Action? {
    if case .__feature__(let action) = self { action } else { nil }
  }
// scale:end

  /// The form's actions, when this is one.
  var newPayment: PresentationAction<NewPaymentFeature.Action>? {
    if case .newPayment(let action) = self { action } else { nil }
  }
}
