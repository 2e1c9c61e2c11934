/// A spinner, like `UIActivityIndicatorView`: rendered only while animating.
@MainActor
public final class ActivityIndicator: View {
  public var isAnimating = false

  override public init() {}

  override public var renderedLines: [String] { isAnimating ? ["(spinner)"] : [] }
}
