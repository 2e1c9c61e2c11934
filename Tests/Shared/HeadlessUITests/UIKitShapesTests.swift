import Foundation
import HeadlessUI
import Testing

/// A screen with a table it feeds as its data source and delegate, as a UIKit screen does.
@MainActor
private final class ListViewController: ViewController, TableViewDataSource, TableViewDelegate {
  let tableView = TableView()
  var items: [String]
  var selected: [Int] = []

  init(_ items: [String]) {
    self.items = items
    super.init()
    title = "List"
  }

  override func viewDidLoad() {
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
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
}

/// Records what a navigation controller tells its delegate.
@MainActor
private final class NavigationLog: NavigationControllerDelegate {
  var events: [String] = []

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController
  ) {
    events.append("show \(viewController.title)")
  }

  func navigationController(
    _ navigationController: NavigationController, didPop viewController: ViewController
  ) {
    events.append("pop \(viewController.title)")
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

  @Test func theNavigationDelegateHearsPushesAndPopsIncludingTheBackButton() throws {
    let navigation = NavigationController(rootViewController: ListViewController(["Ada"]))
    let log = NavigationLog()
    navigation.delegate = log
    let window = Window(rootViewController: navigation)
    let detail = ViewController()
    detail.title = "Detail"

    navigation.push(detail)
    try window.goBack()
    #expect(log.events == ["show Detail", "pop Detail", "show List"])
  }

  @Test func aClosedScreenStillAliveIsALeak() throws {
    let navigation = NavigationController(rootViewController: ListViewController(["Ada"]))
    let window = Window(rootViewController: navigation)
    var kept: [ViewController] = []
    navigation.push(ListViewController(["Grace"]))
    try window.goBack()
    #expect(window.leakedScreens.isEmpty)

    kept.append(ListViewController(["Grace"]))
    navigation.push(kept[0])
    try window.goBack()
    navigation.present(ViewController())
    navigation.dismiss()
    #expect(window.leakedScreens == ["ListViewController"])
    kept.removeAll()
    #expect(window.leakedScreens.isEmpty)
  }
}
