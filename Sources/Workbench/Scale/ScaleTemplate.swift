import FakeBackend

/// The template language of docs/SCALE.md, "The templates": placeholders for a feature's
/// names, `// scale:if NAME` … `// scale:else` … `// scale:end` conditions on the feature, and
/// `// scale:each` … `// scale:end` blocks repeated for every added feature.
struct ScaleTemplate {
  /// The template's text and where it comes from, for messages.
  var text: String
  var path: String

  /// What a template says wrong, with its file and line.
  struct Malformed: Error, CustomStringConvertible, Equatable {
    var path: String
    var line: Int
    var message: String
    var description: String { "\(path):\(line): \(message)" }
  }

  /// The text for `feature` (nil in a hub file outside its `each` blocks), with `features` the
  /// grown app's added features and `extra` placeholders of the caller's (`__bar__`).
  func render(
    feature: ScaleFeature?, features: [ScaleFeature], extra: [String: String] = [:]
  ) throws(Malformed) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var cursor = 0
    let out = try block(
      lines, &cursor, feature: feature, features: features, extra: extra, until: nil)
    return out.joined(separator: "\n")
  }

  /// The lines from `cursor` to the `end` closing the block opened at `opener` (to the end
  /// of the text for nil), as they come out.
  private func block(
    _ lines: [String], _ cursor: inout Int, feature: ScaleFeature?, features: [ScaleFeature],
    extra: [String: String], until opener: Int?
  ) throws(Malformed) -> [String] {
    var out: [String] = []
    var shown = [true]  // The innermost condition's branch is written.
    var conditions: [Int] = []  // The line of each open `if`.
    while cursor < lines.count {
      let line = lines[cursor]
      let number = cursor + 1
      cursor += 1
      guard let directive = Self.directive(line) else {
        if shown.allSatisfy({ $0 }) {
          out.append(try substitute(line, line: number, feature: feature, extra: extra))
        }
        continue
      }
      switch directive.split(separator: " ", maxSplits: 1).map(String.init) {
      case ["each"]:
        guard feature == nil else { throw fail(number, "`scale:each` inside a feature's text") }
        let start = cursor
        var bodies: [[String]] = []
        for added in features {
          cursor = start
          bodies.append(
            try block(
              lines, &cursor, feature: added, features: features, extra: extra, until: number))
        }
        if features.isEmpty {
          _ = try block(
            lines, &cursor, feature: ScaleFeature.all[0], features: [], extra: extra,
            until: number)
        }
        if shown.allSatisfy({ $0 }) { out += bodies.flatMap { $0 } }
      case let parts where parts.count == 2 && parts[0] == "if":
        guard let feature else { throw fail(number, "`scale:if` outside a feature's text") }
        let name = parts[1].hasPrefix("!") ? String(parts[1].dropFirst()) : parts[1]
        guard let value = Self.condition(name, of: feature, among: features) else {
          throw fail(number, "unknown condition `\(name)` (contacts, action, more)")
        }
        shown.append(parts[1].hasPrefix("!") ? !value : value)
        conditions.append(number)
      case ["else"]:
        guard !conditions.isEmpty else { throw fail(number, "`scale:else` without `scale:if`") }
        shown[shown.count - 1].toggle()
      case ["end"]:
        if conditions.popLast() != nil {
          shown.removeLast()
        } else if opener != nil {
          return out
        } else {
          throw fail(number, "`scale:end` without `scale:if` or `scale:each`")
        }
      default:
        throw fail(number, "unknown directive `// scale:\(directive)`")
      }
    }
    if let open = conditions.last ?? opener { throw fail(open, "no `scale:end` for this line") }
    return out
  }

  /// The directive a line holds (`if action`), or nil for a line of text.
  static func directive(_ line: String) -> String? {
    let trimmed = line.trimmingPrefix(while: \.isWhitespace)
    guard trimmed.hasPrefix("// scale:") else { return nil }
    return trimmed.dropFirst("// scale:".count).trimmingSuffix(while: \.isWhitespace)
  }

  /// The condition `name` for `feature` in an app with `features` added: `more` when its
  /// tab is beyond the bar, in More.
  private static func condition(
    _ name: String, of feature: ScaleFeature, among features: [ScaleFeature]
  ) -> Bool? {
    switch name {
    case "contacts": feature.path == "contacts"
    case "action": feature.action?.path != nil
    case "more": GrownApp.isInMore(tab: (features.firstIndex(of: feature) ?? 0) + 1, of: features)
    default: nil
    }
  }

  /// `line` with the feature's placeholders and `extra`'s filled in; a placeholder left
  /// over is an error.
  private func substitute(
    _ line: String, line number: Int, feature: ScaleFeature?, extra: [String: String]
  ) throws(Malformed) -> String {
    guard line.contains("__") else { return line }
    var result = line
    let values = (feature.map(Self.placeholders) ?? [:]).merging(extra) { $1 }
    for (name, value) in values { result = result.replacing("__\(name)__", with: value) }
    if let left = result.firstMatch(of: /__[A-Za-z]+__/) {
      throw fail(number, "`\(left.output)` has no value here")
    }
    return result
  }

  /// Every placeholder of `feature` (docs/SCALE.md), without the underscores.
  static func placeholders(_ feature: ScaleFeature) -> [String: String] {
    [
      "Feature": feature.typeName, "feature": feature.variableName, "path": feature.path,
      "Title": feature.title, "Item": feature.itemName,
      "ItemType": feature.itemName.split(separator: " ").map(capitalized).joined(),
      "Action": feature.action?.title ?? "",
      "ActionType": feature.action.map {
        $0.title.split(separator: " ").map(capitalized).joined()
      } ?? "",
      "actionPath": feature.action?.path ?? "", "status": feature.status,
      "actionStatus": feature.action?.status ?? "",
    ]
  }

  private static func capitalized(_ word: Substring) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private func fail(_ line: Int, _ message: String) -> Malformed {
    Malformed(path: path, line: line, message: message)
  }
}

extension Substring {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
    var end = endIndex
    while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
    return String(self[startIndex..<end])
  }
}
