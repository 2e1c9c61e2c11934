import Coverage
import Foundation
import SourceMetrics

/// `stories.html`: each of the report's three stories (`Story.all`) told in every
/// architecture side by side, a column each: the files a reader follows, in reading order,
/// and in each the functions that ran in the story's scenario, with their code, highlighted
/// when the page is written (no script, nothing fetched). What a workshop projects for "what
/// happens when I tap Send".
enum StoryView {
  static let fileName = "stories.html"

  /// The page; `sources` gives each architecture file's text by its path from the package
  /// root (a file it does not have shows its functions' names without code).
  static func render(_ report: ComparisonReport, sources: [String: String]) -> String {
    let escape = HTMLReport.escape
    var html = [
      "<!DOCTYPE html>", "<!-- \(escape(ReportFiles.banner)) -->",
      "<html lang=\"en\"><head><meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>Three stories, side by side</title><style>\(style)</style></head><body>",
      "<h1>Three stories, side by side</h1>",
      "<p>" + HTMLReport.code(explanation) + " <a href=\"report.html#comprehension\">The "
        + "comprehension cost</a> counts the same files and functions.</p>",
      "<nav aria-label=\"Stories\"><ul>"
        + Story.all.map { "<li><a href=\"#\(escape($0.id))\">\(escape($0.title))</a></li>" }
        .joined()
        + "</ul></nav>",
    ]
    guard report.measuresComprehension else {
      return (html + ["<p>Not measured: the coverage run did not run.</p></body></html>"])
        .joined(separator: "\n") + "\n"
    }
    for story in Story.all {
      html.append("<h2 id=\"\(escape(story.id))\">\(escape(story.title))</h2>")
      html.append(
        "<p>Told by "
          + story.scenarios.map { "<a href=\"../\(escape($0))\"><code>\(escape($0))</code></a>" }
          .joined(separator: ", ") + ".</p>")
      html.append("<div class=\"columns\">")
      for architecture in report.architectures {
        html.append(column(architecture, story: story, sources: sources))
      }
      html.append("</div>")
    }
    return (html + ["</body></html>"]).joined(separator: "\n") + "\n"
  }

  static let explanation =
    "Each column is one architecture: the files of its own sources a reader follows through "
    + "the story, in reading order (the screen the action lands on first, then on to the "
    + "request, then what navigates and wires them), and in each file the functions that ran "
    + "in the story's scenario, run alone with coverage, with their code. A closure or an "
    + "accessor shows as the function that holds it; a protocol the story crosses is listed "
    + "where it is declared, though none of its code runs."

  /// One architecture's column for `story`.
  private static func column(
    _ architecture: ComparisonReport.Architecture, story: Story, sources: [String: String]
  ) -> String {
    let escape = HTMLReport.escape
    let steps = architecture.readingList(story)
    let ran = architecture.footprints?.functions(ranIn: story.scenarios) ?? []
    var html = [
      "<section class=\"column\"><h3>\(escape(architecture.name))</h3>",
      "<p class=\"count\">\(steps.count) files</p>",
    ]
    for step in steps {
      let file = architecture.metrics.files.first { $0.path == step.path }
      html.append(
        "<h4><a href=\"../\(escape(step.path))\">\(escape(fileName(step.path)))</a> "
          + "<small>\(escape(step.role?.rawValue ?? "no role"))</small></h4>")
      if !step.protocols.isEmpty {
        html.append(
          "<p class=\"crossed\">crossed: "
            + step.protocols.map { "<code>\(escape($0))</code>" }.joined(separator: ", ") + "</p>")
      }
      let declarations = Set(
        ran.filter { $0.path == step.path }.map { SourceFunction.owner(of: $0.name) })
      let found = declarations.sorted().map { name in
        (name, file.flatMap { StorySource.extent(of: name, in: $0, source: sources[step.path]) })
      }.sorted { ($0.1?.line ?? .max, $0.0) < ($1.1?.line ?? .max, $1.0) }
      for (name, extent) in found {
        guard let extent, let text = sources[step.path] else {
          html.append("<p class=\"function\"><code>\(escape(name))</code></p>")
          continue
        }
        html.append(
          "<pre><code>" + StorySource.highlighted(StorySource.body(of: extent, in: text))
            + "</code></pre>")
      }
    }
    html.append("</section>")
    return html.joined(separator: "\n")
  }

  private static func fileName(_ path: String) -> String {
    (path as NSString).lastPathComponent
  }

  /// A column each architecture, side by side, scrolling sideways; the code small enough to
  /// fit a projector, highlighted in the light and the dark scheme.
  static let style =
    "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:1rem;color:#222;"
    + "background:#fff}a{color:#1a4f8b}h4{margin:.75rem 0 .25rem;font-size:.95rem}"
    + ".columns{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(22rem,1fr);"
    + "gap:1rem;overflow-x:auto}.column{min-width:0}.column h3{position:sticky;top:0;"
    + "background:#fff;margin:0;padding:.25rem 0}.count,.crossed{margin:.2rem 0;"
    + "font-size:.85rem}pre{font-size:.72rem;line-height:1.35;background:#f6f6f6;"
    + "padding:.4rem;overflow-x:auto;margin:.25rem 0}.kw{color:#8b1a7a;font-weight:600}"
    + ".str{color:#a0330a}.com{color:#4d6b2f;font-style:italic}.num{color:#1c4fa0}"
    + ".typ{color:#0b6a73}"
    + "@media (prefers-color-scheme:dark){body,.column h3{color:#e8e8e8;background:#121212}"
    + "a{color:#8ab4f8}pre{background:#1e1e1e}.kw{color:#ff8bcb}.str{color:#f6ae6b}"
    + ".com{color:#a5d6a7}.num{color:#8ab4f8}.typ{color:#78d9cf}}"
}
