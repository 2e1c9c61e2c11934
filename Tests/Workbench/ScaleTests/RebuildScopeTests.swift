import Foundation
import Testing
import WorkbenchTestSupport

@testable import Scale

/// The rebuild scope (docs/SCALE.md, "Rebuild scope"): the edit each role's file gets, and
/// how the files compiled again are counted.
struct RebuildScopeTests {
  @Test func aMemberLandsInTheNamedTypeAsTheFirstLineOfItsBody() throws {
    let text = """
      protocol NewPaymentViewControllerDelegate: AnyObject {
        func didSend()
      }

      @MainActor
      final class NewPaymentViewController: ViewController {
        let form = Form()
      }

      """
    let probed = try #require(
      RebuildScope.probed(text, number: 3, type: "NewPaymentViewController"))
    #expect(
      probed.contains(
        "final class NewPaymentViewController: ViewController {\n  static var scaleProbe3: Int { 3 }\n  let form"
      ))
    #expect(!probed.contains("AnyObject {\n  static"))
  }

  /// A protocol gets a requirement and a default, so its conformers still compile; a public
  /// type's member is public, as a public requirement's witness must be.
  @Test func aProtocolGetsARequirementWithADefault() throws {
    let text = "public protocol SendPaymentUseCase {\n  func callAsFunction()\n}\n"
    let probed = try #require(RebuildScope.probed(text, number: 1, type: "SendPaymentUseCase"))
    #expect(
      probed
        == "public protocol SendPaymentUseCase {\n  static var scaleProbe1: Int { get }\n"
        + "  func callAsFunction()\n}\n\nextension SendPaymentUseCase {\n"
        + "  public static var scaleProbe1: Int { 1 }\n}\n")
  }

  @Test func aFileWithoutATypeCannotBeEdited() {
    #expect(
      RebuildScope.probed(
        "extension Money {\n  var cents: Int { 0 }\n}\n", number: 1, type: "Money") == nil)
    #expect(RebuildScope.probed("private struct Row {\n}\n", number: 1, type: "Row") == nil)
  }

  /// Each architecture's touch list names files today's app has, once each.
  @Test(arguments: ["MVC", "MVVM", "MVVMCoordinator", "VIPER", "Clean", "Unidirectional"])
  func everyTouchListFindsItsFilesInTodaysApp(folder: String) throws {
    let touches = try RebuildScope.touches(root: packageRoot, folder: folder, copy: packageRoot)
    #expect(touches.first?.role == .view && touches.last?.role == .entity)
    #expect(touches.contains { $0.role == .presentation })
    for touch in touches {
      let text = try String(contentsOfFile: "\(packageRoot)/\(touch.file)", encoding: .utf8)
      #expect(RebuildScope.probed(text, number: 1, type: touch.type) != nil, "\(touch.file)")
    }
  }

  @Test func theFilesCompiledAgainAreTheObjectsWrittenAgain() {
    let old = Date(timeIntervalSince1970: 0)
    let new = Date(timeIntervalSince1970: 1)
    let before = ["MVVM/A.swift.o": old, "MVVM/B.swift.o": old, "Banking/Money.swift.o": old]
    var after = before
    after["MVVM/A.swift.o"] = new
    after["Banking/Money.swift.o"] = new
    #expect(RebuildScope.recompiled(before: before, after: after) == (2, 2))
    #expect(RebuildScope.median([5, 1, 9, 3, 7]) == 5)
  }
}
