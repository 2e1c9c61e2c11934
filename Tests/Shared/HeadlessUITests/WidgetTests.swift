import Foundation
import HeadlessUI
import Testing

/// A table's data source and delegate for widget tests: rows of (text, secondary, checked).
@MainActor
private final class Rows: TableViewDataSource, TableViewDelegate {
  var rows: [(String, String?, Bool)]
  var selected: [Int] = []

  init(_ rows: [(String, String?, Bool)]) {
    self.rows = rows
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let (text, secondary, checked) = rows[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = text
    content.secondaryText = secondary
    cell.contentConfiguration = content
    cell.accessoryType = checked ? .checkmark : .none
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

@MainActor
struct WidgetTests {
  private func window(with views: [View]) -> Window {
    let screen = ViewController()
    screen.title = "Form"
    for view in views { screen.view.addSubview(view) }
    return Window(rootViewController: screen)
  }

  @Test func everyWidgetRendersAsDocumented() {
    let spinner = ActivityIndicator()
    spinner.isAnimating = true
    let banner = Banner()
    banner.message = "Offline"
    let disabled = Button("Submit")
    disabled.isEnabled = false
    let table = TableView()
    let rows = Rows([("Ada", "ada@example.com", false), ("Everyday", nil, true)])
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.reloadData()
    let hidden = Label("Hidden")
    hidden.isHidden = true
    let window = window(with: [
      Label("Plain"), Label("Header", style: .headline), Label("Wrong", style: .error),
      Label(""), TextField(caption: "Amount", text: "12"), Button("Retry"), disabled, spinner,
      ActivityIndicator(), banner, Banner(), table, hidden,
    ])

    #expect(
      window.render() == """
        # Form
        Plain
        ## Header
        ! Wrong
        Amount: [12]
        [Retry]
        [Submit] (disabled)
        (spinner)
        !! Offline
        > Ada | ada@example.com
        > Everyday ✓
        """)
  }

  @Test func typingReportsEveryKeystrokeAndClearingReportsOnce() throws {
    let field = TextField(caption: "Search")
    var changes: [String] = []
    field.addAction(
      ControlAction { control in changes.append((control as? TextField)?.text ?? "?") },
      for: .editingChanged)
    let window = window(with: [field])

    try window.type("ad", into: "Search")
    try window.clear("Search")

    #expect(changes == ["a", "ad", ""])
  }

  @Test func aDisabledButtonCannotBeTapped() throws {
    var taps = 0
    let button = Button("Submit")
    button.addAction(ControlAction { _ in taps += 1 }, for: .touchUpInside)
    button.accessibilityIdentifier = "submit"
    let window = window(with: [button])

    try window.tap("submit")
    button.isEnabled = false
    #expect(throws: UserActionError.disabled("Submit")) { try window.tap("Submit") }
    #expect(taps == 1)
  }

  @Test func hiddenElementsCannotBeFound() {
    let button = Button("Retry")
    button.isHidden = true
    let window = window(with: [button])

    #expect(throws: UserActionError.notFound(kind: "button", query: "Retry", screen: "Form")) {
      try window.tap("Retry")
    }
  }

  @Test func selectingARowByTitleReportsItsIndex() throws {
    let table = TableView()
    let rows = Rows([("Ada", nil, false), ("Grace", nil, false)])
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    table.reloadData()
    let window = window(with: [table])

    try window.selectRow("Grace")
    #expect(rows.selected == [1])
    #expect(throws: UserActionError.notFound(kind: "row", query: "Alan", screen: "Form")) {
      try window.selectRow("Alan")
    }
  }

  @Test func pullToRefreshShowsProgressUntilTheAppEndsIt() throws {
    let table = TableView()
    var refreshes = 0
    table.refreshControl = RefreshControl()
    table.refreshControl?.addAction(ControlAction { _ in refreshes += 1 }, for: .valueChanged)
    let window = window(with: [table])

    try window.pullToRefresh()
    try window.pullToRefresh()
    #expect(window.render() == "# Form\n(refreshing)")
    #expect(refreshes == 1)
    table.refreshControl?.endRefreshing()
    #expect(window.render() == "# Form")
  }

  @Test func aRefreshTheAppBeginsShowsProgressWithoutAskingTheAppAgain() throws {
    let table = TableView()
    var refreshes = 0
    table.refreshControl = RefreshControl()
    table.refreshControl?.addAction(ControlAction { _ in refreshes += 1 }, for: .valueChanged)
    let window = window(with: [table])

    table.refreshControl?.beginRefreshing()
    try window.pullToRefresh()

    #expect(window.render() == "# Form\n(refreshing)")
    #expect(refreshes == 0)
  }
}
