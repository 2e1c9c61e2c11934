import Banking
import Foundation
import HarnessContract
import HeadlessUI

/// Where a running app keeps a figure (docs/METRICS.md, "Stored copies"): every stored
/// property of the app's live objects whose value holds it, found with `Mirror` from the
/// architecture's instance and the window's screens.
///
/// A value holds the figure `20.00 EUR` when it is a `Money` of that amount and currency, a
/// `Decimal` of that amount, or a `String` that contains the text, at any depth of structs,
/// enums, optionals, tuples and collections. One place is one object's property and the
/// path of labels down to the figure, with collection elements and dictionary entries taken
/// as one (`UsersViewController.users[].sentToday`): a list of users is one copy however
/// many it holds. The views' own text (labels, cells: the screen) is not a copy, nor is what
/// the SwiftUI stand-in builds from the views to show them (a body's output, the screen's
/// content, its rows); neither is what closures capture, which `Mirror` cannot see, nor the
/// objects of the toolchain and of the shared runtime (the session, the clock, the server).
/// A SwiftUI view's own properties and its `@State` are the app's, and count.
@MainActor
public enum StoredPlaces {
  /// The places in `session`'s running app that hold `figure`, as `Type.path`, sorted, the
  /// type named with its module when that is not the app's (`CleanData.`,
  /// `UnidirectionalRuntime.`); the same place in two objects of one type is listed twice.
  public static func places(of figure: String, in session: AppSession) -> [String] {
    var search = Search(figure: figure)
    if let app = session.app {
      search.appModule = module(of: app)
      search.enqueue(app)
    }
    if let root = session.window?.rootViewController { search.enqueue(root) }
    while !search.queue.isEmpty {
      let object = search.queue.removeFirst()
      search.visit(object)
    }
    return search.places.sorted()
  }

  /// The places that hold `figure` once `scenario` has run in `architecture`, in this
  /// process.
  public static func places(
    of figure: String, after scenario: Scenario, in architecture: any Architecture.Type
  ) async -> [String] {
    final class Found { var places: [String] = [] }
    let found = Found()
    _ = await ScenarioRunner().run(
      scenario, in: architecture,
      inspect: { session in found.places = places(of: figure, in: session) })
    return found.places
  }

  nonisolated static func module(of object: AnyObject) -> String {
    String(String(reflecting: type(of: object)).prefix { $0 != "." })
  }

  /// The object's type with its module, without generic arguments: `HeadlessSwiftUI.Rows`.
  nonisolated static func typeName(of object: AnyObject) -> String {
    String(String(reflecting: type(of: object)).prefix { $0 != "<" })
  }

  /// Modules whose objects belong to the toolchain or to the shared runtime, not to an app.
  nonisolated static let foreignModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch",
    "_Concurrency", "Observation", "AppRuntime", "FakeBackend", "HarnessContract",
  ]

  /// What the SwiftUI stand-in builds from the views to show them: the screen, as UIKit's
  /// labels and cells are. A view node's `body` is the last output of the view's `body`.
  nonisolated static let renderedTypes: Set<String> = [
    "HeadlessSwiftUI.ScreenContent", "HeadlessSwiftUI.Element", "HeadlessSwiftUI.Rows",
  ]
  nonisolated static let renderedProperties: Set<String> = ["HeadlessSwiftUI.ViewNode.body"]

  /// How deep into a value the search goes: a guard against a value that nests without end.
  nonisolated static let deepest = 24

  struct Search {
    let figure: String
    let amount: String
    var appModule = ""
    var queue: [AnyObject] = []
    var seen: Set<ObjectIdentifier> = []
    var places: [String] = []

    init(figure: String) {
      self.figure = figure
      amount = String(figure.prefix { $0 != " " })
    }

    mutating func enqueue(_ object: AnyObject) {
      guard seen.insert(ObjectIdentifier(object)).inserted, !(object is View) else { return }
      guard !StoredPlaces.foreignModules.contains(StoredPlaces.module(of: object)) else { return }
      guard !StoredPlaces.renderedTypes.contains(StoredPlaces.typeName(of: object)) else { return }
      queue.append(object)
    }

    mutating func visit(_ object: AnyObject) {
      let module = StoredPlaces.module(of: object)
      let typeName =
        (module == appModule ? "" : "\(module).")
        + String(describing: type(of: object)).prefix { $0 != "<" }
      var found: Set<String> = []
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        for child in current.children {
          let label = Self.name(child.label)
          let property = "\(StoredPlaces.typeName(of: object)).\(label)"
          guard !StoredPlaces.renderedProperties.contains(property) else { continue }
          collect(child.value, path: "\(typeName).\(label)", depth: 0, into: &found)
        }
        mirror = current.superclassMirror
      }
      places += found
    }

    /// Adds to `found` the paths below `value` that end at the figure; objects met on the
    /// way are queued, to be visited as places of their own.
    mutating func collect(_ value: Any, path: String, depth: Int, into found: inout Set<String>) {
      guard depth < StoredPlaces.deepest else { return }
      if holds(value) {
        found.insert(path)
        return
      }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        enqueue(value as AnyObject)
        return
      }
      if "\(type(of: value))".contains("ObservationRegistrar") { return }
      let isCollection = [.collection, .dictionary, .set].contains(mirror.displayStyle)
      for child in mirror.children {
        let step =
          isCollection ? "[]" : child.label.map { $0 == "some" ? "" : ".\(Self.name($0))" } ?? "[]"
        collect(child.value, path: path + step, depth: depth + 1, into: &found)
      }
    }

    func holds(_ value: Any) -> Bool {
      switch value {
      case let money as Money: "\(money.plainAmount) \(money.currency)" == figure
      case let decimal as Decimal: Money(decimal, "").plainAmount == amount
      case let text as String: text.contains(figure)
      default: false
      }
    }

    /// A property's name as written: the storage an `@Observable` class or a `lazy var`
    /// gets is named after it.
    static func name(_ label: String?) -> String {
      guard var label else { return "[]" }
      if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
      if label.hasPrefix("_") { label.removeFirst() }
      return label
    }
  }
}
