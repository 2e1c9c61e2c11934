import Foundation

/// The toolchain's tools that measuring coverage needs, found and tried before any long work
/// starts: `swift` builds and runs the tests, `swiftc` compiles the probe, `llvm-profdata` and
/// `llvm-cov` read the profiles, `llvm-nm` lists a binary's symbols and `swift-demangle` names
/// them.
package struct Toolchain: Sendable {
  package var swift: String
  package var swiftc: String
  package var llvmCov: String
  package var profdata: String
  package var nm: String
  package var demangle: String

  /// A tool is missing or cannot read what this toolchain's compiler writes.
  package struct Missing: Error, CustomStringConvertible {
    package var description: String

    package init(description: String) { self.description = description }
  }

  /// The tools, found where `platform` keeps them (`Platform.toolPlaces`). Fails naming the
  /// first tool missing, every place it was looked for and the fix on this system.
  package static func locate(on platform: Platform = .current) throws(Missing) -> Toolchain {
    guard let swift = platform.onPath("swift"), let swiftc = platform.onPath("swiftc") else {
      throw Missing(
        description: "swift and swiftc were not both found on PATH ("
          + platform.pathFolders.joined(separator: ":") + "); to fix it, "
          + platform.toolchainAdvice)
    }
    let places = platform.toolPlaces()
    func tool(_ name: String) throws(Missing) -> String {
      for place in places {
        if let path = platform.find(name, in: place) { return path }
      }
      throw Missing(
        description: "\(name) was not found; looked in "
          + places.map(\.description).joined(separator: ", then ")
          + "; to fix it, \(platform.toolchainAdvice) (line and type counts need no such tool: "
          + "`swift run workbench metrics`)")
    }
    return Toolchain(
      swift: swift, swiftc: swiftc, llvmCov: try tool("llvm-cov"),
      profdata: try tool("llvm-profdata"),
      nm: try tool("llvm-nm"), demangle: try tool("swift-demangle"))
  }

  /// Checks that the tools read what this toolchain's compiler writes, by what they do rather
  /// than by their version numbers (Apple's and upstream LLVM's count differently): a small
  /// program compiled in `folder` with coverage, run, its profile merged and exported, its
  /// protocol witness listed and demangled. Takes about a second. Fails naming the tool that
  /// could not, with what it said.
  package func probe(in folder: String, platform: Platform = .current) throws(Missing) {
    let source = """
      protocol Probe { func value() -> Int }
      struct Answer: Probe { func value() -> Int { 42 } }
      let probe: any Probe = Answer()
      print(probe.value())

      """
    let program = "\(folder)/probe"
    let profile = "\(folder)/probe.profdata"
    func step(_ tool: String, _ work: () throws -> Data) throws(Missing) -> String {
      do {
        return String(decoding: try work(), as: UTF8.self)
      } catch {
        throw Missing(
          description: "\(tool) failed on a program this toolchain compiled with coverage "
            + "(in \(folder)): \(ProcessRunner.describe(error))\nUse the tools of the toolchain "
            + "that compiles the package; to fix it, \(platform.toolchainAdvice)")
      }
    }
    _ = try step(swiftc) {
      try? FileManager.default.removeItem(atPath: folder)
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: URL(filePath: "\(folder)/probe.swift"))
      return try ProcessRunner.run(
        swiftc, ["-profile-generate", "-profile-coverage-mapping", "probe.swift", "-o", "probe"],
        directory: folder)
    }
    _ = try step(program) {
      try ProcessRunner.run(
        program, [], environment: ["LLVM_PROFILE_FILE": "\(folder)/probe.profraw"])
    }
    _ = try step(profdata) {
      try ProcessRunner.run(
        profdata, ["merge", "-sparse", "\(folder)/probe.profraw", "-o", profile])
    }
    let export = try step(llvmCov) {
      try ProcessRunner.run(
        llvmCov, ["export", "-format=text", "-summary-only", "-instr-profile", profile, program])
    }
    guard export.contains("probe.swift") else {
      throw Missing(
        description: "\(llvmCov) read no coverage of a program this toolchain compiled "
          + "(in \(folder)); to fix it, \(platform.toolchainAdvice)")
    }
    let symbols = try step(nm) { try ProcessRunner.run(nm, ["-U", "-j", program]) }
    let witness = symbols.split(separator: "\n").first { $0.hasSuffix("TW") }.map(String.init)
    let names = try step(demangle) { Data(try demangled([witness ?? "(none)"]).joined().utf8) }
    guard names.hasPrefix("protocol witness for") else {
      throw Missing(
        description: "\(nm) and \(demangle) did not name the protocol witness of a program "
          + "this toolchain compiled (in \(folder)); to fix it, \(platform.toolchainAdvice)")
    }
  }

  /// Swift symbols as the code reads (`UsersViewModel.searchTextChanged(_:)`), in order:
  /// every name through one `swift-demangle --simplified`.
  package func demangled(_ names: [String]) throws -> [String] {
    let text = try ProcessRunner.run(
      demangle, ["--simplified"], input: Data((names.joined(separator: "\n") + "\n").utf8))
    return String(decoding: text, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .prefix(names.count).map(String.init)
  }
}
