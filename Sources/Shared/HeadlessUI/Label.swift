/// Static text, like `UILabel`. An error label renders with a leading `!`.
@MainActor
public final class Label: View {
  public enum Style: Sendable {
    case body
    case headline
    case error
  }

  public var text: String
  public var style: Style

  public init(_ text: String = "", style: Style = .body) {
    self.text = text
    self.style = style
  }

  override public var visibleText: String? { text }

  override public var renderedLines: [String] {
    guard !text.isEmpty else { return [] }
    switch style {
    case .body: return [text]
    case .headline: return ["## \(text)"]
    case .error: return ["! \(text)"]
    }
  }
}
