import Foundation

/// Plants mutants in a file's text, each behind its switch, and adds the switch itself.
public enum Schemata {
  /// The environment variable that chooses the mutant a run of the built package has: its
  /// number, or none (0) for the code as written.
  public static let variable = "WORKBENCH_MUTANT"

  /// `source` with every mutant of `mutants` planted (their edits must not overlap), and,
  /// when there is one, the file-private switch appended after the last line, so that no
  /// line moves and a compiler error names the mutant's own line.
  public static func plant(_ mutants: [Mutant], in source: String) -> String {
    guard !mutants.isEmpty else { return source }
    let bytes = Array(source.utf8)
    let edits = mutants.flatMap { mutant in
      mutant.edits.map { edit in
        (
          edit.start, edit.end,
          edit.text.replacingOccurrences(of: Mutant.idMark, with: String(mutant.id))
        )
      }
    }.sorted { ($0.0, $0.1 - $0.0) < ($1.0, $1.1 - $1.0) }
    var output: [UInt8] = []
    var cursor = 0
    for (start, end, text) in edits {
      if start > cursor { output += bytes[cursor..<start] }
      output += Array(text.utf8)
      cursor = max(cursor, end)
    }
    output += bytes[cursor...]
    return String(decoding: output, as: UTF8.self) + (source.hasSuffix("\n") ? "" : "\n")
      + trailer
  }

  /// The switch, private to each file it is added to.
  static let trailer = """
    import Foundation
    private let __mutantActive =
      Int(ProcessInfo.processInfo.environment["\(variable)"] ?? "") ?? 0
    private func __mutant(_ id: Int) -> Bool { __mutantActive == id }
    private func __mutantNegate(_ id: Int, _ condition: Bool) -> Bool {
      __mutantActive == id ? !condition : condition
    }

    """
}
