/// A token of code, as `LineLexer` and `SwiftTokenizer` find it: its kind and where its
/// bytes are, so that the declaration counter reads a file without making a string of every
/// word.
package struct SwiftToken {
  /// The keywords and punctuation the declaration counter tells apart; every other word is
  /// `word`, every other punctuation character `other`.
  package enum Kind: UInt8 {
    // Declarations.
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`
    case `associatedtype`, `func`, `init`, `subscript`, `deinit`, `import`
    // Modifiers and other words that end a function's header.
    case `var`, `let`, `case`, `static`, `public`, `private`, `fileprivate`, `internal`, open
    case package, `mutating`, `nonmutating`, `override`, final, convenience, required
    // Accessors, and `where`.
    case get, set, async, `throws`, `where`
    // Punctuation.
    case openParenthesis, closeParenthesis, openBracket, closeBracket, openBrace, closeBrace
    case semicolon, dot, colon, less, comma, ampersand, equals, question, exclamation, arrow
    case other
    /// An identifier that is none of the keywords above, or a number.
    case word
    /// An identifier in backticks, backticks included.
    case escapedWord
    /// `@` and the identifier after it.
    case attribute
    /// `#` and the identifier after it.
    case directive
    /// A string or regex literal, whatever it holds; its text is `""`.
    case string
  }

  package var kind: Kind
  /// Where its bytes are in the file.
  package var start: Int
  package var end: Int
  /// The line it starts on, counted from 1.
  package var line: Int
}

extension SwiftToken.Kind {
  /// The keywords, in a small hash table of their bytes: a word is looked up without
  /// making a string of it.
  package struct Keywords {
    private var table: [(key: Key, kind: SwiftToken.Kind)?] = Array(repeating: nil, count: 128)
    /// For each lower case letter, the lengths of the keywords that begin with it, as bits:
    /// most words are told apart from every keyword by these two alone.
    private var lengths: [UInt16] = Array(repeating: 0, count: 26)

    package init() {
      let keywords: [(String, SwiftToken.Kind)] = [
        ("class", .class), ("struct", .struct), ("enum", .enum), ("protocol", .protocol),
        ("actor", .actor), ("extension", .extension), ("typealias", .typealias),
        ("associatedtype", .associatedtype), ("func", .func), ("init", .`init`),
        ("subscript", .subscript), ("deinit", .deinit), ("import", .import), ("var", .var),
        ("let", .let), ("case", .case), ("static", .static), ("public", .public),
        ("private", .private), ("fileprivate", .fileprivate), ("internal", .internal),
        ("open", .open), ("package", .package), ("mutating", .mutating),
        ("nonmutating", .nonmutating), ("override", .override), ("final", .final),
        ("convenience", .convenience), ("required", .required), ("get", .get), ("set", .set),
        ("async", .async), ("throws", .throws), ("where", .where),
      ]
      for (word, kind) in keywords {
        lengths[Int(word.utf8.first! - UInt8(ascii: "a"))] |= 1 << word.utf8.count
        let key = Array(word.utf8).withUnsafeBufferPointer(Key.init)
        var slot = key.slot
        while table[slot] != nil { slot = (slot + 1) & (table.count - 1) }
        table[slot] = (key, kind)
      }
    }

    /// The keyword `bytes` spell, else nil.
    @inline(__always)
    package func callAsFunction(_ bytes: UnsafeBufferPointer<UInt8>) -> SwiftToken.Kind? {
      let letter = Int(bytes[0]) - Int(UInt8(ascii: "a"))
      guard (0..<26).contains(letter), bytes.count < 16, lengths[letter] & 1 << bytes.count != 0
      else { return nil }
      return lookUp(bytes)
    }

    private func lookUp(_ bytes: UnsafeBufferPointer<UInt8>) -> SwiftToken.Kind? {
      let key = Key(bytes)
      var slot = key.slot
      while let entry = table[slot] {
        if entry.key == key { return entry.kind }
        slot = (slot + 1) & (table.count - 1)
      }
      return nil
    }
  }

  /// Up to 16 bytes of a word, packed into two integers.
  fileprivate struct Key: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      var index = 0
      while index < bytes.count {
        if index < 8 {
          low |= UInt64(bytes[index]) << (index * 8)
        } else {
          high |= UInt64(bytes[index]) << ((index - 8) * 8)
        }
        index += 1
      }
    }

    /// Where it goes in a table of 128 slots.
    var slot: Int {
      Int(truncatingIfNeeded: ((low ^ high &* 31) &* 0x9E37_79B9_7F4A_7C15) >> 57)
    }
  }

  /// Made once, for every tokenizer.
  package static let keywords = Keywords()
}
