/// The base of every on-screen element, like `UIView`: a tree of subviews drawn top to bottom.
///
/// A view renders itself as plain text lines, so a whole screen becomes a deterministic
/// text snapshot that tests and scenarios compare.
@MainActor
open class View {
  /// Finds the element in tests and scenarios when its visible text is not unique.
  public var accessibilityIdentifier: String?
  /// A hidden view and all its subviews are neither rendered nor found.
  public var isHidden = false
  public private(set) var subviews: [View] = []
  public private(set) weak var superview: View?

  public init() {}

  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The lines this view contributes to the screen, not counting its subviews.
  open var renderedLines: [String] { [] }

  /// The text a user reads on this element and can name in a scenario (a title, a label).
  open var visibleText: String? { nil }

  /// This view and its visible descendants, in drawing order.
  public var visibleViews: [View] {
    guard !isHidden else { return [] }
    return [self] + subviews.flatMap(\.visibleViews)
  }

  /// The rendered text of this view and its visible subviews.
  public func render() -> [String] {
    visibleViews.flatMap(\.renderedLines)
  }

  /// Whether a scenario's or test's query names this view.
  public func matches(_ query: String) -> Bool {
    accessibilityIdentifier == query || visibleText == query
  }
}
