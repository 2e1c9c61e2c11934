import ChangeRequests
import Foundation
import Scenarios
import WorkbenchSupport

extension ChangesCommand {
  /// `changes --stack`: every step of the stack (Scenarios/Stack/) applied to a copy of the
  /// package, built with its tests, every architecture's unit tests run on the last step,
  /// and each architecture's largest type after each step printed (docs/METRICS.md, "Stacked
  /// growth").
  @MainActor
  static func runStack(root: String = ".", console: Console) -> ExitCode {
    guard let requests = load([], root: root, console: console),
      let stack = loadStack(root: root, requests: requests, console: console)
    else { return .usageError }
    guard let swift = Platform.current.onPath("swift") else {
      console.error("error: swift was not found on PATH; `changes --stack` builds with it")
      return .usageError
    }
    let copy = "\(root)/\(buildFolder)/package"
    let growth: StackGrowth
    do {
      let changed = try ChangeRequest.applying(
        stack.patches(targets), read: ChangeRequest.reader(root))
      try PackageCopy.sync(PackageCopy.read(root), changed: changed, into: copy)
      growth = try StackGrowth.measure(root: root, stack: stack, architectures: Architectures.all)
      console.error("stack: building its \(stack.steps.count) steps in \(copy)")
      let heartbeat = Heartbeat("building")
      defer { heartbeat.stop() }
      _ = try ProcessRunner.run(
        swift, ["build", "--package-path", copy, "--build-tests"], lines: heartbeat.saw)
    } catch {
      console.error("error: stack: \(ProcessRunner.describe(error))")
      return .failure
    }
    let failing = Architectures.all.filter {
      !unitTestsPass($0.target, named: "stack", copy, swift, console)
    }
    console.output(growthTable(growth))
    console.output(
      failing.isEmpty
        ? "The stack of \(stack.steps.count) steps builds and every architecture's unit tests pass."
        : "The unit tests of \(failing.map(\.name).joined(separator: ", ")) fail on the stack.")
    return ExitCode(succeeded: failing.isEmpty)
  }

  /// Each architecture's largest type after each step, with its rule violations if any.
  private static func growthTable(_ growth: StackGrowth) -> String {
    var table = TextTable(header: ["Step"] + growth.series.map(\.name))
    for (index, step) in growth.steps.enumerated() {
      table.rows.append(
        ["\(index). \(step)"]
          + growth.series.map { series in
            let stage = series.stages[index]
            return (stage.largestType.map { "\($0.name) \($0.codeLines)" } ?? "-")
              + (stage.violations > 0 ? " (\(stage.violations) rule violations)" : "")
          })
    }
    return table.render()
  }

  /// The stack of the package at `root`; nil after saying why there is none.
  @MainActor
  private static func loadStack(root: String, requests: [ChangeRequest], console: Console)
    -> ChangeStack?
  {
    do throws(ScenarioLoadError) {
      guard
        let stack = try ChangeStack.load(
          root: root, targets: targets, requests: requests.map(\.name))
      else {
        console.error("error: \(ChangeStack.directory)/ holds no step")
        return nil
      }
      return stack
    } catch {
      console.error(error.description)
      return nil
    }
  }
}
