// Role: View (cell configuration), shared by every feature. How a cell shows a row a presenter
// formatted: the same in every module's table.
import HeadlessUI

extension TableViewCell {
  /// Shows `row`: its title and subtitle, and a checkmark when it is checked.
  public func configure(with row: DisplayRow) {
    var content = defaultContentConfiguration()
    content.text = row.title
    content.secondaryText = row.subtitle
    contentConfiguration = content
    accessoryType = row.isChecked ? .checkmark : .none
  }
}
