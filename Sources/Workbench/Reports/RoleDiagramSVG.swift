import SourceMetrics

extension ComparisonReport {
  /// The boxes of an architecture's role diagram: every role one of its files plays, in
  /// the roles' order. README.md's Mermaid and report.html's SVG draw the same boxes and the
  /// same arrows (`roleReferences`).
  static func diagramRoles(_ metrics: ArchitectureMetrics) -> [Role] {
    Set(metrics.files.compactMap(\.role)).sorted()
  }
}

/// report.html's role diagrams: the graph of README.md's Mermaid diagram drawn as inline
/// SVG, with a deterministic layout and no script. Roles are put in rows: a role's row is
/// the longest chain of arrows that leads to it (arrows that close a cycle are left out of
/// that count); in a row, roles stand in the order of the mean position of the roles
/// pointing at them, then in the roles' order. Arrows to the next row go straight down, the
/// others round the right of the boxes, each in a lane of its own. Each box is outlined in its
/// role's colour of the page's palette (`k0`…`k9`, 3:1 or more against the page in both
/// schemes), the text and arrows in the page's text colour.
enum RoleDiagramSVG {
  /// A role's box.
  struct Box: Equatable {
    var role: Role
    var row: Int
    var x: Int
    var width: Int
  }

  /// The diagrams' rules in the page's style; their colours are `HTMLReport`'s palette.
  static let style = [
    ".diagram svg{max-width:100%;height:auto}.box{fill:none;stroke-width:2}"
      + ".edge{stroke:currentColor;stroke-width:1.5;fill:none}.arrowhead{fill:currentColor}"
      + ".note{font-size:.9em}"
  ]

  static let boxHeight = 32
  static let rowHeight = 76
  static let gap = 28
  static let margin = 10
  /// The space between the lanes of the arrows that go round the boxes.
  static let laneGap = 12

  /// The boxes, placed.
  static func layout(roles: [Role], edges: [(from: Role, to: Role)]) -> [Box] {
    let rows = rows(roles: roles, edges: edges)
    let count = (rows.values.max() ?? -1) + 1
    var placed: [Role: Box] = [:]
    var widths: [Int] = []
    var rowsOfRoles: [[Role]] = []
    for row in 0..<count {
      // In the order of the mean position of the boxes above that point at each role.
      let members = roles.filter { rows[$0] == row }
      let order = members.enumerated().map { index, role -> (Double, Int, Role) in
        let above = edges.filter { $0.to == role }.compactMap { placed[$0.from] }
        let mean =
          above.isEmpty
          ? Double(index) * 1_000
          : Double(above.map { $0.x + $0.width / 2 }.reduce(0, +)) / Double(above.count)
        return (mean, index, role)
      }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
      var x = 0
      for role in order {
        let width = boxWidth(role)
        placed[role] = Box(role: role, row: row, x: x, width: width)
        x += width + gap
      }
      widths.append(max(0, x - gap))
      rowsOfRoles.append(order)
    }
    // Each row centred on the widest.
    let widest = widths.max() ?? 0
    return rowsOfRoles.enumerated().flatMap { row, roles in
      roles.map { role in
        var box = placed[role]!
        box.x += margin + (widest - widths[row]) / 2
        return box
      }
    }
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

  /// The y of a box's top, under `pad` units of room for the arrows that go round.
  private static func top(_ box: Box, pad: Int) -> Int { margin + pad + box.row * rowHeight }

  /// The arrows: one to the next row goes straight down; any other (`detours`) goes round the
  /// right of the boxes, right of `right`, in a lane of its own.
  private static func arrowElements(
    _ edges: [(from: Role, to: Role)], boxes box: [Role: Box],
    detours: [(from: Role, to: Role)], right: Int, pad: Int, id: String
  ) -> [String] {
    edges.compactMap { edge in
      guard let from = box[edge.from], let to = box[edge.to] else { return nil }
      let marker = "class=\"edge\" marker-end=\"url(#\(id)-arrow)\""
      guard let lane = detours.firstIndex(where: { $0 == edge }) else {
        return "<line x1=\"\(from.x + from.width / 2)\" y1=\"\(top(from, pad: pad) + boxHeight)\" "
          + "x2=\"\(to.x + to.width / 2)\" y2=\"\(top(to, pad: pad))\" \(marker)></line>"
      }
      // Down out of the box, along the gap under its row to the lane, along the lane to the
      // gap over the other box's row, and down into it: only gaps and the lane.
      let x = right + laneGap * (lane + 1)
      let step = 3 * (lane % 8)
      let (x1, y1) = (from.x + from.width / 2, top(from, pad: pad) + boxHeight)
      let (x2, y2) = (to.x + to.width / 2, top(to, pad: pad))
      return "<path d=\"M\(x1),\(y1) V\(y1 + 6 + step) H\(x) V\(y2 - 6 - step) H\(x2) V\(y2)\" "
        + "\(marker)></path>"
    }
  }

  /// The figure of report.html: the SVG, its legend, and the arrows as text.
  static func figure(architecture name: String, metrics: ArchitectureMetrics) -> String {
    let roles = ComparisonReport.diagramRoles(metrics)
    let edges = ComparisonReport.roleReferences(metrics)
    let escape = HTMLReport.escape
    let arrows = edges.map { "\($0.from.rawValue) → \($0.to.rawValue)" }
    let text = arrows.isEmpty ? "No role names a type of another." : arrows.joined(separator: ", ")
    guard !roles.isEmpty else { return "" }
    let boxes = layout(roles: roles, edges: edges)
    let box = Dictionary(uniqueKeysWithValues: boxes.map { ($0.role, $0) })
    // An arrow to the next row goes straight down; any other (skipping rows, or up) goes
    // round the right of the boxes, each in a lane of its own, and through the gaps between
    // rows, so that none crosses a box.
    let right = boxes.map { $0.x + $0.width }.max() ?? 0
    let detours = edges.filter { edge in
      guard let from = box[edge.from], let to = box[edge.to] else { return false }
      return to.row != from.row + 1
    }
    let width = right + (detours.isEmpty ? 0 : laneGap * (detours.count + 1)) + margin
    // Room above the first row and under the last for the arrows that go round.
    let pad = detours.isEmpty ? 0 : 30
    let height = (boxes.map(\.row).max() ?? 0) * rowHeight + boxHeight + 2 * (margin + pad)
    let id = "diagram-" + name.filter(\.isLetter)
    func top(_ box: Box) -> Int { Self.top(box, pad: pad) }
    var svg = [
      "<figure class=\"diagram\">",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"\(id)-title "
        + "\(id)-desc\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" "
        + "height=\"\(height)\">",
      "<title id=\"\(id)-title\">\(escape(name)): references between roles</title>",
      "<desc id=\"\(id)-desc\">\(escape(text))</desc>",
      "<defs><marker id=\"\(id)-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
        + "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
        + "<path d=\"M0,0L10,5L0,10z\" class=\"arrowhead\"></path></marker></defs>",
    ]
    svg += arrowElements(edges, boxes: box, detours: detours, right: right, pad: pad, id: id)
    for item in boxes {
      let color = (Role.allCases.firstIndex(of: item.role) ?? 0) % HTMLReport.paletteSize
      svg += [
        "<rect x=\"\(item.x)\" y=\"\(top(item))\" width=\"\(item.width)\" "
          + "height=\"\(boxHeight)\" rx=\"6\" class=\"box k\(color)\"></rect>",
        "<text x=\"\(item.x + item.width / 2)\" y=\"\(top(item) + 21)\" font-size=\"13\" "
          + "text-anchor=\"middle\">\(escape(item.role.rawValue))</text>",
      ]
    }
    svg.append("</svg>")
    svg.append(
      "<figcaption>\(escape(name)): references between roles: \(escape(text))<br><small>"
        + "\(escape(ComparisonReport.diagramLegend)) A box is a role; an arrow to the next row "
        + "goes down, any other round the right of the boxes.</small></figcaption>")
    svg.append("</figure>")
    return svg.joined(separator: "\n")
  }
}
