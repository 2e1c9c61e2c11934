import Foundation
import Mutation
import Registration
import WorkbenchSupport

extension MutateCommand {
  /// The mutated copy of the package: planted, built, and run one mutant at a time.
  struct Build {
    var swift: String
    var copy: String
    var package: [String: Data]
    var plan: Plan
    /// How long a suite may run before its mutant counts as a hang: ten times the longest
    /// run without a mutant, and at least 15 seconds.
    var limit: Duration = .seconds(120)

    /// Plants every mutant of the plan in the copy (warnings are not errors there: a planted
    /// switch may warn) and builds it, tests included. A mutant the compiler rejects (a
    /// literal in a pattern, a condition of another type) is dropped, and the copy built
    /// again; false, after saying why, when the build fails for another reason.
    mutating func run(console: Console) -> Bool {
      for _ in 1...10 {
        var changed: [String: String] = [:]
        for (path, mutants) in Dictionary(grouping: plan.mutants, by: \.path) {
          let source = String(decoding: package[path] ?? Data(), as: UTF8.self)
          changed[path] = Schemata.plant(mutants, in: source)
        }
        let manifest = String(decoding: package["Package.swift"] ?? Data(), as: UTF8.self)
        changed["Package.swift"] = manifest.replacingOccurrences(
          of: ".treatAllWarnings(as: .error),", with: "")
        var output: [String] = []
        do {
          try PackageCopy.sync(package, changed: ([:], changed), into: copy)
          console.error("Building the mutated package in \(copy)")
          let heartbeat = Heartbeat("building")
          defer { heartbeat.stop() }
          _ = try ProcessRunner.run(
            swift, ["build", "--package-path", copy, "--build-tests"],
            lines: {
              output.append($0)
              heartbeat.saw($0)
            })
          return true
        } catch {
          let rejected = Self.rejected(output, mutants: plan.mutants)
          guard !rejected.isEmpty else {
            console.error(
              "error: the mutated copy does not build: \(ProcessRunner.describe(error))")
            return false
          }
          console.error("The compiler rejects \(rejected.count) mutant(s); dropped, building again")
          plan.mutants.removeAll { rejected.contains($0.id) }
        }
      }
      console.error("error: the mutated copy still does not build after ten tries")
      return false
    }

    /// The mutants on the lines the compiler's errors name.
    static func rejected(_ output: [String], mutants: [Mutant]) -> Set<Int> {
      var ids: Set<Int> = []
      for line in output where line.contains(": error: ") {
        let place = line.split(separator: ":", maxSplits: 2)
        guard place.count == 3, let number = Int(place[1]) else { continue }
        for mutant in mutants where mutant.line == number && place[0].hasSuffix("/" + mutant.path) {
          ids.insert(mutant.id)
        }
      }
      return ids
    }

    /// Whether the architecture's unit tests and scenarios pass with no mutant switched on;
    /// sets `limit` from how long they take.
    mutating func passesWithout(_ architecture: RegisteredArchitecture, console: Console) -> Bool {
      limit = .seconds(120)
      let clock = ContinuousClock()
      var unit = MutationResults.Outcome.survived
      var scenarios = unit
      let elapsed = clock.measure {
        unit = unitTests(architecture.target, mutant: 0)
        scenarios = self.scenarios(architecture.name, mutant: 0)
      }
      limit = max(.seconds(15), elapsed * 10)
      guard unit == .survived, scenarios == .survived else {
        console.error(
          "error: \(architecture.name) fails without a mutant (unit tests \(unit.rawValue), "
            + "scenarios \(scenarios.rawValue)): fix the package first")
        return false
      }
      return true
    }

    /// How the architecture's own unit tests fare with `mutant` switched on.
    func unitTests(_ target: String, mutant: Int) -> MutationResults.Outcome {
      outcome(
        swift,
        [
          "test", "--skip-build", "--package-path", copy, "--no-parallel", "--filter",
          "^\(target)Tests\\.",
        ], mutant: mutant)
    }

    /// How the scenario suite fares in the architecture with `mutant` switched on.
    func scenarios(_ name: String, mutant: Int) -> MutationResults.Outcome {
      outcome(
        "\(copy)/.build/debug/workbench", ["scenarios", "--architecture", name], mutant: mutant,
        directory: copy)
    }

    /// How a suite fares with `mutant` switched on. A suite that passes is run again, up to
    /// `MutateCommand.reruns` times: a mutant that makes the code racy (a debounce no longer
    /// cancelled) may fail only some runs, and is killed if any run fails.
    func outcome(_ tool: String, _ arguments: [String], mutant: Int, directory: String? = nil)
      -> MutationResults.Outcome
    {
      for run in 0...(mutant == 0 ? 0 : MutateCommand.reruns) {
        do {
          _ = try ProcessRunner.run(
            tool, arguments, environment: [Schemata.variable: String(mutant)],
            directory: directory, timeout: limit)
        } catch {
          if error.description.contains("did not finish within") { return .timedOut }
          return run == 0 ? .killed : .killedSometimes
        }
      }
      return .survived
    }
  }
}
