import HeadlessUI
import Testing

/// Hears the taps, and refuses the tabs it is told to.
@MainActor
private final class TabWatcher: TabBarControllerDelegate {
  var refused: Set<String> = []
  var selected: [String] = []

  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { !refused.contains(viewController.tabBarItem.title ?? "") }

  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) { selected.append(viewController.tabBarItem.title ?? "") }
}

/// The tab bar controller has `UITabBarController`'s shape: tabs that keep their stacks, the
/// selected one shown, the delegate asked about the user's taps only.
@MainActor
struct TabBarTests {
  private func tabs() -> (
    TabBarController, RecordingViewController, RecordingViewController, NavigationController
  ) {
    let payments = RecordingViewController("Users")
    let cards = RecordingViewController("Cards")
    let navigation = NavigationController(rootViewController: payments)
    navigation.tabBarItem.title = "Payments"
    cards.tabBarItem.title = "Cards"
    let tabBar = TabBarController()
    tabBar.setViewControllers([navigation, cards], animated: false)
    return (tabBar, payments, cards, navigation)
  }

  @Test func theSelectedTabIsShownWithTheBarAndOnlyItAppears() {
    let (tabBar, payments, cards, _) = tabs()
    let window = Window(rootViewController: tabBar)
    #expect(window.render() == "# Users\n| [Payments] | Cards |")
    #expect(payments.log == ["didLoad", "willAppear", "didAppear"])
    #expect(cards.log.isEmpty)
    #expect(payments.tabBarController === tabBar)
    cards.tabBarItem.badgeValue = "2"
    #expect(window.render() == "# Users\n| [Payments] | Cards (2) |")
  }

  @Test func switchingTabsKeepsEachStackAndRunsTheLifecycle() throws {
    let (tabBar, payments, cards, navigation) = tabs()
    let window = Window(rootViewController: tabBar)
    navigation.pushViewController(RecordingViewController("Grace Hopper"), animated: false)
    payments.log = []
    try window.selectTab("Cards")
    #expect(window.render() == "# Cards\n| Payments | [Cards] |")
    #expect(cards.log == ["didLoad", "willAppear", "didAppear"])
    try window.selectTab("Payments")
    #expect(window.render() == "< Users\n# Grace Hopper\n| [Payments] | Cards |")
    #expect(payments.log.isEmpty)
    #expect(cards.log.suffix(2) == ["willDisappear", "didDisappear"])
    #expect(throws: UserActionError.notFound(kind: "tab", query: "Savings", screen: "Grace Hopper"))
    {
      try window.selectTab("Savings")
    }
  }

  /// Tapping the tab already shown takes its stack back to the root; the screens it pops
  /// are closed, so the leak check watches them.
  @Test func tappingTheShownTabAgainPopsItsStackToTheRoot() throws {
    let (tabBar, payments, _, navigation) = tabs()
    let window = Window(rootViewController: tabBar)
    let detail = RecordingViewController("Grace Hopper")
    let form = RecordingViewController("New payment")
    navigation.pushViewController(detail, animated: false)
    navigation.pushViewController(form, animated: false)
    (payments.log, detail.log) = ([], [])
    try window.selectTab("Payments")
    #expect(window.render() == "# Users\n| [Payments] | Cards |")
    #expect(payments.log == ["willAppear", "didAppear"])
    #expect(detail.log.isEmpty)
    #expect(form.log.suffix(2) == ["willDisappear", "didDisappear"])
    #expect(window.leakedScreens == ["RecordingViewController", "RecordingViewController"])
  }

  @Test func theDelegateHearsTheUsersTapsAndMayRefuseThem() throws {
    let (tabBar, _, _, _) = tabs()
    let window = Window(rootViewController: tabBar)
    let watcher = TabWatcher()
    tabBar.delegate = watcher
    watcher.refused = ["Cards"]
    try window.selectTab("Cards")
    #expect(tabBar.selectedIndex == 0)
    watcher.refused = []
    try window.selectTab("Cards")
    #expect(watcher.selected == ["Cards"])
    tabBar.selectedIndex = 0
    #expect(watcher.selected == ["Cards"])
    #expect(window.render().hasSuffix("| [Payments] | Cards |"))
  }

  @Test func aSheetPresentedFromATabCoversTheBar() {
    let (tabBar, payments, _, _) = tabs()
    let window = Window(rootViewController: tabBar)
    payments.present(RecordingViewController("New payment"))
    #expect(window.render() == "# New payment")
    #expect(tabBar.presentedViewController?.title == "New payment")
    payments.dismiss()
    #expect(window.render() == "# Users\n| [Payments] | Cards |")
  }
}
