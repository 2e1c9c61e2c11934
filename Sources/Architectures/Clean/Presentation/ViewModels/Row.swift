// Role: item view model (Presentation). What a list row shows, ready to display: what view
// models hand views instead of entities. No UI types.

/// One list row as the view model wants it shown.
struct Row: Equatable {
  var title: String
  var subtitle: String?
  var isChecked = false
}
