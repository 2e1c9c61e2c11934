import Foundation
import SourceMetrics
import Testing

struct LineLexerTests {
  private func counts(_ source: String) -> LineCounts {
    LineLexer.scan(Array(source.utf8)).counts
  }

  @Test func theTrickyExampleIs24Code12Comment5Blank() throws {
    let path = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "Fixtures/line-counting-tricky.swift.txt").path
    let bytes = try #require(FileManager.default.contents(atPath: path))
    #expect(LineLexer.scan(Array(bytes)).counts == LineCounts(code: 24, comment: 12, blank: 5))
  }
}

struct LineRuleTests {
  @Test(arguments: [
    ("// a line comment", LineCounts(comment: 1)),
    ("/// a doc comment", LineCounts(comment: 1)),
    ("/* block */", LineCounts(comment: 1)),
    ("/** doc block */", LineCounts(comment: 1)),
    ("/* a\n\n b */", LineCounts(comment: 2, blank: 1)),
    ("/* outer /* inner */ still comment */", LineCounts(comment: 1)),
    ("/* outer /* inner */\n still comment */ let x = 1", LineCounts(code: 1, comment: 1)),
    ("let x = 1 // trailing", LineCounts(code: 1)),
    ("/* lead */ let x = 1", LineCounts(code: 1)),
    ("   \t", LineCounts(blank: 1)),
    ("", LineCounts()),
    ("let a = 1\n\nlet b = 2", LineCounts(code: 2, blank: 1)),
    ("let a = 1\r\n\r\n// c\r\n", LineCounts(code: 1, comment: 1, blank: 1)),
    (#"let s = "// not a comment""#, LineCounts(code: 1)),
    (#"let s = "/* not a comment"⏎// comment"#, LineCounts(code: 1, comment: 1)),
    (
      "let s = \"\"\"\n  // inside\n\n  /* inside\n  \"\"\"\n// after",
      LineCounts(code: 5, comment: 1)
    ),
    ("let s = \"\"\"\n  one \\\n  two\n  \"\"\"", LineCounts(code: 4)),
    (##"let r = #"a "quoted" \n "# + "x"⏎// after"##, LineCounts(code: 1, comment: 1)),
    (###"let r = ##"a "# still "## // c⏎/* c */"###, LineCounts(code: 1, comment: 1)),
    (##"let r = #"\#(value) and \(not)"#⏎// c"##, LineCounts(code: 1, comment: 1)),
    ("let r = #\"\"\"\n  \"\"\" not yet\n  \"\"\"#\n// c", LineCounts(code: 3, comment: 1)),
    (#"let m = "\(f("a)", (1 + 2))) /* x" // c"#, LineCounts(code: 1)),
    (#"let m = "\(a["/*"] ?? "none")"⏎/* c */"#, LineCounts(code: 1, comment: 1)),
    (#"let m = "a \"/*\" b"⏎// c"#, LineCounts(code: 1, comment: 1)),
    ("let re = #/https?://\\S+/#\n// c", LineCounts(code: 1, comment: 1)),
    ("let re = #/a\\/b // c/#\n// c", LineCounts(code: 1, comment: 1)),
    ("let re = ##/a/#b/##\n// c", LineCounts(code: 1, comment: 1)),
    ("#if DEBUG\nlet a = 1\n#endif", LineCounts(code: 3)),
    (
      ##"if c == #"""# { x() } // a one-line raw string holding a quote⏎// c"##,
      LineCounts(code: 1, comment: 1)
    ),
  ])
  func classifies(source: String, expected: LineCounts) {
    // `⏎` stands for a line break inside raw string literals, where `\n` would not be one.
    let source = source.replacingOccurrences(of: "⏎", with: "\n")
    #expect(LineLexer.scan(Array(source.utf8)).counts == expected)
  }

  @Test func unterminatedConstructsAreReportedAndStillCounted() {
    let string = LineLexer.scan(Array("let s = \"open\nlet t = 1\n// c".utf8))
    #expect(string.counts == LineCounts(code: 2, comment: 1))
    #expect(string.problems == [.unterminatedString])

    let comment = LineLexer.scan(Array("/* open\n\nlet x = 1".utf8))
    #expect(comment.counts == LineCounts(comment: 2, blank: 1))
    #expect(comment.problems == [.unterminatedComment])

    let multiline = LineLexer.scan(Array("let s = \"\"\"\nabc".utf8))
    #expect(multiline.counts == LineCounts(code: 2))
    #expect(multiline.problems == [.unterminatedString])
  }
}
