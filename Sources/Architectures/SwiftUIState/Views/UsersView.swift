// Role: View (SwiftUI state). The Users screen, and the navigation stack the app's screens are
// pushed on: it holds the screen's state in `@State` (the users, their loading and errors, the
// search), loads the users with the API client from the environment, filters them with the
// model's search rule, and pushes a user's detail by appending the user to its stack's path.
import AppRuntime
import Banking
import HeadlessSwiftUI

struct UsersView: View {
  @Environment(\.api) private var api
  @Environment(\.clock) private var clock
  /// Nil until a load succeeds.
  @State private var users: [User]?
  @State private var isLoading = false
  @State private var errorMessage: String?
  @State private var refreshErrorMessage: String?
  @State private var searchText = ""
  /// The search the rows show: `searchText` once the user has stopped typing for 300 ms.
  @State private var appliedQuery = ""
  @State private var searchWait: Task<Void, Never>?
  @State private var path: [User] = []
  /// The screen appears again each time the detail is popped; it loads once.
  @State private var hasAppeared = false

  private var visibleUsers: [User] { UserSearch.users(users ?? [], matching: appliedQuery) }

  private var emptyMessage: String? {
    guard let users else { return nil }
    let query = appliedQuery.trimmingCharacters(in: .whitespaces)
    return users.isEmpty
      ? "No users yet" : visibleUsers.isEmpty ? "No users match \"\(query)\"" : nil
  }

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        if let message = refreshErrorMessage {
          Label(message, systemImage: "exclamationmark.triangle.fill")
        }
        if isLoading {
          ProgressView()
        }
        if let message = errorMessage {
          Text(message).foregroundStyle(.red)
          Button("Retry") {
            errorMessage = nil
            loadUsers()
          }
        }
        if let message = emptyMessage {
          Text(message)
        }
        List {
          ForEach(visibleUsers) { user in
            NavigationLink(value: user) {
              Text(user.name)
              Text(user.email)
            }
          }
        }
      }
      .navigationTitle("Users")
      .searchable(text: $searchText)
      .onChange(of: searchText) { waitThenSearch(searchText) }
      .refreshable {
        do throws(BankingError) {
          usersLoaded(try await api.users())
        } catch {
          refreshErrorMessage = error.message
        }
      }
      .onAppear {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadUsers()
      }
      .navigationDestination(for: User.self) { UserDetailView(user: $0) }
    }
  }

  /// Applies `text` 300 ms after the last keystroke: each keystroke restarts the wait. The
  /// wait is a task of its own, not `.task(id:)`, so pushing the detail does not cancel it.
  private func waitThenSearch(_ text: String) {
    searchWait?.cancel()
    searchWait = Task {
      guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
      appliedQuery = text
    }
  }

  /// Loads in a task of its own, not in `.task`, which SwiftUI cancels when the view
  /// disappears: a request runs to its answer (docs/FEATURE.md, "Navigation").
  private func loadUsers() {
    isLoading = true
    Task {
      do throws(BankingError) {
        usersLoaded(try await api.users())
      } catch {
        errorMessage = error.message
      }
      isLoading = false
    }
  }

  /// Any load that succeeds shows the users and clears every loading error.
  private func usersLoaded(_ users: [User]) {
    self.users = users
    errorMessage = nil
    refreshErrorMessage = nil
  }
}
