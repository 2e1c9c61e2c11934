/// An editable single-line field with a caption, like a `UITextField` beside its label.
///
/// Renders as `Caption: [text]`. The app hears every keystroke through `onChange`.
@MainActor
public final class TextField: View {
  public let caption: String
  public var text: String
  /// Called after each change the user makes, never when the app sets `text` itself.
  public var onChange: ((String) -> Void)?

  public init(caption: String, text: String = "") {
    self.caption = caption
    self.text = text
  }

  override public var visibleText: String? { caption }

  override public var renderedLines: [String] { ["\(caption): [\(text)]"] }

  /// Types `characters` one at a time at the end of the text, as a user would.
  public func type(_ characters: String) {
    for character in characters {
      text.append(character)
      onChange?(text)
    }
  }

  /// Deletes all text at once, as the clear button of a field does.
  public func clear() {
    text = ""
    onChange?(text)
  }
}
