import ChangeRequests
import WorkbenchSupport

extension ChangesCommand {
  /// Runs the unit tests of the architecture whose app target is `target` in the copy, one at
  /// a time, as coverage does; says why when they fail.
  static func unitTestsPass(
    _ target: String, _ request: ChangeRequest, _ copy: String, _ swift: String,
    _ console: Console
  ) -> Bool {
    unitTestsPass(target, named: request.name, copy, swift, console)
  }

  /// Runs the unit tests as above; `name` names what was applied in the message.
  static func unitTestsPass(
    _ target: String, named name: String, _ copy: String, _ swift: String, _ console: Console
  ) -> Bool {
    do {
      _ = try ProcessRunner.run(
        swift,
        [
          "test", "--skip-build", "--package-path", copy, "--no-parallel", "--filter",
          "^\(target)Tests\\.",
        ], timeout: .seconds(600))
      return true
    } catch {
      console.error("error: \(name): the unit tests of \(target) fail: \(error)")
      return false
    }
  }
}
