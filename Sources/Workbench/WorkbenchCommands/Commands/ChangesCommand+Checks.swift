import ChangeRequests
import Coverage
import Foundation
import WorkbenchSupport

extension ChangesCommand {
  /// The changed app's checks beyond its scenarios, run with the copy's `executable` on
  /// solutions that pass them: where each app keeps the request's stored figure, and how
  /// much of the rule it adds its pure tests run, against `REQUEST.md`; and `walks` random
  /// walks compared in every architecture, as CI explores the unchanged app. A solution that
  /// fails one gets its verdict here.
  @MainActor
  static func check(
    _ request: ChangeRequest, walks: Int, executable: String, copy: String, root: String,
    console: Console, verdicts: inout [String: Verdict]
  ) {
    let checked =
      checkStoredFigure(request, executable, copy, console)
      .merging(checkRuleCoverage(request, copy, root, console)) { first, _ in first }
    for (target, verdict) in checked where verdicts[target] == .passes {
      verdicts[target] = verdict
    }
    guard walks > 0, verdicts.values.contains(.passes) else { return }
    let out = "\(ExploreCommand.defaultDirectory)/\(request.name)"
    console.error("\(request.name): exploring \(walks) random walks in every architecture")
    let heartbeat = Heartbeat("exploring")
    defer { heartbeat.stop() }
    do {
      let output = try ProcessRunner.run(
        executable,
        ["explore", "--seed", "1", "--walks", String(walks), "--steps", "40", "--out", out],
        directory: copy, timeout: .seconds(1800), lines: heartbeat.saw)
      heartbeat.stop()
      let summary = String(decoding: output, as: UTF8.self).split(separator: "\n").last ?? ""
      console.output("\(request.name): \(summary)")
    } catch {
      heartbeat.stop()
      console.error(
        "error: \(request.name): random walks tell the architectures apart (the shrunk walks "
          + "are in \(copy)/\(out)): \(error)")
      for (target, verdict) in verdicts where verdict == .passes {
        verdicts[target] = .exploreDiffers
      }
    }
  }

  /// Counts where each changed app keeps the request's stored figure after its scenario,
  /// prints the places, and returns `.copiesDiffer` for each architecture whose count is not
  /// the one `REQUEST.md` states.
  @MainActor
  private static func checkStoredFigure(
    _ request: ChangeRequest, _ executable: String, _ copy: String, _ console: Console
  ) -> [String: Verdict] {
    guard let stored = request.storedFigure else { return [:] }
    let output: String
    do {
      output = String(
        decoding: try ProcessRunner.run(
          executable, ["scenarios", "--scenario", stored.scenario, "--stored", stored.figure],
          directory: copy, timeout: .seconds(600)),
        as: UTF8.self)
    } catch {
      console.error("error: \(request.name): cannot count the stored copies: \(error)")
      return Dictionary(uniqueKeysWithValues: targets.map { ($0, .copiesDiffer) })
    }
    let block = output.split(separator: "\n").drop {
      !$0.hasPrefix(ScenariosCommand.storedPlacesHeading)
    }
    console.output(block.joined(separator: "\n"))
    var verdicts: [String: Verdict] = [:]
    for architecture in Architectures.all {
      // The count follows the name, which may hold spaces ("SwiftUI state").
      let prefix = "  \(architecture.name) "
      let measured = block.first { $0.hasPrefix(prefix) }
        .flatMap { $0.dropFirst(prefix.count).split(separator: " ").first }
        .flatMap { Int($0) }
      let stated = stored.stated[architecture.name]
      guard measured != stated else { continue }
      console.error(
        "error: \(request.folder)/REQUEST.md: \(StoredFigure.column) of \(architecture.name) "
          + "says \(stated.map(String.init) ?? "nothing"), measured "
          + (measured.map(String.init) ?? "nothing"))
      verdicts[architecture.target] = .copiesDiffer
    }
    return verdicts
  }

  /// Measures, in a coverage build of the copy, how many of the lines each solution adds to
  /// its architecture's logic its pure tests run, prints it, and returns `.ruleCoverageDiffers`
  /// for each architecture whose figure is not the one `REQUEST.md` states.
  @MainActor
  private static func checkRuleCoverage(
    _ request: ChangeRequest, _ copy: String, _ root: String, _ console: Console
  ) -> [String: Verdict] {
    guard let stated = request.ruleCoverage else { return [:] }
    // Absolute: the coverage build runs in the copy and names it too.
    let absolute = URL(filePath: copy).absoluteURL.standardizedFileURL.path
    let results: CoverageMeasurement.Results
    do {
      let tools = try CoverageMeasurement.prepare(root: absolute)
      results = try CoverageMeasurement.measure(
        Architectures.all, root: absolute, tools: tools, pureLcov: true, unitOnly: true,
        progress: { console.error("\(request.name): \($0)") })
    } catch {
      console.error("error: \(request.name): cannot measure the rule's coverage: \(error)")
      return Dictionary(uniqueKeysWithValues: targets.map { ($0, .ruleCoverageDiffers) })
    }
    console.output("\(RuleCoverage.column) (docs/METRICS.md, \"Rule coverage\"):")
    var verdicts: [String: Verdict] = [:]
    let width = Architectures.all.map(\.name.count).max() ?? 0
    for architecture in Architectures.all {
      let target = architecture.target
      let change = try? request.change(of: target, read: ChangeRequest.reader(root))
      let pure = results.lcov[.pureTests(target: target)]
      let coverage = RuleCoverage(
        ruleLines: change.map { RuleCoverage.ruleLines(before: $0.before, after: $0.after) }
          ?? [:],
        lcov: pure ?? results.lcov[.unitTests(target: target)] ?? "", root: absolute,
        ran: pure != nil)
      let name = architecture.name.padding(toLength: width, withPad: " ", startingAt: 0)
      console.output("  \(name)  \(coverage.cell)")
      guard coverage.cell != stated[architecture.name] else { continue }
      console.error(
        "error: \(request.folder)/REQUEST.md: \(RuleCoverage.column) of \(architecture.name) "
          + "says \(stated[architecture.name] ?? "nothing"), measured \(coverage.cell)")
      verdicts[target] = .ruleCoverageDiffers
    }
    return verdicts
  }
}
