import Testing

@testable import WorkbenchCore

struct DeclarationCounterTests {
  private func declarations(_ source: String) -> Declarations {
    DeclarationCounter.count(
      SwiftTokenizer.tokens(LineLexer.scan(Array(source.utf8), keepingCode: true).code))
  }

  private func typeNames(_ source: String) -> [String] {
    declarations(source).types.map { "\($0.kind.rawValue) \($0.name)" }
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
