// Role: View model. Holds the Users screen's state and logic: loading, search with its
// debounce, refresh. Imports no UI code and knows no view; navigation is the view
// controller's, which asks for the next screen's view model.
import AppRuntime
import Banking
import Foundation
import Observation

@MainActor
@Observable
final class UsersViewModel {
  /// Nil until the first load succeeds.
  private var users: [User]?
  private(set) var isLoading = false
  private(set) var errorMessage: String?
  private(set) var refreshErrorMessage: String?
  /// True while a pull to refresh waits for its answer.
  private(set) var isRefreshing = false
  /// The search text that has been applied, 300 ms after the last keystroke.
  private var appliedQuery = ""
  /// The loaded users the applied search lets through, in the server's order.
  private var visibleUsers: [User] = []
  /// One row per visible user, kept with them so that a table asking row by row pays once.
  private(set) var rows: [Row] = []

  @ObservationIgnored private let service: any BankingService
  @ObservationIgnored private let clock: any AppClock
  @ObservationIgnored private var searchTask: Task<Void, Never>?

  init(service: any BankingService, clock: any AppClock) {
    self.service = service
    self.clock = clock
  }

  var emptyMessage: String? {
    guard let users else { return nil }
    if users.isEmpty { return "No users yet" }
    let query = appliedQuery.trimmingCharacters(in: .whitespaces)
    return visibleUsers.isEmpty ? "No users match \"\(query)\"" : nil
  }

  // MARK: - User intents

  func viewDidLoad() async {
    await load()
  }

  func retryTapped() async {
    errorMessage = nil
    await load()
  }

  func searchTextChanged(_ text: String) {
    searchTask?.cancel()
    searchTask = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
      self?.searchApplied(text)
    }
  }

  func refreshPulled() async {
    isRefreshing = true
    do throws(BankingError) {
      usersLoaded(try await service.users())
    } catch {
      refreshErrorMessage = error.message
    }
    isRefreshing = false
  }

  /// The user chose row `index`: the view model of the detail to show, which asks for it.
  func userSelected(at index: Int) -> UserDetailViewModel {
    UserDetailViewModel(user: visibleUsers[index], service: service)
  }

  private func load() async {
    isLoading = true
    do throws(BankingError) {
      usersLoaded(try await service.users())
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }

  /// Any load that succeeds shows the users and clears every loading error.
  private func usersLoaded(_ users: [User]) {
    self.users = users
    errorMessage = nil
    refreshErrorMessage = nil
    applySearch()
  }

  private func searchApplied(_ text: String) {
    appliedQuery = text
    applySearch()
  }

  private func applySearch() {
    let query = appliedQuery.trimmingCharacters(in: .whitespaces)
    visibleUsers = (users ?? []).filter { user in
      query.isEmpty
        || [user.name, user.email].contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
    rows = visibleUsers.map { Row(title: $0.name, subtitle: $0.email) }
  }
}
