// Role: View (cell configuration). How a cell shows a view model's row: the same for every
// table of the app.
import HeadlessUI

extension TableViewCell {
  /// Shows `row`: its title and subtitle, and a checkmark when it is checked.
  func configure(with row: Row) {
    var content = defaultContentConfiguration()
    content.text = row.title
    content.secondaryText = row.subtitle
    contentConfiguration = content
    accessoryType = row.isChecked ? .checkmark : .none
  }
}
