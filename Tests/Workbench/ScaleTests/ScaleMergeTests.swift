import Foundation
import Testing
import WorkbenchTestSupport

@testable import Scale

/// Parallel teams (docs/SCALE.md, "Parallel teams"): branches from one base, merged.
struct ScaleMergeTests {
  @Test func branchesThatChangeDifferentFilesOrLinesMerge() throws {
    let base = ["A.swift": "a\nb\nc\nd\ne\n", "B.swift": "x\n"]
    let first = ["A.swift": "a\nB\nc\nd\ne\n", "B.swift": "x\n"]
    let second = ["A.swift": "a\nb\nc\nd\nE\n", "B.swift": "x\n", "C.swift": "new\n"]
    let merged = try #require(ScaleMerge.merging(base, [first, second]))
    #expect(merged == ["A.swift": "a\nB\nc\nd\nE\n", "B.swift": "x\n", "C.swift": "new\n"])
  }

  @Test func branchesThatChangeTheSameLineDoNotMerge() {
    let base = ["A.swift": "a\n"]
    #expect(ScaleMerge.merging(base, [["A.swift": "b\n"], ["A.swift": "c\n"]]) == nil)
  }

  /// At the largest size, every architecture's branches are the changes and a new feature,
  /// counted pair by pair; a file one branch adds conflicts with nothing.
  @Test func everyPairIsCountedAndANewFeatureConflictsWithNothing() throws {
    let measured = try ScaleMerge.measure(
      root: packageRoot, folder: "MVC", changes: ["client-header", "sort-contacts"])
    #expect(measured.merge.branches == ["client-header", "sort-contacts", "feature-added"])
    #expect(measured.merge.pairs == 3 && measured.merge.conflicts == 0)
    let files = try #require(measured.files)
    #expect(files.keys.contains { $0.hasSuffix("DocumentsViewController.swift") })
  }

  /// Clean's deep link and a new feature both edit the app flow's list of tabs: one pair, one
  /// region, in a hub file, and no merge of every branch.
  @Test func branchesThatEditTheSameHubLinesConflictThere() throws {
    let measured = try ScaleMerge.measure(
      root: packageRoot, folder: "Clean", changes: ["deep-link"])
    #expect(measured.merge.pairs == 1 && measured.merge.conflictingPairs == 1)
    #expect(measured.merge.conflicts == 1 && measured.merge.hubConflicts == 1)
    let files = measured.merge.conflictingFiles.map { ($0 as NSString).lastPathComponent }
    #expect(files == ["AppFlowCoordinator.swift"])
    #expect(measured.files == nil)
  }
}
