import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the walk refuses and how it names what it meets: the kernel's special file systems,
/// and the words for a file's kind or a broken link.
extension SourceTree {
  /// Why `path` cannot be analyzed at all, as an error message to follow the path; nil when
  /// it can. Nothing but a folder or a regular file is opened (opening a device can do
  /// things).
  package static func refusal(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return linkProblem(path, errno: errno) }
    if let canonical = canonicalPath(path),
      let special = specialFileSystem(canonical, mountPoints: pseudoMountPoints())
    {
      return "\(special) is a special file system, not source code; not analyzed"
    }
    let kind = kind(status.st_mode)
    guard kind == S_IFDIR || kind == S_IFREG else {
      return "not a regular file or folder (\(name(of: kind)))"
    }
    let flags = kind == S_IFDIR ? O_DIRECTORY : 0
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | flags)
    guard descriptor >= 0 else {
      return "cannot read \(kind == S_IFDIR ? "folder" : "file"): \(FileSystem.reason(errno))"
    }
    close(descriptor)
    return nil
  }

  /// The special file system `canonical` (a path with no symbolic link in it) lies in: one
  /// of `/proc`, `/sys`, `/dev` and `mountPoints`, or nil.
  package static func specialFileSystem(_ canonical: String, mountPoints: [String]) -> String? {
    for special in ["/proc", "/sys", "/dev"] + mountPoints
    where canonical == special || canonical.hasPrefix(special + "/") {
      return special
    }
    return nil
  }

  /// Where the kernel's pseudo file systems are mounted besides `/proc`, `/sys` and `/dev`
  /// (a chroot's `proc`, say), from `/proc/self/mounts`; none on macOS, whose only one is
  /// `/dev`.
  package static func pseudoMountPoints() -> [String] {
    // macOS has no /proc: nothing to read there.
    guard case .success(let mounts) = contents(of: "/proc/self/mounts") else { return [] }
    return String(decoding: mounts.bytes, as: UTF8.self).split(separator: "\n").compactMap {
      line in
      // "proc /proc proc rw,nosuid 0 0"; a space in a mount point is written \040.
      let fields = line.split(separator: " ")
      guard fields.count > 2, pseudoFileSystems.contains(String(fields[2])) else { return nil }
      return unescapeMountPoint(fields[1])
    }
  }

  /// The kernel's pseudo file systems (the third column of `/proc/self/mounts`): their files
  /// are not source code, and some (FIFOs, devices, endless files) block or never end.
  package static let pseudoFileSystems: Set<String> = [
    "proc", "sysfs", "devtmpfs", "devpts", "debugfs", "tracefs", "securityfs", "cgroup",
    "cgroup2", "bpf", "configfs", "pstore", "binfmt_misc", "fusectl", "mqueue", "efivarfs",
  ]

  /// `/mnt/my\040disk` is `/mnt/my disk`: /proc/self/mounts writes space, tab, newline and
  /// backslash as three octal digits.
  package static func unescapeMountPoint(_ field: Substring) -> String {
    var bytes: [UInt8] = []
    var rest = field.utf8[...]
    while let byte = rest.popFirst() {
      let digits = rest.prefix(3)
      if byte == UInt8(ascii: "\\"), digits.count == 3,
        let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 8)
      {
        bytes.append(value)
        rest = rest.dropFirst(3)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - Words

  /// Why `stat` failed for `path`, usually a symbolic link: "symbolic link loop", "broken
  /// symbolic link", "no such file or folder", else the system's reason.
  package static func linkProblem(_ path: String, errno code: Int32) -> String {
    var link = stat()
    let isLink = lstat(path, &link) == 0 && kind(link.st_mode) == S_IFLNK
    switch code {
    case ELOOP: return "symbolic link loop"
    case ENOENT: return isLink ? "broken symbolic link" : "no such file or folder"
    default:
      return isLink
        ? "cannot follow symbolic link: \(FileSystem.reason(code))" : FileSystem.reason(code)
    }
  }

  /// "not a regular file (FIFO); skipped", for a file that is not read.
  package static func notRegular(_ kind: mode_t?) -> String {
    "not a regular file (\(name(of: kind))); skipped"
  }

  /// "FIFO", "socket", "character device", "block device".
  package static func name(of kind: mode_t?) -> String {
    switch kind {
    case S_IFIFO: "FIFO"
    case S_IFSOCK: "socket"
    case S_IFCHR: "character device"
    case S_IFBLK: "block device"
    case S_IFLNK: "symbolic link"
    default: "unknown kind"
    }
  }

  package static func kind(_ mode: mode_t) -> mode_t { mode & S_IFMT }

  /// The kind a folder entry's `d_type` gives; nil when the file system does not say.
  package static func type(ofEntry type: Int32) -> mode_t? {
    switch type {
    case Int32(DT_DIR): S_IFDIR
    case Int32(DT_REG): S_IFREG
    case Int32(DT_LNK): S_IFLNK
    case Int32(DT_FIFO): S_IFIFO
    case Int32(DT_SOCK): S_IFSOCK
    case Int32(DT_CHR): S_IFCHR
    case Int32(DT_BLK): S_IFBLK
    default: nil
    }
  }

  package static func canonicalPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  package static func lastComponent(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }
}
