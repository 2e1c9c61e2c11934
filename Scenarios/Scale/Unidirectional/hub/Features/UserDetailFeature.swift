// Role: Reducer (feature). The User detail screen: the user's payments, and the presented
// payment form as optional child state (`newPayment`, embedded with `ifLet`). The form sends
// its payment and decides when it may close; the detail hears how it ended from its delegate
// actions, inserts the payment it reports, and lets the form go.
import Banking
import UnidirectionalRuntime
import UnidirectionalShared

struct UserDetailFeature: Reducer {
  struct State: Equatable {
    let user: User
    /// Nil until the payments have loaded.
    var payments: [Payment]?
    var isLoading = false
    var errorMessage: String?
    /// The presented payment form; nil while none is shown.
    var newPayment: NewPaymentFeature.State?

    init(user: User) {
      self.user = user
    }

    var emptyMessage: String? { payments?.isEmpty == true ? "No payments yet" : nil }
  }

  enum Action: Equatable {
    case viewDidLoad
    case retryButtonTapped
    case paymentsResponse(Result<[Payment], BankingError>)
    case sendPaymentButtonTapped
    case newPayment(PresentationAction<NewPaymentFeature.Action>)
  }

  let apiClient: APIClient

  var body: some Reducer<State, Action> {
    Reduce(reduceDetail)
      .ifLet(\.newPayment, action: \.newPayment, embed: Action.newPayment) {
        NewPaymentFeature(apiClient: apiClient)
      }
  }

  private func reduceDetail(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad:
      return loadPayments(&state)

    case .retryButtonTapped:
      state.errorMessage = nil
      return loadPayments(&state)

    case .paymentsResponse(.success(let payments)):
      state.isLoading = false
      state.payments = payments
      return .none

    case .paymentsResponse(.failure(let error)):
      state.isLoading = false
      state.errorMessage = error.message
      return .none

    case .sendPaymentButtonTapped:
      state.newPayment = NewPaymentFeature.State(recipient: state.user)
      return .none

    case .newPayment(.presented(.delegate(.cancelled))):
      state.newPayment = nil
      return .none

    case .newPayment(.presented(.delegate(.paymentCreated(let payment)))):
      state.payments?.insert(payment, at: 0)
      state.newPayment = nil
      return .none

    case .newPayment:
      return .none
    }
  }

  private func loadPayments(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    return .run { [apiClient, userID = state.user.id] send in
      let result = await Result { () async throws(BankingError) in
        try await apiClient.payments(userID)
      }
      send(.paymentsResponse(result))
    }
  }
}

extension UserDetailFeature.Action {
  /// The form's actions, when this is one.
  var newPayment: PresentationAction<NewPaymentFeature.Action>? {
    if case .newPayment(let action) = self { action } else { nil }
  }
}
