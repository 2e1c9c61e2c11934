import Mutation

extension ComparisonReport {
  /// The mutation results, when every architecture of the report was measured on the code
  /// as it is now; nil otherwise (`mutationNote` says why).
  var currentMutation: MutationResults? {
    guard let mutation,
      architectures.allSatisfy({
        mutation.architectures[$0.name] != nil && !staleMutation.contains($0.name)
      })
    else { return nil }
    return mutation
  }

  /// Why the mutation figures are missing, or nil when they are current.
  var mutationNote: String? {
    guard let mutation else {
      return "Not measured in this checkout: run `swift run workbench mutate`, which writes "
        + "\(MutationResults.path), then `swift run workbench compare`."
    }
    let missing = architectures.map(\.name).filter {
      mutation.architectures[$0] == nil || staleMutation.contains($0)
    }
    guard !missing.isEmpty else { return nil }
    return "The code or tests of \(DecisionMatrix.list(missing)) changed since "
      + "\(MutationResults.path) was written, or were never measured: run `swift run workbench "
      + "mutate` again. Until then the Testability row goes without the mutation figure."
  }

  /// Above the mutation tables.
  var mutationExplanation: String {
    let classes = FaultClass.allCases.map { "\($0.rawValue) (\($0.summary))" }
    var text =
      "The same fault classes are planted in every architecture's code (all roles but the "
      + "composition root, builders, DI containers and a library's runtime): "
      + classes.joined(separator: "; ") + ". Each mutant is run against the architecture's "
      + "own unit tests and, separately, against the scenario suite; a mutant is killed when a "
      + "test fails or the suite hangs. Killed per 100 test lines divides the mutants its unit "
      + "tests kill by its test code lines."
    if let mutation {
      text +=
        " `swift run workbench mutate` (commit \(mutation.commit), seed \(mutation.seed), at "
        + "most \(mutation.perArchitecture) mutants each, chosen with the classes in turn; "
        + "docs/METRICS.md, \"Mutation testing\")."
    }
    return text
  }

  /// Per architecture and role: mutants, and how many each suite killed.
  var mutationRoleRows: [[String]] {
    guard let mutation else { return [] }
    return architectures.flatMap { architecture -> [[String]] in
      guard let measured = mutation.architectures[architecture.name] else { return [] }
      let byRole = Dictionary(grouping: measured.mutants, by: \.role)
      return byRole.keys.sorted().map { role in
        let mutants = byRole[role]!
        let unit = mutants.filter { $0.unitTests != .survived }.count
        let scenarios = mutants.filter { $0.scenarios != .survived }.count
        return [
          architecture.name, role, String(mutants.count),
          "\(unit) (\(MutationResults.percent(unit, of: mutants.count)))",
          "\(scenarios) (\(MutationResults.percent(scenarios, of: mutants.count)))",
        ]
      }
    }
  }

  static let mutationRoleHeader = [
    "Architecture", "Role", "Mutants", "Killed by its unit tests", "Killed by the scenarios",
  ]

  /// Every mutant the unit tests let live, with its place, so a workshop can read it.
  var mutationSurvivorRows: [[String]] {
    guard let mutation else { return [] }
    return architectures.flatMap { architecture -> [[String]] in
      (mutation.architectures[architecture.name]?.mutants ?? []).filter {
        $0.unitTests == .survived
      }.map { mutant in
        [
          architecture.name, "\(mutant.path):\(mutant.line)", mutant.faultClass.rawValue,
          "`\(mutant.code)`", mutant.scenarios.rawValue,
        ]
      }
    }
  }

  static let mutationSurvivorHeader = [
    "Architecture", "Place", "Fault", "Code", "Scenarios",
  ]
}
