/// A random walk: the steps the explorer took, in order, as actions. It is written and
/// read back as a scenario file, so a walk is always something `workbench scenarios` runs.
public struct Walk: Hashable, Sendable {
  public var actions: [StepAction]

  public init(actions: [StepAction]) {
    self.actions = actions
  }

  /// The walk as a scenario file: `comments` first (each line after `# `), the title, then
  /// one step a line; `notes` puts comment lines right above the step at that index.
  public func text(title: String, comments: [String] = [], notes: [Int: [String]] = [:])
    -> String
  {
    var lines = comments.map { "# \($0)" } + ["Scenario: \(title)"]
    var hasStarted = false
    for (index, action) in actions.enumerated() {
      lines += (notes[index] ?? []).map { "  # \($0)" }
      let keyword =
        action == .startApp ? "When" : hasStarted || index > 0 ? "And" : "Given"
      if action == .startApp { hasStarted = true }
      lines.append("  \(keyword) \(action.sentence)")
      if case .expectScreen(let screen) = action { lines += screen.map { "    | \($0)" } }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The walk as the runner takes it: written out and parsed back, so every step has the
  /// line and text it has in the file.
  public func scenario(path: String, title: String) throws(ScenarioError) -> Scenario {
    try ScenarioParser().parse(text(title: title), path: path)
  }
}
