/// A message across the screen for errors the user should act on; hidden while empty.
@MainActor
public final class Banner: View {
  public var message: String?

  override public init() {}

  override public var visibleText: String? { message }

  override public var renderedLines: [String] { message.map { ["!! \($0)"] } ?? [] }
}
