/// What a control tells its actions about, like `UIControl.Event`.
public enum ControlEvent: Hashable, Sendable {
  /// A tap on a button.
  case touchUpInside
  /// A keystroke (or a clear) in a text field.
  case editingChanged
  /// A pull on a refresh control.
  case valueChanged
}

/// A closure a control runs for an event, like `UIAction`; it receives the control.
@MainActor
public struct ControlAction {
  let handler: (Control) -> Void

  public init(handler: @escaping (Control) -> Void) {
    self.handler = handler
  }
}

/// A view the user acts on, like `UIControl`: it runs the actions added for an event.
@MainActor
open class Control: View {
  /// A disabled control ignores the user.
  public var isEnabled = true
  private var actions: [(event: ControlEvent, action: ControlAction)] = []

  override public init() {}

  /// Runs `action` each time `event` happens, like `UIControl.addAction(_:for:)`.
  public func addAction(_ action: ControlAction, for event: ControlEvent) {
    actions.append((event, action))
  }

  /// Runs the actions added for `event`, in the order they were added.
  public func sendActions(for event: ControlEvent) {
    for entry in actions where entry.event == event { entry.action.handler(self) }
  }
}
