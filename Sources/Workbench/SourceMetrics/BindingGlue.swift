/// The binding glue of an architecture's code (docs/METRICS.md, "Binding glue"): the lines
/// of its view files (roles View, ViewController, ViewData) that connect the views to the
/// state they show, on each stand-in, found by the kit's own constructs. A line counts once,
/// however many constructs it holds; a construct that spans lines (a closure, a computed
/// binding, a delegate method) counts every line of it.
///
/// - On the UIKit stand-in (files that import `HeadlessUI`): a control's target-action
///   (`addAction`); a data source or delegate set in a file that adopts one of the kit's
///   protocols, and those protocols' methods; observation (`withObservationTracking`, and
///   the calls of a function of the target that wraps it); each write of a value a view
///   shows (`label.text = …`, `isHidden`, `isEnabled`, …; a literal written while the screen
///   is made is layout, not glue) and the calls that show the state anew (`reloadData()`,
///   `endRefreshing()`); the navigation calls (`pushViewController`, `present`, `dismiss`, …)
///   and a runtime store's `scope`.
/// - On the SwiftUI stand-in (files that import `HeadlessSwiftUI`): a binding (`$name`,
///   `Binding`, `@Binding` and its `_name =`, `@Bindable`), a change handler
///   (`.onChange(of:)`), an `@Observable` type a view file declares to adapt what it is told
///   into state, and a runtime store's `scope`.
///
/// A library's runtime is not a view file, so it is not counted; an observation helper
/// declared there is still known by name, so its calls in the app's views count.
public struct BindingGlue: Sendable, Equatable, Codable {
  /// Lines on the UIKit stand-in.
  public var uiKit = 0
  /// Lines on the SwiftUI stand-in.
  public var swiftUI = 0

  public var total: Int { uiKit + swiftUI }

  public init(uiKit: Int = 0, swiftUI: Int = 0) {
    (self.uiKit, self.swiftUI) = (uiKit, swiftUI)
  }

  /// The roles of view files.
  static let viewRoles: Set<Role> = [.view, .viewController, .viewData]

  /// The glue of an architecture's source files, path to text (paths relative to the
  /// package root; test files are not counted).
  public init(files: [String: String]) {
    let tokens = files.filter { $0.key.hasSuffix(".swift") && !$0.key.hasPrefix("Tests/") }
      .mapValues { SwiftTokenizer.tokensWithLines(Array($0.utf8)) }
    let helpers = Set(tokens.values.flatMap(Self.observationHelpers))
    for (path, file) in tokens {
      guard let role = Self.role(files[path] ?? "", path), Self.viewRoles.contains(role) else {
        continue
      }
      let scan = Scan(tokens: file)
      let imports = scan.imports
      if imports.contains("HeadlessUI") { uiKit += scan.uiKitLines(helpers: helpers).count }
      if imports.contains("HeadlessSwiftUI") { swiftUI += scan.swiftUILines().count }
    }
  }

  /// The role of the file at `path`, by the rules of docs/METRICS.md, "Roles".
  static func role(_ text: String, _ path: String) -> Role? {
    SourceAnalyzer.measure(text, path: path).role
  }

  /// `12 UIKit`, `8 SwiftUI`, `3 UIKit + 9 SwiftUI`, or `0`.
  public var description: String {
    let parts = [(uiKit, "UIKit"), (swiftUI, "SwiftUI")].filter { $0.0 > 0 }.map {
      "\($0.0) \($0.1)"
    }
    return parts.isEmpty ? "0" : parts.joined(separator: " + ")
  }

  /// The methods of the UIKit stand-in's delegate and data-source protocols, and the
  /// protocols.
  static let delegateMethods: Set<String> = [
    "tableView", "navigationController", "tabBarController",
    "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
    "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
  ]
  static let delegateProtocols: Set<String> = [
    "TableViewDataSource", "TableViewDelegate", "NavigationControllerDelegate",
    "TabBarControllerDelegate", "AdaptivePresentationControllerDelegate",
  ]
  /// The properties in which a UIKit stand-in view shows a value.
  static let shownValues: Set<String> = [
    "text", "secondaryText", "title", "message", "isHidden", "isEnabled", "isAnimating",
    "accessoryType", "badgeValue", "contentConfiguration", "isModalInPresentation",
    "selectedIndex", "selectedViewController",
  ]
  /// The calls that make a UIKit stand-in view show the state anew, and those that move
  /// between its screens.
  static let refreshes: Set<String> = ["reloadData", "endRefreshing", "beginRefreshing"]
  static let navigation: Set<String> = [
    "pushViewController", "popViewController", "popToRootViewController", "setViewControllers",
    "present", "dismiss",
  ]
  /// The functions in which a screen is made: a literal written there is layout.
  static let making: Set<String> = ["init", "viewDidLoad", "loadView"]

  /// The functions of a file whose body calls `withObservationTracking`: the target's own
  /// observation helper (`bind`, `observe`).
  static func observationHelpers(_ tokens: [(token: String, line: Int)]) -> [String] {
    var helpers: [String] = []
    var function: String?
    for (index, token) in tokens.enumerated() {
      if token.token == "func", index + 1 < tokens.count { function = tokens[index + 1].token }
      if token.token == "withObservationTracking", let function { helpers.append(function) }
    }
    return helpers
  }

  /// One file's tokens, read for glue.
  struct Scan {
    let tokens: [(token: String, line: Int)]

    private func token(_ index: Int) -> String {
      tokens.indices.contains(index) ? tokens[index].token : ""
    }

    /// The modules the file imports.
    var imports: Set<String> {
      var modules: Set<String> = []
      for index in tokens.indices where tokens[index].token == "import" {
        var next = index + 1
        while ["class", "struct", "enum", "protocol", "func", "var", "typealias"].contains(
          token(next))
        {
          next += 1
        }
        modules.insert(token(next))
      }
      return modules
    }

    func uiKitLines(helpers: Set<String>) -> Set<Int> {
      var lines: Set<Int> = []
      let adoptsKitProtocol = tokens.contains { BindingGlue.delegateProtocols.contains($0.token) }
      var function = ""
      for index in tokens.indices {
        let (word, previous, next) = (token(index), token(index - 1), token(index + 1))
        if word == "init" && previous != "." { function = "init" }
        if previous == "func" {
          function = word
          if BindingGlue.delegateMethods.contains(word) { lines.formUnion(body(from: index)) }
          continue
        }
        let isCall = next == "(" || next == "{"
        let isWrite =
          next == "=" && token(index + 2) != "=" && previous != "var" && previous != "let"
        if (["addAction", "withObservationTracking"].contains(word) || helpers.contains(word)
          || BindingGlue.navigation.contains(word) || (word == "scope" && previous == "."))
          && isCall
        {
          lines.formUnion(span(from: index))
        } else if isWrite, ["dataSource", "delegate"].contains(word) {
          if adoptsKitProtocol { lines.insert(tokens[index].line) }
        } else if isWrite, BindingGlue.shownValues.contains(word) {
          if !(BindingGlue.making.contains(function) && isLiteral(at: index + 2)) {
            lines.formUnion(span(from: index))
          }
        } else if previous == ".", next == "(", BindingGlue.refreshes.contains(word) {
          lines.insert(tokens[index].line)
        }
      }
      return lines
    }

    func swiftUILines() -> Set<Int> {
      var lines: Set<Int> = []
      let bound = Set(
        tokens.indices.filter { token($0) == "@Binding" && token($0 + 1) == "var" }.map {
          "_" + token($0 + 2)
        })
      for index in tokens.indices {
        let (word, previous, next) = (token(index), token(index - 1), token(index + 1))
        if word == "$", let first = next.unicodeScalars.first,
          first == "_" || first.properties.isAlphabetic
        {
          lines.insert(tokens[index].line)
        } else if word == "@Binding" || word == "@Bindable"
          || (bound.contains(word) && next == "=")
        {
          lines.insert(tokens[index].line)
        } else if word == "@Observable" {
          lines.formUnion(body(from: index))
        } else if word == "Binding" || (["onChange", "scope"].contains(word) && previous == ".") {
          lines.formUnion(span(from: index))
        }
      }
      return lines
    }

    /// Whether the value written at `index` is a literal alone on its line.
    private func isLiteral(at index: Int) -> Bool {
      guard tokens.indices.contains(index) else { return false }
      let value = tokens[index].token
      let isLiteral =
        value == "\"\"" || ["true", "false", "nil"].contains(value)
        || value.first.map(\.isNumber) == true
      let ends = !tokens.indices.contains(index + 1) || tokens[index + 1].line != tokens[index].line
      return isLiteral && ends
    }

    /// The lines of the construct starting at `start`: the brackets it opens on its line and
    /// the trailing closures after them (`) {`, `} set: {`); its line alone when it opens
    /// none there.
    func span(from start: Int) -> ClosedRange<Int> {
      let first = tokens[start].line
      var (depth, opened, index) = (0, false, start)
      while index < tokens.count {
        let (text, line) = tokens[index]
        if !opened, line != first { break }
        if ["(", "[", "{"].contains(text) {
          (depth, opened) = (depth + 1, true)
        } else if [")", "]", "}"].contains(text) {
          depth -= 1
          if depth < 0 { break }
          if depth == 0, opened {
            let trailing =
              token(index + 1) == "{"
              || (token(index + 2) == ":" && token(index + 3) == "{")
            guard trailing, tokens.indices.contains(index + 1), tokens[index + 1].line == line
            else { return first...line }
          }
        }
        index += 1
      }
      return first...first
    }

    /// The lines of the declaration whose name (or attribute) is at `start`, through its
    /// body; its line alone when it has none (a protocol's requirement).
    func body(from start: Int) -> ClosedRange<Int> {
      var (depth, index) = (0, start + 1)
      while index < tokens.count {
        let text = tokens[index].token
        if text == "(" || text == "[" { depth += 1 }
        if text == ")" || text == "]" { depth -= 1 }
        if depth == 0, ["func", "var", "let", "}"].contains(text) { break }
        if text == "{", depth == 0 {
          return tokens[start].line...span(from: index).upperBound
        }
        index += 1
      }
      return tokens[start].line...tokens[start].line
    }
  }
}
