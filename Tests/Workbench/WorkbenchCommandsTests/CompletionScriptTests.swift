import Foundation
import Testing
import WorkbenchSupport
import WorkbenchTestSupport

@testable import WorkbenchCommands

/// `workbench completion bash|zsh|fish`: each script, loaded in its shell, completes what the
/// parser accepts.
@MainActor
struct CompletionScriptTests {
  /// The script `workbench completion SHELL` prints, in a file of its own.
  static func script(_ shell: String) async throws -> String {
    var output = ""
    let status = await Workbench.main(
      ["completion", shell], output: { output += $0 }, errors: { _ in })
    #expect(status == .success)
    let path = FileManager.default.temporaryDirectory.appending(
      path: "workbench-\(UUID()).\(shell)"
    )
    .path
    try output.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// What bash offers for the last of `words`, the script sourced, in the package root.
  static func bashCompletes(_ words: [String], script: String) throws -> [String] {
    let bash = try #require(Platform.current.onPath("bash"))
    let array = words.map { "'\($0)'" }.joined(separator: " ")
    let output = try ProcessRunner.run(
      bash,
      [
        "-c",
        "source '\(script)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _workbench; "
          + #"printf '%s\n' "${COMPREPLY[@]}""#,
      ], directory: packageRoot)
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsSubcommandsOptionsAndKnownValues() async throws {
    let script = try await Self.script("bash")
    defer { try? FileManager.default.removeItem(atPath: script) }
    let cases: [([String], [String])] = [
      (["workbench", "sc"], ["scenarios", "scale"]),
      (["workbench", "wor"], []),
      (["workbench", "scenarios", "--arch"], ["--architecture"]),
      (["workbench", "scenarios", "--architecture", "MVV"], ["MVVM", "MVVM+C"]),
      (["workbench", "changes", ""], ["start", "check"]),
      (["workbench", "changes", "start", "--architecture", "T"], ["TCA-style"]),
      (["workbench", "changes", "check", "payment"], ["payment-limit"]),
      (["workbench", "metrics", "--format", ""], ["table", "json"]),
      (["workbench", "play", "--data-set", "e"], ["empty"]),
      (["workbench", "explore", "--seed", ""], []),
      (["workbench", "completion", ""], ["bash", "zsh", "fish"]),
      (["workbench", "help", "ch"], ["changes"]),
    ]
    for (words, expected) in cases {
      #expect(try Self.bashCompletes(words, script: script) == expected, "\(words)")
    }
  }

  /// Every command the help lists offers exactly its own options after `--`.
  @Test func bashOffersEachCommandsOwnOptions() async throws {
    let script = try await Self.script("bash")
    defer { try? FileManager.default.removeItem(atPath: script) }
    for command in Arguments.commands where !command.isHidden {
      let words = ["workbench"] + command.name.split(separator: " ").map(String.init) + ["--"]
      #expect(
        try Self.bashCompletes(words, script: script)
          == command.options.map(\.name) + ["--help"], "\(command.name)")
    }
  }

  @Test(.enabled(if: Platform.current.onPath("fish") != nil))
  func fishCompletesCommandsOptionsAndKnownValues() async throws {
    let script = try await Self.script("fish")
    defer { try? FileManager.default.removeItem(atPath: script) }
    func completes(_ line: String) throws -> [String] {
      let output = try ProcessRunner.run(
        try #require(Platform.current.onPath("fish")),
        ["--no-config", "-c", "source '\(script)'; complete -C '\(line)'"], directory: packageRoot)
      return String(decoding: output, as: UTF8.self).split(separator: "\n").map {
        String($0.split(separator: "\t")[0])
      }
    }
    #expect(try completes("workbench sc") == ["scenarios"])
    #expect(try completes("workbench scenarios --architecture MVV") == ["MVVM", "MVVM+C"])
    #expect(try completes("workbench changes ").sorted() == ["check", "start"])
    #expect(try completes("workbench changes check payment") == ["payment-limit"])
    #expect(try completes("workbench metrics --format ") == ["json", "table"])
  }

  @Test(.enabled(if: Platform.current.onPath("zsh") != nil))
  func theZshScriptParsesAndNamesEveryOption() async throws {
    let script = try await Self.script("zsh")
    defer { try? FileManager.default.removeItem(atPath: script) }
    _ = try ProcessRunner.run(try #require(Platform.current.onPath("zsh")), ["-n", script])
    let text = try String(contentsOfFile: script, encoding: .utf8)
    for command in Arguments.commands where !command.isHidden {
      // The command's own branch of the `case`, from its pattern to its `;;`.
      let branch =
        text.components(separatedBy: "\n  '\(command.name)')\n").dropFirst().first?
        .components(separatedBy: ";;").first ?? ""
      #expect(branch.contains("_arguments"), "\(command.name)")
      for option in command.options {
        #expect(branch.contains("\(option.name)["), "\(command.name) \(option.name)")
      }
    }
  }

  @Test func anUnknownShellIsAUsageError() async {
    var errors = ""
    let status = await Workbench.main(
      ["completion", "tcsh"], output: { _ in }, errors: { errors += $0 })
    #expect(status == .usageError)
    #expect(errors.hasPrefix("Error: The value 'tcsh' is invalid for '<shell>': expected bash"))
  }
}
