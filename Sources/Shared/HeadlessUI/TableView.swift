import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// The row `row` of section `section`, as UIKit spells it.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
  }
#endif

/// Where a table gets its rows, like `UITableViewDataSource`: asked again on `reloadData()`.
@MainActor
public protocol TableViewDataSource: AnyObject {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

/// What a table tells about the user's actions, like `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The buttons a swipe from the row's trailing edge reveals; nil (the default, as UIKit's
  /// optional method) for none.
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
}

/// A button a swipe on a row reveals, like `UIContextualAction`: its handler gets the action,
/// the view it was shown in, and a completion to call with whether it did its job.
@MainActor
public final class ContextualAction {
  public enum Style: Sendable {
    case normal
    case destructive
  }

  public typealias Handler =
    @MainActor (
      _ action: ContextualAction, _ sourceView: View, _ completion: @escaping (Bool) -> Void
    ) -> Void

  public let style: Style
  public var title: String?
  let handler: Handler

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// The buttons a swipe on a row reveals, like `UISwipeActionsConfiguration`.
@MainActor
public final class SwipeActionsConfiguration {
  public let actions: [ContextualAction]

  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}

/// A list of rows in one section, like `UITableView`: it asks its data source for its rows
/// when it is laid out after `reloadData()` (not inside the call, as UIKit does not), tells
/// its delegate when the user selects a row, and may have a `refreshControl` for
/// pull-to-refresh.
///
/// Rows render as `> Text | Secondary text`; a row with a checkmark ends with ` ✓`.
@MainActor
public final class TableView: View {
  public weak var dataSource: (any TableViewDataSource)?
  public weak var delegate: (any TableViewDelegate)?
  /// Setting one adds pull-to-refresh, shown as `(refreshing)` while it runs.
  public var refreshControl: RefreshControl? {
    didSet { refreshControl?.tableView = self }
  }
  /// The cells on screen. Reading them lays the table out first, as the screen showing it
  /// would: a `reloadData()` since the last layout asks the data source now.
  public var visibleCells: [TableViewCell] {
    layoutIfNeeded()
    return cells
  }

  /// The cells of the last layout.
  private var cells: [TableViewCell] = []
  /// Whether the data source has to be asked at the next layout: from the start, and after
  /// every `reloadData()`.
  private var needsReload = true

  override public init() {}

  /// The identifiers `register(_:forCellReuseIdentifier:)` was told.
  private var registeredIdentifiers: Set<String> = []
  /// Cells no longer on screen, by identifier, the next one to hand out last: the cells of
  /// the last reload come back in the order they were shown.
  private var reusableCells: [String: [TableViewCell]] = [:]

  /// Marks the rows as changed, as the app must after its data changed: the data source is
  /// asked for them at the next layout, not now. So what the app reads while it reloads is
  /// all it reads then; an observer that must see the rows change reads them itself.
  public func reloadData() {
    needsReload = true
  }

  /// Lays the table out if a reload is pending: the cells on screen become reusable first,
  /// so row N usually gets back the cell that showed row N before, with whatever the app set
  /// on it then, and the data source is asked for every row.
  public func layoutIfNeeded() {
    guard needsReload, let dataSource else { return }
    needsReload = false
    for cell in cells.reversed() {
      reusableCells[cell.reuseIdentifier, default: []].append(cell)
    }
    let count = dataSource.tableView(self, numberOfRowsInSection: 0)
    cells = (0..<max(count, 0)).map { row in
      dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
    }
  }

  /// Tells the table which cells to make for `identifier`, as UIKit requires before
  /// `dequeueReusableCell(withIdentifier:for:)`.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registeredIdentifiers.insert(identifier)
  }

  /// A cell to fill for a row: a reused one when one is free, which keeps its content,
  /// accessory and everything else the app set for its last row (the app sets them all
  /// again), else a new one. Like UIKit, it stops the app for an identifier never registered.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    guard registeredIdentifiers.contains(identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier): register a class for it first")
    }
    return reusableCells[identifier]?.popLast() ?? TableViewCell(reuseIdentifier: identifier)
  }

  override public var renderedLines: [String] {
    let header = refreshControl?.isRefreshing == true ? ["(refreshing)"] : []
    return header + visibleCells.map(\.renderedLine)
  }

  /// The index path of the row a user would name by its text, if it is on screen.
  public func indexPathForRow(titled title: String) -> IndexPath? {
    visibleCells.firstIndex { $0.contentConfiguration.text == title }
      .map { IndexPath(row: $0, section: 0) }
  }

  /// Does what a user's tap on a row does.
  public func selectRow(at indexPath: IndexPath) {
    guard visibleCells.indices.contains(indexPath.row) else { return }
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// The titles of the buttons a swipe on the row reveals, asked of the delegate each time
  /// as UIKit does when the swipe starts.
  public func swipeActionTitles(forRowAt indexPath: IndexPath) -> [String] {
    swipeActions(forRowAt: indexPath).compactMap(\.title)
  }

  /// Does what a user's swipe on a row and tap on the revealed button titled `title` does:
  /// calls its handler; the row closes again whatever the completion says. False when the
  /// row reveals no such button.
  public func performSwipeAction(titled title: String, forRowAt indexPath: IndexPath) -> Bool {
    guard let action = swipeActions(forRowAt: indexPath).first(where: { $0.title == title })
    else { return false }
    action.handler(action, self) { _ in }
    return true
  }

  private func swipeActions(forRowAt indexPath: IndexPath) -> [ContextualAction] {
    guard visibleCells.indices.contains(indexPath.row) else { return [] }
    return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)?
      .actions ?? []
  }
}

/// The text of a cell, like `UIListContentConfiguration`.
public struct ListContentConfiguration: Equatable, Sendable {
  public var text: String?
  public var secondaryText: String?
}

/// One row of a `TableView`, like `UITableViewCell`.
@MainActor
public final class TableViewCell {
  public enum AccessoryType: Sendable {
    case none
    case checkmark
  }

  public let reuseIdentifier: String
  public var contentConfiguration = ListContentConfiguration()
  public var accessoryType = AccessoryType.none

  public init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// An empty configuration to fill and set as `contentConfiguration`.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    ListContentConfiguration()
  }

  var renderedLine: String {
    "> " + (contentConfiguration.text ?? "")
      + (contentConfiguration.secondaryText.map { " | \($0)" } ?? "")
      + (accessoryType == .checkmark ? " ✓" : "")
  }
}

/// Pull-to-refresh for a table, like `UIRefreshControl`: a pull sends `.valueChanged`; the
/// app calls `endRefreshing()` when it is done, and `beginRefreshing()` to show a refresh it
/// started itself.
@MainActor
public final class RefreshControl: Control {
  public private(set) var isRefreshing = false
  weak var tableView: TableView?

  override public init() {}

  /// Does what a user's pull does; ignored while a refresh is already running.
  public func pull() {
    guard isEnabled, !isRefreshing else { return }
    isRefreshing = true
    sendActions(for: .valueChanged)
  }

  /// Shows the control refreshing, as for a pull, without sending `.valueChanged`: for a
  /// refresh the app started itself.
  public func beginRefreshing() {
    isRefreshing = true
  }

  public func endRefreshing() {
    isRefreshing = false
  }
}
