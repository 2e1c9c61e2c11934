import Foundation
import Synchronization
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces the reports folder all or nothing, and tells which committed files are stale.
///
/// The new reports are written into a complete new folder, `.build-reports/next` beside the
/// reports folder, which is then swapped with the old one in one step (`renameat2`'s
/// `RENAME_EXCHANGE` on Linux, `renamex_np`'s `RENAME_SWAP` on macOS). Where the file system
/// cannot swap, the old folder is renamed to `.build-reports/previous` first, and a run that
/// finds the reports folder missing and `previous` there puts it back. Either way, a run killed
/// at any instant leaves the old reports or the new ones, never a mix, and the next run
/// removes what it left behind.
public enum ReportWriter {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Files in the reports folder that `compare` writes but git ignores: not compared.
  public static let untrackedFiles: Set<String> = ["timings.json"]

  /// Files a system writes into any folder it shows (Finder's `.DS_Store`), which git
  /// ignores too: neither compared nor unknown, and left where they are.
  public static let systemFiles: Set<String> = [".DS_Store"]

  /// The reports folders being replaced right now: a signal handler waits for a swap to end
  /// (`abandon`), so an interrupted run never leaves a mix behind.
  private static let inProgress = Mutex<Set<String>>([])

  /// `.build-reports` beside `directory`: the lock, and the folders of a swap.
  public static func workFolder(of directory: String) -> String {
    let parent = (directory as NSString).deletingLastPathComponent
    return "\(parent.isEmpty ? "." : parent)/.build-reports"
  }

  /// Makes `directory` hold `files`, and the files it held that are not among them, changing
  /// everything together or nothing.
  public static func write(_ files: [String: String], to directory: String) throws(Failure) {
    do throws(FileSystem.Failure) {
      try inProgress.withLock { inProgress throws(FileSystem.Failure) in
        inProgress.insert(directory)
        defer { inProgress.remove(directory) }
        let work = workFolder(of: directory)
        try recover(directory)
        try FileSystem.makeFolder(work)
        let next = "\(work)/next"
        do throws(FileSystem.Failure) {
          try FileSystem.makeFolder(next)
          if FileSystem.exists(directory) {
            for name in try FileSystem.contents(of: directory) where files[name] == nil {
              try FileSystem.copy("\(directory)/\(name)", to: "\(next)/\(name)")
            }
          }
          for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            try FileSystem.create("\(next)/\(name)", contents: contents)
          }
          try swap(next, into: directory, previous: "\(work)/previous")
        } catch {
          try? recover(directory)
          throw error
        }
      }
    } catch {
      throw Failure(description: "\(error); \(directory)/ is left as it was")
    }
  }

  /// Puts `next` where `directory` is, in one step where the file system allows.
  private static func swap(_ next: String, into directory: String, previous: String)
    throws(FileSystem.Failure)
  {
    guard FileSystem.exists(directory) else { return try FileSystem.rename(next, to: directory) }
    if try FileSystem.exchange(next, directory) {
      try FileSystem.remove(next)
    } else {
      try FileSystem.rename(directory, to: previous)
      try FileSystem.rename(next, to: directory)
      try FileSystem.remove(previous)
    }
  }

  /// Cleans up after a run that was killed while it wrote `directory`: the old folder back
  /// in place if it had been moved aside, and no half-written folder left.
  static func recover(_ directory: String) throws(FileSystem.Failure) {
    let work = workFolder(of: directory)
    if !FileSystem.exists(directory), FileSystem.exists("\(work)/previous") {
      try FileSystem.rename("\(work)/previous", to: directory)
    }
    try FileSystem.remove("\(work)/next")
    try FileSystem.remove("\(work)/previous")
  }

  /// For a signal handler: waits for a swap in progress to end, cleans up after any write
  /// that has not finished, and calls `finish` (which exits) still holding the lock, so no
  /// write starts again.
  public static func abandon(then finish: () -> Never) -> Never {
    inProgress.withLock { inProgress in
      for directory in inProgress { try? recover(directory) }
      finish()
    }
  }

  /// The names of the files whose committed contents differ from `files`, sorted.
  public static func staleFiles(_ files: [String: String], in directory: String) -> [String] {
    files.keys.sorted().filter { name in
      FileManager.default.contents(atPath: "\(directory)/\(name)") != Data(files[name]!.utf8)
    }
  }

  /// The names in `directory` that are neither among `files`, nor untracked ones `compare`
  /// writes, nor a system's own (`.DS_Store`), sorted.
  public static func unknownFiles(_ files: [String: String], in directory: String) -> [String] {
    ((try? FileSystem.contents(of: directory)) ?? []).filter {
      files[$0] == nil && !untrackedFiles.contains($0) && !systemFiles.contains($0)
    }
  }
}

/// One measuring run at a time in a package: `compare` and `coverage` hold this lock (the file
/// `.build-reports/lock`) while they run, so two runs never race on the same coverage profiles
/// or reports. A second run waits for the first, saying so; the lock goes with the process,
/// even a killed one.
package final class RunLock {
  private let descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }

  package static func acquire(for directory: String, waiting: (String) -> Void)
    throws(FileSystem.Failure) -> RunLock
  {
    let work = ReportWriter.workFolder(of: directory)
    try FileSystem.makeFolder(work)
    let path = "\(work)/lock"
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileSystem.Failure("open", path) }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        close(descriptor)
        throw FileSystem.Failure("lock", path)
      }
      let holder = (try? String(contentsOfFile: path, encoding: .utf8))
        .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      waiting(
        "Waiting for another workbench run in this package to finish"
          + (holder.map { " (process \($0))" } ?? "") + "...")
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          close(descriptor)
          throw FileSystem.Failure("lock", path)
        }
      }
    }
    let pid = Array("\(getpid())\n".utf8)
    _ = ftruncate(descriptor, 0)
    _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    return RunLock(descriptor: descriptor)
  }
}
