// Role: View (SwiftUI state). The detail screen of one of the __Title__: loads it with the API
// client from the environment and shows it.
// scale:if action
// Pushes the __Action__ screen with a binding to the item, and puts the item the action left
// in the list's row through a binding to the list's items.
// scale:end
// scale:if contacts
// Presents Payments' form as a sheet to pay the contact.
// scale:end
import Banking
import HeadlessSwiftUI

struct __ItemType__DetailView: View {
  let id: Int
  /// The title the row showed, until the item has loaded.
  let name: String
  // scale:if action
  /// The list's items: the action's result shows in its row too, without a request.
  @Binding var items: [__ItemType__]
  // scale:end
  @Environment(\.api) private var api
  // scale:if contacts
  @State private var contact: User?
  @State private var isPaying = false
  // scale:else
  @State private var item: __ItemType__?
  // scale:end
  // scale:if action
  @State private var isShowingAction = false
  // scale:end
  @State private var isLoading = false
  @State private var errorMessage: String?
  /// The screen appears again when the screen above it is popped; it loads once.
  @State private var hasAppeared = false

  var body: some View {
    VStack {
      if isLoading {
        ProgressView()
      }
      if let errorMessage {
        Text(errorMessage).foregroundStyle(.red)
      }
      // scale:if contacts
      if let contact {
        Text("Account: \(contact.accountNumber)")
        Button("Pay") { isPaying = true }
      }
      // scale:else
      if let item {
        Text("Status: \(item.status)")
        // scale:if action
        Button("__Action__") { isShowingAction = true }
        // scale:end
      }
      // scale:end
    }
    // scale:if contacts
    .navigationTitle(contact?.name ?? name)
    .sheet(isPresented: $isPaying) {
      if let contact {
        // Payments' own form, as its detail presents it; there is no list to add to here.
        NewPaymentView(recipient: contact, payments: .constant(nil))
      }
    }
    // scale:else
    .navigationTitle(item?.name ?? name)
    // scale:end
    // scale:if action
    .navigationDestination(isPresented: $isShowingAction) {
      __ActionType__View(item: $item)
    }
    .onChange(of: item) {
      guard let item, let index = items.firstIndex(where: { $0.id == item.id }) else { return }
      items[index] = item
    }
    // scale:end
    .onAppear {
      guard !hasAppeared else { return }
      hasAppeared = true
      load()
    }
  }

  private func load() {
    isLoading = true
    Task {
      do throws(BankingError) {
        // scale:if contacts
        contact = try await api.contact(id: id)
        // scale:else
        item = try await api.__feature__Detail(id: id)
        // scale:end
      } catch {
        errorMessage = error.message
      }
      isLoading = false
    }
  }
}
