import AppRuntime
import Foundation
import HarnessContract
import HeadlessUI
import Testing

/// An app that counts its launches in its settings and in a file in its caches folder, and
/// shows both counts.
@MainActor
private final class LaunchCounter: Architecture {
  static let name = "Launch counter"
  let rootViewController: ViewController

  init(environment: AppEnvironment) {
    let key = "launches"
    let launches = (environment.defaults.data(forKey: key).map { $0.count } ?? 0) + 1
    environment.defaults.set(Data(count: launches), forKey: key)
    let file = environment.cachesDirectory.appendingPathComponent("launches")
    let cached = ((try? Data(contentsOf: file))?.count ?? 0) + 1
    try? Data(count: cached).write(to: file)
    rootViewController = ViewController()
    rootViewController.view.addSubview(Label("settings \(launches), caches \(cached)"))
  }
}

@MainActor
struct AppSessionStorageTests {
  @Test func aRelaunchedAppFindsWhatItKeptInItsSettingsAndCaches() async {
    let session = AppSession()
    await session.start(LaunchCounter.self)
    #expect(session.screen.contains("settings 1, caches 1"))

    await session.relaunch(LaunchCounter.self)
    await session.relaunch(LaunchCounter.self)

    #expect(session.screen.contains("settings 3, caches 3"))
  }

  @Test func eachSessionStartsWithNothingKeptAndLeavesNothingBehind() async throws {
    var folder: URL?
    do {
      let first = AppSession()
      await first.start(LaunchCounter.self)
      await first.relaunch(LaunchCounter.self)
      folder = first.dataDirectory
      #expect(FileManager.default.fileExists(atPath: first.dataDirectory.path))
    }
    let second = AppSession()
    await second.start(LaunchCounter.self)

    #expect(second.screen.contains("settings 1, caches 1"))
    #expect(!FileManager.default.fileExists(atPath: try #require(folder).path))
  }

  @Test func theSettingsFileIsReadAgainByANewStore() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "PatternWorkbench-\(UUID().uuidString)/defaults.json")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let store = KeyValueStore(fileURL: file)
    store.set(Data("Ada".utf8), forKey: "name")
    store.set(Data("x".utf8), forKey: "gone")
    store.removeObject(forKey: "gone")

    let reopened = KeyValueStore(fileURL: file)

    #expect(reopened.data(forKey: "name") == Data("Ada".utf8))
    #expect(reopened.data(forKey: "gone") == nil)
  }
}
