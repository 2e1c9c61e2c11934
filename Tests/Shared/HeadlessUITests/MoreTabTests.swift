import HeadlessUI
import Testing

/// Beyond five tabs the bar shows four and More, as `UITabBarController` does on an iPhone:
/// More lists the others, and a tab opened there has its screens on More's stack.
@MainActor
struct MoreTabTests {
  /// Seven tabs, each a navigation controller over a recording screen named like its tab.
  private func sevenTabs() -> (TabBarController, [RecordingViewController]) {
    let names = [
      "Payments", "Contacts", "Cards", "Statements", "Savings goals", "Loans", "Documents",
    ]
    let roots = names.map { RecordingViewController($0) }
    let tabBar = TabBarController()
    tabBar.setViewControllers(
      roots.map { NavigationController(rootViewController: $0) }, animated: false)
    return (tabBar, roots)
  }

  @Test func fiveTabsFitTheBarAndASixthMakesMore() {
    let five = TabBarController()
    five.setViewControllers((1...5).map { RecordingViewController("Tab \($0)") }, animated: false)
    #expect(Window(rootViewController: five).render().hasSuffix("| Tab 4 | Tab 5 |"))
    let (tabBar, _) = sevenTabs()
    let window = Window(rootViewController: tabBar)
    #expect(window.tabTitles == ["Payments", "Contacts", "Cards", "Statements", "More"])
    try? window.selectTab("More")
    #expect(
      window.render()
        == """
        # More
        > Savings goals
        > Loans
        > Documents
        | Payments | Contacts | Cards | Statements | [More] |
        """)
    #expect(throws: UserActionError.self) { try window.selectTab("Loans") }
  }

  /// A tab opened in More shows its screen under a back button to More; its own pushes go
  /// onto More's stack; going back returns the screen to its tab without closing it.
  @Test func aTabOpenedInMoreIsPushedOntoMoresStack() throws {
    let (tabBar, roots) = sevenTabs()
    let window = Window(rootViewController: tabBar)
    try window.selectTab("More")
    try window.selectRow("Loans")
    #expect(
      window.render() == "< More\n# Loans\n| Payments | Contacts | Cards | Statements | [More] |")
    #expect(roots[5].log == ["didLoad", "willAppear", "didAppear"])
    #expect(tabBar.selectedIndex == 5)
    #expect(tabBar.selectedViewController === tabBar.viewControllers[5])
    #expect(roots[5].tabBarController === tabBar)
    let detail = RecordingViewController("Loan 1")
    roots[5].navigationController?.pushViewController(detail, animated: false)
    #expect(window.render().hasPrefix("< Loans\n# Loan 1\n"))
    try window.selectTab("Payments")
    try window.selectTab("More")
    #expect(window.render().hasPrefix("< Loans\n# Loan 1\n"))
    try window.selectTab("More")
    #expect(window.render().hasPrefix("# More\n"))
    #expect(tabBar.selectedViewController === tabBar.moreNavigationController)
    #expect(window.leakedScreens == ["RecordingViewController"])
    #expect(roots[5].navigationController === tabBar.viewControllers[5])
  }

  @Test func theAppSelectingATabBeyondTheBarOpensItInMore() {
    let (tabBar, _) = sevenTabs()
    let window = Window(rootViewController: tabBar)
    tabBar.selectedIndex = 6
    #expect(window.render().hasPrefix("< More\n# Documents\n"))
    tabBar.selectedIndex = 1
    #expect(window.render().hasPrefix("# Contacts\n"))
  }

  /// The user opened More from the first tab; the app selecting that tab shows it again.
  @Test func theAppSelectingTheTabBelowMoreShowsIt() throws {
    let (tabBar, _) = sevenTabs()
    let window = Window(rootViewController: tabBar)
    try window.selectTab("More")
    tabBar.selectedIndex = 0
    #expect(window.render().hasPrefix("# Payments\n"))
    #expect(window.render().hasSuffix("| [Payments] | Contacts | Cards | Statements | More |"))
  }
}
