import ChangeRequests

/// Links from a figure of report.html to what it was measured from.
extension HTMLReport {
  /// Where a request's figures come from: its teacher's file, its scenarios and each
  /// architecture's solution, linked.
  static func evidence(ofRequest name: String, _ architectures: [ComparisonReport.Architecture])
    -> String
  {
    let folder = "../Scenarios/Changes/\(escape(name))"
    return "<p class=\"evidence\">Evidence: <a href=\"\(folder)/REQUEST.md\">the request</a>, "
      + "<a href=\"\(folder)/\">its scenarios</a>, the solutions: "
      + architectures.map { architecture in
        "<a href=\"\(folder)/\(ChangeRequest.patchName(ofTarget: architecture.registration.target))\">"
          + "\(escape(architecture.name))</a>"
      }.joined(separator: ", ") + ".</p>"
  }

  /// `text` with each `**…**` set in bold and each `…` in backticks as code, escaped.
  static func strong(_ text: String) -> String {
    text.components(separatedBy: "**").enumerated().map { index, part in
      index % 2 == 1 ? "<strong>\(code(part))</strong>" : code(part)
    }.joined()
  }

  /// `text`, escaped, with each `…` in backticks set as code, and the evidence it names
  /// linked (`evidence(_:)`, `linkedPath(_:)`).
  static func code(_ text: String) -> String {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    // An odd count of backticks leaves the last one as it is.
    guard parts.count % 2 == 1 else { return evidence(text) }
    return parts.enumerated().map { index, part in
      index % 2 == 1 ? linkedPath(String(part)) : evidence(String(part))
    }.joined()
  }

  /// The folders of the package a path in backticks may be in, for `linkedPath(_:)`.
  static let linkedFolders = ["docs/", "Scenarios/", "Scripts/", "Sources/", "Tests/"]

  /// A path in backticks as code, linked to its file when it is one of the package's
  /// (`Scripts/benchmark-runtime.sh`): the pages are in `Reports/`, beside those folders.
  static func linkedPath(_ text: String) -> String {
    let isPath =
      linkedFolders.contains { text.hasPrefix($0) } && !text.contains(" ")
      && !text.contains("*") && !text.contains("<")
    let code = "<code>\(escape(text))</code>"
    return isPath ? "<a href=\"../\(escape(text))\">\(code)</a>" : code
  }

  /// Prose, escaped, with each docs file it names linked, to its section when it names one
  /// (`docs/METRICS.md, "Coverage"` links to `../docs/METRICS.md#coverage`, the heading's
  /// anchor where the docs are rendered, as on GitHub).
  static func evidence(_ text: String) -> String {
    var html = ""
    var rest = Substring(text)
    while let found = rest.firstMatch(of: /docs\/([A-Za-z_-]+)\.md(, "([^"]+)")?/) {
      html += escape(String(rest[..<found.range.lowerBound]))
      let section = found.output.3.map { "#" + slug(String($0)) } ?? ""
      html +=
        "<a href=\"../docs/\(found.output.1).md\(escape(section))\">"
        + escape(String(rest[found.range])) + "</a>"
      rest = rest[found.range.upperBound...]
    }
    return html + escape(String(rest))
  }

  /// A Markdown heading's anchor as GitHub makes it: lower case, spaces as hyphens, and
  /// nothing else but letters, digits, hyphens and underscores (code spans' backticks go).
  /// The docs' headings need no more: no links, emphasis or repeated headings in them.
  static func slug(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : nil
      })
  }
}
