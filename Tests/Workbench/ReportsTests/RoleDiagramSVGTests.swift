import Testing

@testable import Reports
@testable import SourceMetrics
@testable import WorkbenchCommands

/// report.html's role diagrams: the graph of README.md's Mermaid, drawn as an accessible SVG
/// with a layout that is the same on every run and where no arrow crosses a box.
struct RoleDiagramSVGTests {
  /// Clean's shape in small: a chain, an arrow that skips a row, and a cycle.
  private static let edges: [(from: Role, to: Role)] = [
    (.app, .dependencyContainer), (.app, .viewModel), (.dependencyContainer, .viewController),
    (.viewController, .viewModel), (.viewModel, .viewController),
  ]
  private static let roles: [Role] = [.app, .viewController, .viewModel, .dependencyContainer]

  @Test func aRoleStandsBelowTheLongestChainLeadingToItAndCyclesAreBroken() {
    let rows = RoleDiagramSVG.rows(roles: Self.roles, edges: Self.edges)
    // App → DependencyContainer → ViewController → ViewModel; ViewModel → ViewController
    // closes a cycle and does not count.
    #expect(rows == [.app: 0, .dependencyContainer: 1, .viewController: 2, .viewModel: 3])
    let layout = RoleDiagramSVG.layout(roles: Self.roles, edges: Self.edges)
    #expect(layout == RoleDiagramSVG.layout(roles: Self.roles, edges: Self.edges))
    let boxes = layout.boxes
    for (index, box) in boxes.enumerated() {
      for other in boxes[(index + 1)...] where other.row == box.row {
        #expect(box.x + box.width <= other.x || other.x + other.width <= box.x)
      }
    }
  }

  /// In layers: every arrow crosses the rows between its ends through a slot of its own in
  /// each, next to the boxes, never in a lane round the diagram.
  @Test func everyArrowRunsThroughTheRowsBetweenItsEndsNextToTheBoxes() {
    let layout = RoleDiagramSVG.layout(roles: Self.roles, edges: Self.edges)
    let left = layout.boxes.map(\.x).min()!
    let right = layout.boxes.map { $0.x + $0.width }.max()!
    let beside = RoleDiagramSVG.besideLimit
    for route in layout.routes {
      #expect(route.allSatisfy { $0.x >= left - beside && $0.x <= right + beside }, "\(route)")
      // A point inside a row's band (not on its edges) is a slot's, clear of that row's boxes.
      for point in route.dropFirst().dropLast() {
        for box in layout.boxes {
          let top = RoleDiagramSVG.margin + box.row * RoleDiagramSVG.rowHeight
          let inBand = point.y >= top && point.y <= top + RoleDiagramSVG.boxHeight
          #expect(!(inBand && point.x > box.x && point.x < box.x + box.width), "\(point)")
        }
      }
    }
  }

  @Test func theSVGIsAnImageWithATitleAndTheArrowsAsText() throws {
    let files = Self.roles.map { role in
      FileMetrics(
        path: "Sources/Architectures/X/\(role.rawValue).swift", lines: LineCounts(),
        declarations: Declarations(), types: [.init(name: role.rawValue, kind: .class, role: role)],
        role: role,
        references: Self.edges.filter { $0.from == role }.map(\.to.rawValue))
    }
    let metrics = ArchitectureMetrics(name: "X<&>", target: "X", files: files, testFiles: [])
    let svg = RoleDiagramSVG.figure(architecture: metrics.name, metrics: metrics)
    #expect(svg.contains("role=\"img\" aria-labelledby=\"diagram-X-title diagram-X-desc\""))
    #expect(svg.contains("<title id=\"diagram-X-title\">X&lt;&amp;&gt;: references between roles"))
    // The arrows sorted by role, as in README.md's Mermaid and metrics.json.
    #expect(
      svg.contains(
        "<desc id=\"diagram-X-desc\">App → ViewModel, App → DependencyContainer, "
          + "ViewController → ViewModel, ViewModel → ViewController, "
          + "DependencyContainer → ViewController</desc>"))
    #expect(svg.contains("<figcaption>X&lt;&amp;&gt;: references between roles: App → "))
    #expect(svg.contains("Legend: an arrow A → B means"))
    // One arrow an edge, as a polyline: App → ViewModel skips two rows, so it passes them
    // through a slot each; ViewModel → ViewController goes back up, beside the arrow down.
    #expect(svg.matches(of: /<polyline points="[^"]*" class="edge"/).count == 5)
    // No lane round the boxes: the only path is the arrowhead's marker.
    #expect(svg.components(separatedBy: "<path ").count - 1 == 1)
    #expect(svg.matches(of: /<rect [^>]*class="box k\d"/).count == 4)
  }

  /// A role that uses only a protocol another role's type conforms to refers to it through
  /// the protocol: the arrow is dashed, in the SVG and its text alike; the contract that
  /// declares the protocol and the presenter that conforms to it use nothing.
  @Test func anArrowThroughAProtocolIsDashed() throws {
    let files = [
      FileMetrics(
        path: "Sources/Architectures/X/V.swift", lines: LineCounts(), declarations: Declarations(),
        types: [.init(name: "V", kind: .class, role: .viewController)], role: .viewController,
        references: ["Presenting"], uses: ["Presenting"]),
      FileMetrics(
        path: "Sources/Architectures/X/C.swift", lines: LineCounts(), declarations: Declarations(),
        types: [.init(name: "Presenting", kind: .protocol, role: .contract)], role: .contract,
        references: ["Presenting"]),
      FileMetrics(
        path: "Sources/Architectures/X/P.swift", lines: LineCounts(), declarations: Declarations(),
        types: [.init(name: "P", kind: .class, role: .presenter)], role: .presenter,
        references: ["Presenting"], conformances: ["P": ["Presenting"]]),
    ]
    let metrics = ArchitectureMetrics(name: "X", target: "X", files: files, testFiles: [])
    #expect(
      ComparisonReport.diagramEdges(metrics).map { "\($0.from)-\($0.to)-\($0.throughProtocol)" }
        == [
          "viewController-contract-false", "presenter-contract-false",
          "viewController-presenter-true",
        ])
    let svg = RoleDiagramSVG.figure(architecture: metrics.name, metrics: metrics)
    #expect(svg.matches(of: /class="edge via"/).count == 1)
    #expect(svg.contains("ViewController ⇢ Presenter"))
  }
}
