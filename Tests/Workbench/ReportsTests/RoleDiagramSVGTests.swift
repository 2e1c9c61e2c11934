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
    let boxes = RoleDiagramSVG.layout(roles: Self.roles, edges: Self.edges)
    #expect(boxes == RoleDiagramSVG.layout(roles: Self.roles, edges: Self.edges))
    for (index, box) in boxes.enumerated() {
      for other in boxes[(index + 1)...] where other.row == box.row {
        #expect(box.x + box.width <= other.x || other.x + other.width <= box.x)
      }
    }
  }

  @Test func theSVGIsAnImageWithATitleTheArrowsAsTextAndNoArrowThroughABox() throws {
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
    // One arrow an edge: read in that order, ViewModel and DependencyContainer stand in the
    // row under App and ViewController under both, so four arrows go straight down; the
    // arrow back up from ViewController to ViewModel goes round the boxes.
    let straight = svg.matches(of: /<line [^>]*class="edge"/).count
    let round = svg.matches(of: /<path d="M[^"]*" class="edge"/).count
    #expect(straight == 4 && round == 1)
    // The arrow round runs along gaps between rows and right of every box.
    let boxes = svg.matches(of: /<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/).map {
      (
        x: Int($0.1)!, y: Int($0.2)!, right: Int($0.1)! + Int($0.3)!,
        bottom: Int($0.2)! + Int($0.4)!
      )
    }
    let path = try #require(
      svg.firstMatch(of: /d="M(\d+),(\d+) V(\d+) H(\d+) V(\d+) H(\d+) V(\d+)"/))
    let (lane, gaps) = (Int(path.4)!, [Int(path.3)!, Int(path.5)!])
    #expect(boxes.allSatisfy { $0.right < lane })
    for gap in gaps { #expect(boxes.allSatisfy { gap < $0.y || gap > $0.bottom }, "\(gap)") }
    #expect(svg.matches(of: /<rect [^>]*class="box k\d"/).count == 4)
  }
}
