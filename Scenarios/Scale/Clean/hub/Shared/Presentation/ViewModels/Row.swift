// Role: item view model (Presentation). What a list row shows, ready to display: what view
// models hand views instead of entities, in every feature. No UI types.

/// One list row as the view model wants it shown.
public struct Row: Equatable {
  public var title: String
  public var subtitle: String?
  public var isChecked = false

  public init(title: String, subtitle: String? = nil, isChecked: Bool = false) {
    self.title = title
    self.subtitle = subtitle
    self.isChecked = isChecked
  }
}
