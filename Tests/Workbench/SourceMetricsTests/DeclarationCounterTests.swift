import Testing

@testable import SourceMetrics

struct DeclarationCounterTests {
  private func declarations(_ source: String) -> Declarations {
    DeclarationCounter.count(Array(source.utf8))
  }

  private func typeNames(_ source: String) -> [String] {
    declarations(source).types.map { "\($0.kind.rawValue) \($0.name)" }
  }

  /// The counter reads tokens from the line lexer's own pass: nothing of a comment or a
  /// string is one.
  @Test func tokensLeaveOutCommentsAndWhatStringsHold() {
    let tokens = SwiftTokenizer.tokens(
      Array("let a = \"x // y\" // z\n/* struct Hidden {} */ struct Shown {}".utf8))
    #expect(tokens == ["let", "a", "=", "\"\"", "struct", "Shown", "{", "}"])
  }

  @Test func countsEveryKindOfTypeAtAnyDepthAndInEveryIfBranch() {
    let source = """
      class A { struct B { enum C { case x } } }
      protocol P {}
      actor D {}
      final class E<T>: A where T: P {}
      func f() { struct Local {} }
      #if os(Linux)
      struct OnLinux {}
      #else
      struct Elsewhere {}
      #endif
      """
    #expect(
      typeNames(source) == [
        "class A", "struct B", "enum C", "protocol P", "actor D", "class E", "struct Local",
        "struct OnLinux", "struct Elsewhere",
      ])
  }

  @Test func anUnclosedBracketEndsAtTheNextDeclarationSoLargeFilesStayLinear() {
    // A megabyte of `func f(`: each header is left open and ends at the next `func`, so the
    // counter reads the file once (it read to the end for every line before: 46 s).
    let unclosed = declarations(String(repeating: "func f(\n", count: 125_000))
    #expect(unclosed.functions == 0 && unclosed.requirements == 125_000)
    let subscripts = declarations(String(repeating: "subscript(i: Int) { get\n", count: 20_000))
    #expect(subscripts.functions == 20_000)
    #expect(declarations("func f(x: [Int]) { }\nfunc g(").functions == 1)
  }

  @Test func unbalancedBracketsAreReadOnce() {
    // Each header keyword inside an unclosed bracket waits for a body; a closing bracket it
    // never opened, or the next declaration, ends it without one. Before, each of these read
    // the rest of the file (minutes for a few megabytes).
    let nested = declarations(String(repeating: "init(init(\n", count: 50_000))
    #expect(nested.functions == 0 && nested.requirements == 100_000)
    let closing = declarations(String(repeating: "init())\n", count: 100_000))
    #expect(closing.functions == 0 && closing.requirements == 100_000)
    let opening = declarations(String(repeating: "(", count: 1_000_000) + "func f() {}")
    #expect(opening.functions == 1)
  }

  @Test func importsOfFunctionsAndValuesAreNotDeclarations() {
    let source = """
      import func Foundation.sqrt
      import let Darwin.errno
      import var Glibc.stdout
      import typealias Foundation.TimeInterval
      func declared() {}
      """
    let result = declarations(source)
    #expect(result.functions == 1 && result.requirements == 0 && result.typealiases == 0)
  }

  @Test func namesInAnAttributesArgumentsAreNotDeclarations() {
    let source = """
      @attached(member, names: named(init(_:)), named(subscript(_:)), named(deinit))
      @attached(extension, conformances: P)
      public macro Memberwise() = #externalMacro(module: "Macros", type: "Memberwise")
      @objc(initWithName:) class Bridged: NSObject {
        @Test(arguments: [1, 2]) func passes(value: Int) {}
        func handler(_ f: @escaping (Int) -> Void) {}
        func isolated() -> @MainActor () -> Void { {} }
      }
      """
    let result = declarations(source)
    #expect(result.types.map(\.name) == ["Bridged"])
    #expect(result.functions == 3 && result.requirements == 0 && result.extensions == 0)
  }

  @Test func extensionsTypealiasesAndAssociatedTypesAreCountedApart() {
    let source = """
      extension A {}
      extension Array: P where Element == Int {}
      typealias Name = String
      protocol Q { associatedtype Item }
      """
    let result = declarations(source)
    #expect(result.types.map(\.name) == ["Q"])
    #expect(result.extensions == 2 && result.typealiases == 1 && result.associatedTypes == 1)
  }

  @Test func modifiersImportsAndIdentifiersAreNotDeclarations() {
    let source = """
      import struct Foundation.Date
      import class Foundation.NSObject
      class K {
        class func make() -> K { K() }
        class var shared: K { K() }
        static let actor = 1
      }
      let actor = Actor()
      actor.run()
      func g(actor: Int, `class`: Int) {}
      let s = "struct InString {}"
      // class InComment {}
      /* enum InBlock {} */
      """
    #expect(typeNames(source) == ["class K"])
  }

  @Test func functionsWithABodyAndRequirementsWithoutOne() {
    let source = """
      protocol P {
        func a()
        func b() -> Int
        init(x: Int)
        subscript(i: Int) -> Int { get set }
        var v: Int { get }
      }
      struct S: P {
        init(x: Int) { self.init() }
        init() {}
        init?(text: String)
        {
          nil
        }
        deinit {}
        func a() {}
        func b()
          -> Int
        {
          let c = { (x: Int) in x }
          return c(1)
        }
        static func == (l: S, r: S) -> Bool { true }
        subscript(i: Int) -> Int { i }
        func handler(_ f: @escaping () -> Void = {}) {}
      }
      let made = S.init()
      """
    let result = declarations(source)
    #expect(result.requirements == 4)
    #expect(result.functions == 9)
  }
}
