// scale:if action
// Role: View (SwiftUI state). The __Action__ screen: asks to confirm, sends the action with the
// API client from the environment, puts the item as the action left it in its binding, and
// closes itself.
import Banking
import HeadlessSwiftUI

struct __ActionType__View: View {
  /// The detail's item: the action's result replaces it.
  @Binding var item: __ItemType__?
  @Environment(\.api) private var api
  @Environment(\.dismiss) private var dismiss
  @State private var isSending = false
  @State private var errorMessage: String?

  var body: some View {
    VStack {
      Text("__Action__ \(item?.name ?? "")?")
      if isSending {
        ProgressView()
      }
      if let errorMessage {
        Text(errorMessage).foregroundStyle(.red)
      }
      if !isSending {
        Button("Confirm") { confirm() }
      }
    }
    .navigationTitle("__Action__")
  }

  private func confirm() {
    guard let id = item?.id else { return }
    isSending = true
    errorMessage = nil
    Task {
      do throws(BankingError) {
        item = try await api.perform__ActionType__(id: id)
        dismiss()
      } catch {
        errorMessage = error.message
      }
      isSending = false
    }
  }
}
// scale:end
