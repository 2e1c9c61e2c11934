// Role: View (SwiftUI state). A user's detail: holds the user's payments and their loading in
// `@State`, loads them with the API client from the environment, and presents the payment
// form as a sheet, handing it a binding to the payments so a sent payment shows first.
import Banking
import Display
import HeadlessSwiftUI

struct UserDetailView: View {
  let user: User
  @Environment(\.api) private var api
  /// Nil until the payments have loaded.
  @State private var payments: [Payment]?
  @State private var isLoading = false
  @State private var errorMessage: String?
  @State private var isShowingForm = false

  var body: some View {
    VStack {
      Text(user.email)
      Button("Send payment") { isShowingForm = true }
      Text("Payments").font(.headline)
      if isLoading {
        ProgressView()
      }
      if let message = errorMessage {
        Text(message).foregroundStyle(.red)
        Button("Retry") {
          errorMessage = nil
          loadPayments()
        }
      }
      if payments?.isEmpty == true {
        Text("No payments yet")
      }
      List {
        ForEach(payments ?? []) { payment in
          HStack {
            Text(DisplayFormat.money(payment.amount))
            Text("\(DisplayFormat.status(payment.status)) · \(payment.date)")
          }
        }
      }
    }
    .navigationTitle(user.name)
    .sheet(isPresented: $isShowingForm) {
      NewPaymentView(recipient: user, payments: $payments)
    }
    .onAppear { loadPayments() }
  }

  /// Loads in a task of its own, which going back does not cancel.
  private func loadPayments() {
    isLoading = true
    Task {
      do throws(BankingError) {
        payments = try await api.payments(forUserID: user.id)
      } catch {
        errorMessage = error.message
      }
      isLoading = false
    }
  }
}
