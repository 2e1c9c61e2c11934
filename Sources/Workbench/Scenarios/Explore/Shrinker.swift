import HarnessContract

/// Makes a failing walk small while it keeps failing the same way (the same groups of
/// architectures, ending the same ways): first it drops chunks of steps, halving the chunk
/// down to single steps, then it simplifies what is left (shorter typed text, shorter waits,
/// one failing request instead of two), and starts over while anything changed.
///
/// Dropping a step can leave a later one without sense (a tap on a button of a screen that
/// is no longer opened): such steps are dropped too, as long as the first architecture
/// cannot do them, before the candidate is compared.
@MainActor
package struct Shrinker {
  var runner: any ScenarioRunning
  package var architectures: [any Architecture.Type]
  /// At most this many candidate walks are run, so a shrink always ends in bounded time.
  var budget = 400

  package init(
    runner: any ScenarioRunning, architectures: [any Architecture.Type], budget: Int = 400
  ) {
    self.runner = runner
    self.architectures = architectures
    self.budget = budget
  }

  package func shrink(_ walk: Walk, keeping signature: String) async -> Walk {
    var best = walk
    var tries = 0
    func keeps(_ candidate: Walk) async -> Bool {
      guard tries < budget, candidate != best else { return false }
      tries += 1
      return await verdict(of: candidate)?.signature == signature
    }
    var changed = true
    while changed, tries < budget {
      changed = false
      var size = max(1, best.actions.count / 2)
      while true {
        var start = 0
        while start < best.actions.count {
          let candidate = await withoutSenselessSteps(
            Self.dropping(start..<min(start + size, best.actions.count), of: best))
          if await keeps(candidate) {
            best = candidate
            changed = true
          } else {
            start += size
          }
        }
        guard size > 1 else { break }
        size /= 2
      }
      for index in best.actions.indices {
        for simpler in Self.simplifications(of: best.actions[index]) {
          var candidate = best
          candidate.actions[index] = simpler
          if await keeps(candidate) {
            best = candidate
            changed = true
            break
          }
        }
      }
    }
    return best
  }

  /// `walk` without the steps the first architecture cannot do on the screen it shows then.
  func withoutSenselessSteps(_ walk: Walk) async -> Walk {
    var walk = walk
    while let scenario = try? walk.scenario(path: "walk", title: "walk"),
      let failure = await runner.run(scenario, in: [architectures[0]]).first?.failure,
      failure.kind == .failed, failure.step.action != .startApp,
      let index = scenario.steps.firstIndex(of: failure.step)
    {
      walk.actions.remove(at: index)
    }
    return walk
  }

  /// How the architectures behave on `walk`; nil for a walk that is not a valid scenario.
  package func verdict(of walk: Walk) async -> Verdict? {
    guard let scenario = try? walk.scenario(path: "walk", title: "walk") else { return nil }
    return Verdict(await runner.run(scenario, in: architectures))
  }

  /// The walk without the steps in `range`, except `the app starts`, which every walk needs.
  static func dropping(_ range: Range<Int>, of walk: Walk) -> Walk {
    var actions = walk.actions
    let keepsStart = actions[range].contains(.startApp)
    actions.removeSubrange(range)
    if keepsStart { actions.insert(.startApp, at: range.lowerBound) }
    return Walk(actions: actions)
  }

  /// Simpler versions of one step, simplest first.
  static func simplifications(of action: StepAction) -> [StepAction] {
    switch action {
    case .type(let text, into: let field) where text.count > 1:
      let shorter = [
        String(text.prefix(1)), String(text.prefix(text.count / 2)),
        String(text.trimmingWhitespace()),
      ]
      return shorter.filter { !$0.isEmpty && $0.count < text.count }
        .map { .type($0, into: field) }
    case .wait(let milliseconds) where milliseconds > 1:
      return [1, 300, milliseconds / 2].filter { $0 >= 1 && $0 < milliseconds }
        .map { .wait(milliseconds: $0) }
    case .failNextRequests(let count, let status) where count > 1 || status != 500:
      return [
        .failNextRequests(count: 1, status: status), .failNextRequests(count: 1, status: 500),
      ]
      .filter { $0 != action }
    default:
      return []
    }
  }
}
