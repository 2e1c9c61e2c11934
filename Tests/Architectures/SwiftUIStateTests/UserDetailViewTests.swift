import Banking
import Display
import FakeBackend
import HarnessContract
import HeadlessSwiftUI
import HeadlessUI
import Testing

@testable import SwiftUIState

@MainActor
struct UserDetailViewTests {
  private let session = AppSession()

  private func showDetail(of index: Int) async -> Window {
    let detail = UserDetailView(user: DataSet.standard.users[index])
    await host(NavigationStack { detail }, in: session)
    return session.window!
  }

  @Test("T8 name, email and the payments, newest first and formatted")
  func payments() async {
    let window = await showDetail(of: 0)
    #expect(
      window.render() == """
        # Ada Lovelace
        ada@example.com
        [Send payment]
        ## Payments
        > 1,200.50 EUR | Pending · 2026-04-28
        > 25.00 EUR | Completed · 2026-04-02
        """)
  }

  @Test("T8 a user without payments says so")
  func noPayments() async {
    let window = await showDetail(of: 1)
    #expect(window.render().hasSuffix("## Payments\nNo payments yet"))
  }

  @Test("T8 payments that fail to load show the error, and Retry loads them")
  func errorThenRetry() async throws {
    session.server.setOffline(true)
    let window = await showDetail(of: 5)
    #expect(window.render().contains("! " + Messages.offline))

    session.server.setOffline(false)
    try window.tap("Retry")
    await session.settle()
    #expect(window.render().hasSuffix("> 9.99 EUR | Failed · 2026-03-15"))
  }
}
