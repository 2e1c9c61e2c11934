import HarnessContract
import Testing

@testable import Unidirectional

@MainActor
struct AppTests {
  @Test func startsOnUsers() async {
    let session = AppSession()
    await session.start(UnidirectionalApp.self)
    #expect(session.screen.hasPrefix("# Users"))
  }
}
