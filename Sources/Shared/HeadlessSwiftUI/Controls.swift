/// Text on screen, like SwiftUI's `Text`: a body line, a headline with `.font(.headline)`, an
/// error line (`! text`) with `.foregroundStyle(.red)`.
public struct Text: _PrimitiveView, Equatable {
  let content: String

  public init(_ content: String) {
    self.content = content
  }
}

/// A text font, like SwiftUI's `Font`; the headless screen tells only a headline apart.
public enum Font: Hashable, Sendable {
  case body
  case headline
  case caption
}

/// A colour, like SwiftUI's `Color`; red text reads as an error on the headless screen.
public enum Color: Hashable, Sendable {
  case primary
  case secondary
  case red
}

/// A symbol, like SwiftUI's `Image(systemName:)`: it draws nothing on a headless screen,
/// except the `checkmark`, which marks the list row it is in (` ✓`).
public struct Image: _PrimitiveView, Equatable {
  let systemName: String

  public init(systemName: String) {
    self.systemName = systemName
  }
}

/// A title with a symbol, like SwiftUI's `Label`. With a warning symbol
/// (`exclamationmark.triangle`, filled or not) it is the screen's banner, `!! title`;
/// otherwise the title as body text.
public struct Label: _PrimitiveView, Equatable {
  let title: String
  let systemImage: String

  public init(_ title: String, systemImage: String) {
    self.title = title
    self.systemImage = systemImage
  }

  var isWarning: Bool { systemImage.hasPrefix("exclamationmark.triangle") }
}

/// What a button is for, like SwiftUI's `ButtonRole`.
public enum ButtonRole: Hashable, Sendable {
  case cancel
  case destructive
}

/// A tappable control, like SwiftUI's `Button`: `[Title]` on screen, or a tappable row in a
/// `List` when its label is a row's content.
public struct Button<ButtonLabel: View>: _PrimitiveView {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: ButtonLabel

  public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> ButtonLabel
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension Button where ButtonLabel == Text {
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// A single-line field, like SwiftUI's `TextField`: `Title: [text]` on screen, editing the
/// string its binding names, one keystroke at a time.
public struct TextField: _PrimitiveView {
  let title: String
  let text: Binding<String>

  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }
}

/// An indeterminate progress indicator, like SwiftUI's `ProgressView()`: `(spinner)`.
public struct ProgressView: _PrimitiveView, Equatable {
  public init() {}
}
