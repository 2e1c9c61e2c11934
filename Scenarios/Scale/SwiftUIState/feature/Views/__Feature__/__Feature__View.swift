// Role: View (SwiftUI state). The __Title__ screen, and the navigation stack of its tab: holds
// the items in `@State`, shows the balance the app's `Balance` model keeps, loads the list
// with the API client from the environment, and pushes an item's detail.
import Banking
import Display
import HeadlessSwiftUI

struct __Feature__View: View {
  @Environment(\.api) private var api
  @Environment(Balance.self) private var balance
  // scale:if contacts
  @State private var items: [User] = []
  @State private var path: [User] = []
  // scale:else
  @State private var items: [__ItemType__] = []
  @State private var path: [__ItemType__] = []
  // scale:end
  @State private var isLoading = false
  @State private var errorMessage: String?
  /// The screen appears again each time its detail is popped; it loads once.
  @State private var hasAppeared = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        if let money = balance.money {
          Text("Balance: \(DisplayFormat.money(money))")
        }
        if isLoading {
          ProgressView()
        }
        if let errorMessage {
          Text(errorMessage).foregroundStyle(.red)
        }
        List {
          ForEach(items) { item in
            NavigationLink(value: item) {
              Text(item.name)
              // scale:if contacts
              Text(item.accountNumber)
              // scale:else
              Text(item.status)
              // scale:end
            }
          }
        }
      }
      .navigationTitle("__Title__")
      .onAppear(perform: loadOnce)
      // scale:if contacts
      .navigationDestination(for: User.self) { ContactDetailView(id: $0.id, name: $0.name) }
      // scale:end
      // scale:if action
      .navigationDestination(for: __ItemType__.self) {
        __ItemType__DetailView(id: $0.id, name: $0.name, items: $items)
      }
      // scale:end
      // scale:if !action
      // scale:if !contacts
      .navigationDestination(for: __ItemType__.self) {
        __ItemType__DetailView(id: $0.id, name: $0.name)
      }
      // scale:end
      // scale:end
    }
  }

  /// Loads the balance and the list the first time the screen shows.
  private func loadOnce() {
    guard !hasAppeared else { return }
    hasAppeared = true
    balance.load()
    loadItems()
  }

  private func loadItems() {
    isLoading = true
    Task {
      do throws(BankingError) {
        // scale:if contacts
        items = try await api.contacts()
        // scale:else
        items = try await api.__feature__()
        // scale:end
      } catch {
        errorMessage = error.message
      }
      isLoading = false
    }
  }
}
