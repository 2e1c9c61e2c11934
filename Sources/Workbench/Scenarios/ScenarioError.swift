/// A problem in a scenario file, reported as `path:line: what was expected`.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  /// The 1-based line, or nil when the problem is the whole file (it cannot be read).
  public var line: Int?
  public var message: String

  public init(path: String, line: Int?, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  public var description: String {
    "\(path)\(line.map { ":\($0)" } ?? ""): \(message)"
  }
}
