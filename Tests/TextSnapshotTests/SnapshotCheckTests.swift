import Foundation
import Testing
import TextSnapshotTesting

@testable import TextSnapshot

@Suite struct SnapshotCheckTests {
  @Test func identicalTextPassesAndReportsNothing() {
    withTemporarySnapshots { snapshots in
      snapshots.write("Suite/screen.txt", "Title\n  Row\n")
      let issues = IssueCollector()
      let outcome = snapshots.tester(issues: issues).assertSnapshot(
        of: "Title\n  Row", named: "screen", suite: "Suite")
      #expect(outcome == .matched)
      #expect(issues.issues.isEmpty)
      #expect(snapshots.allFiles() == ["Suite/screen.txt"])
    }
  }

  @Test func mismatchFailsWithUnifiedDiffAndGoldenPathAndWritesPendingFile() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("Suite/screen.txt", "one\ntwo\nthree\nfour\nfive\n")
      let issues = IssueCollector()
      let outcome = snapshots.tester(issues: issues).assertSnapshot(
        of: "one\ntwo\nTHREE\nfour\nfive\n", named: "screen", suite: "Suite")
      let failure = try #require(outcome.failure)
      #expect(failure.reason == .mismatch(.content))
      #expect(
        failure.message.hasPrefix(
          "Snapshot \"screen\" does not match Snapshots/Suite/screen.txt.\n"))
      #expect(
        failure.message.contains(
          """
          --- Snapshots/Suite/screen.txt (golden)
          +++ actual
          @@ -1,5 +1,5 @@
           one
           two
          -three
          +THREE
           four
           five
          """))
      #expect(
        failure.message.contains(
          "swift run tracker-kit snapshots accept Snapshots/Suite/screen.txt"))
      #expect(snapshots.read("Suite/screen.txt.new") == "one\ntwo\nTHREE\nfour\nfive\n")
      #expect(snapshots.read("Suite/screen.txt") == "one\ntwo\nthree\nfour\nfive\n")
      #expect(issues.issues.count == 1 && issues.issues[0].isFailure)
    }
  }

  @Test func reportedIssueCarriesTheCallersLocation() {
    withTemporarySnapshots { snapshots in
      let issues = IssueCollector()
      let line: UInt = #line + 1
      snapshots.tester(issues: issues).assertSnapshot(of: "x", named: "missing", suite: "Suite")
      #expect(issues.issues.first?.callSite.line == line)
      #expect(issues.issues.first?.callSite.filePath == #filePath)
      #expect(issues.issues.first?.callSite.function == "reportedIssueCarriesTheCallersLocation()")
    }
  }

  @Test func matchRemovesAStalePendingFile() {
    withTemporarySnapshots { snapshots in
      snapshots.write("Suite/screen.txt", "same\n")
      snapshots.write("Suite/screen.txt.new", "old attempt\n")
      #expect(
        snapshots.tester().assertSnapshot(of: "same", named: "screen", suite: "Suite") == .matched)
      #expect(snapshots.allFiles() == ["Suite/screen.txt"])
    }
  }

  // MARK: Missing golden files under each record mode

  @Test func missingGoldenFailsAndWritesOnlyAPendingFileByDefault() throws {
    try withTemporarySnapshots { snapshots in
      let outcome = snapshots.tester().assertSnapshot(
        of: "new text", named: "screen", suite: "Suite")
      let failure = try #require(outcome.failure)
      #expect(failure.reason == .missing)
      #expect(
        failure.message.contains(
          "No golden file for snapshot \"screen\": Snapshots/Suite/screen.txt does not exist."))
      #expect(failure.message.contains("--- /dev/null\n+++ actual\n@@ -0,0 +1 @@\n+new text"))
      #expect(failure.message.contains("The actual text is in Snapshots/Suite/screen.txt.new."))
      #expect(snapshots.allFiles() == ["Suite/screen.txt.new"])
      #expect(snapshots.read("Suite/screen.txt.new") == "new text\n")
    }
  }

  @Test(arguments: ["never", "NEVER", ""])
  func recordModeNeverIsTheDefault(value: String) throws {
    withTemporarySnapshots { snapshots in
      let outcome = snapshots.tester(["SNAPSHOT_RECORD": value]).assertSnapshot(
        of: "x", named: "a", suite: "S")
      #expect(outcome.failure?.reason == .missing)
      #expect(snapshots.allFiles() == ["S/a.txt.new"])
    }
  }

  @Test(arguments: [SnapshotRecordMode.missing, .failed, .all])
  func missingGoldenIsRecordedByEveryRecordMode(mode: SnapshotRecordMode) throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt.new", "stale\n")
      let issues = IssueCollector()
      let outcome = snapshots.tester(["SNAPSHOT_RECORD": mode.rawValue], issues: issues)
        .assertSnapshot(of: "fresh", named: "a", suite: "S")
      guard case .recorded(let note) = outcome else {
        Issue.record("expected a recording, got \(outcome)")
        return
      }
      #expect(
        note
          == "Recorded new golden file Snapshots/S/a.txt (SNAPSHOT_RECORD=\(mode.rawValue)). Read it before you commit it."
      )
      #expect(snapshots.allFiles() == ["S/a.txt"])
      #expect(snapshots.read("S/a.txt") == "fresh\n")
      let issue = try #require(issues.issues.first)
      #expect(!issue.isFailure)
    }
  }

  @Test func recordModeMissingStillFailsOnAChangedSnapshot() {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "old\n")
      let outcome = snapshots.tester(["SNAPSHOT_RECORD": "missing"]).assertSnapshot(
        of: "new", named: "a", suite: "S")
      #expect(outcome.failure?.reason == .mismatch(.content))
      #expect(snapshots.read("S/a.txt") == "old\n")
      #expect(snapshots.read("S/a.txt.new") == "new\n")
    }
  }

  @Test(arguments: [SnapshotRecordMode.failed, .all])
  func recordModesFailedAndAllOverwriteAChangedSnapshotAndShowTheDiff(mode: SnapshotRecordMode)
    throws
  {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "old\n")
      let outcome = snapshots.tester(["SNAPSHOT_RECORD": mode.rawValue]).assertSnapshot(
        of: "new", named: "a", suite: "S")
      guard case .recorded(let note) = outcome else {
        Issue.record("expected a recording, got \(outcome)")
        return
      }
      #expect(
        note.hasPrefix("Updated golden file Snapshots/S/a.txt (SNAPSHOT_RECORD=\(mode.rawValue))."))
      #expect(note.contains("-old\n+new"))
      #expect(snapshots.allFiles() == ["S/a.txt"])
      #expect(snapshots.read("S/a.txt") == "new\n")
    }
  }

  @Test func recordModeAllRewritesAMatchingGoldenInItsStoredForm() {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "one\r\ntwo")
      let outcome = snapshots.tester(["SNAPSHOT_RECORD": "all"]).assertSnapshot(
        of: "one\ntwo", named: "a", suite: "S")
      #expect(
        outcome
          == .recorded(
            "Rewrote Snapshots/S/a.txt in its stored form (LF line endings, final newline)."))
      #expect(snapshots.read("S/a.txt") == "one\ntwo\n")
      snapshots.write("S/b.txt", "same\n")
      let unchanged = snapshots.tester(["SNAPSHOT_RECORD": "all"]).assertSnapshot(
        of: "same", named: "b", suite: "S")
      #expect(unchanged == .matched)
    }
  }

  @Test func unknownRecordModeFailsEveryAssertion() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "same\n")
      let outcome = snapshots.tester(["SNAPSHOT_RECORD": "yes"]).assertSnapshot(
        of: "same", named: "a", suite: "S")
      let failure = try #require(outcome.failure)
      #expect(failure.reason == .refusedPolicy)
      #expect(
        failure.message
          == "SNAPSHOT_RECORD=yes is not a record mode. Use never (the default), missing, failed or all."
      )
    }
  }

  // MARK: CI

  @Test func missingGoldenOnCIFailsWithHowToRecordItLocallyAndWritesNothing() throws {
    try withTemporarySnapshots { snapshots in
      let outcome = snapshots.tester(["CI": "true"]).assertSnapshot(
        of: "text", named: "screen.ru", suite: "S")
      let failure = try #require(outcome.failure)
      #expect(failure.reason == .missing)
      #expect(
        failure.message.hasPrefix(
          """
          No golden file for snapshot "screen.ru": Snapshots/S/screen.ru.txt does not exist, and CI (CI=true) never writes one.
          Record it locally, read it, and commit it:
            swift test --filter missingGoldenOnCIFailsWithHowToRecordItLocallyAndWritesNothing          # fails and writes Snapshots/S/screen.ru.txt.new
            swift run tracker-kit snapshots review
            swift run tracker-kit snapshots accept Snapshots/S/screen.ru.txt
          or record it directly with `SNAPSHOT_RECORD=missing swift test --filter missingGoldenOnCIFailsWithHowToRecordItLocallyAndWritesNothing` and read it with `git diff`.
          The text it would hold:
          --- /dev/null
          +++ actual
          @@ -0,0 +1 @@
          +text
          """))
      #expect(snapshots.allFiles().isEmpty)
    }
  }

  @Test func mismatchOnCIFailsAndWritesNoPendingFile() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "old\n")
      let outcome = snapshots.tester(["CI": "1"]).assertSnapshot(of: "new", named: "a", suite: "S")
      let failure = try #require(outcome.failure)
      #expect(
        failure.message.hasSuffix(
          "CI is set (CI=1), so no pending file was written; run the test locally to get one."))
      #expect(snapshots.allFiles() == ["S/a.txt"])
    }
  }

  @Test(arguments: ["missing", "failed", "all"])
  func anyRecordModeOnCIFailsEvenAMatchingSnapshot(mode: String) throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "same\n")
      let outcome = snapshots.tester(["CI": "true", "SNAPSHOT_RECORD": mode]).assertSnapshot(
        of: "same", named: "a", suite: "S")
      let failure = try #require(outcome.failure)
      #expect(failure.reason == .refusedPolicy)
      #expect(
        failure.message.hasPrefix(
          "SNAPSHOT_RECORD=\(mode) is set on CI (CI=true). CI never records snapshots"))
      #expect(snapshots.allFiles() == ["S/a.txt"])
    }
  }

  @Test(arguments: ["false", "0", "", "  ", " 0 ", "FALSE", " False\n"])
  func ciEmptyZeroOrFalseIsALocalRun(value: String) {
    withTemporarySnapshots { snapshots in
      #expect(!SnapshotPolicy.isCI(["CI": value]))
      snapshots.tester(["CI": value]).assertSnapshot(of: "x", named: "a", suite: "S")
      #expect(snapshots.allFiles() == ["S/a.txt.new"])
    }
  }

  @Test(arguments: ["1", "true", "yes", "no", "off", "0.0", "falsey", "github-actions"])
  func ciSetToAnythingElseIsACIRunThatRecordsNothing(value: String) {
    withTemporarySnapshots { snapshots in
      #expect(SnapshotPolicy.isCI(["CI": value]))
      snapshots.write("S/a.txt", "old\n")
      let outcome = snapshots.tester(["CI": value, "SNAPSHOT_RECORD": "all"]).assertSnapshot(
        of: "new", named: "a", suite: "S")
      #expect(outcome.failure?.reason == .refusedPolicy)
      #expect(snapshots.allFiles() == ["S/a.txt"])
      #expect(snapshots.read("S/a.txt") == "old\n")
    }
  }

  @Test func withoutCIItIsALocalRun() {
    #expect(!SnapshotPolicy.isCI([:]))
    #expect(SnapshotPolicy.ciValue(in: ["CI": " No "]) == " No ")
  }

  // MARK: Line endings, whitespace, encoding

  @Test func crlfGoldenFileMatchesLFText() {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "Title\r\n  Row one\r\n  Row two\r\n")
      #expect(
        snapshots.tester().assertSnapshot(
          of: "Title\n  Row one\n  Row two\n", named: "a", suite: "S") == .matched)
    }
  }

  @Test func goldenWithoutFinalNewlineMatches() {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "last line")
      #expect(
        snapshots.tester().assertSnapshot(of: "last line\n", named: "a", suite: "S") == .matched)
    }
  }

  @Test func trailingSpaceIsADifferenceShownVisibly() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "Title\nRow  \n")
      let failure = try #require(
        snapshots.tester().assertSnapshot(of: "Title\nRow", named: "a", suite: "S").failure)
      #expect(failure.reason == .mismatch(.trailingWhitespace))
      #expect(failure.message.contains("differ only in whitespace at the end of lines"))
      #expect(failure.message.contains("\n-Row␠␠\n+Row\n"))
      #expect(failure.message.contains("(Markers: ␠ space at the end of a line.)"))
    }
  }

  @Test func tabsInsteadOfSpacesAreAWhitespaceOnlyDifference() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "List\n  Row\n")
      let failure = try #require(
        snapshots.tester().assertSnapshot(of: "List\n\tRow", named: "a", suite: "S").failure)
      #expect(failure.reason == .mismatch(.whitespace))
      #expect(
        failure.message.contains(
          "Golden and actual differ only in whitespace: spaces, tabs, blank lines or invisible characters."
        ))
      #expect(failure.message.contains("-  Row\n+␉Row"))
    }
  }

  @Test func carriageReturnLineEndingsAreALineEndingDifference() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "one\rtwo\n")
      let failure = try #require(
        snapshots.tester().assertSnapshot(of: "one\ntwo", named: "a", suite: "S").failure)
      #expect(failure.reason == .mismatch(.lineEndings))
      #expect(failure.message.contains("differ only in line endings"))
      #expect(failure.message.contains("-one␍two"))
    }
  }

  @Test func unicodeNormalizationIsADifferenceThatSaysSo() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "Caf\u{E9}\n")
      let failure = try #require(
        snapshots.tester().assertSnapshot(of: "Cafe\u{301}", named: "a", suite: "S").failure)
      #expect(failure.reason == .mismatch(.unicodeNormalization))
      #expect(failure.message.contains("Unicode normalisation (NFC and NFD)"))
    }
  }

  @Test func goldenFileThatIsNotUTF8FailsNamingFileLineColumnAndOffset() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write(
        "S/a.txt", bytes: Array("Заголовок\nок".utf8) + [0xFF] + Array(" rest\n".utf8))
      let failure = try #require(
        snapshots.tester().assertSnapshot(of: "Заголовок", named: "a", suite: "S").failure)
      #expect(failure.reason == .unreadableGolden)
      #expect(
        failure.message.hasPrefix(
          "Snapshot \"a\": Snapshots/S/a.txt:2:3: not valid UTF-8: byte 0xFF at byte offset 23 cannot start a character."
        ))
      #expect(
        snapshots.read("S/a.txt.new") == "Заголовок\n",
        "a pending file lets `accept` replace the broken golden")
    }
  }

  // MARK: Names

  @Test(arguments: [
    "", "a/b", "..", ".hidden", "screen.txt", "line\nbreak", "tab\there", "what?", "trailing ",
    "dot.",
  ])
  func unusableNamesFailClearly(name: String) throws {
    try withTemporarySnapshots { snapshots in
      let failure = try #require(
        snapshots.tester().assertSnapshot(of: "x", named: name, suite: "S").failure)
      #expect(failure.reason == .invalidName)
      #expect(
        failure.message.hasPrefix(
          "Snapshot name \(String(reflecting: name)) cannot be used as a file name: it "))
      #expect(snapshots.allFiles().isEmpty)
    }
  }

  @Test func namesMayCarryALocaleAndNonASCIILetters() {
    withTemporarySnapshots { snapshots in
      snapshots.tester(["SNAPSHOT_RECORD": "missing"]).assertSnapshot(
        of: "x", named: "трекеры-empty.ru", suite: "Экраны")
      #expect(snapshots.allFiles() == ["Экраны/трекеры-empty.ru.txt"])
    }
  }

  @Test func caseOnlyNameClashWithAnExistingGoldenIsPointedOut() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/Empty.txt", "x\n")
      let failure = try #require(
        snapshots.tester().assertSnapshot(of: "x", named: "empty", suite: "S").failure)
      #expect(
        failure.message.contains(
          "There is Empty.txt in the same folder, whose name differs only in letter case"))
    }
  }

  @Test func failingRenderingIsAFailureNotACrash() throws {
    struct Broken: Error {}
    try withTemporarySnapshots { snapshots in
      let strategy = SnapshotStrategy<Int> { _ in throw Broken() }
      let failure = try #require(
        snapshots.tester().assertSnapshot(of: 1, as: strategy, named: "a", suite: "S").failure)
      #expect(failure.reason == .noText)
      #expect(
        failure.message.hasPrefix("Snapshot \"a\" has no text: rendering the value threw Broken"))
    }
  }

  @Test func missingPackageRootIsAClearFailure() throws {
    let tester = SnapshotTester(
      environment: [:], session: SnapshotSession(), reporter: IssueCollector().reporter)
    let failure = try #require(
      tester.assertSnapshot(of: "x", named: "a", filePath: "/nonexistent-root/Tests/X.swift")
        .failure)
    #expect(
      failure.message.hasPrefix(
        "Cannot find Package.swift in any folder above /nonexistent-root/Tests/X.swift"))
  }
}
