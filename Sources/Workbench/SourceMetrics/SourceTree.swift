import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `.swift` files of a folder tree, found by a walk of our own with the system's calls:
/// FileManager's enumerator costs more than counting the lines, and its errors are
/// `NSCocoaErrorDomain` codes. The walk survives trees that fight back:
///
/// - a folder is walked at most once, known by its device and inode, so a symbolic link to
///   a parent, to itself or to a folder already walked adds nothing and the walk ends;
///   folders reached without a link are walked first, then links in path order;
/// - a file is counted at most once, known by its device and inode (`contents(of:)`): two
///   links, hard or symbolic, to one file count it once, under the path with no link in it,
///   else the first in order;
/// - a link loop, a broken link, an unreadable folder and a special file named `*.swift` (a
///   FIFO, a socket, a device) is a problem naming it, with the system's reason; only regular
///   files are ever opened, so a FIFO cannot block the walk;
/// - `/proc`, `/sys`, `/dev` and the kernel's other special file systems are not walked.
///
/// Hidden folders (`.git`, `.build`) and hidden links that are not `.swift` files are
/// skipped.
package struct SourceTree {
  /// A file or folder, as the system knows it.
  package struct FileID: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    package init(_ status: stat) {
      device = UInt64(truncatingIfNeeded: status.st_dev)
      inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
  }

  /// A `.swift` file found: relative to the root, and in full.
  package struct File: Equatable, Sendable {
    package var relative: String
    package var full: String
  }

  /// Something the walk could not read or follow; `relative` is nil for the root itself.
  package struct Problem: Equatable {
    package var relative: String?
    package var message: String
  }

  /// The files to read: first those reached without a symbolic link, in path order, then
  /// those reached through one, in path order, so that a file reached both ways is counted
  /// under its own path.
  package var files: [File] = []
  package var problems: [Problem] = []

  private struct Folder {
    var relative: String
    var full: String
    /// The path with no symbolic link in it, to tell `/proc`, `/sys` and `/dev` by.
    var canonical: String?
    /// The device of the folder holding it, to notice a mount point.
    var parentDevice: UInt64?
    var throughLink: Bool
  }

  private var visited: Set<FileID> = []
  private var linkedFiles: [File] = []
  private var mountPoints: [String]?

  /// Walks `root`, a folder or a file; a file given as `root` is relative to its own folder.
  /// A `root` that does not exist is an empty tree, without a problem (`metrics` counts a
  /// target's tests folder, which may not be there); a broken link is a problem.
  package init(walking root: String) {
    var status = stat()
    guard stat(root, &status) == 0 else {
      let problem = Self.linkProblem(root, errno: errno)
      if problem != "no such file or folder" {
        problems.append(Problem(relative: nil, message: problem))
      }
      return
    }
    let canonical = Self.canonicalPath(root)
    guard Self.kind(status.st_mode) == S_IFDIR else {
      if let special = canonical.flatMap({ Self.specialFileSystem($0, mountPoints: []) }) {
        let message = "\(special) is a special file system, not source code; skipped"
        problems.append(Problem(relative: nil, message: message))
      } else if Self.kind(status.st_mode) == S_IFREG {
        files = [File(relative: Self.lastComponent(root), full: root)]
      } else {
        let message = Self.notRegular(Self.kind(status.st_mode))
        problems.append(Problem(relative: nil, message: message))
      }
      return
    }
    var plain = [
      Folder(
        relative: "", full: root, canonical: canonical, parentDevice: nil,
        throughLink: false)
    ]
    var linked: [Folder] = []
    while true {
      while let folder = plain.popLast() { walk(folder, plain: &plain, linked: &linked) }
      guard !linked.isEmpty else { break }
      // The next link in path order; what it leads to is walked whole before the next one.
      let next = linked.indices.min { linked[$0].relative < linked[$1].relative }!
      plain.append(linked.remove(at: next))
    }
    files.sort { $0.relative < $1.relative }
    files += linkedFiles.sorted { $0.relative < $1.relative }
  }

  /// Lists one folder: its `.swift` files, its folders and its links.
  private mutating func walk(_ folder: Folder, plain: inout [Folder], linked: inout [Folder]) {
    let relative = folder.relative.isEmpty ? nil : folder.relative
    // O_DIRECTORY: a folder swapped for a FIFO since it was listed fails instead of blocking.
    let descriptor = open(folder.full, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = FileSystem.reason(errno)
      problems.append(Problem(relative: relative, message: "cannot read folder: \(reason)"))
      return
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, visited.insert(FileID(status)).inserted else {
      close(descriptor)
      return
    }
    let canonical = folder.canonical ?? Self.canonicalPath(folder.full)
    let device = UInt64(truncatingIfNeeded: status.st_dev)
    // The kernel's special file systems are not walked: /proc, /sys and /dev by path, and
    // past a mount point or a link, any mounted elsewhere (the mount table is read once).
    if let canonical {
      if folder.parentDevice != device, mountPoints == nil {
        mountPoints = Self.pseudoMountPoints()
      }
      let crossing = folder.parentDevice != device ? mountPoints ?? [] : []
      if let special = Self.specialFileSystem(canonical, mountPoints: crossing) {
        close(descriptor)
        let message = "\(special) is a special file system, not source code; skipped"
        problems.append(Problem(relative: relative, message: message))
        return
      }
    }
    guard let stream = fdopendir(descriptor) else {
      let reason = FileSystem.reason(errno)
      close(descriptor)
      problems.append(Problem(relative: relative, message: "cannot read folder: \(reason)"))
      return
    }
    defer { closedir(stream) }
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 {
          let reason = FileSystem.reason(errno)
          problems.append(Problem(relative: relative, message: "cannot read folder: \(reason)"))
        }
        break
      }
      let name = FileSystem.name(of: entry)
      if name == "." || name == ".." { continue }
      add(
        name, ofType: Int32(entry.pointee.d_type), in: folder, canonical: canonical,
        device: device, plain: &plain, linked: &linked)
    }
  }

  /// One entry `name` of `folder`, of the type its directory entry gives (`DT_UNKNOWN` when
  /// the file system does not say): a `.swift` file to count, a folder to walk (after every
  /// folder reached without a link when reached through one), or a problem.
  private mutating func add(
    _ name: String, ofType entryType: Int32, in folder: Folder, canonical: String?,
    device: UInt64, plain: inout [Folder], linked: inout [Folder]
  ) {
    let path = folder.relative.isEmpty ? name : "\(folder.relative)/\(name)"
    let full = "\(folder.full)/\(name)"
    let isSwift = name.hasSuffix(".swift")
    let isHidden = name.hasPrefix(".")
    var type = Self.type(ofEntry: entryType)
    if type == nil {
      var entryStatus = stat()
      guard lstat(full, &entryStatus) == 0 else { return }  // gone since it was listed
      type = Self.kind(entryStatus.st_mode)
    }
    let isLink = type == S_IFLNK
    if isLink {
      if isHidden && !isSwift { return }
      var target = stat()
      guard stat(full, &target) == 0 else {
        problems.append(Problem(relative: path, message: Self.linkProblem(full, errno: errno)))
        return
      }
      type = Self.kind(target.st_mode)
    }
    if type == S_IFDIR {
      guard !isHidden else { return }
      if isLink {
        // Walked after every folder reached without a link, whatever the order here.
        linked.append(
          Folder(
            relative: path, full: full, canonical: nil, parentDevice: nil, throughLink: true))
      } else {
        plain.append(
          Folder(
            relative: path, full: full,
            canonical: canonical.map { $0 == "/" ? "/\(name)" : "\($0)/\(name)" },
            parentDevice: device, throughLink: folder.throughLink))
      }
    } else if isSwift {
      guard type == S_IFREG else {
        problems.append(Problem(relative: path, message: Self.notRegular(type)))
        return
      }
      let file = File(relative: path, full: full)
      if folder.throughLink || isLink { linkedFiles.append(file) } else { files.append(file) }
    }
  }

  // MARK: - Reading

  /// The bytes of a regular file and what the system knows it by (two links to one file
  /// give the same), or why it cannot be read.
  package static func contents(of path: String) -> Result<(id: FileID, bytes: [UInt8]), ReadFailure>
  {
    // O_NONBLOCK: a file swapped for a FIFO since it was listed does not block the open.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ReadFailure(errno: errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(ReadFailure(errno: errno)) }
    guard kind(status.st_mode) == S_IFREG else {
      return .failure(ReadFailure(message: notRegular(kind(status.st_mode))))
    }
    // One byte more than the size, so that a file that did not grow ends in the first read.
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    var count = 0
    while true {
      if count == bytes.count { bytes += repeatElement(0, count: bytes.count) }
      let result = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if result == 0 { break }
      guard result > 0 else {
        if errno == EINTR { continue }
        return .failure(ReadFailure(errno: errno))
      }
      count += result
    }
    bytes.removeLast(bytes.count - count)
    return .success((FileID(status), bytes))
  }

  package struct ReadFailure: Error {
    package var message: String

    package init(message: String) { self.message = message }
    package init(errno code: Int32) { message = "cannot read file: \(FileSystem.reason(code))" }
  }
}
