import HeadlessUI

/// What one screen shows after a render: its title, bar buttons, search field, elements,
/// tasks, and the navigation stack or sheet it holds. The host turns it into `HeadlessUI`
/// views.
@MainActor
final class ScreenContent {
  var title: String?
  var toolbar: [Item] = []
  var search: Item?
  var items: [Item] = []
  var tasks: [ScreenTask] = []
  var refusesSwipeDown = false
  var stack: StackContent?
  var sheet: SheetContent?
  /// The `TabView` on this screen.
  var tabs: TabsContent?

  /// Every element top to bottom: bar buttons, the search field, then the content.
  var elements: [Item] { toolbar + (search.map { [$0] } ?? []) + items }
}

/// One element on a screen, with the identity of the view it came from.
@MainActor
enum Item {
  case text(id: String, String, HeadlessUI.Label.Style)
  case banner(id: String, String)
  case button(id: String, title: String, isEnabled: Bool, action: @MainActor () -> Void)
  case field(id: String, title: String, text: Binding<String>, isEnabled: Bool)
  case spinner(id: String)
  case list(id: String, rows: [Row], refresh: (@MainActor () async -> Void)?)

  var id: String {
    switch self {
    case .text(let id, _, _), .banner(let id, _), .button(let id, _, _, _),
      .field(let id, _, _, _), .spinner(let id), .list(let id, _, _):
      id
    }
  }
}

/// A list row: its texts (a title, then the rest as its subtitle), its checkmark, what a tap
/// does, and the buttons a swipe reveals.
@MainActor
struct Row {
  var texts: [String] = []
  var isChecked = false
  var action: (@MainActor () -> Void)?
  var swipeActions: [(title: String, action: @MainActor () -> Void)] = []
}

/// A navigation stack: a screen for its root and one per value on its path or destination
/// presented.
@MainActor
struct StackContent {
  var screens: [ScreenContent] = []
  /// The identity of each screen, so a changed value replaces its screen.
  var screenIDs: [String] = []
  /// What takes each screen off the stack (nil for the root): its value off the path, its
  /// `isPresented` false.
  var closes: [(@MainActor () -> Void)?] = []

  /// Keeps the first `count` screens, as the user's back button or swipe back does.
  func keep(_ count: Int) {
    for close in closes.dropFirst(count).reversed() { close?() }
  }
}

/// A `TabView`: its tabs, and the binding to the value of the one selected, if it has one.
@MainActor
struct TabsContent {
  var tabs: [TabContent] = []
  var selection: Binding<AnyHashable>?
}

/// One tab of a `TabView`: its title in the bar, its value for a selection, and its screen.
@MainActor
struct TabContent {
  var title: String
  var value: AnyHashable?
  var screen: ScreenContent
}

/// A sheet shown while its item is set.
@MainActor
struct SheetContent {
  var id: String
  var screen: ScreenContent
  /// Sets the item to nil and runs `onDismiss`, as a swipe down does.
  var close: @MainActor () -> Void
  var onDismiss: (@MainActor () -> Void)?
}

/// A `.task`, `.onAppear` or `.onDisappear` of a view on the screen: started when the screen
/// appears, again when its `id` changes, stopped when the screen disappears or the view goes.
@MainActor
struct ScreenTask {
  var key: String
  var id: AnyHashable?
  /// Runs when it starts; returns the task to cancel when it stops, if any.
  var start: @MainActor () -> Task<Void, Never>?
  /// Runs when it stops.
  var stop: (@MainActor () -> Void)?
}
