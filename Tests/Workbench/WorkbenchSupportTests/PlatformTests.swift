import Dispatch
import Foundation
import Testing

@testable import WorkbenchSupport

/// What differs between macOS and Linux, tested on either: the Darwin branch is driven with a
/// fake `xcrun`, a fake toolchain and a fake test bundle, so a Mac user's run is checked here.
struct PlatformTests {
  /// A temporary folder for fakes, with every symbolic link in its path resolved.
  private let folder: String

  init() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "platform-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    self.folder = Platform.canonical(folder)
  }

  /// Writes an executable shell script.
  private func script(_ path: String, _ body: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(filePath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
  }

  /// A Mac as an iOS engineer has it: `swift`, `swiftc` and `xcrun` in `/usr/bin` (here
  /// `bin`), the swiftc an `xcrun` shim that reports Xcode's toolchain, which holds llvm-cov,
  /// llvm-profdata and swift-demangle; llvm-nm is found by `xcrun --find` only.
  private func fakeMac() throws -> (platform: Platform, toolchain: String, xcodeTools: String) {
    let toolchain = "\(folder)/Xcode.app/Toolchains/XcodeDefault.xctoolchain/usr"
    let xcodeTools = "\(folder)/Xcode.app/usr/bin"
    for tool in ["llvm-cov", "llvm-profdata", "swift-demangle"] {
      try script("\(toolchain)/bin/\(tool)", "exit 0")
    }
    try script("\(xcodeTools)/llvm-nm", "exit 0")
    try script("\(folder)/bin/swift", "exit 0")
    try script(
      "\(folder)/bin/swiftc",
      #"echo '{"paths": {"runtimeResourcePath": "\#(toolchain)/lib/swift"}}'"#)
    try script(
      "\(folder)/bin/xcrun",
      """
      [ "$1" = --find ] && [ -x "\(xcodeTools)/$2" ] && echo "\(xcodeTools)/$2" && exit 0
      echo "xcrun: error: unable to find utility \\"$2\\"" >&2; exit 72
      """)
    return (
      Platform(system: .darwin, environment: ["PATH": "\(folder)/bin"]), "\(toolchain)/bin",
      xcodeTools
    )
  }

  @Test func onDarwinToolsComeFromSwiftcsToolchainThenXcrun() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (mac, toolchain, xcodeTools) = try fakeMac()
    let tools = try Toolchain.locate(on: mac)
    #expect(tools.swift == "\(folder)/bin/swift")
    #expect(tools.llvmCov == "\(toolchain)/llvm-cov")
    #expect(tools.profdata == "\(toolchain)/llvm-profdata")
    #expect(tools.demangle == "\(toolchain)/swift-demangle")
    #expect(tools.nm == "\(xcodeTools)/llvm-nm")
  }

  /// The same machine read as Linux never asks `xcrun`: the error names the tool, every place
  /// looked in, and the fix for that system.
  @Test func aMissingToolIsNamedWithWhereItWasLookedForAndTheFix() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (mac, toolchain, _) = try fakeMac()
    let linux = Platform(system: .linux, environment: mac.environment)
    let error = try #require(throws: Toolchain.Missing.self) { try Toolchain.locate(on: linux) }
    #expect(
      error.description
        == "llvm-nm was not found; looked in \(toolchain) (the toolchain of \(folder)/bin/swiftc), "
        + "then the folders on PATH; to fix it, install a Swift 6.2 or later toolchain from "
        + "swift.org, which ships them in its usr/bin, and put that folder on PATH, or set "
        + "WORKBENCH_TOOLCHAIN to it (line and type counts need no such tool: "
        + "`swift run workbench metrics`)")

    try FileManager.default.removeItem(atPath: "\(folder)/Xcode.app/usr/bin/llvm-nm")
    let onMac = try #require(throws: Toolchain.Missing.self) { try Toolchain.locate(on: mac) }
    #expect(onMac.description.contains("then `xcrun --find`, then the folders on PATH"))
    #expect(onMac.description.contains("install Xcode 26 or later"))
  }

  /// `WORKBENCH_TOOLCHAIN` wins, and alone: a tool missing there is not looked for elsewhere.
  @Test func theEnvironmentOverrideIsTheOnlyPlaceLookedIn() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (mac, _, _) = try fakeMac()
    var overridden = mac
    overridden.environment["WORKBENCH_TOOLCHAIN"] = "\(folder)/mine"
    for tool in ["llvm-cov", "llvm-profdata", "llvm-nm", "swift-demangle"] {
      try script("\(folder)/mine/\(tool)", "exit 0")
    }
    #expect(try Toolchain.locate(on: overridden).llvmCov == "\(folder)/mine/llvm-cov")
    try FileManager.default.removeItem(atPath: "\(folder)/mine/llvm-nm")
    let error = try #require(throws: Toolchain.Missing.self) {
      try Toolchain.locate(on: overridden)
    }
    #expect(
      error.description.hasPrefix(
        "llvm-nm was not found; looked in \(folder)/mine "
          + "(WORKBENCH_TOOLCHAIN); to fix it"))
  }

  /// The real toolchain: its `swiftc` names the folder its tools are in.
  @Test func theRealSwiftcNamesItsToolchainFolder() throws {
    let platform = Platform.current
    let swiftc = try #require(platform.onPath("swiftc"))
    let toolchain = try #require(platform.toolchainFolder(swiftc: swiftc))
    #expect(Platform.isExecutableFile("\(toolchain)/llvm-cov"))
    #if os(macOS)
      #expect(platform.system == .darwin)
    #else
      #expect(platform.system == .linux)
    #endif
  }

  /// A test product is an executable on Linux and a bundle on Darwin; each system's rule finds
  /// the binary in its own layout, and only there (a bundle is a folder, which `stat` calls
  /// executable too).
  @Test func theTestBinaryIsFoundInEachSystemsLayout() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let darwin = Platform(system: .darwin, environment: [:])
    let linux = Platform(system: .linux, environment: [:])
    let bin = "\(folder)/.build-coverage/arm64-apple-macosx/debug"
    try script("\(bin)/Tests.xctest/Contents/MacOS/Tests", "exit 0")
    #expect(darwin.testBinary("Tests", in: bin) == "\(bin)/Tests.xctest/Contents/MacOS/Tests")
    #expect(Platform.isExecutableFile(darwin.testBinary("Tests", in: bin)))
    #expect(!Platform.isExecutableFile(linux.testBinary("Tests", in: bin)))
    #expect(darwin.binFolder(ofTestBinary: darwin.testBinary("Tests", in: bin)) == bin)
    #expect(linux.binFolder(ofTestBinary: linux.testBinary("Tests", in: bin)) == bin)
  }

  /// `swift build --show-bin-path` says where the products are, for any scratch path, asked
  /// with the environment the build was made with.
  @Test func theBinFolderIsWhatSwiftBuildSays() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try script(
      "\(folder)/swift",
      #"[ "$1 $2 $3 $4 $MANIFEST" = "build --show-bin-path --scratch-path .build-x 1" ] || exit 1"#
        + "\necho \"$6/.build-x/arm64-apple-macosx/debug\"")
    let platform = Platform(system: .darwin, environment: [:])
    #expect(
      try platform.binFolder(
        swift: "\(folder)/swift", root: folder, scratchPath: ".build-x",
        environment: ["MANIFEST": "1"])
        == "\(folder)/.build-x/arm64-apple-macosx/debug")
  }

  /// The tests run with the environment the build was made with: on Darwin `swift test`
  /// reads the manifest again, and must read the one the coverage build was made from.
  @Test(arguments: [Platform.System.darwin, .linux])
  func theTestsRunWithTheBuildsEnvironment(system: Platform.System) {
    let command = Platform(system: system, environment: [:]).testCommand(
      filter: "^A", testBinary: "/b/Tests", swift: "/s/swift", root: "/r",
      scratchPath: ".build-coverage", profiles: "/p", environment: ["MANIFEST": "1"])
    #expect(command.environment == ["MANIFEST": "1", "LLVM_PROFILE_FILE": "/p/%p.profraw"])
  }

  /// Each test run writes its own profile, also when runs go side by side. On Darwin the tests
  /// run through `swift test`, which, given `--enable-code-coverage`, sends every run to one
  /// `codecov/default.profraw`: the fake `swift` here does the same, so passing that flag fails
  /// this test.
  @Test(arguments: [Platform.System.darwin, .linux])
  func eachFilterWritesAProfileOfItsOwn(system: Platform.System) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let platform = Platform(system: system, environment: [:])
    // Writes the filter into the profile file, where SwiftPM or the LLVM runtime would.
    let fake = """
      while [ $# -gt 0 ]; do
        case "$1" in
          --enable-code-coverage) LLVM_PROFILE_FILE="\(folder)/codecov/default.profraw";;
          --filter) shift; filter="$1";;
        esac
        shift
      done
      mkdir -p "$(dirname "$LLVM_PROFILE_FILE")"
      printf '%s\\n' "$filter" > "$(echo "$LLVM_PROFILE_FILE" | sed "s/%p/$$/")"
      """
    try script("\(folder)/swift", fake)
    try script(platform.testBinary("Tests", in: "\(folder)/debug"), fake)
    let filters = ["^MVCTests\\.", "^MVVMTests\\.", "^VIPERTests\\."]
    DispatchQueue.concurrentPerform(iterations: filters.count) { index in
      let profiles = "\(folder)/profiles/\(index)"
      try? FileManager.default.createDirectory(
        atPath: profiles, withIntermediateDirectories: true)
      let command = platform.testCommand(
        filter: filters[index], testBinary: platform.testBinary("Tests", in: "\(folder)/debug"),
        swift: "\(folder)/swift", root: folder, scratchPath: ".build-coverage", profiles: profiles)
      _ = try? ProcessRunner.run(
        command.executable, command.arguments, environment: command.environment)
    }
    for (index, filter) in filters.enumerated() {
      let profiles = "\(folder)/profiles/\(index)"
      let files = try FileManager.default.contentsOfDirectory(atPath: profiles)
      #expect(files.count == 1 && files[0].hasSuffix(".profraw"), "\(system): \(files)")
      let written = try files.map {
        try String(contentsOfFile: "\(profiles)/\($0)", encoding: .utf8)
      }
      #expect(written == ["\(filter)\n"], "\(system)")
    }
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/codecov"))
  }

  /// The compiler records a source file by its real path (a Mac's `/tmp/x` is
  /// `/private/tmp/x`): the canonical path resolves every link and `.` or `..` on the way.
  @Test func theCanonicalPathIsTheRealOne() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: "\(folder)/private/tmp/package", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/tmp", withDestinationPath: "\(folder)/private/tmp")
    #expect(Platform.canonical("\(folder)/tmp/package") == "\(folder)/private/tmp/package")
    #expect(
      Platform.canonical("\(folder)/tmp/./package/../package") == "\(folder)/private/tmp/package")
    #expect(Platform.canonical("\(folder)/missing/../x") == "\(folder)/x")
  }

  /// The tools are judged by what they do: this toolchain's read what its compiler writes,
  /// and an older llvm-profdata (Debian's LLVM 14 says this) is caught in a second, named,
  /// before any long build.
  @Test func theProbeTellsToolsThatCannotReadThisCompilersProfiles() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var tools = try Toolchain.locate()
    try tools.probe(in: "\(folder)/probe")
    try script(
      "\(folder)/old/llvm-profdata",
      """
      echo "warning: $3: unsupported instrumentation profile format version" >&2
      echo "error: no profile can be merged" >&2; exit 1
      """)
    tools.profdata = "\(folder)/old/llvm-profdata"
    let error = try #require(throws: Toolchain.Missing.self) {
      try tools.probe(in: "\(folder)/probe")
    }
    #expect(
      error.description.hasPrefix(
        "\(folder)/old/llvm-profdata failed on a program this toolchain compiled with coverage"))
    #expect(error.description.contains("unsupported instrumentation profile format version"))
    #expect(error.description.contains("Use the tools of the toolchain that compiles the package"))
  }
}
