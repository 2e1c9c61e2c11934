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
  /// and modules compiled again and timing each build; then the file restored and built.
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
    func build() throws(GrownApp.Failure) -> Int {
      let started = ContinuousClock.now
      do {
        _ = try ProcessRunner.run(
          swift, ["build", "--package-path", copy, "--target", architecture.target])
      } catch {
        throw GrownApp.Failure(
          description: "error: \(copy): an edit for the rebuild scope does not build: "
            + ProcessRunner.describe(error))
      }
      let elapsed = (ContinuousClock.now - started).components
      return Int(elapsed.seconds) * 1000 + Int(elapsed.attoseconds / 1_000_000_000_000_000)
    }
    var measured: [RebuildTouch] = []
    console.error("scale: the rebuild scope of \(architecture.name) in \(copy)")
    for touch in touches {
      let path = "\(copy)/\(touch.file)"
      guard let original = FileManager.default.contents(atPath: path) else {
        throw GrownApp.Failure(description: "error: \(touch.file) cannot be read in \(copy)")
      }
      let text = String(decoding: original, as: UTF8.self)
      var times: [Int] = []
      var scope = (files: 0, modules: 0)
      defer { _ = FileManager.default.createFile(atPath: path, contents: original) }
      for number in 1...timedBuilds {
        guard let probed = RebuildScope.probed(text, number: number, type: touch.type) else {
          throw GrownApp.Failure(description: "error: \(touch.file) declares no type to edit")
        }
        try write(probed, to: path)
        let before = RebuildScope.objects(binPath: binPath)
        times.append(try build())
        if number == 1 {
          scope = RebuildScope.recompiled(
            before: before, after: RebuildScope.objects(binPath: binPath))
        }
      }
      try write(text, to: path)
      _ = try build()
      measured.append(
        RebuildTouch(
          role: touch.role.rawValue, file: touch.file, filesRecompiled: scope.files,
          modulesRecompiled: scope.modules, milliseconds: RebuildScope.median(times)))
    }
    return measured
  }

  private static func write(_ text: String, to path: String) throws(GrownApp.Failure) {
    do {
      try FileSystem.replace(path, contents: text)
    } catch {
      throw GrownApp.Failure(
        description: "error: \(path) could not be written: \(ProcessRunner.describe(error))")
    }
  }
}
