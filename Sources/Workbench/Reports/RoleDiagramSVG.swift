import SourceMetrics

extension ComparisonReport {
  /// The boxes of an architecture's role diagram: every role one of its files plays, in
  /// the roles' order. README.md's Mermaid and report.html's SVG draw the same boxes and the
  /// same arrows (`diagramEdges`).
  static func diagramRoles(_ metrics: ArchitectureMetrics) -> [Role] {
    Set(metrics.files.compactMap(\.role)).sorted()
  }
}

/// report.html's role diagrams: the graph of README.md's Mermaid diagram drawn as inline
/// SVG, in layers, with a deterministic layout and no script. Roles are put in rows: a role's
/// row is the longest chain of arrows that leads to it (arrows that close a cycle are left
/// out of that count). An arrow between rows further apart passes each row between through
/// a slot of its own in that row, so every arrow runs down (or, closing a cycle, up) through
/// the rows between its ends and never round the diagram's side. In a row, boxes and slots
/// stand in the order of the mean position of what they connect to in the row above, then in
/// the roles' order. An arrow up starts and ends a little right of the centre, beside the
/// arrow down between the same boxes. Each box is outlined in its role's colour of the page's
/// palette (`k0`…`k9`, 3:1 or more against the page in both schemes), the text and arrows in
/// the page's text colour.
enum RoleDiagramSVG {
  /// A role's box.
  struct Box: Equatable {
    var role: Role
    var row: Int
    var x: Int
    var width: Int
  }

  /// The boxes, placed, and each arrow's points, in the order of the edges.
  struct Layout: Equatable {
    var boxes: [Box]
    var routes: [[Point]]
  }

  struct Point: Equatable {
    var x: Int
    var y: Int
  }

  /// The diagrams' rules in the page's style; their colours are `HTMLReport`'s palette.
  static let style = [
    ".diagram svg{max-width:100%;height:auto}.box{fill:none;stroke-width:2}"
      + ".edge{stroke:currentColor;stroke-width:1.5;fill:none}.via{stroke-dasharray:5 4}"
      + ".arrowhead{fill:currentColor}"
      + ".note{font-size:.9em}"
  ]

  static let boxHeight = 32
  static let rowHeight = 76
  static let gap = 28
  static let margin = 10
  /// The width of the slot an arrow takes in a row it passes, and the room beside it.
  static let slot = 12
  /// How far beside the outermost box an arrow may pass: a few slots, where the layout before
  /// layers sent a lane an arrow round the right, up to 160 units out in VIPER's diagram.
  /// `Scripts/screenshot-report.sh` checks report.html against it.
  static let besideLimit = 40
  /// How far right of a box's centre an arrow up starts and ends.
  static let upOffset = 6

  /// One thing in a row: a role's box, or the slot of edge `edge` passing through row `row`.
  private enum Item: Hashable {
    case role(Role)
    case slot(edge: Int, row: Int)
  }

  /// The boxes and the arrows' routes.
  static func layout(roles: [Role], edges: [(from: Role, to: Role)]) -> Layout {
    let rows = rows(roles: roles, edges: edges)
    // The rows each edge passes between its ends.
    let passes = edges.map { edge -> [Int] in
      let (start, end) = (rows[edge.from] ?? 0, rows[edge.to] ?? 0)
      return start < end ? Array((start + 1)..<end) : Array((end + 1)..<max(end + 1, start))
    }
    let count = (rows.values.max() ?? -1) + 1
    var position: [Item: (row: Int, x: Int, width: Int)] = [:]
    var widths: [Int] = []
    for row in 0..<count {
      let members =
        roles.filter { rows[$0] == row }.map(Item.role)
        + passes.indices.filter { passes[$0].contains(row) }.map {
          Item.slot(edge: $0, row: row)
        }
      let sorted = members.enumerated().map { index, item in
        let above = neighbours(item, row: row, edges: edges)
          .compactMap { position[$0] }.filter { $0.row == row - 1 }
        let mean =
          above.isEmpty
          ? Double(index) * 1_000
          : Double(above.map { $0.x + $0.width / 2 }.reduce(0, +)) / Double(above.count)
        return (mean, index, item)
      }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
      let order = inward(sorted)
      var x = 0
      for (index, item) in order.enumerated() {
        if index > 0 { x += isBox(item) && isBox(order[index - 1]) ? gap : slot }
        let width = if case .role(let role) = item { boxWidth(role) } else { slot }
        position[item] = (row, x, width)
        x += width
      }
      widths.append(x)
    }
    // Each row centred on the widest.
    let widest = widths.max() ?? 0
    for (item, placed) in position {
      position[item]!.x = placed.x + margin + (widest - widths[placed.row]) / 2
    }
    let boxes = roles.compactMap { role in
      position[.role(role)].map { Box(role: role, row: $0.row, x: $0.x, width: $0.width) }
    }.sorted { ($0.row, $0.x) < ($1.row, $1.x) }
    let routes = edges.indices.map { index in
      route(index, edges[index], rows: rows, passes: passes[index]) { position[$0]?.x ?? 0 }
    }
    return Layout(boxes: boxes, routes: routes)
  }

  /// `order` with the slots before its first box and after its last moved in, next to the
  /// box beside them, when the row has two boxes or more: an arrow passes between the boxes
  /// rather than beside the row.
  private static func inward(_ order: [Item]) -> [Item] {
    let boxes = order.indices.filter { isBox(order[$0]) }
    guard let first = boxes.first, let last = boxes.last, first != last else { return order }
    let leading = order[..<first]
    let trailing = order[(last + 1)...]
    let inner = order[first...last]
    return [inner.first!] + leading + inner.dropFirst().dropLast() + trailing + [inner.last!]
  }

  private static func isBox(_ item: Item) -> Bool {
    if case .role = item { true } else { false }
  }

  /// What `item`, in `row`, connects to in the row above: a box, the other ends of its edges
  /// and their slots there; a slot, its edge's ends and its slot there.
  private static func neighbours(_ item: Item, row: Int, edges: [(from: Role, to: Role)])
    -> [Item]
  {
    switch item {
    case .role(let role):
      return edges.indices.flatMap { index -> [Item] in
        let edge = edges[index]
        guard edge.from == role || edge.to == role else { return [] }
        let other = edge.from == role ? edge.to : edge.from
        return [.role(other), .slot(edge: index, row: row - 1)]
      }
    case .slot(let index, _):
      let edge = edges[index]
      return [.role(edge.from), .role(edge.to), .slot(edge: index, row: row - 1)]
    }
  }

  /// The points of edge `index`, down from the bottom of its source (or, going up, from its
  /// top) through its slot in each row it passes, into its target.
  private static func route(
    _ index: Int, _ edge: (from: Role, to: Role), rows: [Role: Int], passes: [Int],
    x: (Item) -> Int
  ) -> [Point] {
    let (start, end) = (rows[edge.from] ?? 0, rows[edge.to] ?? 0)
    func centre(_ role: Role) -> Int { x(.role(role)) + boxWidth(role) / 2 }
    func top(_ row: Int) -> Int { margin + row * rowHeight }
    if start == end {
      // In one row: out of the bottom, along the gap under the row, up into the other box.
      let (x1, x2) = (centre(edge.from) + upOffset, centre(edge.to) + upOffset)
      let y = top(start) + boxHeight
      return [
        Point(x: x1, y: y), Point(x: x1, y: y + 14), Point(x: x2, y: y + 14),
        Point(x: x2, y: y),
      ]
    }
    let down = start < end
    let offset = down ? 0 : upOffset
    let slots = (down ? passes : passes.reversed()).flatMap { row in
      let middle = x(.slot(edge: index, row: row)) + slot / 2
      let points = [Point(x: middle, y: top(row)), Point(x: middle, y: top(row) + boxHeight)]
      return down ? points : points.reversed()
    }
    return [Point(x: centre(edge.from) + offset, y: top(start) + (down ? boxHeight : 0))]
      + slots + [Point(x: centre(edge.to) + offset, y: top(end) + (down ? 0 : boxHeight))]
  }

  /// Each role's row: the longest chain of arrows leading to it, the arrows that close a
  /// cycle (found depth first, roles in order) left out.
  static func rows(roles: [Role], edges: [(from: Role, to: Role)]) -> [Role: Int] {
    var targets: [Role: [Role]] = [:]
    for edge in edges { targets[edge.from, default: []].append(edge.to) }
    var state: [Role: Bool] = [:]  // false: on the path being walked; true: done
    var finished: [Role] = []
    var forward: Set<[Role]> = []
    func visit(_ role: Role) {
      state[role] = false
      for target in targets[role] ?? [] {
        switch state[target] {
        case nil:
          forward.insert([role, target])
          visit(target)
        case true?: forward.insert([role, target])
        case false?: break  // closes a cycle
        }
      }
      state[role] = true
      finished.append(role)
    }
    for role in roles where state[role] == nil { visit(role) }
    var rows = Dictionary(uniqueKeysWithValues: roles.map { ($0, 0) })
    for role in finished.reversed() {
      for target in targets[role] ?? [] where forward.contains([role, target]) {
        rows[target] = max(rows[target] ?? 0, (rows[role] ?? 0) + 1)
      }
    }
    return rows
  }

  /// Wide enough for the role's name at 8 units a character.
  static func boxWidth(_ role: Role) -> Int { 8 * role.rawValue.count + 24 }

  /// The figure of report.html: the SVG, its legend, and the arrows as text.
  static func figure(architecture name: String, metrics: ArchitectureMetrics) -> String {
    let roles = ComparisonReport.diagramRoles(metrics)
    let edges = ComparisonReport.diagramEdges(metrics)
    let escape = HTMLReport.escape
    let arrows = edges.map {
      "\($0.from.rawValue) \($0.throughProtocol ? "⇢" : "→") \($0.to.rawValue)"
    }
    let text = arrows.isEmpty ? "No role names a type of another." : arrows.joined(separator: ", ")
    guard !roles.isEmpty else { return "" }
    let layout = layout(roles: roles, edges: edges.map { ($0.from, $0.to) })
    let boxes = layout.boxes
    // Wide enough for the slots beside the boxes too.
    let right = boxes.map { $0.x + $0.width } + layout.routes.joined().map(\.x)
    let width = (right.max() ?? 0) + margin
    let height = (boxes.map(\.row).max() ?? 0) * rowHeight + boxHeight + 2 * margin + 14
    let id = "diagram-" + name.filter(\.isLetter)
    var svg = [
      "<figure class=\"diagram\">",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"\(id)-title "
        + "\(id)-desc\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" "
        + "height=\"\(height)\" data-beside-limit=\"\(besideLimit)\">",
      "<title id=\"\(id)-title\">\(escape(name)): references between roles</title>",
      "<desc id=\"\(id)-desc\">\(escape(text))</desc>",
      "<defs><marker id=\"\(id)-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
        + "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
        + "<path d=\"M0,0L10,5L0,10z\" class=\"arrowhead\"></path></marker></defs>",
    ]
    svg += zip(layout.routes, edges).map { points, edge in
      "<polyline points=\"" + points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
        + "\" class=\"edge\(edge.throughProtocol ? " via" : "")\" "
        + "marker-end=\"url(#\(id)-arrow)\"></polyline>"
    }
    for item in boxes {
      let color = (Role.allCases.firstIndex(of: item.role) ?? 0) % HTMLReport.paletteSize
      let top = margin + item.row * rowHeight
      svg += [
        "<rect x=\"\(item.x)\" y=\"\(top)\" width=\"\(item.width)\" "
          + "height=\"\(boxHeight)\" rx=\"6\" class=\"box k\(color)\"></rect>",
        "<text x=\"\(item.x + item.width / 2)\" y=\"\(top + 21)\" font-size=\"13\" "
          + "text-anchor=\"middle\">\(escape(item.role.rawValue))</text>",
      ]
    }
    svg.append("</svg>")
    svg.append(
      "<figcaption>\(escape(name)): references between roles: \(escape(text))<br><small>"
        + "\(HTMLReport.code(ComparisonReport.diagramLegend)) A box is a role, in rows from the roles "
        + "nothing points at; an arrow runs down through the rows between its ends, and one "
        + "that closes a cycle runs up, beside the arrow down.</small></figcaption>")
    svg.append("</figure>")
    return svg.joined(separator: "\n")
  }
}
