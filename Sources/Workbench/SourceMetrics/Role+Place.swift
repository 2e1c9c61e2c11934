extension Role {
  /// What the rules read of a file's path, worked out once for all the types in it. Names
  /// and folders are compared as bytes: on a large tree, splitting paths into strings and
  /// comparing them by characters cost more than counting the declarations.
  package struct Place {
    /// The role of every type in the file, whatever its name (rules 1 to 3).
    package var fixed: Role?
    /// The role of the type the file is named after (rule 5).
    package var byFileName: Role?
    /// The role of the nearest folder that gives one (rule 6).
    package var byFolder: Role?

    package init(_ path: String) {
      var path = path
      self = path.withUTF8 { Place(bytes: $0) }
    }

    private init(bytes path: UnsafeBufferPointer<UInt8>) {
      let components = path.split(separator: UInt8(ascii: "/"))
      guard let file = components.last else { return }
      let folders = components.dropLast()
      let fileType = file.split(separator: UInt8(ascii: ".")).first ?? file
      if fileType.count > Bytes.contract.count, Bytes.endsWith(fileType, Bytes.contract) {
        fixed = .contract
      } else if folders.contains(where: { Bytes.isOne(of: Bytes.model, $0) }) {
        fixed = .model
      } else if folders.contains(where: { Bytes.isOne(of: Bytes.runtime, $0) }) {
        fixed = .runtime
      }
      byFileName = Role.byName(bytes: fileType)
      byFolder =
        folders.reversed().lazy.compactMap { folder in
          Bytes.folders.first { folder.elementsEqual($0.name) }?.role
        }.first
    }

    /// The role of the type `name` declared in the file.
    package func role(ofTypeNamed name: String) -> Role? {
      fixed ?? Role.byName(name) ?? byFileName ?? byFolder
    }
  }

  /// The role a type's name alone gives it (`UserListWireframe`: Router), whatever file it
  /// is in: what a contract's protocol stands for.
  package static func byName(_ name: String) -> Role? {
    var name = name
    return name.withUTF8 { byName(bytes: $0[...]) }
  }

  private static func byName(bytes name: Slice<UnsafeBufferPointer<UInt8>>) -> Role? {
    if name.count > Bytes.delegate.count, Bytes.endsWith(name, Bytes.delegate) {
      return byName(bytes: name.dropLast(Bytes.delegate.count))
    }
    return Bytes.suffixes.first { Bytes.endsWith(name, $0.suffix) }?.role
  }

  /// The names the rules compare, as bytes.
  private enum Bytes {
    static let suffixes = Role.suffixes.map {
      (suffix: Array($0.suffix.utf8), role: $0.role)
    }
    static let folders = Role.folders.map { (name: Array($0.key.utf8), role: $0.value) }
    static let model = Role.modelFolders.map { Array($0.utf8) }
    static let runtime = Role.runtimeFolders.map { Array($0.utf8) }
    static let contract = Array("Contract".utf8)
    static let delegate = Array("Delegate".utf8)

    static func isOne(of names: [[UInt8]], _ name: Slice<UnsafeBufferPointer<UInt8>>)
      -> Bool
    {
      names.contains { name.elementsEqual($0) }
    }

    static func endsWith(_ name: Slice<UnsafeBufferPointer<UInt8>>, _ suffix: [UInt8])
      -> Bool
    {
      name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
    }
  }
}
