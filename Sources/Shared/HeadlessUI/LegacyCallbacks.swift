// Temporary: the closure properties the architectures used before the kit took UIKit's
// shapes (data source, delegate, actions). Removed once every architecture is migrated.

import Foundation

/// One row for `TableView.rows`.
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

extension Button {
  public var onTap: (() -> Void)? {
    get { nil }
    set { if let newValue { addAction(ControlAction { _ in newValue() }, for: .touchUpInside) } }
  }
}

extension TextField {
  public var onChange: ((String) -> Void)? {
    get { nil }
    set {
      guard let newValue else { return }
      addAction(
        ControlAction { control in newValue((control as? TextField)?.text ?? "") },
        for: .editingChanged)
    }
  }
}

extension TableView {
  private final class RowsSource: TableViewDataSource, TableViewDelegate {
    var rows: [TableRow] = []
    var onSelectRow: ((Int) -> Void)?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      let row = rows[indexPath.row]
      cell.contentConfiguration = ListContentConfiguration(
        text: row.title, secondaryText: row.subtitle)
      cell.accessoryType = row.isChecked ? .checkmark : .none
      return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      onSelectRow?(indexPath.row)
    }
  }

  private var rowsSource: RowsSource {
    if let source = legacySource as? RowsSource { return source }
    let source = RowsSource()
    legacySource = source
    dataSource = source
    delegate = source
    return source
  }

  public var rows: [TableRow] {
    get { rowsSource.rows }
    set {
      rowsSource.rows = newValue
      reloadData()
    }
  }

  public var onSelectRow: ((Int) -> Void)? {
    get { rowsSource.onSelectRow }
    set { rowsSource.onSelectRow = newValue }
  }

  public var onRefresh: (() -> Void)? {
    get { nil }
    set {
      guard let newValue else { return }
      let control = RefreshControl()
      control.addAction(ControlAction { _ in newValue() }, for: .valueChanged)
      refreshControl = control
    }
  }

  public func endRefreshing() {
    refreshControl?.endRefreshing()
  }
}
