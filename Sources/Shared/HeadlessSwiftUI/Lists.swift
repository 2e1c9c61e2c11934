/// A scrolling list of rows, like SwiftUI's `List`: a table on screen. Each view in it that
/// is not a `ForEach`, `Section`, `Group` or condition is one row: its texts are the row's
/// title and subtitle (`> Title | Subtitle`, more texts joined with ` · `), a `checkmark`
/// image checks it, and its `Button` or `NavigationLink` is what a tap on it does.
/// A `.refreshable` action above it adds pull to refresh.
public struct List<Content: View>: _PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
}

/// A view per element of a collection, like SwiftUI's `ForEach`: each keeps its identity
/// (and state) by the element's id, wherever the element moves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: @MainActor (Data.Element) -> Content

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

/// A group of rows under a header, like SwiftUI's `Section`: in a list, a headline over its
/// own rows; elsewhere a headline over its views.
public struct Section<Content: View>: _PrimitiveView {
  let header: String?
  let content: Content

  public init(_ header: String, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
  }

  public init(@ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
  }
}

extension List: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    guard case .screen = context.place else { return }
    let list = ListCollector()
    var listContext = context
    listContext.place = .list(list)
    graph.resolve(content, id: "\(id).rows", listContext)
    for (index, section) in list.sections.enumerated() {
      if let header = section.header {
        context.screen.items.append(.text(id: "\(id).header\(index)", header, .headline))
      }
      guard index == 0 || !section.rows.isEmpty else { continue }
      context.screen.items.append(
        .list(
          id: "\(id).section\(index)", rows: section.rows,
          refresh: index == 0 ? context.refresh : nil))
    }
  }
}

extension ForEach: ResolvableView {
  var containsRows: Bool { true }
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    for element in data {
      graph.resolve(content(element), id: "\(id)[\(element[keyPath: self.id])]", context)
    }
  }
}

extension Section: ResolvableView {
  var containsRows: Bool { true }
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    switch context.place {
    case .list(let list):
      list.sections.append((header, []))
      graph.resolve(content, id: "\(id).content", context)
      list.sections.append((nil, []))
    case .screen:
      if let header { context.screen.items.append(.text(id: "\(id).header", header, .headline)) }
      graph.resolve(content, id: "\(id).content", context)
    case .row:
      graph.resolve(content, id: "\(id).content", context)
    }
  }
}
