// The workbench with four architectures that break on purpose, for the isolation tests
// only: three are MVC with one more button on the Users screen that does something an
// attendee might write by mistake. Tapping `Crash` traps, `Loop` starts an endless request
// loop, `Spin` blocks the main thread for good. The fourth, `Leak`, keeps every screen it
// was shown in a static list, so a popped detail screen is never freed.
import AppRuntime
import Foundation
import HarnessContract
import HeadlessUI
import MVC
import Registration
import Reports
import WorkbenchCommands
import WorkbenchSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// MVC plus one button whose tap goes wrong.
class FaultyApp: Architecture {
  class var name: String { "Faulty" }
  class var buttonTitle: String { "" }
  let rootViewController: ViewController
  private let app: MVCApp
  let environment: AppEnvironment

  required init(environment: AppEnvironment) {
    self.environment = environment
    app = MVCApp(environment: environment)
    rootViewController = app.rootViewController
    let users = (rootViewController as! NavigationController).viewControllers[0]
    let button = Button(Self.buttonTitle)
    button.addAction(ControlAction { [weak self] _ in self?.misbehave() }, for: .touchUpInside)
    users.view.addSubview(button)
  }

  func misbehave() {}
}

/// Traps: an index out of range.
final class TrapApp: FaultyApp {
  override class var name: String { "Trap" }
  override class var buttonTitle: String { "Crash" }

  override func misbehave() {
    let rows: [Int] = []
    print(rows[rows.count])
  }
}

/// Never settles: asks the server again as soon as each answer comes.
final class LoopApp: FaultyApp {
  override class var name: String { "Loop" }
  override class var buttonTitle: String { "Loop" }

  override func misbehave() {
    let (session, url) = (environment.session, environment.baseURL.appending(path: "users"))
    Task {
      while true { _ = try? await session.fetch(URLRequest(url: url)) }
    }
  }
}

/// Never returns: a busy loop on the main thread, which only a wall-clock budget ends.
final class SpinApp: FaultyApp {
  override class var name: String { "Spin" }
  override class var buttonTitle: String { "Spin" }

  override func misbehave() {
    var count = 0
    while count >= 0 { count = (count + 1) % 1_000 }
  }
}

/// MVC whose navigation watcher keeps every screen it was shown: a popped screen leaks.
final class LeakApp: Architecture, NavigationControllerDelegate {
  static let name = "Leak"
  static var shownScreens: [ViewController] = []
  let rootViewController: ViewController
  private let app: MVCApp
  private weak var forwarded: (any NavigationControllerDelegate)?

  init(environment: AppEnvironment) {
    app = MVCApp(environment: environment)
    rootViewController = app.rootViewController
    let navigation = rootViewController as! NavigationController
    forwarded = navigation.delegate
    navigation.delegate = self
  }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    forwarded?.navigationController(
      navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    Self.shownScreens.append(viewController)
    forwarded?.navigationController(
      navigationController, didShow: viewController, animated: animated)
  }
}

// For the report writer's test: writes generation after generation of five report files,
// printing each generation's number once it is in place, until it is killed.
if CommandLine.arguments.dropFirst().first == "write-reports-forever" {
  for generation in 1... {
    let files = (0..<5).map { ("\($0).txt", String(repeating: "\(generation)\n", count: 20_000)) }
    try? ReportWriter.write(Dictionary(uniqueKeysWithValues: files), to: CommandLine.arguments[2])
    FileHandle.standardOutput.write(Data("\(generation)\n".utf8))
  }
}

Interruption.install(around: ReportWriter.abandon)
// Registered for scenarios only: nothing measures their code.
let faulty: [any Architecture.Type] = [TrapApp.self, LoopApp.self, SpinApp.self, LeakApp.self]
exit(
  await Workbench.main(
    Array(CommandLine.arguments.dropFirst()),
    architectures: Architectures.all
      + faulty.map { RegisteredArchitecture(app: $0, target: $0.name, readingOrder: []) },
    workerExecutable: Bundle.main.executablePath
  ).rawValue)
