import HeadlessUI
import Testing

/// Records its lifecycle calls, to check them against UIKit's order.
@MainActor
private final class RecordingViewController: ViewController {
  var log: [String] = []

  init(_ title: String) {
    super.init()
    self.title = title
  }

  override func viewDidLoad() { log.append("didLoad") }
  override func viewWillAppear() { log.append("willAppear") }
  override func viewDidAppear() { log.append("didAppear") }
  override func viewWillDisappear() { log.append("willDisappear") }
  override func viewDidDisappear() { log.append("didDisappear") }
}

@MainActor
struct NavigationTests {
  @Test func lifecycleRunsInUIKitOrderAcrossPushAndPop() {
    let root = RecordingViewController("Root")
    let detail = RecordingViewController("Detail")
    let navigation = NavigationController(rootViewController: root)
    _ = Window(rootViewController: navigation)
    navigation.push(detail)
    navigation.popViewController()

    #expect(
      root.log == [
        "didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear",
        "didAppear",
      ])
    #expect(detail.log == ["didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test func pushedScreenShowsABackLineNamingThePreviousScreen() throws {
    let navigation = NavigationController(rootViewController: RecordingViewController("Users"))
    let window = Window(rootViewController: navigation)
    navigation.push(RecordingViewController("Ada"))

    #expect(window.render() == "< Users\n# Ada")
    try window.goBack()
    #expect(window.render() == "# Users")
    #expect(throws: UserActionError.noBackButton(screen: "Users")) { try window.goBack() }
  }

  @Test func presentingFromAPushedScreenCoversTheWholeStackUntilDismissed() {
    let detail = RecordingViewController("Detail")
    let navigation = NavigationController(rootViewController: RecordingViewController("Users"))
    let window = Window(rootViewController: navigation)
    navigation.push(detail)
    let form = RecordingViewController("Form")

    detail.present(form)
    #expect(window.render() == "# Form")
    #expect(form.presentingViewController === navigation)

    form.dismiss()
    #expect(window.render() == "< Users\n# Detail")
    #expect(form.log == ["didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear"])
  }
}
