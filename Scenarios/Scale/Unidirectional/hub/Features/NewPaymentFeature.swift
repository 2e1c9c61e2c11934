// Role: Reducer (feature). The New payment form: the accounts, what the user typed, the
// message of each broken rule, whether Submit is possible. The form sends its payment itself
// (it cannot be closed while sending) and tells its parent the payment it created
// (`delegate`), as TCA's child features do.
import Banking
import Foundation
import UnidirectionalRuntime
import UnidirectionalShared

struct NewPaymentFeature: Reducer {
  enum Field: Hashable, CaseIterable {
    case recipientName
    case accountNumber
    case amount
    case note
  }

  struct State: Equatable {
    let recipient: User
    var accounts: [Account] = []
    var selectedAccountID: Account.ID?
    var isLoadingAccounts = false
    var loadErrorMessage: String?
    var texts: [Field: String]
    var editedFields: Set<Field> = []
    var isSubmitting = false
    var submitErrorMessage: String?

    init(recipient: User) {
      self.recipient = recipient
      texts = [
        .recipientName: recipient.name, .accountNumber: recipient.accountNumber, .amount: "",
        .note: "",
      ]
    }

    func text(of field: Field) -> String { texts[field] ?? "" }

    var selectedAccount: Account? { accounts.first { $0.id == selectedAccountID } }

    var accountMessage: String? {
      selectedAccount == nil && accounts.count > 1
        ? PaymentRuleViolation.missingSourceAccount.message : nil
    }

    /// The message under `field`, once the user has edited it and while it breaks a rule.
    func message(for field: Field) -> String? {
      guard editedFields.contains(field) else { return nil }
      return violation(of: field)?.message
    }

    var isSubmitEnabled: Bool { paymentRequest != nil && !isSubmitting }

    /// The request Submit would send, or nil while the form is not valid.
    var paymentRequest: PaymentOrder? {
      guard let selectedAccount,
        let amount = try? PaymentRules.amount(text(of: .amount), within: selectedAccount.balance),
        violation(of: .recipientName) == nil, violation(of: .accountNumber) == nil
      else { return nil }
      let note = text(of: .note).trimmingCharacters(in: .whitespaces)
      return PaymentOrder(
        userID: recipient.id, accountID: selectedAccount.id,
        recipientName: text(of: .recipientName), accountNumber: text(of: .accountNumber),
        amount: amount, note: note.isEmpty ? nil : note)
    }

    private func violation(of field: Field) -> PaymentRuleViolation? {
      do throws(PaymentRuleViolation) {
        switch field {
        case .recipientName: try PaymentRules.checkRecipientName(text(of: .recipientName))
        case .accountNumber: try PaymentRules.checkAccountNumber(text(of: .accountNumber))
        case .amount:
          _ = try PaymentRules.amount(text(of: .amount), within: selectedAccount?.balance)
        case .note: break
        }
        return nil
      } catch {
        return error
      }
    }
  }

  enum Action: Equatable {
    case viewDidLoad
    case retryButtonTapped
    case accountsResponse(Result<[Account], BankingError>)
    case accountTapped(Account.ID)
    case textChanged(String, Field)
    case cancelButtonTapped
    case submitButtonTapped
    case paymentResponse(Result<Payment, BankingError>)
    case delegate(Delegate)

    /// What the form tells its parent, which closes it.
    enum Delegate: Equatable {
      /// The user cancelled the form.
      case cancelled
      /// The form sent this payment and is done.
      case paymentCreated(Payment)
    }
  }

  let apiClient: APIClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad:
      return loadAccounts(&state)

    case .retryButtonTapped:
      state.loadErrorMessage = nil
      return loadAccounts(&state)

    case .accountsResponse(.success(let accounts)):
      state.isLoadingAccounts = false
      state.accounts = accounts
      if accounts.count == 1 { state.selectedAccountID = accounts[0].id }
      return .none

    case .accountsResponse(.failure(let error)):
      state.isLoadingAccounts = false
      state.loadErrorMessage = error.message
      return .none

    case .accountTapped(let id):
      state.selectedAccountID = id
      return .none

    case .textChanged(let text, let field):
      state.texts[field] = text
      state.editedFields.insert(field)
      return .none

    case .submitButtonTapped:
      guard let request = state.paymentRequest, !state.isSubmitting else { return .none }
      state.isSubmitting = true
      state.submitErrorMessage = nil
      return .run { [apiClient] send in
        let result = await Result { () async throws(BankingError) in
          try await apiClient.createPayment(request)
        }
        send(.paymentResponse(result))
      }

    case .paymentResponse(.success(let payment)):
      state.isSubmitting = false
      return .send(.delegate(.paymentCreated(payment)))

    case .paymentResponse(.failure(let error)):
      state.isSubmitting = false
      state.submitErrorMessage = error.message
      return .none

    case .cancelButtonTapped:
      // While the payment is being sent the form stays (docs/FEATURE.md): Cancel does nothing.
      guard !state.isSubmitting else { return .none }
      return .send(.delegate(.cancelled))

    case .delegate:
      return .none
    }
  }

  private func loadAccounts(_ state: inout State) -> Effect<Action> {
    state.isLoadingAccounts = true
    return .run { [apiClient] send in
      send(.accountsResponse(await Result(awaiting: apiClient.accounts)))
    }
  }
}
