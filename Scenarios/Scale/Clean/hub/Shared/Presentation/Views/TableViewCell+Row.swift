// Role: view helper (Presentation). How a view controller fills a table cell from an item
// view model, in every feature.
import HeadlessUI

extension TableViewCell {
  /// Shows `row`: its title, its subtitle as secondary text, and a checkmark when checked.
  public func configure(with row: Row) {
    var content = defaultContentConfiguration()
    content.text = row.title
    content.secondaryText = row.subtitle
    contentConfiguration = content
    accessoryType = row.isChecked ? .checkmark : .none
  }
}
