import Foundation
import Testing

@testable import WorkbenchSupport

struct FileSystemTests {
  /// The whole second of `path`'s modification time, as swift-driver reads it on Linux.
  private func second(_ path: String) -> Double {
    let date = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    return (date ?? .distantPast).timeIntervalSince1970.rounded(.down)
  }

  @Test func aFileReplacedTwiceInOneSecondLooksChangedToAnIncrementalBuild() throws {
    let folder = NSTemporaryDirectory() + "FileSystemTests-\(UUID().uuidString)"
    try FileSystem.makeFolder(folder)
    defer { try? FileSystem.remove(folder) }
    let path = "\(folder)/Probe.swift"
    try FileSystem.replace(path, contents: "let probe = 1\n")
    var seconds = [second(path)]
    for number in 2...4 {
      try FileSystem.replace(path, contents: "let probe = \(number)\n")
      seconds.append(second(path))
    }
    let written = FileManager.default.contents(atPath: path) ?? Data()
    #expect(String(decoding: written, as: UTF8.self) == "let probe = 4\n")
    #expect(zip(seconds, seconds.dropFirst()).allSatisfy { $0 < $1 }, "\(seconds)")
  }
}
