import Testing
import TextSnapshotTesting
import TrackerTestSupport

@testable import TextSnapshot

@Suite struct SnapshotDiffTests {
  private func diff(_ golden: String?, _ actual: String, maxLines: Int = .max) -> String {
    SnapshotDiff(golden: golden.map(SnapshotText.init), actual: SnapshotText(actual))
      .rendered(goldenLabel: "golden", actualLabel: "actual", maxLines: maxLines)
  }

  private func lines(_ count: Int, changing changed: Set<Int> = []) -> String {
    (1...count).map { changed.contains($0) ? "CHANGED \($0)" : "line \($0)" }.joined(
      separator: "\n")
  }

  @Test func identicalTextsHaveNoHunks() {
    #expect(
      SnapshotDiff(golden: SnapshotText("a\nb"), actual: SnapshotText("a\nb\n")).hunks.isEmpty)
  }

  @Test func oneChangeGetsThreeLinesOfContextEachSide() {
    #expect(
      diff(lines(10), lines(10, changing: [5])) == """
        --- golden
        +++ actual
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +CHANGED 5
         line 6
         line 7
         line 8
        """)
  }

  @Test func changesSixLinesApartShareAHunkAndSevenApartDoNot() {
    // As GNU diff -U3: hunks merge when their context would touch.
    #expect(
      SnapshotDiff(
        golden: SnapshotText(lines(20)), actual: SnapshotText(lines(20, changing: [5, 12]))
      ).hunks.count == 1)
    let split = SnapshotDiff(
      golden: SnapshotText(lines(20)), actual: SnapshotText(lines(20, changing: [5, 13])))
    #expect(split.hunks.map(\.header) == ["@@ -2,7 +2,7 @@", "@@ -10,7 +10,7 @@"])
  }

  @Test func deletionsComeBeforeInsertionsInAChangeRun() {
    #expect(
      diff("a\nb\nc\nd", "a\nB\nC\nd") == """
        --- golden
        +++ actual
        @@ -1,4 +1,4 @@
         a
        -b
        -c
        +B
        +C
         d
        """)
  }

  @Test func newFileIsAllAdditionsFromDevNull() {
    #expect(diff(nil, "one\ntwo") == "--- golden\n+++ actual\n@@ -0,0 +1,2 @@\n+one\n+two")
  }

  @Test func emptySideOfAHunkNamesTheLineBefore() {
    #expect(diff("a", "a\nb").hasSuffix("@@ -1 +1,2 @@\n a\n+b"))
    #expect(diff("a\nb\nc", "").contains("@@ -1,3 +1 @@\n-a\n-b\n-c\n+"))
    #expect(
      SnapshotDiff(golden: SnapshotText("x\ny"), actual: SnapshotText("x\nnew\ny")).hunks[0].header
        == "@@ -1,2 +1,3 @@")
  }

  @Test func changedLinesShowInvisibleCharactersWithALegend() {
    let shown = diff("ok\nend", "ok\u{20}\u{20}\nend\t\r\u{A0}x")
    #expect(shown.contains("+ok␠␠\n"))
    #expect(shown.contains("+end␉␍<U+00A0>x"))
    #expect(
      shown.hasSuffix(
        "(Markers: ␠ space at the end of a line, ␉ tab, ␍ carriage return, <U+XXXX> invisible or control character.)"
      ))
  }

  @Test func emojiJoinersAndPseudoLocalePaddingAreLeftAlone() {
    let shown = diff("a", "👨‍👩‍👧 [Ŵĥàţ ŵîļļ ŵé ţŕàçķ? ··]")
    #expect(shown.contains("+👨‍👩‍👧 [Ŵĥàţ ŵîļļ ŵé ţŕàçķ? ··]"))
    #expect(!shown.contains("Markers"))
  }

  @Test func contextLinesAreNotMarked() {
    #expect(diff("same  \nold", "same  \nnew").contains("\n same  \n-old\n+new"))
  }

  @Test func longDiffsAreCutWithACount() {
    let shown = diff(lines(100), lines(100, changing: Set(1...100)), maxLines: 10)
    #expect(shown.split(separator: "\n").count == 2 + 10 + 1)
    #expect(shown.hasSuffix("… 191 more diff lines not shown."))
  }

  @Test func linesAreComparedByBytesNotByCanonicalEquivalence() {
    #expect(
      SnapshotDiff(golden: SnapshotText("Caf\u{E9}"), actual: SnapshotText("Cafe\u{301}")).hunks
        .count == 1)
  }

  @Test func editScriptIsMinimalAndRebuildsBothSides() {
    var random = SeededRandom(seed: 42)
    for _ in 0..<400 {
      let old = (0..<Int(random.next() % 25)).map { _ in random.next() % 4 }
      let new = (0..<Int(random.next() % 25)).map { _ in random.next() % 4 }
      let steps = LineDiff(old: old, new: new).steps
      var rebuiltOld: [UInt64] = []
      var rebuiltNew: [UInt64] = []
      for step in steps {
        switch step {
        case .keep(let o, let n):
          #expect(old[o] == new[n])
          rebuiltOld.append(old[o])
          rebuiltNew.append(new[n])
        case .delete(let o): rebuiltOld.append(old[o])
        case .insert(let n): rebuiltNew.append(new[n])
        }
      }
      #expect(rebuiltOld == old && rebuiltNew == new)
      #expect(
        LineDiff(old: old, new: new).editCount == old.count + new.count - 2
          * longestCommonSubsequence(old, new))
    }
  }

  @Test func largeInputsWithFewChangesDiffQuickly() {
    // Not timed: 20,000 lines with two changes must finish (prefix/suffix trimming, O(ND)).
    let old = (0..<20_000).map { "line \($0)" }
    var new = old
    new[7_000] = "changed"
    new.insert("inserted", at: 15_000)
    #expect(LineDiff(old: old, new: new).editCount == 3)
  }

  @Test func textsThatDifferEverywhereAreShownAsReplacedNotSearchedForever() {
    // 5,000 lines that share none: a minimal diff costs about 50 million search steps,
    // past the budget, so the diff gives up and says so. (Not timed: the budget bounds it.)
    let old = (0..<5_000).map { "golden \($0)" }.joined(separator: "\n")
    let new = (0..<5_000).map { "pending \($0)" }.joined(separator: "\n")
    let diff = SnapshotDiff(golden: SnapshotText(old), actual: SnapshotText(new))
    #expect(!diff.isLineByLine)
    #expect(diff.hunks.count == 1)
    #expect(diff.hunks.first?.header == "@@ -1,5000 +1,5000 @@")
    let shown = diff.rendered(goldenLabel: "golden", actualLabel: "actual", maxLines: 3)
    #expect(shown.hasSuffix("not shown.\n" + SnapshotDiff.differEntirelyNote))
  }

  @Test func pastTheBudgetLinesTheTextsShareAtBothEndsStayContext() {
    // No line occurs once in each text, so there is no anchor to start again from.
    let old = ["top", "top", "a", "a", "b", "b", "end", "end"]
    let new = ["top", "top", "b", "b", "a", "a", "end", "end"]
    let bounded = LineDiff(old: old, new: new, budget: 0)
    #expect(!bounded.isComplete)
    #expect(
      bounded.steps == [
        .keep(old: 0, new: 0), .keep(old: 1, new: 1), .delete(old: 2), .delete(old: 3),
        .delete(old: 4), .delete(old: 5), .insert(new: 2), .insert(new: 3), .insert(new: 4),
        .insert(new: 5), .keep(old: 6, new: 6), .keep(old: 7, new: 7),
      ])
    let exact = LineDiff(old: old, new: new)
    #expect(exact.isComplete && exact.editCount == 4)
  }

  @Test func pastTheBudgetScatteredChangesAreStillFoundBetweenUniqueLines() {
    // 100 changes spread over 2,000 lines cost about 400,000 steps for a minimal diff; with
    // a budget of 10,000 the diff starts again from the lines both texts have once.
    let old = (0..<2_000).map { "line \($0)" }
    let new = old.indices.map { $0 % 20 == 7 ? "changed \($0)" : old[$0] }
    let bounded = LineDiff(old: old, new: new, budget: 10_000)
    #expect(bounded.isComplete)
    #expect(bounded.editCount == 200)
    #expect(bounded.steps == LineDiff(old: old, new: new).steps)
  }

  @Test func anchorsAreTheLongestChainOfLinesUniqueToBothTexts() {
    // ids: 0 twice in old; 1, 2, 3, 4 once each; new has 3 before 1 and 2.
    let anchors = MiddleSnakeSearch.anchors(
      old: [0, 1, 2, 0, 3, 4], new: [3, 1, 2, 4, 5], distinctLines: 6)
    #expect(anchors.map(\.old) == [1, 2, 5])
    #expect(anchors.map(\.new) == [1, 2, 3])
  }

  private func longestCommonSubsequence(_ a: [UInt64], _ b: [UInt64]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) where !a.isEmpty {
      for j in stride(from: b.count - 1, through: 0, by: -1) where !b.isEmpty {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}
