import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations the reports need, as the system does them, with errors that name
/// the file and give the system's reason (`Permission denied`, not `NSCocoaErrorDomain
/// error 513`).
package enum FileSystem {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
    /// The `errno` value it came from, if any.
    package var code: Int32?

    package init(description: String) { self.description = description }

    /// "cannot write Reports/x: Permission denied", from `errno`.
    package init(_ action: String, _ path: String, errno code: Int32 = errno) {
      description = "cannot \(action) \(path): \(FileSystem.reason(code))"
      self.code = code
    }
  }

  /// The system's text for an `errno` value.
  package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Writes `contents` to a new file at `path` (never over an existing one).
  package static func create(_ path: String, contents: String) throws(Failure) {
    try create(path, bytes: Data(contents.utf8))
  }

  /// Writes `bytes` to a new file at `path` (never over an existing one).
  package static func create(_ path: String, bytes data: Data) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure("create", path) }
    defer { close(descriptor) }
    var bytes = Array(data)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw Failure("write", path) }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Writes `contents` to `path` in one step: into a new file beside it, then renamed over
  /// it, so that the old contents or the new ones are there, whole, at every instant. A
  /// signal on the way removes the new file (`Interruption`).
  ///
  /// The new file is dated at least one whole second after the old one: swift-driver on
  /// Linux compares a source's modification time in whole seconds, so a file edited twice
  /// within one second (a fast incremental build between) looks unchanged to the next build,
  /// which keeps the old object file.
  package static func replace(_ path: String, contents: String) throws(Failure) {
    try replace(path, bytes: Data(contents.utf8))
  }

  /// Writes `bytes` to `path` in one step, as `replace(_:contents:)` does.
  package static func replace(_ path: String, bytes: Data) throws(Failure) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = ".\((path as NSString).lastPathComponent).\(getpid()).tmp"
    let temporary = folder.isEmpty ? name : "\(folder)/\(name)"
    Interruption.created(temporary)
    defer { Interruption.removed(temporary) }
    do throws(Failure) {
      try create(temporary, bytes: bytes)
      datedAfter(path, temporary)
      try rename(temporary, to: path)
    } catch {
      try? remove(temporary)
      throw Failure("write", path, errno: error.code ?? EIO)
    }
  }

  /// Dates `new` in a later whole second than `old`, if `old` exists and `new` is not.
  private static func datedAfter(_ old: String, _ new: String) {
    let manager = FileManager.default
    func second(_ path: String) -> Double? {
      let date = try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date
      return date?.timeIntervalSince1970.rounded(.down)
    }
    guard let before = second(old), let after = second(new), after <= before else { return }
    try? manager.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: before + 1)], ofItemAtPath: new)
  }

  /// Creates a folder, and the folders above it that are missing; one already there is fine.
  package static func makeFolder(_ path: String) throws(Failure) {
    if mkdir(path, 0o777) == 0 || errno == EEXIST { return }
    let parent = (path as NSString).deletingLastPathComponent
    guard errno == ENOENT, !parent.isEmpty, parent != path else {
      throw Failure("create folder", path)
    }
    try makeFolder(parent)
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw Failure("create folder", path) }
  }

  /// Removes a file or a folder with everything in it; nothing there is fine.
  package static func remove(_ path: String) throws(Failure) {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      guard errno == ENOENT else { throw Failure("remove", path) }
      return
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      for name in try contents(of: path) { try remove("\(path)/\(name)") }
      guard rmdir(path) == 0 else { throw Failure("remove", path) }
    } else {
      guard unlink(path) == 0 else { throw Failure("remove", path) }
    }
  }

  /// The names in a folder, without `.` and `..`, sorted.
  package static func contents(of path: String) throws(Failure) -> [String] {
    guard let folder = opendir(path) else { throw Failure("read folder", path) }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = self.name(of: entry)
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Why a file cannot be read, in the system's words (`Permission denied`).
  package static func whyUnreadable(_ path: String) -> String {
    var status = stat()
    guard stat(path, &status) == 0 else { return reason(errno) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return status.st_mode & S_IFMT == S_IFDIR ? reason(EISDIR) : "not a regular file"
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return reason(errno) }
    close(descriptor)
    return reason(EIO)
  }

  /// The name in a folder entry `readdir` gave.
  package static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafeBytes(of: entry.pointee.d_name) {
      String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
    }
  }

  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Copies a file or a folder, keeping symbolic links as links.
  package static func copy(_ source: String, to destination: String) throws(Failure) {
    do {
      try FileManager.default.copyItem(atPath: source, toPath: destination)
    } catch {
      throw Failure(description: "cannot copy \(source): \(ProcessRunner.reason(error))")
    }
  }

  package static func rename(_ source: String, to destination: String) throws(Failure) {
    #if canImport(Glibc)
      let result = Glibc.rename(source, destination)
    #else
      let result = Darwin.rename(source, destination)
    #endif
    guard result == 0 else { throw Failure("rename", "\(source) to \(destination)") }
  }

  /// Swaps two folders in one step: at every instant each path holds one of the two, whole.
  /// Returns false when the file system cannot (then the caller renames twice).
  package static func exchange(_ first: String, _ second: String) throws(Failure) -> Bool {
    #if canImport(Darwin)
      guard renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 else {
        if errno == ENOTSUP || errno == EINVAL { return false }
        throw Failure("swap", "\(first) with \(second)")
      }
      return true
    #else
      // glibc has renameat2 since 2.28, but Swift's Glibc module does not show it.
      typealias RenameAt2 =
        @convention(c) (
          Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
        ) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
        return false
      }
      let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
      let renameExchange: UInt32 = 2
      guard renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 else {
        if errno == EINVAL || errno == ENOSYS || errno == ENOTSUP { return false }
        throw Failure("swap", "\(first) with \(second)")
      }
      return true
    #endif
  }
}
