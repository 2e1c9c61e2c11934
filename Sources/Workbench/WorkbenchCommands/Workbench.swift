import Isolation
import Registration
import Scenarios
import WorkbenchSupport

/// The workbench's commands, called by the `workbench` executable and by tests.
@MainActor
public enum Workbench {
  /// Runs the command line and returns the exit status: 0 success, 1 a failing scenario,
  /// 2 a bad command line or a malformed scenario.
  ///
  /// `architectures` are the ones the commands know. With a `workerExecutable` (the
  /// `workbench` executable itself), scenarios run in a worker process per architecture, so
  /// a trap or a hang in one shows in its cell and the others still run; without one, in
  /// this process.
  public static func main(
    _ arguments: [String], architectures: [RegisteredArchitecture] = Architectures.all,
    workerExecutable: String? = nil, output: @escaping (String) -> Void = { print($0) },
    errors: @escaping (String) -> Void = printToStandardError
  ) async -> ExitCode {
    let console = Console(output: output, errors: errors)
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try Arguments.parse(arguments)
    } catch {
      console.error(Arguments.describe(error))
      return .usageError
    }
    switch invocation {
    case .help(let name):
      console.output(Arguments.help(name, architectures: architectures.map { $0.name }))
      return .success
    case .version:
      console.output(Arguments.version)
      return .success
    case .run(let command):
      let runner: any ScenarioRunning =
        workerExecutable.map { IsolatedRunner(executable: $0) } ?? InProcessRunner()
      defer { (runner as? IsolatedRunner)?.stop() }
      let context = CommandContext(
        architectures: architectures, runner: runner, console: console,
        command: Arguments.name(of: command))
      return await command.run(in: context)
    }
  }
}
