import Foundation
import Registration
import Scale
import WorkbenchSupport

extension ScaleCommand {
  /// How many times each edit is built and timed; the table shows the median.
  static let timedBuilds = 5

  /// The rebuild scope of `architecture` in the grown package at `copy`, built before: for
  /// each role of its touch list, a member added to the role's file and the architecture's
  /// app target built again `timedBuilds` times (a new member each time), counting the files
  /// and modules compiled again and timing each build; then one more member, and the time
  /// until the architecture's tests, built again, have run; then the file restored and built.
  @MainActor
  static func rebuildScope(
    copy: String, architecture: RegisteredArchitecture, swift: String, console: Console
  ) throws(GrownApp.Failure) -> [RebuildTouch] {
    let touches = try RebuildScope.touches(root: ".", folder: architecture.target, copy: copy)
    let binPath: String
    do {
      let bin = try ProcessRunner.run(swift, ["build", "--package-path", copy, "--show-bin-path"])
      binPath = String(decoding: bin, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    } catch {
      throw GrownApp.Failure(description: "error: \(copy): \(ProcessRunner.describe(error))")
    }
    let run = RebuildRun(copy: copy, target: architecture.target, swift: swift, binPath: binPath)
    console.error("scale: the rebuild scope of \(architecture.name) in \(copy)")
    _ = try run.timed(run.tests, failing: "\(architecture.name)'s tests do not pass")
    var measured: [RebuildTouch] = []
    for touch in touches { measured.append(try run.measure(touch)) }
    return measured
  }

  /// The builds and test runs of one architecture's rebuild scope in one grown copy.
  private struct RebuildRun {
    var copy: String
    var target: String
    var swift: String
    var binPath: String

    /// The app target built again.
    var build: [[String]] { [["build", "--package-path", copy, "--target", target]] }
    /// The tests built again, then the architecture's run.
    var tests: [[String]] {
      [
        ["build", "--package-path", copy, "--build-tests"],
        ["test", "--package-path", copy, "--skip-build", "--filter", "^\(target)Tests\\."],
      ]
    }

    /// The wall-clock milliseconds `swift` takes to run each of `commands` in turn.
    func timed(_ commands: [[String]], failing: String) throws(GrownApp.Failure) -> Int {
      let started = ContinuousClock.now
      do {
        for arguments in commands { _ = try ProcessRunner.run(swift, arguments) }
      } catch {
        throw GrownApp.Failure(
          description: "error: \(copy): \(failing): \(ProcessRunner.describe(error))")
      }
      let elapsed = (ContinuousClock.now - started).components
      return Int(elapsed.seconds) * 1000 + Int(elapsed.attoseconds / 1_000_000_000_000_000)
    }

    /// The edits of `touch`'s file, built and timed, then its tests' time; the file restored
    /// and built again after, whatever happens.
    func measure(_ touch: RebuildScope.Touch) throws(GrownApp.Failure) -> RebuildTouch {
      let path = "\(copy)/\(touch.file)"
      guard let original = FileManager.default.contents(atPath: path) else {
        throw GrownApp.Failure(description: "error: \(touch.file) cannot be read in \(copy)")
      }
      let text = String(decoding: original, as: UTF8.self)
      func probe(_ number: Int) throws(GrownApp.Failure) {
        guard let probed = RebuildScope.probed(text, number: number, type: touch.type) else {
          throw GrownApp.Failure(description: "error: \(touch.file) declares no type to edit")
        }
        try ScaleCommand.write(probed, to: path)
      }
      var times: [Int] = []
      var scope = (files: 0, modules: 0)
      let testMilliseconds: Int
      do {
        defer { try? FileSystem.replace(path, contents: text) }
        for number in 1...ScaleCommand.timedBuilds {
          try probe(number)
          let before = RebuildScope.objects(binPath: binPath)
          times.append(try timed(build, failing: "an edit for the rebuild scope does not build"))
          if number == 1 {
            scope = RebuildScope.recompiled(
              before: before, after: RebuildScope.objects(binPath: binPath))
          }
        }
        try probe(ScaleCommand.timedBuilds + 1)
        testMilliseconds = try timed(tests, failing: "the tests do not pass after an edit")
      }
      _ = try timed(build, failing: "the file restored does not build")
      return RebuildTouch(
        role: touch.role.rawValue, file: touch.file, filesRecompiled: scope.files,
        modulesRecompiled: scope.modules, milliseconds: RebuildScope.median(times),
        testMilliseconds: testMilliseconds)
    }
  }

  fileprivate static func write(_ text: String, to path: String) throws(GrownApp.Failure) {
    do {
      try FileSystem.replace(path, contents: text)
    } catch {
      throw GrownApp.Failure(
        description: "error: \(path) could not be written: \(ProcessRunner.describe(error))")
    }
  }
}
