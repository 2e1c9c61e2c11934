import Foundation
import Testing
import WorkbenchTestSupport

@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Folder trees that fight back (docs/METRICS.md): links in circles and to nowhere, FIFOs,
/// unreadable folders, `/proc` and `/dev`. `analyze` counts each file once, names every
/// problem with the system's reason, and ends quickly. The trees are made at test time:
/// git keeps no FIFOs, and a link loop in the package would trip other tools.
@MainActor
struct HostileTreeTests {
  /// A fresh folder holding `files` (path: contents), `links` (path: target; `$BASE` in a
  /// target is the folder's own path) and FIFOs, all relative to it.
  private func base(
    files: [String: String], links: [String: String] = [:], fifos: [String] = []
  ) throws -> String {
    let base = FileManager.default.temporaryDirectory.appending(path: "hostile-\(UUID())").path
    func makeParent(_ path: String) throws {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    }
    for (name, text) in files {
      try makeParent("\(base)/\(name)")
      try Data(text.utf8).write(to: URL(filePath: "\(base)/\(name)"))
    }
    for (name, target) in links {
      try makeParent("\(base)/\(name)")
      let target = target.replacingOccurrences(of: "$BASE", with: base)
      #expect(symlink(target, "\(base)/\(name)") == 0, "symlink \(name)")
    }
    for name in fifos {
      try makeParent("\(base)/\(name)")
      #expect(mkfifo("\(base)/\(name)", 0o644) == 0, "mkfifo \(name)")
    }
    return base
  }

  /// `workbench analyze PATH`: its exit status and what it printed on standard error, with
  /// `base` left out of paths.
  private func workbench(analyze path: String, base: String) async -> (ExitCode, [String]) {
    var errors: [String] = []
    let status = await Workbench.main(
      ["analyze", path, "--lines-only"], output: { _ in },
      errors: { errors.append($0.replacingOccurrences(of: base + "/", with: "")) })
    return (status, errors)
  }

  @Test(.timeLimit(.minutes(1)))
  func linksInCirclesCountNothingTwiceAndEndTheWalk() async throws {
    let base = try base(
      files: ["tree/A.swift": "struct A {}\n", "tree/Sub/B.swift": "struct B {}\n\n"],
      links: [
        "tree/Sub/up": "..", "tree/Sub/again": "$BASE/tree", "tree/self": "self",
        "tree/loopA": "loopB", "tree/loopB": "loopA",
      ])
    defer { try? FileManager.default.removeItem(atPath: base) }
    let (files, warnings) = SourceAnalyzer.analyze("\(base)/tree")

    #expect(files.map(\.path) == ["A.swift", "Sub/B.swift"])
    #expect(files.map(\.lines.total) == [1, 2])
    #expect(
      warnings.map(\.description) == [
        "warning: loopA: symbolic link loop",
        "warning: loopB: symbolic link loop",
        "warning: self: symbolic link loop",
      ])
    // Warnings do not change the exit status; a PATH that is itself a loop is an error.
    #expect(await workbench(analyze: "\(base)/tree", base: base).0 == .success)
    let (status, errors) = await workbench(analyze: "\(base)/tree/self", base: base)
    #expect(status == .usageError && errors == ["error: tree/self: symbolic link loop"])
  }

  @Test func aFolderOrFileReachedTwiceIsCountedOnceUnderItsOwnPath() throws {
    let base = try base(
      files: [
        "tree/A.swift": "let a = 1\n", "tree/Real/D.swift": "let d = 1\n",
        "outside/Shared/C.swift": "let c = 1\n",
      ],
      links: [
        "tree/Mirror": "Real", "tree/First": "../outside/Shared",
        "tree/Second": "../outside/Shared", "tree/Alias.swift": "A.swift",
      ])
    defer { try? FileManager.default.removeItem(atPath: base) }
    #expect(link("\(base)/tree/A.swift", "\(base)/tree/Hard.swift") == 0)
    let (files, warnings) = SourceAnalyzer.analyze("\(base)/tree")

    // Mirror sorts before Real, but Real is reached without a link; the shared folder is
    // counted once, under the first link to it.
    #expect(files.map(\.path) == ["A.swift", "First/C.swift", "Real/D.swift"])
    #expect(warnings.isEmpty)
  }

  @Test func aBrokenLinkIsNamedNotSkippedInSilence() async throws {
    let base = try base(
      files: ["tree/Good.swift": "let g = 1\n"],
      links: [
        "tree/gone.swift": "missing.swift", "tree/Gone": "/nonexistent-\(UUID())",
        "tree/.hidden": "missing",
      ])
    defer { try? FileManager.default.removeItem(atPath: base) }
    let (files, warnings) = SourceAnalyzer.analyze("\(base)/tree")

    #expect(files.map(\.path) == ["Good.swift"])
    #expect(
      warnings.map(\.description) == [
        "warning: Gone: broken symbolic link",
        "warning: gone.swift: broken symbolic link",
      ])
    let (status, errors) = await workbench(analyze: "\(base)/tree/gone.swift", base: base)
    #expect(status == .usageError && errors == ["error: tree/gone.swift: broken symbolic link"])
  }

  /// Opening a FIFO for reading waits for a writer forever: none is ever opened.
  @Test(.timeLimit(.minutes(1)))
  func aFIFOOrDeviceNamedSwiftIsNeverRead() async throws {
    let base = try base(
      files: ["tree/Good.swift": "let g = 1\n"], links: ["tree/null.swift": "/dev/null"],
      fifos: ["tree/x.swift", "tree/Sub/y.swift"])
    defer { try? FileManager.default.removeItem(atPath: base) }
    let (files, warnings) = SourceAnalyzer.analyze("\(base)/tree")

    #expect(files.map(\.path) == ["Good.swift"])
    #expect(
      warnings.map(\.description) == [
        "warning: Sub/y.swift: not a regular file (FIFO); skipped",
        "warning: null.swift: not a regular file (character device); skipped",
        "warning: x.swift: not a regular file (FIFO); skipped",
      ])
    let (status, errors) = await workbench(analyze: "\(base)/tree/x.swift", base: base)
    #expect(
      status == .usageError
        && errors == ["error: tree/x.swift: not a regular file or folder (FIFO)"])
  }

  /// Run as root, `chmod 000` denies nothing, and the files are counted; otherwise each
  /// unreadable one is a warning with the system's reason.
  @Test func anUnreadableFolderOrFileIsAWarningWithTheReason() async throws {
    let base = try base(
      files: [
        "tree/Open.swift": "let o = 1\n", "tree/Locked.swift": "let l = 1\n",
        "tree/Secret/S.swift": "let s = 1\n",
      ])
    defer {
      chmod("\(base)/tree/Secret", 0o755)
      try? FileManager.default.removeItem(atPath: base)
    }
    #expect(chmod("\(base)/tree/Secret", 0) == 0 && chmod("\(base)/tree/Locked.swift", 0) == 0)
    let denied = access("\(base)/tree/Secret", R_OK) != 0
    let (files, warnings) = SourceAnalyzer.analyze("\(base)/tree")

    if denied {
      #expect(files.map(\.path) == ["Open.swift"])
      #expect(
        warnings.map(\.description) == [
          "warning: Locked.swift: cannot read file: Permission denied",
          "warning: Secret: cannot read folder: Permission denied",
        ])
      let (status, errors) = await workbench(analyze: "\(base)/tree/Secret", base: base)
      #expect(
        status == .usageError
          && errors == ["error: tree/Secret: cannot read folder: Permission denied"])
    } else {
      #expect(files.map(\.path) == ["Locked.swift", "Open.swift", "Secret/S.swift"])
      #expect(warnings.isEmpty)
    }
  }

  /// The same as a user without rights, when the tests run as root: the workbench (here
  /// FaultyWorkbench, which runs the same commands) as `nobody`, through `setpriv`.
  @Test(
    .enabled(
      if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        && faultyWorkbench != nil))
  func anUnreadableFolderIsAWarningForAUserWithoutRights() throws {
    let base = try base(
      files: ["tree/Open.swift": "let o = 1\n", "tree/Secret/S.swift": "let s = 1\n"])
    defer {
      chmod("\(base)/tree/Secret", 0o755)
      try? FileManager.default.removeItem(atPath: base)
    }
    #expect(chmod("\(base)/tree/Secret", 0) == 0)
    func analyzeAsNobody(_ path: String) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = URL(filePath: "/usr/bin/setpriv")
      process.arguments = [
        "--reuid=65534", "--regid=65534", "--clear-groups", try #require(faultyWorkbench),
        "analyze", path, "--lines-only",
      ]
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, text.replacingOccurrences(of: base + "/", with: ""))
    }
    let tree = try analyzeAsNobody("\(base)/tree")
    #expect(tree == (0, "warning: Secret: cannot read folder: Permission denied\n"))
    let secret = try analyzeAsNobody("\(base)/tree/Secret")
    #expect(secret == (2, "error: tree/Secret: cannot read folder: Permission denied\n"))
  }

  @Test(.timeLimit(.minutes(1)))
  func procSysAndDevAreRefusedAtOnce() async throws {
    let paths = ["/proc", "/proc/self", "/sys", "/dev", "/dev/null"].filter {
      FileManager.default.fileExists(atPath: $0)
    }
    try #require(paths.contains("/dev"))
    for path in paths {
      let special = "/" + path.split(separator: "/")[0]
      let started = ContinuousClock.now
      let (status, errors) = await workbench(analyze: path, base: "/")
      #expect(ContinuousClock.now - started < .seconds(2), "\(path)")
      #expect(status == .usageError, "\(path)")
      #expect(
        errors == [
          "error: \(path): \(special) is a special file system, not source code; not analyzed"
        ])
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func linksIntoProcAndDevAreNotFollowed() throws {
    let specials = ["/dev", "/proc", "/sys"].filter { FileManager.default.fileExists(atPath: $0) }
    let base = try base(
      files: ["tree/A.swift": "let a = 1\n"],
      links: Dictionary(uniqueKeysWithValues: specials.map { ("tree\($0)", $0) }))
    defer { try? FileManager.default.removeItem(atPath: base) }
    let started = ContinuousClock.now
    let (files, warnings) = SourceAnalyzer.analyze("\(base)/tree")

    #expect(ContinuousClock.now - started < .seconds(2))
    #expect(files.map(\.path) == ["A.swift"])
    #expect(
      warnings.map(\.description)
        == specials.map {
          "warning: \($0.dropFirst()): \($0) is a special file system, not source code; skipped"
        })
  }
}
