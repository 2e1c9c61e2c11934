// Role: View (cell configuration). How a cell shows a title, a subtitle and a checkmark:
// the same for every table of the app.
import HeadlessUI

extension TableViewCell {
  /// Shows `title` and `subtitle`, with a checkmark when `isChecked`.
  func show(_ title: String, _ subtitle: String, isChecked: Bool = false) {
    var content = defaultContentConfiguration()
    content.text = title
    content.secondaryText = subtitle
    contentConfiguration = content
    accessoryType = isChecked ? .checkmark : .none
  }
}
