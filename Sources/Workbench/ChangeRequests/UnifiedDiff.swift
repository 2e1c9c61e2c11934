import Scenarios

/// A patch in the unified diff format `git diff` writes, read and applied in memory: what
/// `git apply` does with a change request's patches, without git and without touching the
/// package. New, deleted and renamed files are understood; a hunk whose lines are not found
/// where it says, nor elsewhere in the file, does not apply.
package struct UnifiedDiff: Sendable {
  /// One run of changed lines: the lines it expects (context and removed) and the lines it
  /// leaves (context and added).
  package struct Hunk: Sendable {
    /// Where the old lines start, counted from 1 (for no old lines, the line they follow);
    /// likewise the new lines.
    var oldStart: Int
    var newStart: Int
    var old: [Substring] = []
    var new: [Substring] = []
    /// Whether the old or the new lines end the file without a line feed
    /// (`\ No newline at end of file`).
    var oldEndsWithoutNewline = false
    var newEndsWithoutNewline = false
    /// Its `@@` line in the patch.
    var line: Int
  }

  /// The changes to one file: nil `oldPath` creates it, nil `newPath` deletes it, two
  /// different paths rename it.
  package struct FilePatch: Sendable {
    var oldPath: String?
    var newPath: String?
    var hunks: [Hunk] = []
    /// Its first line in the patch.
    var line: Int
  }

  /// The patch file's path, as its errors name it.
  package var path: String
  package var files: [FilePatch]

  /// Reads the patch `text`; `path` names it in errors. An empty text, what `git diff`
  /// writes when nothing changed, is a patch that changes nothing (an architecture a request
  /// asks nothing of, such as SwiftUI state for the move to SwiftUI); words without a diff
  /// are refused.
  package init(_ text: String, path: String) throws(ScenarioError) {
    self.path = path
    guard !text.allSatisfy(\.isWhitespace) else {
      files = []
      return
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }  // what follows the last line feed
    var files: [FilePatch] = []
    /// Whether the last `diff --git` line still waits for its `---` and `+++` lines (a
    /// plain `diff -u` has none: each `---` starts a file).
    var awaitingHeader = false
    var index = 0
    func fail(_ message: String, at line: Int) -> ScenarioError {
      ScenarioError(path: path, line: line, message: message)
    }
    while index < lines.count {
      let line = lines[index]
      let number = index + 1
      index += 1
      if line.hasPrefix("diff --git ") {
        let names = Self.gitPaths(line.dropFirst("diff --git ".count))
        files.append(FilePatch(oldPath: names?.old, newPath: names?.new, line: number))
        awaitingHeader = true
      } else if line.hasPrefix("--- "), index < lines.count, lines[index].hasPrefix("+++ ") {
        let old = Self.headerPath(line.dropFirst(4))
        let new = Self.headerPath(lines[index].dropFirst(4))
        index += 1
        if awaitingHeader {
          files[files.count - 1].oldPath = old
          files[files.count - 1].newPath = new
        } else {
          files.append(FilePatch(oldPath: old, newPath: new, line: number))
        }
        awaitingHeader = false
      } else if line.hasPrefix("new file mode"), !files.isEmpty {
        files[files.count - 1].oldPath = nil
      } else if line.hasPrefix("deleted file mode"), !files.isEmpty {
        files[files.count - 1].newPath = nil
      } else if line.hasPrefix("rename from "), !files.isEmpty {
        files[files.count - 1].oldPath = String(line.dropFirst("rename from ".count))
      } else if line.hasPrefix("rename to "), !files.isEmpty {
        files[files.count - 1].newPath = String(line.dropFirst("rename to ".count))
      } else if line.hasPrefix("Binary files ") || line.hasPrefix("GIT binary patch") {
        throw fail("a binary change cannot be applied; a solution changes text only", at: number)
      } else if line.hasPrefix("@@ ") {
        guard !files.isEmpty else { throw fail("a hunk before any file's header", at: number) }
        awaitingHeader = false
        let hunk = try Self.hunk(at: &index, of: lines, path: path)
        files[files.count - 1].hunks.append(hunk)
      }
    }
    guard !files.isEmpty else {
      throw ScenarioError(path: path, line: nil, message: "holds no diff")
    }
    for file in files where file.oldPath == nil && file.newPath == nil {
      throw fail("a file header names no file", at: file.line)
    }
    self.files = files
  }

  /// The hunk whose `@@` header is the line before `index`, its lines read up to the count
  /// the header announces; `index` ends after them.
  private static func hunk(
    at index: inout Int, of lines: [Substring], path: String
  ) throws(ScenarioError) -> Hunk {
    let number = index
    let line = lines[index - 1]
    func fail(_ message: String, at line: Int) -> ScenarioError {
      ScenarioError(path: path, line: line, message: message)
    }
    guard let (oldStart, oldCount, newStart, newCount) = Self.hunkRange(line) else {
      throw fail("malformed hunk header '\(line)'", at: number)
    }
    var hunk = Hunk(oldStart: oldStart, newStart: newStart, line: number)
    var lastSide: Character = " "
    while hunk.old.count < oldCount || hunk.new.count < newCount
      || (index < lines.count && lines[index].hasPrefix("\\"))
    {
      guard index < lines.count else {
        throw fail(
          "the hunk at line \(number) ends early: it announces \(oldCount) old and "
            + "\(newCount) new lines", at: index)
      }
      let body = lines[index]
      index += 1
      let marker = body.first ?? " "
      let content = body.isEmpty ? body : body.dropFirst()
      switch marker {
      case " ":
        hunk.old.append(content)
        hunk.new.append(content)
      case "-": hunk.old.append(content)
      case "+": hunk.new.append(content)
      case "\\":
        if lastSide != "+" { hunk.oldEndsWithoutNewline = true }
        if lastSide != "-" { hunk.newEndsWithoutNewline = true }
      default:
        throw fail("a line in a hunk must start with ' ', '-', '+' or '\\'", at: index)
      }
      if marker != "\\" { lastSide = marker }
      guard hunk.old.count <= oldCount, hunk.new.count <= newCount else {
        throw fail(
          "the hunk at line \(number) has more lines than its header announces", at: index)
      }
    }
    return hunk
  }

  /// The patch that undoes this one (`git apply -R`).
  package var reversed: UnifiedDiff {
    var reversed = self
    reversed.files = files.reversed().map { file in
      var file = file
      (file.oldPath, file.newPath) = (file.newPath, file.oldPath)
      file.hunks = file.hunks.map { hunk in
        var hunk = hunk
        (hunk.oldStart, hunk.newStart) = (hunk.newStart, hunk.oldStart)
        (hunk.old, hunk.new) = (hunk.new, hunk.old)
        (hunk.oldEndsWithoutNewline, hunk.newEndsWithoutNewline) = (
          hunk.newEndsWithoutNewline, hunk.oldEndsWithoutNewline
        )
        return hunk
      }
      return file
    }
    return reversed
  }

  /// The paths this patch reads or writes, sorted.
  package var paths: [String] {
    Set(files.flatMap { [$0.oldPath, $0.newPath].compactMap { $0 } }).sorted()
  }

  /// Applies the patch to `contents` (path to text, holding at least every file it changes;
  /// a missing path is a file that does not exist).
  package func apply(to contents: inout [String: String]) throws(ScenarioError) {
    for file in files {
      func fail(_ message: String, line: Int? = nil) -> ScenarioError {
        ScenarioError(path: path, line: line ?? file.line, message: message)
      }
      var text: Text
      if let old = file.oldPath {
        guard let existing = contents[old] else {
          throw fail("\(old) does not exist, so its changes cannot be applied")
        }
        text = Text(existing)
      } else {
        if let new = file.newPath, contents[new] != nil {
          throw fail("\(new) already exists, so it cannot be created")
        }
        text = Text("")
      }
      // Where the file's earlier hunks moved the next one's lines, and where it may start.
      var (shift, searchFrom) = (0, 0)
      for (number, hunk) in file.hunks.enumerated() {
        let nominal = hunk.old.isEmpty ? hunk.oldStart : hunk.oldStart - 1
        guard let start = text.find(hunk.old, near: nominal + shift, from: searchFrom) else {
          throw fail(
            "hunk \(number + 1) of \(file.oldPath ?? file.newPath ?? "") does not apply: its "
              + "lines are not in the file (was the file changed since the patch was made?)",
            line: hunk.line)
        }
        text.lines.replaceSubrange(start..<start + hunk.old.count, with: hunk.new)
        if start + hunk.new.count == text.lines.count {
          text.endsWithNewline = !hunk.newEndsWithoutNewline
        }
        shift = start - nominal + hunk.new.count - hunk.old.count
        searchFrom = start + hunk.new.count
      }
      if let old = file.oldPath { contents[old] = nil }
      if let new = file.newPath { contents[new] = text.joined }
    }
  }

  /// A file's text as lines.
  private struct Text {
    var lines: [Substring]
    var endsWithNewline: Bool

    init(_ text: String) {
      lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      endsWithNewline = lines.last == ""
      if endsWithNewline { lines.removeLast() }
    }

    var joined: String {
      lines.joined(separator: "\n") + (endsWithNewline && !lines.isEmpty ? "\n" : "")
    }

    /// Where `old` starts: at `expected` if it is there, else the nearest place at or after
    /// `from` (a file changed above the hunk since the patch was made moves it).
    func find(_ old: [Substring], near expected: Int, from: Int) -> Int? {
      let last = lines.count - old.count
      guard last >= from else { return nil }
      func matches(_ start: Int) -> Bool {
        lines[start..<start + old.count].elementsEqual(old)
      }
      let expected = min(max(expected, from), last)
      for distance in 0...max(expected - from, last - expected) {
        for start in [expected - distance, expected + distance]
        where start >= from && start <= last && matches(start) {
          return start
        }
      }
      return nil
    }
  }

  /// `a/X b/Y` of a `diff --git` line, without the prefixes.
  private static func gitPaths(_ names: Substring) -> (old: String, new: String)? {
    guard names.hasPrefix("a/"), let split = names.range(of: " b/", options: .backwards) else {
      return nil
    }
    return (
      String(names[names.index(names.startIndex, offsetBy: 2)..<split.lowerBound]),
      String(names[split.upperBound...])
    )
  }

  /// The path of a `---` or `+++` line: without its `a/` or `b/` and a timestamp after a
  /// tab; nil for `/dev/null`.
  private static func headerPath(_ text: Substring) -> String? {
    let name = text.prefix { $0 != "\t" }
    guard name != "/dev/null" else { return nil }
    return String(name.hasPrefix("a/") || name.hasPrefix("b/") ? name.dropFirst(2) : name)
  }

  /// The old start and count and the new start and count of `@@ -12,5 +12,7 @@`.
  private static func hunkRange(_ line: Substring) -> (Int, Int, Int, Int)? {
    let fields = line.split(separator: " ")
    guard fields.count >= 4, fields[0] == "@@", fields[3] == "@@",
      fields[1].hasPrefix("-"), fields[2].hasPrefix("+")
    else { return nil }
    func range(_ field: Substring) -> (start: Int, count: Int)? {
      let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), let start = Int(parts[0]) else { return nil }
      guard parts.count == 2 else { return (start, 1) }
      return Int(parts[1]).map { (start, $0) }
    }
    guard let old = range(fields[1]), let new = range(fields[2]) else { return nil }
    return (old.start, old.count, new.start, new.count)
  }
}
