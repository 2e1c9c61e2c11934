/// A tappable button, like `UIButton`. Renders as `[Title]`, with `(disabled)` when disabled.
@MainActor
public final class Button: View {
  public var title: String
  public var isEnabled = true
  public var onTap: (() -> Void)?

  public init(_ title: String, onTap: (() -> Void)? = nil) {
    self.title = title
    self.onTap = onTap
  }

  override public var visibleText: String? { title }

  override public var renderedLines: [String] {
    ["[\(title)]" + (isEnabled ? "" : " (disabled)")]
  }

  /// Does what a user's tap does: nothing when disabled.
  public func tap() {
    guard isEnabled else { return }
    onTap?()
  }
}
