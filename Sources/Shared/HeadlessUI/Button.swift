/// A tappable button, like `UIButton`. Renders as `[Title]`, with `(disabled)` when disabled.
///
/// The app hears taps through an action for `.touchUpInside`.
@MainActor
public final class Button: Control {
  public var title: String

  public init(_ title: String) {
    self.title = title
  }

  override public var visibleText: String? { title }

  override public var renderedLines: [String] {
    ["[\(title)]" + (isEnabled ? "" : " (disabled)")]
  }

  /// Does what a user's tap does: nothing when disabled.
  public func tap() {
    guard isEnabled else { return }
    sendActions(for: .touchUpInside)
  }
}
