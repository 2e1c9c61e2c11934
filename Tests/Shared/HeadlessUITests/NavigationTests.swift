import HeadlessUI
import Testing

/// Records its lifecycle calls, to check them against UIKit's order (navigation and tabs).
@MainActor
final class RecordingViewController: ViewController {
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
    navigation.pushViewController(detail, animated: true)
    navigation.popViewController(animated: true)

    #expect(
      root.log == [
        "didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear",
        "didAppear",
      ])
    #expect(detail.log == ["didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test func aSwipeBackLetGoOfRunsTheLifecycleBackAsUIKitDoes() throws {
    let root = RecordingViewController("Root")
    let detail = RecordingViewController("Detail")
    let navigation = NavigationController(rootViewController: root)
    let window = Window(rootViewController: navigation)
    navigation.pushViewController(detail, animated: true)
    (root.log, detail.log) = ([], [])

    try window.startSwipingBackAndLetGo()
    #expect(root.log == ["willAppear", "willDisappear", "didDisappear"])
    #expect(detail.log == ["willDisappear", "willAppear", "didAppear"])
    #expect(navigation.viewControllers.map(\.title) == ["Root", "Detail"])

    try window.swipeBack()
    #expect(root.log.suffix(2) == ["willAppear", "didAppear"])
    #expect(detail.log.suffix(2) == ["willDisappear", "didDisappear"])
    #expect(navigation.viewControllers.map(\.title) == ["Root"])
  }

  @Test func pushedScreenShowsABackLineNamingThePreviousScreen() throws {
    let navigation = NavigationController(rootViewController: RecordingViewController("Users"))
    let window = Window(rootViewController: navigation)
    navigation.pushViewController(RecordingViewController("Ada"), animated: true)

    #expect(window.render() == "< Users\n# Ada")
    try window.goBack()
    #expect(window.render() == "# Users")
    #expect(throws: UserActionError.noBackButton(screen: "Users")) { try window.goBack() }
  }

  @Test func presentingFromAPushedScreenCoversTheWholeStackUntilDismissed() {
    let detail = RecordingViewController("Detail")
    let navigation = NavigationController(rootViewController: RecordingViewController("Users"))
    let window = Window(rootViewController: navigation)
    navigation.pushViewController(detail, animated: true)
    let form = RecordingViewController("Form")

    detail.present(form)
    #expect(window.render() == "# Form")
    #expect(form.presentingViewController === navigation)

    form.dismiss()
    #expect(window.render() == "< Users\n# Detail")
    #expect(form.log == ["didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear"])
  }
}

@MainActor
struct ContainmentTests {
  @Test func aChildNavigationControllerIsWhatItsParentShows() {
    let parent = RecordingViewController("Host")
    let root = RecordingViewController("Root")
    let navigation = NavigationController(rootViewController: root)
    parent.addChild(navigation)
    let window = Window(rootViewController: parent)
    #expect(window.render() == "# Root")
    #expect(root.log == ["didLoad", "willAppear", "didAppear"])
    navigation.pushViewController(RecordingViewController("Detail"), animated: true)
    #expect(window.render() == "< Root\n# Detail")
    let sheet = RecordingViewController("Sheet")
    navigation.topViewController?.present(sheet)
    #expect(parent.presentedViewController === sheet, "presented from the outermost screen")
    #expect(window.render() == "# Sheet")
    navigation.removeFromParent()
    #expect(parent.children.isEmpty && navigation.parent == nil)
  }
}
