/// A piece of user interface, like SwiftUI's `View`: a value whose `body` describes what it
/// shows, built by `ViewBuilder`. Primitive views (`Text`, `Button`, `List`, …) have no body
/// of their own (`Body == Never`): the kit draws them.
///
/// Views are values, made again each time their parent's body runs; what lasts is their
/// identity (their place in the tree, and their `id` inside a `ForEach`), which keeps their
/// `@State` while the view stays on screen (docs/SWIFTUI.md).
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view the kit draws itself: it has no body to ask.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is drawn by the kit and has no body") }
}

/// Builds a view from the statements of a closure, like SwiftUI's: several views in a row,
/// `if` and `if`/`else`, optionals.
@MainActor @resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
  }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Nothing on screen.
public struct EmptyView: _PrimitiveView {
  public init() {}
}

/// The views of a builder block, in order.
public struct TupleView<each Content: View>: _PrimitiveView {
  public var value: (repeat each Content)

  public init(_ content: repeat each Content) {
    value = (repeat each content)
  }
}

/// One of two views, from an `if`/`else` in a builder: each branch has an identity of its own,
/// so switching branches starts the other one afresh.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

/// An optional view, from an `if` without `else`: nothing while it is nil.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {}

/// A view of any type, like SwiftUI's `AnyView`: its identity includes the wrapped type.
public struct AnyView: _PrimitiveView {
  let view: any View

  public init<Content: View>(_ view: Content) {
    self.view = view
  }
}

/// Views grouped without a container of their own.
public struct Group<Content: View>: _PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Views top to bottom, like SwiftUI's `VStack`: on a headless screen, each renders as itself.
public struct VStack<Content: View>: _PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Views side by side, like SwiftUI's `HStack`: in a list row, its texts are the row's title
/// and subtitle; elsewhere, each renders as itself.
public struct HStack<Content: View>: _PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}
