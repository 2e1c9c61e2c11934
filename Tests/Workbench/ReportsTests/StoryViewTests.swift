import Testing

@testable import Reports
@testable import SourceMetrics

/// The story view's code: a function found by its name in its file, cut from its keyword to
/// its closing brace, and highlighted without a script.
struct StoryViewTests {
  private static let source = """
    final class UsersViewModel {
      func load() {
        let text = "a { brace in a string"  // and } one in a comment
        if text.isEmpty { return }
      }

      func other() {}
    }
    """

  /// As the declaration counter reads the code: braces in strings, raw strings and block
  /// comments are not the function's.
  @Test func aFunctionIsCutFromItsKeywordToTheBraceThatClosesIt() {
    let source = Self.source.replacingOccurrences(
      of: "if text.isEmpty", with: "/* } */ let raw = #\"}\"#\n    if text.isEmpty")
    var text = source
    let file = text.withUTF8 { bytes in
      SourceAnalyzer.measure(
        bytes, path: "X.swift",
        detail: .init(countsDeclarations: true, collectsReferences: false, measuresExtents: true)
      ).0
    }
    let load = file.extents.first { $0.name == "load" }
    #expect(
      load.map { StorySource.body(of: $0, in: source) } == """
          func load() {
            let text = "a { brace in a string"  // and } one in a comment
            /* } */ let raw = #"}"#
            if text.isEmpty { return }
          }
        """)
    let other = file.extents.first { $0.name == "other" }
    #expect(other.map { StorySource.body(of: $0, in: source) } == "  func other() {}")
    // Without its closing brace, to the end of the file.
    #expect(
      StorySource.body(of: Extent(kind: .function, name: "f", line: 7), in: Self.source)
        == "  func other() {}\n}")
  }

  @Test func aFunctionIsFoundByItsNameInItsType() {
    let file = FileMetrics(
      path: "Sources/Architectures/X/UsersViewModel.swift", lines: LineCounts(),
      declarations: Declarations(), types: [],
      extents: [
        Extent(kind: .type, name: "UsersViewModel", line: 1),
        Extent(kind: .function, name: "load", parent: 0, line: 2),
        Extent(kind: .function, name: "other", parent: 0, line: 7),
      ])
    #expect(StorySource.extent(of: "UsersViewModel.load()", in: file)?.line == 2)
    #expect(StorySource.extent(of: "UsersViewModel.other()", in: file)?.line == 7)
    #expect(StorySource.extent(of: "UsersViewModel.rows.getter", in: file) == nil)
  }

  /// Overloads share a name: their labels tell them apart.
  @Test func anOverloadIsFoundByItsLabels() {
    let source = """
      extension UsersViewController {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
          rows.count
        }
        func tableView(
          _ tableView: TableView, cellForRowAt indexPath: IndexPath,
          with map: Dictionary<String, (Int) -> Void>
        ) -> Cell {
          Cell()
        }
      }
      """
    let file = FileMetrics(
      path: "V.swift", lines: LineCounts(), declarations: Declarations(), types: [],
      extents: [
        Extent(kind: .extension, name: "UsersViewController", line: 1),
        Extent(kind: .function, name: "tableView", parent: 0, line: 2),
        Extent(kind: .function, name: "tableView", parent: 0, line: 5),
      ])
    let cell = "UsersViewController.tableView(_:cellForRowAt:with:)"
    let rows = "UsersViewController.tableView(_:numberOfRowsInSection:)"
    #expect(StorySource.extent(of: cell, in: file, source: source)?.line == 5)
    #expect(StorySource.extent(of: rows, in: file, source: source)?.line == 2)
  }

  @Test func keywordsTypesStringsAndCommentsAreMarkedAndEscaped() {
    let html = StorySource.highlighted(#"let x: Int = f("<a>") // done"#)
    #expect(
      html == #"<span class="kw">let</span> x: <span class="typ">Int</span> = f("#
        + #"<span class="str">&quot;&lt;a&gt;&quot;</span>) <span class="com">// done</span>"#)
  }
}
