import FakeBackend
import Testing

@testable import Scale

/// The template language of docs/SCALE.md: what a template author writes, and what a grown
/// app gets.
struct ScaleTemplateTests {
  private let cards = ScaleFeature.named(path: "cards")!
  private let all = Array(ScaleFeature.all.prefix(3))

  private func render(_ text: String, feature: ScaleFeature? = nil) throws -> String {
    try ScaleTemplate(text: text, path: "t.swift").render(feature: feature, features: all)
  }

  @Test func placeholdersTakeTheFeaturesNames() throws {
    let goals = ScaleFeature.named(path: "savings-goals")!
    let text = try render(
      "final class __Feature__ViewController // __Title__, __feature__, __ItemType__, "
        + "__Item__, __ActionType__, POST /__path__/1/__actionPath__",
      feature: goals)
    #expect(
      text
        == "final class SavingsGoalsViewController // Savings goals, savingsGoals, SavingsGoal, "
        + "Savings goal, AddMoney, POST /savings-goals/1/add-money")
  }

  @Test func conditionsKeepTheirBranchAndDropDirectiveLines() throws {
    let text = """
      a
        // scale:if action
      b __Action__
        // scale:if contacts
      never
        // scale:end
        // scale:else
      c
        // scale:end
      // scale:if !contacts
      d
      // scale:end
      """
    #expect(try render(text, feature: cards) == "a\nb Freeze\nd")
    #expect(try render(text, feature: ScaleFeature.all[0]) == "a\nc")
  }

  @Test func eachRepeatsItsLinesForEveryAddedFeatureInOrder() throws {
    let text = """
      tabs = [
        payments,
        // scale:each
        // scale:if !contacts
        __feature__,
        // scale:end
        // scale:end
      ]
      """
    #expect(try render(text) == "tabs = [\n  payments,\n  cards,\n  statements,\n]")
  }

  @Test func mistakesNameTheFileAndLine() {
    #expect(
      throws: ScaleTemplate.Malformed(
        path: "t.swift", line: 2, message: "no `scale:end` for this line")
    ) {
      try render("x\n// scale:each\ny")
    }
    #expect(
      throws: ScaleTemplate.Malformed(
        path: "t.swift", line: 1, message: "`__Feature__` has no value here")
    ) {
      try render("__Feature__")
    }
    #expect(
      throws: ScaleTemplate.Malformed(
        path: "t.swift", line: 1, message: "unknown condition `big` (contacts, action, more)")
    ) {
      try render("// scale:if big\n// scale:end", feature: cards)
    }
    #expect(
      throws: ScaleTemplate.Malformed(
        path: "t.swift", line: 1, message: "unknown directive `// scale:loop`")
    ) {
      try render("// scale:loop")
    }
  }

  @Test func aPackageEntryIsReplacedWhetherItTakesOneLineOrSeveral() throws {
    let manifest = """
      let architectures = [
        ("MVC", [Module(name: "MVC")]),
        (
          "Clean",
          [Module(name: "Clean")]
        ),
        ("VIPER", [Module(name: "VIPER")]),
      ]
      """
    let one = try GrownApp.replacingEntry(
      of: "MVC", in: manifest, with: "  (\"MVC\", [Module(name: \"MVC\"), Module(name: \"X\")]),\n")
    #expect(one.contains("Module(name: \"X\")]),\n  (\n    \"Clean\""))
    let vipers = try GrownApp.replacingEntry(of: "VIPER", in: manifest, with: "  (\"VIPER\", []),")
    #expect(vipers.hasSuffix("  (\"VIPER\", []),\n]"))
    let clean = try GrownApp.replacingEntry(of: "Clean", in: manifest, with: "  (\"Clean\", []),")
    #expect(clean.contains("\"MVC\")]),\n  (\"Clean\", []),\n  (\"VIPER\""))
  }

  @Test func theBarSelectsTheFeaturesTabOrMoreBeyondTheBar() throws {
    #expect(GrownApp(size: 3).bar(selecting: 2) == "| Payments | Contacts | [Cards] |")
    let eight = GrownApp(size: 8)
    #expect(eight.bar(selecting: 6) == "| Payments | Contacts | Cards | Statements | [More] |")
    let loans = ScaleFeature.named(path: "loans")!
    let text = "// scale:if more\nin More\n// scale:end"
    let template = ScaleTemplate(text: text, path: "t")
    #expect(try template.render(feature: loans, features: eight.features) == "in More")
    #expect(try template.render(feature: cards, features: eight.features) == "")
  }
}
