extension ComparisonReport {
  /// What the figures count and leave out, and what a `-`, a 0.0 % and a 0 mean: the "What
  /// is counted" paragraph of README.md, one sentence an element. The sizes of what is left
  /// out and the lcov function counts come from this report, never from a hard-coded figure.
  public var whatIsCounted: [String] {
    var sentences = [
      "Each architecture's figures count its own target, `Sources/Architectures/<target>`, "
        + "and its own tests, `Tests/Architectures/<target>Tests`, nothing else."
    ]
    func size(_ folder: UncountedFolder) -> String {
      "\(folder.files) files, \(folder.codeLines) code lines"
    }
    let fixture = uncounted.filter { !$0.isUIKit }
    var left: [String] = []
    if !fixture.isEmpty {
      left.append(
        "the shared fixture in `\(UncountedFolder.sharedFolder)` ("
          + fixture.map { "\($0.name) \(size($0))" }.joined(separator: "; ") + ")")
    }
    left += uncounted.compactMap { folder in
      folder.standsInFor.map { "the \($0) stand-in, `\(folder.path)` (\(size(folder)))" }
    }
    if !left.isEmpty {
      let list =
        left.count > 1
        ? left.dropLast().joined(separator: ", ") + " and " + left[left.count - 1] : left[0]
      sentences.append(
        "Left out of every count: " + list
          + "; the workbench that measures, `\(UncountedFolder.workbenchFolder)`, is not "
          + "counted either.")
    }
    sentences += [
      "A `-` in a coverage cell means that nothing there can be covered (a file of protocols "
        + "or of stored properties only compiles to no code a test could run), not untested "
        + "code; 0.0% means code that can be covered and that no test ran; a count of 0 means "
        + "none was found.",
      "Functions counts `func`, `init`, `deinit` and `subscript` with a body; function "
        + "coverage adds property accessors, and `coverage.lcov` adds closures and the initial "
        + "values of stored properties as well, so it lists more functions: "
        + architectures.map { "\(lcovFunctionCount(of: $0)) for \($0.name)" }.joined(
          separator: ", ") + " (docs/REPORTS.md, \"Function counts\").",
    ]
    return sentences
  }

  /// The FN records of `lcov` in the architecture's own sources.
  func lcovFunctionCount(of architecture: Architecture) -> Int {
    let folder = architecture.registration.sourceFolder + "/"
    var inFolder = false
    var count = 0
    for line in lcov.split(separator: "\n") {
      if line.hasPrefix("SF:") { inFolder = line.dropFirst(3).hasPrefix(folder) }
      if inFolder, line.hasPrefix("FN:") { count += 1 }
    }
    return count
  }
}
