// Role: display data, shared by every feature. A list row as a presenter hands it to its view,
// ready to show.

/// One list row, formatted by a presenter.
public struct DisplayRow: Equatable {
  public var title: String
  public var subtitle: String?
  public var isChecked: Bool

  public init(title: String, subtitle: String? = nil, isChecked: Bool = false) {
    self.title = title
    self.subtitle = subtitle
    self.isChecked = isChecked
  }
}
