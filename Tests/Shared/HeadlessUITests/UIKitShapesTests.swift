import Foundation
import HeadlessUI
import Testing

/// A screen with a table it feeds as its data source and delegate, as a UIKit screen does.
@MainActor
private final class ListViewController: ViewController, TableViewDataSource, TableViewDelegate {
  let tableView = TableView()
  var items: [String]
  var selected: [Int] = []
  /// How many times the table asked for a row.
  var cellRequests = 0

  init(_ items: [String]) {
    self.items = items
    super.init()
    title = "List"
  }

  override func viewDidLoad() {
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellRequests += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    content.secondaryText = "row \(indexPath.row)"
    cell.contentConfiguration = content
    cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }

  /// Every row but the first reveals a "Pay" button, whose handler names its row.
  var paid: [String] = []
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    guard indexPath.row > 0 else { return nil }
    let item = items[indexPath.row]
    let pay = ContextualAction(style: .normal, title: "Pay") { [weak self] _, _, completion in
      self?.paid.append(item)
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [pay])
  }
}

/// Records what a navigation controller tells its delegate, with where the transition came
/// from and whether that screen is still on the stack, as a coordinator asks.
@MainActor
private final class NavigationLog: NavigationControllerDelegate {
  var events: [String] = []

  private func from(_ navigationController: NavigationController) -> String {
    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from)
    else { return "nothing" }
    let popped = !navigationController.viewControllers.contains { $0 === from }
    return from.title + (popped ? " (popped)" : "")
  }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    events.append("will show \(viewController.title) from \(from(navigationController))")
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    events.append("did show \(viewController.title) from \(from(navigationController))")
  }
}

/// Records what a sheet's presentation controller tells its delegate.
@MainActor
private final class SheetLog: AdaptivePresentationControllerDelegate {
  var events: [String] = []
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  {
    events.append("should dismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: PresentationController) {
    events.append("will dismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    events.append("did dismiss")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
    events.append("did attempt")
  }
}

@MainActor
struct UIKitShapesTests {
  @Test func aTableShowsWhatItsDataSourceGaveAtTheLastReload() throws {
    let list = ListViewController(["Ada", "Grace"])
    let window = Window(rootViewController: list)
    #expect(window.render() == "# List\n> Ada | row 0 ✓\n> Grace | row 1")

    list.items.append("Edsger")
    #expect(window.render() == "# List\n> Ada | row 0 ✓\n> Grace | row 1")
    list.tableView.reloadData()
    #expect(window.render().hasSuffix("> Edsger | row 2"))

    try window.selectRow("Grace")
    #expect(list.selected == [1])
  }

  /// As UIKit's swipe actions: the delegate names a row's buttons when the swipe starts, the
  /// tapped one runs its handler, and nothing of them shows on the row otherwise.
  @Test func aSwipeOnARowRevealsTheButtonsItsDelegateGivesAndTapsOne() throws {
    let list = ListViewController(["Ada", "Grace"])
    let window = Window(rootViewController: list)
    #expect(list.tableView.swipeActionTitles(forRowAt: IndexPath(row: 1, section: 0)) == ["Pay"])

    try window.swipeRow("Grace", andTap: "Pay")
    #expect(list.paid == ["Grace"])
    #expect(list.selected.isEmpty)
    #expect(window.render() == "# List\n> Ada | row 0 ✓\n> Grace | row 1")
    #expect(throws: UserActionError.self) { try window.swipeRow("Ada", andTap: "Pay") }
    #expect(throws: UserActionError.self) { try window.swipeRow("Edsger", andTap: "Pay") }
  }

  /// As UIKit, `reloadData()` asks nothing at once: the table asks its data source when it is
  /// laid out, so rows changed after the reload but before the layout are the ones shown.
  @Test func aTableAsksItsDataSourceWhenLaidOutNotWhenReloaded() {
    let list = ListViewController(["Ada"])
    let window = Window(rootViewController: list)
    #expect(list.cellRequests == 0)
    #expect(window.render() == "# List\n> Ada | row 0 ✓")
    #expect(list.cellRequests == 1)

    list.tableView.reloadData()
    list.items = ["Grace"]
    #expect(list.cellRequests == 1)
    #expect(list.tableView.visibleCells.map(\.contentConfiguration.text) == ["Grace"])
    #expect(list.cellRequests == 2)
    _ = window.render()
    #expect(list.cellRequests == 2)
  }

  @Test func aPullRunsTheRefreshControlsActionUntilTheAppEndsIt() throws {
    let list = ListViewController(["Ada"])
    let refreshControl = RefreshControl()
    var pulls = 0
    refreshControl.addAction(ControlAction { _ in pulls += 1 }, for: .valueChanged)
    list.tableView.refreshControl = refreshControl
    let window = Window(rootViewController: list)

    try window.pullToRefresh()
    try window.pullToRefresh()
    #expect(pulls == 1)
    #expect(window.render() == "# List\n(refreshing)\n> Ada | row 0 ✓")
    refreshControl.endRefreshing()
    try window.pullToRefresh()
    #expect(pulls == 2)
  }

  @Test func theDelegateHearsNoPopButTheTransitionNamesTheScreenItLeft() throws {
    let navigation = NavigationController(rootViewController: ListViewController(["Ada"]))
    let log = NavigationLog()
    navigation.delegate = log
    let window = Window(rootViewController: navigation)
    let detail = ViewController()
    detail.title = "Detail"

    navigation.pushViewController(detail, animated: true)
    try window.goBack()
    #expect(
      log.events == [
        "will show Detail from List", "did show Detail from List",
        "will show List from Detail (popped)", "did show List from Detail (popped)",
      ])
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func aSwipeBackTheUserLetsGoOfKeepsTheScreenAndNeverShowsTheOneBelow() throws {
    let navigation = NavigationController(rootViewController: ListViewController(["Ada"]))
    let log = NavigationLog()
    navigation.delegate = log
    let window = Window(rootViewController: navigation)
    let detail = ListViewController(["Grace"])
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: true)
    log.events = []

    try window.startSwipingBackAndLetGo()
    #expect(log.events == ["will show List from Detail (popped)"])
    #expect(
      navigation.topViewController === detail && window.render().hasPrefix("< List\n# Detail"))
    #expect(window.leakedScreens.isEmpty)

    try window.swipeBack()
    #expect(
      log.events.suffix(2) == [
        "will show List from Detail (popped)", "did show List from Detail (popped)",
      ])
    #expect(window.render() == "# List\n> Ada | row 0 ✓")
  }

  @Test func aTransitionsCompletionSaysWhetherTheUserCancelledIt() throws {
    let navigation = NavigationController(rootViewController: ListViewController(["Ada"]))
    let window = Window(rootViewController: navigation)
    navigation.pushViewController(ListViewController(["Grace"]), animated: true)
    let probe = TransitionProbe()
    navigation.delegate = probe

    try window.startSwipingBackAndLetGo()
    try window.swipeBack()
    #expect(probe.endings == [true, false] && probe.interactive == [true, true])
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func aSheetSwipedDownClosesAndTellsItsDelegateUnlessItRefuses() throws {
    let navigation = NavigationController(rootViewController: ListViewController(["Ada"]))
    let window = Window(rootViewController: navigation)
    #expect(throws: UserActionError.noSheet(screen: "List")) { try window.swipeDownSheet() }
    let sheet = ListViewController(["Grace"])
    sheet.title = "Sheet"
    let log = SheetLog()
    sheet.presentationController?.delegate = log
    navigation.present(sheet)

    sheet.isModalInPresentation = true
    try window.swipeDownSheet()
    #expect(log.events == ["did attempt"])
    sheet.isModalInPresentation = false
    log.allowsDismissal = false
    try window.swipeDownSheet()
    #expect(log.events.suffix(2) == ["should dismiss", "did attempt"])
    #expect(window.render().hasPrefix("# Sheet"))

    log.allowsDismissal = true
    try window.swipeDownSheet()
    #expect(log.events.suffix(3) == ["should dismiss", "will dismiss", "did dismiss"])
    #expect(window.render().hasPrefix("# List"))

    // The app's own dismissal tells the delegate nothing.
    log.events = []
    navigation.present(sheet)
    sheet.dismiss()
    #expect(log.events.isEmpty && navigation.presentedViewController == nil)
  }

  @Test func aReusedCellKeepsWhatItsLastRowSetUntilTheAppSetsItAgain() {
    let list = StaleCheckmarkList(["Ada", "Grace"], chosen: 0)
    let window = Window(rootViewController: list)
    #expect(window.render() == "# List\n> Ada ✓\n> Grace")
    list.chosen = 1
    list.tableView.reloadData()
    // The data source sets the checkmark but never clears it: the reused first cell keeps
    // its checkmark, the bug an iOS table shows too.
    #expect(window.render() == "# List\n> Ada ✓\n> Grace ✓")
    #expect(list.madeCells == 2)
  }

  @Test func aClosedScreenStillAliveIsALeak() throws {
    let navigation = NavigationController(rootViewController: ListViewController(["Ada"]))
    let window = Window(rootViewController: navigation)
    var kept: [ViewController] = []
    navigation.pushViewController(ListViewController(["Grace"]), animated: true)
    try window.goBack()
    #expect(window.leakedScreens.isEmpty)

    kept.append(ListViewController(["Grace"]))
    navigation.pushViewController(kept[0], animated: true)
    try window.goBack()
    navigation.present(ViewController())
    navigation.dismiss()
    #expect(window.leakedScreens == ["ListViewController"])
    kept.removeAll()
    #expect(window.leakedScreens.isEmpty)
  }
}

/// Hears every transition's end through its coordinator's completion.
@MainActor
private final class TransitionProbe: NavigationControllerDelegate {
  var endings: [Bool] = []
  var interactive: [Bool] = []

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    guard let transition = navigationController.transitionCoordinator else { return }
    interactive.append(transition.isInteractive)
    transition.animate(alongsideTransition: nil) { [weak self] context in
      self?.endings.append(context.isCancelled)
    }
  }
}

/// A list whose data source sets a checkmark on the chosen row and forgets to clear it.
@MainActor
private final class StaleCheckmarkList: ViewController, TableViewDataSource {
  let tableView = TableView()
  let items: [String]
  var chosen: Int
  var madeCells = 0
  private var seen: [ObjectIdentifier] = []

  init(_ items: [String], chosen: Int) {
    self.items = items
    self.chosen = chosen
    super.init()
    title = "List"
  }

  override func viewDidLoad() {
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    view.addSubview(tableView)
    tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    if !seen.contains(ObjectIdentifier(cell)) {
      seen.append(ObjectIdentifier(cell))
      madeCells += 1
    }
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    cell.contentConfiguration = content
    if indexPath.row == chosen { cell.accessoryType = .checkmark }
    return cell
  }
}
