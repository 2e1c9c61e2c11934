// Role: display data. A list row as a presenter hands it to its view, ready to show.

/// One list row, formatted by a presenter.
struct DisplayRow: Equatable {
  var title: String
  var subtitle: String?
  var isChecked = false
}
