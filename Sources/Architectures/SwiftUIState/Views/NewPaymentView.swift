// Role: View (SwiftUI state). The New payment form: holds the texts, the accounts and the
// sending in `@State`, loads the source accounts with the API client from the environment,
// checks each field with the model's payment rules as the user types, submits, puts a sent
// payment first in the detail's payments through its binding, and closes itself.
import Banking
import Display
import HeadlessSwiftUI

struct NewPaymentView: View {
  enum Field: Hashable {
    case recipientName
    case accountNumber
    case amount
    case note
  }

  let recipient: User
  /// The detail's payments: nil while they have not loaded, and then a sent payment is not
  /// inserted (the detail's next load shows it from the server).
  @Binding var payments: [Payment]?
  @Environment(\.api) private var api
  @Environment(\.dismiss) private var dismiss
  @State private var accounts: [Account] = []
  @State private var selectedAccountID: Int?
  @State private var isLoadingAccounts = false
  @State private var loadErrorMessage: String?
  @State private var texts: [Field: String]
  @State private var editedFields: Set<Field> = []
  @State private var isSubmitting = false
  @State private var submitErrorMessage: String?

  private let fields: [(field: Field, caption: String)] = [
    (.recipientName, "Recipient"), (.accountNumber, "Account number"), (.amount, "Amount"),
    (.note, "Note"),
  ]

  init(recipient: User, payments: Binding<[Payment]?>) {
    self.recipient = recipient
    _payments = payments
    _texts = State(initialValue: [
      .recipientName: recipient.name, .accountNumber: recipient.accountNumber,
    ])
  }

  private var check: PaymentCheck {
    PaymentCheck(
      recipient: recipient, account: accounts.first { $0.id == selectedAccountID },
      accounts: accounts, recipientName: texts[.recipientName] ?? "",
      accountNumber: texts[.accountNumber] ?? "", amount: texts[.amount] ?? "",
      note: texts[.note] ?? "")
  }

  var body: some View {
    let check = check
    VStack {
      Text("From").font(.headline)
      if isLoadingAccounts {
        ProgressView()
      }
      if let message = loadErrorMessage {
        Text(message).foregroundStyle(.red)
        Button("Retry") {
          loadErrorMessage = nil
          loadAccounts()
        }
      }
      List {
        ForEach(accounts) { account in
          Button {
            selectedAccountID = account.id
          } label: {
            Text(account.name)
            Text("\(account.number) · \(DisplayFormat.money(account.balance))")
            if account.id == selectedAccountID {
              Image(systemName: "checkmark")
            }
          }
        }
      }
      if let violation = check.account {
        Text(violation.message).foregroundStyle(.red)
      }
      ForEach(fields, id: \.field) { field, caption in
        TextField(caption, text: text(of: field))
        if let message = message(for: field, in: check) {
          Text(message).foregroundStyle(.red)
        }
      }
      if let message = submitErrorMessage {
        Label(message, systemImage: "exclamationmark.triangle.fill")
      }
      Button("Submit") { submit(check.order) }
        .disabled(check.order == nil || isSubmitting)
      if isSubmitting {
        ProgressView()
      }
    }
    .navigationTitle("New payment")
    // While sending, the form stays: no Cancel, no swipe down.
    .toolbar {
      Button("Cancel") { dismiss() }
        .disabled(isSubmitting)
    }
    .interactiveDismissDisabled(isSubmitting)
    .onAppear { loadAccounts() }
  }

  /// A field's text; typing in it marks it edited, so its message shows.
  private func text(of field: Field) -> Binding<String> {
    Binding {
      texts[field] ?? ""
    } set: {
      texts[field] = $0
      editedFields.insert(field)
    }
  }

  /// The message of the rule `field` breaks, once the user has edited it.
  private func message(for field: Field, in check: PaymentCheck) -> String? {
    guard editedFields.contains(field) else { return nil }
    return switch field {
    case .recipientName: check.recipientName?.message
    case .accountNumber: check.accountNumber?.message
    case .amount: check.amount?.message
    case .note: nil
    }
  }

  private func loadAccounts() {
    isLoadingAccounts = true
    Task {
      do throws(BankingError) {
        accounts = try await api.accounts()
        if accounts.count == 1 { selectedAccountID = accounts[0].id }
      } catch {
        loadErrorMessage = error.message
      }
      isLoadingAccounts = false
    }
  }

  /// Sends `order`; the form stays until the answer (docs/FEATURE.md, "While sending, the
  /// form stays").
  private func submit(_ order: PaymentOrder?) {
    guard let order, !isSubmitting else { return }
    isSubmitting = true
    submitErrorMessage = nil
    Task {
      do throws(BankingError) {
        let payment = try await api.createPayment(order)
        isSubmitting = false
        payments?.insert(payment, at: 0)
        dismiss()
      } catch {
        isSubmitting = false
        submitErrorMessage = error.message
      }
    }
  }
}
