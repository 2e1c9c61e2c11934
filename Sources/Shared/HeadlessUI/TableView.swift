/// One row of a `TableView`: a title, an optional subtitle and an optional checkmark.
public struct TableRow: Equatable, Sendable {
  public var title: String
  public var subtitle: String?
  public var isChecked: Bool

  public init(title: String, subtitle: String? = nil, isChecked: Bool = false) {
    self.title = title
    self.subtitle = subtitle
    self.isChecked = isChecked
  }
}

/// A list of rows with selection and an optional pull-to-refresh, like `UITableView` with a
/// `UIRefreshControl`.
///
/// Rows render as `> Title | Subtitle`, a checked row ends with ` ✓`.
@MainActor
public final class TableView: View {
  public var rows: [TableRow] = []
  public var onSelectRow: ((Int) -> Void)?
  /// Setting this adds pull-to-refresh; the app calls `endRefreshing()` when done.
  public var onRefresh: (() -> Void)?
  public private(set) var isRefreshing = false

  override public init() {}

  override public var renderedLines: [String] {
    let header = isRefreshing ? ["(refreshing)"] : []
    return header
      + rows.map { row in
        "> " + row.title + (row.subtitle.map { " | \($0)" } ?? "") + (row.isChecked ? " ✓" : "")
      }
  }

  /// The index of the row a user would name by its title, if it is on screen.
  public func rowIndex(titled title: String) -> Int? {
    rows.firstIndex { $0.title == title }
  }

  public func selectRow(at index: Int) {
    guard rows.indices.contains(index) else { return }
    onSelectRow?(index)
  }

  /// Does what a user's pull does; ignored while a refresh is already running.
  public func pullToRefresh() {
    guard let onRefresh, !isRefreshing else { return }
    isRefreshing = true
    onRefresh()
  }

  public func endRefreshing() {
    isRefreshing = false
  }
}
