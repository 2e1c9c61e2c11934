import AppRuntime
import Foundation
import HarnessContract
import HeadlessUI
import MVC
import Testing

@testable import Scenarios

/// MVC as shipped, noting each link it is handed and what was on screen then.
@MainActor
final class LinkRecordingApp: Architecture {
  nonisolated static let name = "Links"
  static var opened: [(link: String, screen: String)] = []
  let app: MVCApp
  var rootViewController: ViewController { app.rootViewController }

  init(environment: AppEnvironment) {
    app = MVCApp(environment: environment)
  }

  func open(_ url: URL) {
    let screen = (rootViewController as? NavigationController)?.topViewController?.title ?? ""
    Self.opened.append((url.absoluteString, screen))
  }
}

/// MVC as shipped, behind an app type that implements no `open(_:)`: the contract's default.
@MainActor
final class LinklessApp: Architecture {
  nonisolated static let name = "Linkless"
  let app: MVCApp
  var rootViewController: ViewController { app.rootViewController }

  init(environment: AppEnvironment) {
    app = MVCApp(environment: environment)
  }
}

@MainActor
struct LinkTests {
  /// As a tap on a link launches an iOS app: the app is built and shown, gets the link while
  /// its first load is under way, and the same app gets the next link.
  @Test func aLinkLaunchesTheAppThenReachesTheRunningApp() async throws {
    LinkRecordingApp.opened = []
    let execution = ScenarioExecution(architecture: LinkRecordingApp.self, dataSet: .standard)
    let link = "bank://users/6/pay?amount=12.50"
    let (_, failure) = await execution.perform(Step(line: 2, text: "", action: .openLink(link)))
    #expect(failure == nil)
    #expect(LinkRecordingApp.opened.map(\.link) == [link])
    #expect(LinkRecordingApp.opened.map(\.screen) == ["Users"])
    #expect(execution.session.screen.contains("> Ada Lovelace | ada@example.com"))
    let app = try #require(execution.session.app as? LinkRecordingApp)

    _ = await execution.perform(Step(line: 3, text: "", action: .openLink("bank://elsewhere")))
    #expect(LinkRecordingApp.opened.map(\.link) == [link, "bank://elsewhere"])
    #expect(execution.session.app === app)
    #expect(execution.session.server.requestLog == ["GET /users"])
  }

  /// An app that handles no links ignores them, as UIKit's optional method does.
  @Test func anAppThatHandlesNoLinksIgnoresThem() async {
    let execution = ScenarioExecution(architecture: LinklessApp.self, dataSet: .standard)
    _ = await execution.perform(Step(line: 2, text: "", action: .startApp))
    let before = execution.session.screen
    _ = await execution.perform(
      Step(line: 3, text: "", action: .openLink("bank://users/6/pay?amount=12.50")))
    #expect(execution.session.screen == before)
  }
}
