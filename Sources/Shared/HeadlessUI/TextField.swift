/// An editable single-line field with a caption, like a `UITextField` beside its label.
///
/// Renders as `Caption: [text]`. The app hears every keystroke through an action for
/// `.editingChanged` and reads `text`; setting `text` itself sends no action.
@MainActor
public final class TextField: Control {
  public let caption: String
  public var text: String

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
      sendActions(for: .editingChanged)
    }
  }

  /// Deletes all text at once, as the clear button of a field does.
  public func clear() {
    text = ""
    sendActions(for: .editingChanged)
  }
}
