import Foundation
import Testing

@testable import Mutation

struct MutationSitesTests {
  private let source = """
    // if commented { cancel() }
    final class UsersViewModel {
      var isLoading = false

      func searchChanged(_ text: String) {
        searchTask?.cancel()
        searchTask = Task {
          guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
          if text.count < 3 { return }
          if let user = users.first { print(user) }
        }
      }

      func message(for error: BankingError) -> String {
        switch error {
        case .offline: Messages.offline
        case .insufficientFunds: return Messages.insufficientFunds
        case .serviceUnavailable(let code): Messages.serviceUnavailable(code: code)
        }
      }

      func done() {
        coordinator.removeChild(self)
      }
    }

    """

  /// Each mutant's line as planted alone, by class.
  private func planted() -> [String: [String]] {
    var lines: [String: [String]] = [:]
    for var mutant in MutationSites.find(in: source, path: "Users.swift") {
      mutant.id = 7
      let text = Schemata.plant([mutant], in: source)
      let line = text.split(separator: "\n", omittingEmptySubsequences: false)[mutant.line - 1]
      lines[mutant.faultClass.rawValue, default: []].append(
        line.trimmingCharacters(in: .whitespaces))
    }
    return lines
  }

  @Test func eachFaultClassIsFoundInCodeAndNeverInComments() {
    let lines = planted()
    #expect(
      lines["negate-condition"] == [
        "guard __mutantNegate(7, (try? await clock.sleep(for: .milliseconds(300))) != nil) else { return }",
        "if __mutantNegate(7, text.count < 3) { return }",
      ])
    #expect(lines["drop-cancel"] == ["if !__mutant(7) { searchTask?.cancel() }"])
    #expect(lines["skip-navigation"] == ["if !__mutant(7) { coordinator.removeChild(self) }"])
    #expect(
      lines["change-duration"] == [
        "guard (try? await clock.sleep(for: .milliseconds((__mutant(7) ? 150 : 300)))) != nil else { return }"
      ])
    #expect(lines["flip-boolean"] == ["var isLoading = (__mutant(7) ? true : false)"])
    #expect(
      lines["return-early"] == [
        "func searchChanged(_ text: String) { if __mutant(7) { return }",
        "func done() { if __mutant(7) { return }",
      ])
    // A mapping with bindings is left alone; the two plain cases swap.
    #expect(
      lines["swap-mapping"] == [
        "case .offline: (__mutant(7) ? Messages.insufficientFunds : Messages.offline)"
      ])
  }

  @Test func plantingMovesNoLineAndAddsTheSwitchOnce() {
    var mutants = MutationSites.find(in: source, path: "Users.swift")
    mutants = MutantSample.choose(mutants, count: 100, seed: 1)
    for index in mutants.indices { mutants[index].id = index + 1 }
    let text = Schemata.plant(mutants, in: source)
    let before = source.split(separator: "\n", omittingEmptySubsequences: false)
    let after = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(after.count == before.count + Schemata.trailer.split(separator: "\n").count)
    #expect(text.components(separatedBy: "private func __mutant(").count == 2)
    // The swap's second case carries the same mutant.
    #expect(text.contains("case .insufficientFunds: return (__mutant("))
  }

  @Test func theSampleTakesTheClassesInTurnAndIsTheSameForASeed() {
    let many = (1...30).map { line in
      Mutant(
        faultClass: line % 3 == 0 ? .negateCondition : .flipBoolean, path: "A.swift", line: line,
        code: "", edits: [.init(start: line * 10, end: line * 10 + 4, text: "x")])
    }
    let sample = MutantSample.choose(many, count: 6, seed: 42)
    #expect(sample.filter { $0.faultClass == .negateCondition }.count == 3)
    #expect(sample == MutantSample.choose(many, count: 6, seed: 42))
    #expect(sample != MutantSample.choose(many, count: 6, seed: 43))
  }

  @Test func overlappingPlacesAreNotBothTaken() {
    let a = Mutant(
      faultClass: .flipBoolean, path: "A.swift", line: 1, code: "",
      edits: [.init(start: 10, end: 14, text: "x")])
    let wrap = Mutant(
      faultClass: .negateCondition, path: "A.swift", line: 1, code: "",
      edits: [.init(start: 10, end: 10, text: "("), .init(start: 14, end: 14, text: ")")])
    var b = a
    b.faultClass = .swapMapping
    b.edits = [.init(start: 12, end: 20, text: "y")]
    #expect(!a.overlaps(wrap))
    #expect(a.overlaps(b))
    #expect(MutantSample.choose([a, wrap, b], count: 3, seed: 1).count == 2)
  }

  @Test func theFingerprintChangesWithAnyByteAndNotWithOrder() {
    let files = ["A.swift": Data("a".utf8), "B.swift": Data("b".utf8)]
    let same = MutationResults.fingerprint(files)
    #expect(same == MutationResults.fingerprint(files))
    #expect(same != MutationResults.fingerprint(["A.swift": Data("a".utf8)]))
    #expect(
      same != MutationResults.fingerprint(["A.swift": Data("a".utf8), "B.swift": Data("c".utf8)]))
  }
}
