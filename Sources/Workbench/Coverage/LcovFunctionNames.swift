/// Readable function names in lcov. llvm-cov writes Swift's mangled symbols in the FN and
/// FNDA records (`$s3MVC19UsersViewControllerC11viewDidLoadyyF`); these read as the code
/// does (`UsersViewController.viewDidLoad()`), from the toolchain's `swift-demangle
/// --simplified`.
enum LcovFunctionNames {
  /// `lcov` with the name of every FN and FNDA record made readable by `demangle`, which gets
  /// every distinct name at once, in order of appearance, and returns their readable forms in
  /// the same order. A record (one source file) where two functions would read the same
  /// keeps their mangled names, because lcov tells a file's functions apart by name.
  static func demangled(_ lcov: String, demangle: ([String]) throws -> [String]) rethrows
    -> String
  {
    let lines = lcov.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var names: [String] = []
    var seen: Set<String> = []
    for line in lines {
      if let (_, name) = split(line, tag: "FN:"), seen.insert(name).inserted { names.append(name) }
    }
    guard !names.isEmpty else { return lcov }
    var readable: [String: String] = [:]
    for (name, readableName) in zip(names, try demangle(names)) where !readableName.isEmpty {
      readable[name] = readableName
    }
    var output: [String] = []
    var record: [String] = []
    for line in lines {
      record.append(line)
      if line == "end_of_record" {
        output += renamed(record, readable)
        record = []
      }
    }
    output += renamed(record, readable)
    return output.joined(separator: "\n")
  }

  /// One record with its names replaced, except those that would read alike.
  private static func renamed(_ record: [String], _ readable: [String: String]) -> [String] {
    var mangledNames: [String: Set<String>] = [:]
    for line in record {
      guard let (_, name) = split(line, tag: "FN:") else { continue }
      mangledNames[readable[name] ?? name, default: []].insert(name)
    }
    func shown(_ name: String) -> String {
      guard let readableName = readable[name], mangledNames[readableName]?.count == 1 else {
        return name
      }
      return readableName
    }
    return record.map { line in
      for tag in ["FN:", "FNDA:"] {
        if let (head, name) = split(line, tag: tag) { return head + shown(name) }
      }
      return line
    }
  }

  /// `FN:12,name` as `("FN:12,", "name")`; `FNDA:1,name` likewise. Nil for other records.
  private static func split(_ line: String, tag: String) -> (head: String, name: String)? {
    guard line.hasPrefix(tag), let comma = line.firstIndex(of: ",") else { return nil }
    let next = line.index(after: comma)
    return (String(line[..<next]), String(line[next...]))
  }
}
