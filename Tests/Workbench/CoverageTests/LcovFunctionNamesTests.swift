import Foundation
import Testing

@testable import Coverage
@testable import Reports
@testable import SourceMetrics
@testable import WorkbenchSupport

/// coverage.lcov names functions as the code reads, not by their mangled symbols.
struct LcovFunctionNamesTests {
  private static let lcov = """
    SF:Sources/A/UsersViewModel.swift
    FN:3,$sA
    FN:9,$sB
    FNDA:1,$sA
    FNDA:0,$sB
    FNF:2
    FNH:1
    DA:3,1
    end_of_record
    SF:Sources/A/Other.swift
    FN:2,$sC
    FNDA:1,$sC
    end_of_record

    """

  @Test func everyFunctionNameIsDemangledInOneCall() {
    var calls: [[String]] = []
    let readable = LcovFunctionNames.demangled(Self.lcov) { names in
      calls.append(names)
      return names.map {
        ["$sA": "UsersViewModel.searchTextChanged(_:)", "$sB": "post<A, B>(_:_:)", "$sC": "f()"][
          $0]!
      }
    }
    #expect(calls == [["$sA", "$sB", "$sC"]])
    #expect(
      readable == """
        SF:Sources/A/UsersViewModel.swift
        FN:3,UsersViewModel.searchTextChanged(_:)
        FN:9,post<A, B>(_:_:)
        FNDA:1,UsersViewModel.searchTextChanged(_:)
        FNDA:0,post<A, B>(_:_:)
        FNF:2
        FNH:1
        DA:3,1
        end_of_record
        SF:Sources/A/Other.swift
        FN:2,f()
        FNDA:1,f()
        end_of_record

        """)
  }

  /// lcov tells a file's functions apart by name: two that read alike in one file keep their
  /// mangled names; the same name in another file is no clash.
  @Test func functionsThatWouldReadAlikeInOneFileKeepTheirSymbols() {
    let readable = LcovFunctionNames.demangled(Self.lcov) { $0.map { _ in "f()" } }
    #expect(readable.contains("FN:3,$sA\nFN:9,$sB\nFNDA:1,$sA\nFNDA:0,$sB\n"))
    #expect(readable.contains("FN:2,f()\nFNDA:1,f()\n"))
  }

  @Test func anExportWithoutFunctionsIsLeftAsItIs() {
    var called = false
    let lcov = "SF:Sources/A/A.swift\nDA:1,1\nend_of_record\n"
    #expect(
      LcovFunctionNames.demangled(lcov) {
        called = true
        return $0
      } == lcov)
    #expect(!called)
  }

  /// The toolchain's `swift-demangle`, found as `workbench coverage` finds it, reads Swift's
  /// symbols as the code does.
  @Test func theToolchainsDemanglerGivesReadableNames() throws {
    let tools = try Toolchain.locate()
    let names = try tools.demangled([
      "$s5Clean14AppDIContainerC020makeUsersSearchSceneC0AA0efgC0CyF",
      "$s17CleanPresentation19NewPaymentViewModelC11accountRowsSayAA3RowVGvg",
      "$s17CleanPresentation19NewPaymentViewModelC11accountRowsSayAA3RowVGvgAF7Banking7AccountVXEfU_",
    ])
    #expect(
      names == [
        "AppDIContainer.makeUsersSearchSceneDIContainer()",
        "NewPaymentViewModel.accountRows.getter",
        "closure #1 in NewPaymentViewModel.accountRows.getter",
      ])
  }
}
