import HeadlessUI

/// A view the graph draws itself, by adding to the screen or row it is resolved in.
@MainActor
protocol ResolvableView {
  /// Whether, in a list, the view holds rows (as `ForEach` or an `if` does) rather than
  /// making one.
  var containsRows: Bool { get }
  func resolve(id: String, _ context: Context, in graph: ViewGraph)
}

extension ResolvableView {
  var containsRows: Bool { false }
}

extension ViewGraph {
  /// The title a label shows: its texts, one after the other.
  func title(of label: any View, id: String, _ context: Context) -> String {
    let row = RowCollector()
    var labelContext = context
    labelContext.place = .row(row)
    resolve(label, id: id, labelContext)
    return row.row.texts.joined(separator: " ")
  }
}

extension EmptyView: ResolvableView {
  var containsRows: Bool { true }
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {}
}

extension TupleView: ResolvableView {
  var containsRows: Bool { true }
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    var index = 0
    for view in repeat each value {
      graph.resolve(view, id: "\(id).\(index)", context)
      index += 1
    }
  }
}

extension _ConditionalContent: ResolvableView {
  var containsRows: Bool { true }
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    switch storage {
    case .trueContent(let view): graph.resolve(view, id: "\(id).T", context)
    case .falseContent(let view): graph.resolve(view, id: "\(id).F", context)
    }
  }
}

extension Optional: ResolvableView where Wrapped: View {
  var containsRows: Bool { true }
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    if let view = self { graph.resolve(view, id: "\(id).?", context) }
  }
}

extension AnyView: ResolvableView {
  var containsRows: Bool { true }
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    graph.resolve(view, id: "\(id).\(type(of: view))", context)
  }
}

extension Group: ResolvableView {
  var containsRows: Bool { true }
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    graph.resolve(content, id: "\(id).group", context)
  }
}

extension VStack: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    graph.resolve(content, id: "\(id).v", context)
  }
}

extension HStack: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    graph.resolve(content, id: "\(id).h", context)
  }
}

extension Text: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    if case .row(let row) = context.place {
      row.row.texts.append(content)
    } else {
      context.screen.items.append(.text(id: id, content, context.textStyle))
    }
  }
}

extension Label: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    if case .row(let row) = context.place {
      row.row.texts.append(title)
    } else if isWarning {
      context.screen.items.append(.banner(id: id, title))
    } else {
      context.screen.items.append(.text(id: id, title, context.textStyle))
    }
  }
}

extension Image: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    if case .row(let row) = context.place, systemName == "checkmark" { row.row.isChecked = true }
  }
}

extension Button: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    let isEnabled = context.environment.isEnabled
    if case .row(let row) = context.place {
      if isEnabled { row.row.action = action }
      graph.resolve(label, id: "\(id).label", context)
      return
    }
    let title = graph.title(of: label, id: "\(id).label", context)
    context.screen.items.append(
      .button(id: id, title: title, isEnabled: isEnabled, action: action))
  }
}

extension TextField: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    guard case .screen = context.place else { return }
    _ = graph.track { text.wrappedValue }
    context.screen.items.append(
      .field(id: id, title: title, text: text, isEnabled: context.environment.isEnabled))
  }
}

extension ProgressView: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    guard case .screen = context.place else { return }
    context.screen.items.append(.spinner(id: id))
  }
}
