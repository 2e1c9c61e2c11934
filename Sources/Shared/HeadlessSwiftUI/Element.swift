import Foundation
import HeadlessUI

/// The `HeadlessUI` view that shows one element of a screen, kept by identity from render to
/// render, with what the user's actions on it call.
@MainActor
final class Element {
  let view: HeadlessUI.View
  private var action: (@MainActor () -> Void)?
  private var text: Binding<String>?
  private var refresh: (@MainActor () async -> Void)?
  private var rows: Rows?

  init(_ item: Item) {
    switch item {
    case .text: view = HeadlessUI.Label()
    case .banner: view = Banner()
    case .button(_, let title, _, _): view = HeadlessUI.Button(title)
    case .field(_, let title, _, _): view = HeadlessUI.TextField(caption: title)
    case .spinner: view = ActivityIndicator()
    case .list: view = TableView()
    }
    if let control = view as? Control { listen(to: control) }
    if let table = view as? TableView {
      let rows = Rows()
      self.rows = rows
      table.register(TableViewCell.self, forCellReuseIdentifier: Rows.identifier)
      table.dataSource = rows
      table.delegate = rows
    }
  }

  private func listen(to control: Control) {
    control.addAction(
      ControlAction { [weak self] control in
        guard let self else { return }
        if let field = control as? HeadlessUI.TextField {
          self.text?.wrappedValue = field.text
        } else {
          self.action?()
        }
      }, for: control is HeadlessUI.TextField ? .editingChanged : .touchUpInside)
  }

  /// Whether this element's view can show `item`: the same kind, and for a field the same
  /// caption.
  func canShow(_ item: Item) -> Bool {
    switch item {
    case .text: view is HeadlessUI.Label
    case .banner: view is Banner
    case .button: view is HeadlessUI.Button
    case .field(_, let title, _, _): (view as? HeadlessUI.TextField)?.caption == title
    case .spinner: view is ActivityIndicator
    case .list: view is TableView
    }
  }

  func show(_ item: Item) {
    switch item {
    case .text(_, let text, let style):
      let label = view as! HeadlessUI.Label
      label.text = text
      label.style = style
    case .banner(_, let message):
      (view as! Banner).message = message
    case .button(_, let title, let isEnabled, let action):
      let button = view as! HeadlessUI.Button
      button.title = title
      button.isEnabled = isEnabled
      self.action = action
    case .field(_, _, let text, let isEnabled):
      let field = view as! HeadlessUI.TextField
      self.text = text
      if field.text != text.wrappedValue { field.text = text.wrappedValue }
      field.isEnabled = isEnabled
    case .spinner:
      (view as! ActivityIndicator).isAnimating = true
    case .list(_, let rows, let refresh):
      show(rows, refresh: refresh)
    }
  }

  private func show(_ rows: [Row], refresh: (@MainActor () async -> Void)?) {
    let table = view as! TableView
    self.rows?.rows = rows
    table.reloadData()
    self.refresh = refresh
    guard refresh != nil else {
      table.refreshControl = nil
      return
    }
    guard table.refreshControl == nil else { return }
    let control = RefreshControl()
    control.addAction(
      ControlAction { [weak self] control in
        guard let refresh = self?.refresh, let control = control as? RefreshControl else { return }
        Task {
          await refresh()
          control.endRefreshing()
        }
      }, for: .valueChanged)
    table.refreshControl = control
  }
}

/// A list's rows as a table's data source and delegate.
@MainActor
final class Rows: TableViewDataSource, TableViewDelegate {
  static let identifier = "row"
  var rows: [Row] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
    let row = rows[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = row.texts.first
    content.secondaryText =
      row.texts.count > 1 ? row.texts.dropFirst().joined(separator: " · ") : nil
    cell.contentConfiguration = content
    cell.accessoryType = row.isChecked ? .checkmark : .none
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    rows[indexPath.row].action?()
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    let actions = rows[indexPath.row].swipeActions.map { swipe in
      ContextualAction(style: .normal, title: swipe.title) { _, _, completion in
        swipe.action()
        completion(true)
      }
    }
    return actions.isEmpty ? nil : SwipeActionsConfiguration(actions: actions)
  }
}
