import Testing

@testable import SourceMetrics

/// What each type says it conforms to, read from the code as a reader reads it: the names
/// after the colon of a type or an extension, wherever generics, attributes or a `where`
/// stand, and never from a protocol's refinement, a comment or a string.
struct ConformanceReaderTests {
  private func measured(_ code: String) -> FileMetrics {
    var code = code
    return code.withUTF8 { bytes in
      SourceAnalyzer.measure(
        bytes, path: "X.swift",
        detail: .init(countsDeclarations: true, collectsReferences: true)
      ).0
    }
  }

  private func conformances(_ code: String) -> [String: [String]] { measured(code).conformances }

  @Test func typesAndExtensionsNameWhatTheyConformTo() {
    let code = """
      final class UserListPresenter: UserListPresentation, UserListInteractorOutput {
        class func make() -> Self { fatalError() }
      }
      struct Box<T: Equatable, U>: @unchecked Sendable, Foundation.Hashable where T: Codable {}
      extension UserListViewController: UserListView {}
      extension Outer.Inner: Swift.Equatable {}
      enum Route: String, CaseIterable { case list }
      protocol UserListView: AnyObject {}
      actor Cache {}
      let kind = Kind.class  // class Fake: Nothing {}
      let text = "struct InString: Nope {}"
      """
    #expect(
      conformances(code) == [
        "UserListPresenter": ["UserListPresentation", "UserListInteractorOutput"],
        "Box": ["Sendable", "Hashable"],
        "UserListViewController": ["UserListView"],
        "Inner": ["Equatable"],
        "Route": ["String", "CaseIterable"],
      ])
  }

  @Test func aTypeWithConformancesInTwoPlacesHasThemAll() {
    let code = """
      class A: B {}
      extension A: C {}
      """
    #expect(conformances(code) == ["A": ["B", "C"]])
  }

  /// A generic argument is no conformance, and a suppressed one (`~Copyable`) neither.
  @Test func genericArgumentsAndSuppressedOnesAreNotConformances() {
    let code = """
      final class Feature: Store<State, Dictionary<String, Array<Int>>>, Reducing {}
      struct Token: ~Copyable, ~Swift.Escapable, Sendable {}
      """
    #expect(conformances(code) == ["Feature": ["Store", "Reducing"], "Token": ["Sendable"]])
  }

  /// A name is used where code refers to it: not in a protocol's declaration (its
  /// requirements name types, they call nothing) and not in a type's own header.
  @Test func aNameIsUsedOutsideHeadersAndProtocols() {
    let code = """
      protocol UserListView: AnyObject {
        func show(_ rows: [Row], delegate: any NewPaymentModuleDelegate)
      }
      final class UserListPresenter: UserListPresentation {
        weak var view: UserListView?
        let interactor: UserListInteractorInput
      }
      extension Outer.Inner: Equatable {}
      """
    #expect(measured(code).uses == ["UserListInteractorInput", "UserListView"])
    #expect(measured(code).references.contains("NewPaymentModuleDelegate"))
  }
}
