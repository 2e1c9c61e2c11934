import Foundation

/// Runs a tool and returns its standard output; its standard error passes through.
enum ProcessRunner {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func run(
    _ executable: String, _ arguments: [String], input: Data? = nil,
    environment: [String: String] = [:]
  ) throws(Failure) -> Data {
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    process.standardOutput = output
    // Standard error goes to a file, shown only when the tool fails: a test binary's
    // running commentary is not progress.
    let errorPath = FileManager.default.temporaryDirectory
      .appending(path: "workbench-\(UUID().uuidString).stderr").path
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let errorFile = FileHandle(forWritingAtPath: errorPath)
    process.standardError = errorFile
    defer {
      try? errorFile?.close()
      try? FileManager.default.removeItem(atPath: errorPath)
    }
    let inputPipe = input.map { _ in Pipe() }
    if let inputPipe { process.standardInput = inputPipe }
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run \(executable): \(error.localizedDescription)")
    }
    if let input, let inputPipe {
      // Feed input from another thread, so a tool that writes as it reads never blocks us.
      let writer = inputPipe.fileHandleForWriting
      Thread.detachNewThread {
        writer.write(input)
        try? writer.close()
      }
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let command = ([executable] + arguments).joined(separator: " ")
      let errors = (FileManager.default.contents(atPath: errorPath)).map {
        String(decoding: $0.suffix(4000), as: UTF8.self)
      }
      throw Failure(
        description: "\(command) exited with status \(process.terminationStatus)"
          + (errors.map { ":\n\($0)" } ?? ""))
    }
    return data
  }

  /// The full path of `name` in the folder of the `swift` on PATH, or on PATH itself.
  static func toolchainTool(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init)
    // The real folder of `swift`, past any symbolic link, is where the toolchain keeps its tools.
    let swiftFolder = folders.first { FileManager.default.isExecutableFile(atPath: "\($0)/swift") }
      .map {
        URL(filePath: "\($0)/swift").resolvingSymlinksInPath().deletingLastPathComponent().path
      }
    let candidates = (swiftFolder.map { [$0] } ?? []) + folders
    return candidates.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
