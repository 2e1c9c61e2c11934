import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What differs between the systems the workbench runs on: macOS with Xcode's toolchain (or a
/// swift.org one), and Linux with a swift.org toolchain.
///
/// Every difference the harness meets is here, decided at run time by `system`, so that the
/// tests on Linux drive the Darwin branch too, with a fake `xcrun` and a fake test bundle.
/// `#if` is left only around calls one system lacks (`FileSystem.exchange`).
package struct Platform: Sendable {
  package enum System: String, Sendable {
    case darwin
    case linux
  }

  package var system: System
  /// The environment tools are looked up in (`PATH`, `WORKBENCH_TOOLCHAIN`) and run with.
  package var environment: [String: String]

  /// The system this process runs on, told by `uname`.
  package static let current = Platform(
    system: kernelName() == "Darwin" ? .darwin : .linux,
    environment: ProcessInfo.processInfo.environment)

  private static func kernelName() -> String {
    var name = utsname()
    guard uname(&name) == 0 else { return "" }
    return withUnsafeBytes(of: name.sysname) {
      String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
    }
  }

  // MARK: - Tools

  /// The environment variable naming the folder that holds the toolchain's tools; when set,
  /// they are looked for there alone.
  package static let toolchainVariable = "WORKBENCH_TOOLCHAIN"

  /// The folders on `PATH`, in order.
  package var pathFolders: [String] {
    (environment["PATH"] ?? "").split(separator: ":").map(String.init)
  }

  /// The first executable file called `name` in a folder on `PATH`.
  package func onPath(_ name: String) -> String? {
    pathFolders.map { "\($0)/\(name)" }.first(where: Self.isExecutableFile)
  }

  /// A place a tool is looked for.
  package enum Place: Equatable, CustomStringConvertible {
    /// The folder `WORKBENCH_TOOLCHAIN` names.
    case override(String)
    /// The `usr/bin` of the toolchain of `swiftc` (nil: it did not say where that is).
    case toolchain(swiftc: String, folder: String?)
    /// `xcrun --find`, with the `xcrun` at this path.
    case xcrun(String)
    /// The folders on `PATH`.
    case path

    package var description: String {
      switch self {
      case .override(let folder): "\(folder) (\(Platform.toolchainVariable))"
      case .toolchain(let swiftc, let folder?): "\(folder) (the toolchain of \(swiftc))"
      case .toolchain(let swiftc, nil): "the toolchain of \(swiftc) (it did not say where)"
      case .xcrun: "`xcrun --find`"
      case .path: "the folders on PATH"
      }
    }
  }

  /// Where the toolchain's tools (`llvm-cov`, `llvm-profdata`, `llvm-nm`, `swift-demangle`) are
  /// looked for, in order: the folder `WORKBENCH_TOOLCHAIN` names, alone when set; else the
  /// `usr/bin` of the toolchain whose `swiftc` is on `PATH` (they must read what that compiler
  /// writes); on Darwin, `xcrun --find`, which knows where Xcode keeps each; and last the
  /// folders on `PATH`.
  package func toolPlaces() -> [Place] {
    if let folder = environment[Self.toolchainVariable], !folder.isEmpty {
      return [.override(folder)]
    }
    var places: [Place] = []
    if let swiftc = onPath("swiftc") {
      places.append(.toolchain(swiftc: swiftc, folder: toolchainFolder(swiftc: swiftc)))
    }
    if system == .darwin, let xcrun = onPath("xcrun") { places.append(.xcrun(xcrun)) }
    return places + [.path]
  }

  /// The path of the tool `name` in `place`, or nil.
  package func find(_ name: String, in place: Place) -> String? {
    let path: String? =
      switch place {
      case .override(let folder), .toolchain(_, let folder?): "\(folder)/\(name)"
      case .toolchain(_, nil): nil
      case .xcrun(let xcrun):
        (try? ProcessRunner.run(xcrun, ["--find", name], environment: environment)).map {
          String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
      case .path: onPath(name)
      }
    return path.flatMap { Self.isExecutableFile($0) ? $0 : nil }
  }

  /// The `usr/bin` folder of the toolchain `swiftc` belongs to, from the resource folder it
  /// reports (`-print-target-info`'s `paths.runtimeResourcePath`, `<toolchain>/usr/lib/swift`);
  /// nil when it reports none. Past an `xcrun` shim or a swiftly proxy, this is the real one.
  package func toolchainFolder(swiftc: String) -> String? {
    struct TargetInfo: Decodable {
      package struct Paths: Decodable { var runtimeResourcePath: String }
      package var paths: Paths
    }
    guard
      let output = try? ProcessRunner.run(
        swiftc, ["-print-target-info"], environment: environment),
      let info = try? JSONDecoder().decode(TargetInfo.self, from: output)
    else { return nil }
    return URL(filePath: info.paths.runtimeResourcePath).appending(path: "../../bin")
      .standardizedFileURL.path
  }

  /// How to get the toolchain's tools on this system, for an error message.
  package var toolchainAdvice: String {
    switch system {
    case .darwin:
      "install Xcode 26 or later, which ships them, and select it (`sudo xcode-select -s "
        + "/Applications/Xcode.app`), or set \(Self.toolchainVariable) to a toolchain's usr/bin"
    case .linux:
      "install a Swift 6.2 or later toolchain from swift.org, which ships them in its usr/bin, "
        + "and put that folder on PATH, or set \(Self.toolchainVariable) to it"
    }
  }

  // MARK: - Build products

  /// The folder `swift build` puts the products of the build in `scratchPath` in, as
  /// `swift build --show-bin-path` says (`.build-coverage/arm64-apple-macosx/debug` on a Mac),
  /// asked with `environment` added to this process's, as the build was made.
  package func binFolder(
    swift: String, root: String, scratchPath: String, environment: [String: String] = [:]
  ) throws(ProcessRunner.Failure) -> String {
    let output = try ProcessRunner.run(
      swift, ["build", "--show-bin-path", "--scratch-path", scratchPath, "--package-path", root],
      environment: environment, directory: root)
    let path = String(decoding: output, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return path.hasPrefix("/") ? path : "\(root)/\(path)"
  }

  /// The executable of the test product `product` (`PatternWorkbenchPackageTests`) in
  /// `binFolder`: on Linux `product.xctest` is the executable; on Darwin it is a bundle that
  /// holds it in `Contents/MacOS`.
  package func testBinary(_ product: String, in binFolder: String) -> String {
    switch system {
    case .linux: "\(binFolder)/\(product).xctest"
    case .darwin: "\(binFolder)/\(product).xctest/Contents/MacOS/\(product)"
    }
  }

  /// The folder of build products that holds the test binary at `path`: the inverse of
  /// `testBinary(_:in:)`.
  package func binFolder(ofTestBinary path: String) -> String {
    let url = URL(filePath: path)
    switch system {
    case .linux: return url.deletingLastPathComponent().path
    case .darwin:
      // …/debug/X.xctest/Contents/MacOS/X
      return url.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    }
  }

  /// A command to run: what, with which arguments, and what it adds to the environment.
  package struct Command: Equatable {
    package var executable: String
    package var arguments: [String]
    package var environment: [String: String]
  }

  /// The command that runs the Swift Testing tests matching `filter` of the coverage build
  /// in `scratchPath`, writing its raw profiles (one per process) into the folder `profiles`
  /// and nowhere else, so that runs side by side never share a profile. The tests run one at
  /// a time (`--no-parallel`): a branch that only timing decides, such as a screen freed
  /// before its observation re-arms, is then taken or not the same way on every run, and the
  /// coverage figures are the same run after run. `more` is added to its environment: what
  /// the build was made with, which `swift test` on Darwin reads the manifest with again.
  ///
  /// On Linux the test binary is run itself, which spares `swift test`'s second of planning.
  /// On Darwin it is a bundle only a test runner loads, so `swift test --skip-build` runs it;
  /// without `--enable-code-coverage`, which would send every run's profile to one
  /// `codecov/default.profdata`, so the `LLVM_PROFILE_FILE` given here is the one it writes.
  package func testCommand(
    filter: String, testBinary: String, swift: String, root: String, scratchPath: String,
    profiles: String, environment more: [String: String] = [:]
  ) -> Command {
    let environment = more.merging(["LLVM_PROFILE_FILE": "\(profiles)/%p.profraw"]) { $1 }
    switch system {
    case .linux:
      return Command(
        executable: testBinary,
        arguments: ["--testing-library", "swift-testing", "--no-parallel", "--filter", filter],
        environment: environment)
    case .darwin:
      return Command(
        executable: swift,
        arguments: [
          "test", "--skip-build", "--disable-xctest", "--no-parallel", "--scratch-path",
          scratchPath, "--package-path", root, "--filter", filter,
        ], environment: environment)
    }
  }

  // MARK: - Paths

  /// `path` with every symbolic link and `.` or `..` resolved, as the compiler records source
  /// paths (a Mac's `/tmp` is `/private/tmp`); `path` standardized when it does not exist.
  package static func canonical(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else {
      return URL(filePath: path).standardizedFileURL.path
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The path of the binary `address` is in: the executable, or a library or bundle the
  /// process loaded (a test bundle on Darwin), as `dladdr` says; nil when it cannot tell.
  package static func imagePath(containing address: UnsafeRawPointer) -> String? {
    #if canImport(Glibc)
      // glibc has dladdr, but Swift's Glibc module does not show it; its Dl_info is four
      // pointers, as Darwin's.
      typealias DLAddr = @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dladdr") else {
        return nil
      }
      // File name, file base, symbol name, symbol address.
      var info: (UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) =
        (nil, nil, nil, nil)
      let found = withUnsafeMutableBytes(of: &info) {
        unsafeBitCast(symbol, to: DLAddr.self)(address, $0.baseAddress!)
      }
      guard found != 0, let name = info.0 else { return nil }
    #else
      var info = Dl_info()
      guard dladdr(address, &info) != 0, let name = info.dli_fname else { return nil }
    #endif
    return canonical(String(cString: name))
  }

  /// Whether `path` is a regular file this process may run (a folder, which the system calls
  /// executable too, is not).
  package static func isExecutableFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
      && access(path, X_OK) == 0
  }
}
