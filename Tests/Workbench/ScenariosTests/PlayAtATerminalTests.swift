import Foundation
import Testing

#if os(Linux)
  import Glibc

  /// `workbench play` in front of a room: at a pseudo-terminal (`PlayTerminal`), read back as
  /// a person reads the terminal (`VirtualTerminal`).
  @Suite(.timeLimit(.minutes(1)), .enabled(if: PlayTerminal.isAvailable))
  struct PlayAtATerminalTests {
    @Test func ctrlCLeavesTheLineUnsentAndTheSessionGoesOn() throws {
      let terminal = try PlayTerminal()
      try terminal.waitForPrompt()
      terminal.type("When the app st\u{3}")
      try terminal.waitForPrompt()
      try terminal.enter("When the app starts")
      #expect(terminal.lines.contains("MVC> When the app st^C"))
      #expect(terminal.lines.contains("# Users"))
      let (status, isRestored) = try terminal.quit()
      #expect(status == "0")
      #expect(isRestored)
    }

    @Test func ctrlDOffersToSaveTheSessionAndTheSavedFileReplays() throws {
      let file = FileManager.default.temporaryDirectory.appending(path: "played-\(UUID()).scenario")
      defer { try? FileManager.default.removeItem(at: file) }
      let terminal = try PlayTerminal()
      try terminal.waitForPrompt()
      try terminal.enter("When the app starts")
      try terminal.enter("Then I see \"# Users\"")
      terminal.type("\u{4}")
      try terminal.wait(for: "save to> ")
      terminal.type(file.path + "\r")
      try terminal.wait(for: "Saved 3 steps")
      let (status, isRestored) = try terminal.end()
      #expect(status == "0")
      #expect(isRestored)
      let saved = try String(contentsOf: file, encoding: .utf8)
      #expect(saved.hasSuffix("  When the app starts\n  Then I see \"# Users\"\n"))
    }

    @Test func aSignalAtThePromptEndsPlayAndRestoresTheTerminal() throws {
      let terminal = try PlayTerminal()
      try terminal.waitForPrompt()
      terminal.type("When the")
      try terminal.wait(for: "When the")
      kill(try terminal.playProcess(), SIGTERM)
      let (status, isRestored) = try terminal.end()
      #expect(status == "143")
      #expect(isRestored)
    }

    @Test func upAndDownBringBackLinesAndLeftAndRightEditThem() throws {
      let terminal = try PlayTerminal()
      try terminal.waitForPrompt()
      try terminal.enter("When the app starts")
      // "Usrs": three to the left is before the r, where the e goes.
      terminal.type("Then I see \"Usrs\"\u{1B}[D\u{1B}[D\u{1B}[De")
      try terminal.wait(for: "e")
      try terminal.enter("", showing: "--- line 4: Then I see \"Users\"")
      // Up twice, Down once: the newest line again; Down again: the empty line.
      terminal.type("\u{1B}[A\u{1B}[A\u{1B}[B\u{1B}[B\u{1B}[A")
      try terminal.enter("", showing: "--- line 5: Then I see \"Users\"")
      #expect(terminal.lines.filter { $0 == "MVC> Then I see \"Users\"" }.count == 2)
      terminal.type("\u{1B}[A\u{1B}[H\u{1B}[3~\u{1B}[3~\u{1B}[3~\u{1B}[3~And\u{1B}[F")
      try terminal.enter("", showing: "--- line 6: And I see \"Users\"")
      #expect(try terminal.quit().isRestored)
    }

    @Test func tabCompletesStepsAndTheNamesOnTheScreen() throws {
      let terminal = try PlayTerminal()
      try terminal.waitForPrompt()
      terminal.type("When the app st\t")
      try terminal.wait(for: "When the app starts")
      try terminal.enter("")
      terminal.type("When I sel\t")
      try terminal.wait(for: "When I select ")
      terminal.type("\"Gr\t")
      try terminal.wait(for: "Grace Hopper\"")
      try terminal.enter("")
      #expect(terminal.lines.contains("MVC> When I select \"Grace Hopper\""))
      #expect(terminal.lines.contains("# Grace Hopper"))
      terminal.type("When I tap \"\t\t")
      try terminal.wait(for: "Send payment")
      terminal.type("\u{15}")
      #expect(try terminal.quit().status == "0")
    }

    @Test func afterAStepOnlyWhatChangedIsShownWithTheClock() throws {
      let terminal = try PlayTerminal()
      try terminal.waitForPrompt()
      try terminal.enter("When the app starts")
      try terminal.enter("When I type \"gra\" into \"Search\"")
      try terminal.enter("And 300 ms pass")
      try terminal.enter("screen", showing: "MVC> screen")
      _ = try terminal.quit()
      let lines = terminal.lines
      let typed = try #require(lines.firstIndex { $0.hasPrefix("--- line 4:") })
      #expect(lines[typed] == "--- line 4: When I type \"gra\" into \"Search\"  (clock 0.00 s)")
      #expect(
        lines[(typed + 1)...].prefix { !$0.hasPrefix("MVC> ") } == [
          "- Search: []", "+ Search: [gra]",
        ])
      let waited = try #require(lines.firstIndex { $0.hasPrefix("--- line 5:") })
      #expect(lines[waited] == "--- line 5: And 300 ms pass  (clock 0.30 s)")
      // MVC filters the rows it has: the rows that went, and no line that stayed.
      let gone = lines[(waited + 1)...].prefix { !$0.hasPrefix("MVC> ") }
      #expect(gone.count == 11)
      #expect(gone.allSatisfy { $0.hasPrefix("- > ") })
      #expect(gone.first == "- > Ada Lovelace | ada@example.com")
      let whole = try #require(lines.firstIndex(of: "MVC> screen"))
      #expect(
        lines[(whole + 1)...].prefix(3) == [
          "# Users", "Search: [gra]", "> Grace Hopper | grace@example.com",
        ])
    }

    @Test func switchReplaysTheSessionInAnotherArchitectureAndGoesOnThere() throws {
      let terminal = try PlayTerminal()
      try terminal.waitForPrompt()
      try terminal.enter("When the app starts")
      try terminal.enter("When I select \"Ada Lovelace\"")
      try terminal.enter("switch MVVM", showing: "ends on", prompt: "MVVM> ")
      #expect(terminal.lines.contains("Replayed 2 steps in MVVM."))
      #expect(terminal.lines.contains("MVVM ends on the same screen as MVC."))
      try terminal.enter("Then I see \"# Ada Lovelace\"", prompt: "MVVM> ")
      #expect(terminal.shown.contains("pass"))
      #expect(try terminal.quit().status == "0")
    }

    /// Twenty steps typed in a terminal 60 columns wide, long lines corrected across the
    /// place where they wrap: every prompt line reads as the step it sent, and every step
    /// passes.
    @Test func aTwentyStepDemoInSixtyColumnsLeavesNoGarbledLine() throws {
      let terminal = try PlayTerminal(columns: 60)
      try terminal.waitForPrompt()
      for (typed, step) in Self.demo {
        try terminal.enter(typed)
        #expect(
          terminal.lines.last(where: { $0.hasPrefix("MVC> ") && $0 != "MVC> " }) == "MVC> " + step)
      }
      _ = try terminal.quit()
      let prompts = terminal.lines.filter { $0.hasPrefix("MVC> ") && $0 != "MVC> " }
      #expect(prompts == Self.demo.map { "MVC> " + $0.step } + ["MVC> quit"])
      #expect(!terminal.shown.contains("FAIL"))
    }

    /// What is typed (Backspace is `\u{7F}`, Left `\u{1B}[D`, End `\u{1B}[F`) and the step
    /// it makes.
    static let demo: [(typed: String, step: String)] = {
      let left = "\u{1B}[D"
      let back = "\u{7F}"
      let steps = [
        "When the app starts",
        "When I type \"gra\" into \"Search\"",
        "And 300 ms pass",
        "Then I see \"> Grace Hopper | grace@example.com\"",
        "When I select \"Grace Hopper\"",
        "Then I see \"# Grace Hopper\"",
        "When I tap \"Send payment\"",
        "Then \"Submit\" is disabled",
        "When I type \"12.50\" into \"Amount\"",
        "When I type \"Lunch with Ada, Alan and Linus after the workshop\" into \"Note\"",
        "Then I see \"Note: [Lunch with Ada, Alan and Linus after the workshop]\"",
        "When I tap \"Cancel\"",
        "Then I see \"# Grace Hopper\"",
        "When I go back",
        "Then I see \"Search: [gra]\"",
        "When I clear \"Search\"",
        "And 300 ms pass",
        "Then I see \"> Ada Lovelace | ada@example.com\"",
        "When I select \"Ada Lovelace\"",
        "Then I see \"ada@example.com\"",
      ]
      return steps.enumerated().map { index, step in
        // Every step is typed with a slip put right: its last characters (up to 25) typed
        // wrong and erased, or a letter left out and put back from up to 25 places to the
        // left. On the long lines both go back across the place where the line wraps.
        let slip = min(25, step.count / 2)
        if index.isMultiple(of: 2) {
          let wrong = String(repeating: "x", count: slip) + String(repeating: back, count: slip)
          return (String(step.dropLast(slip)) + wrong + step.suffix(slip), step)
        }
        var slipped = step
        let letter = slipped.remove(at: step.index(step.endIndex, offsetBy: -slip - 1))
        return (slipped + String(repeating: left, count: slip) + String(letter) + "\u{1B}[F", step)
      }
    }()
  }
#endif
