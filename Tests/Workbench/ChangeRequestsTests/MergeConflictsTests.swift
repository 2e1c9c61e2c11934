import Testing

@testable import ChangeRequests

struct MergeConflictsTests {
  private let base = "a\nb\nc\nd\ne\nf\n"

  @Test func changesApartMergeCleanly() {
    #expect(
      MergeConflicts.count(base: base, ours: "A\nb\nc\nd\ne\nf\n", theirs: "a\nb\nc\nd\ne\nF\n")
        == 0)
  }

  @Test func theSameLineChangedTwoWaysConflicts() {
    #expect(
      MergeConflicts.count(base: base, ours: "a\nB\nc\nd\ne\nf\n", theirs: "a\nX\nc\nd\ne\nf\n")
        == 1)
  }

  @Test func neighbouringLinesConflictAsGitSaysTheyDo() {
    #expect(
      MergeConflicts.count(base: base, ours: "a\nB\nc\nd\ne\nf\n", theirs: "a\nb\nC\nd\ne\nf\n")
        == 1)
  }

  @Test func theSameChangeOnBothSidesIsNoConflict() {
    let changed = "a\nB\nc\nd\ne\nf\n"
    #expect(MergeConflicts.count(base: base, ours: changed, theirs: changed) == 0)
  }

  @Test func twoInsertionsInOnePlaceConflictAndTwoRegionsCountTwice() {
    #expect(
      MergeConflicts.count(
        base: base, ours: "a\nb\nx\nc\nd\ne\nf\n", theirs: "a\nb\ny\nc\nd\ne\nf\n") == 1)
    #expect(
      MergeConflicts.count(base: base, ours: "A\nb\nc\nd\ne\nF\n", theirs: "Z\nb\nc\nd\ne\nY\n")
        == 2)
  }

  @Test func aFileBothAddDifferentlyConflictsOnce() {
    #expect(MergeConflicts.count(base: nil, ours: "x\n", theirs: "y\n") == 1)
    #expect(MergeConflicts.count(base: base, ours: nil, theirs: "a\n") == 1)
  }

  @Test func aCleanMergeHoldsBothChangesAndAConflictNone() {
    #expect(
      MergeConflicts.merge(base: base, ours: "A\nb\nc\nd\ne\nf\n", theirs: "a\nb\nc\nd\ne\nf\ng\n")
        == .some("A\nb\nc\nd\ne\nf\ng\n"))
    #expect(MergeConflicts.merge(base: base, ours: base, theirs: nil) == .some(nil))
    #expect(
      MergeConflicts.merge(base: base, ours: "a\nB\nc\nd\ne\nf\n", theirs: "a\nX\nc\nd\ne\nf\n")
        == nil)
    let same = "a\nB\nc\nd\ne\nf\n"
    #expect(MergeConflicts.merge(base: base, ours: same, theirs: same) == .some(same))
  }
}
