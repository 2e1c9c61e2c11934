// Role: view data. What a list row shows, ready to display; no UI types.

/// One list row as the view model wants it shown.
struct Row: Equatable {
  var title: String
  var subtitle: String?
  var isChecked = false
}
