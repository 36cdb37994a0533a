import Foundation
import Testing
import TextSnapshotTesting

/// Failure messages name the commands that resolve them: the package's snapshots tool when
/// the tester is given its name, plain `diff` and `mv` otherwise. The harness names no tool
/// of its own.
@Suite struct SnapshotToolTests {
  @Test func withoutAToolMessagesNamePlainDiffAndMove() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt", "old\n")
      let tester = snapshots.tester(toolName: nil)
      let changed = try #require(tester.assertSnapshot(of: "new", named: "a", suite: "S").failure)
      #expect(
        changed.message.hasSuffix(
          """
          The actual text is in Snapshots/S/a.txt.new. Review it and accept it if it is right:
            diff -u Snapshots/S/a.txt Snapshots/S/a.txt.new
            mv Snapshots/S/a.txt.new Snapshots/S/a.txt
          """))
      let missing = try #require(tester.assertSnapshot(of: "x", named: "b", suite: "S").failure)
      #expect(missing.message.contains("  cat Snapshots/S/b.txt.new\n"))
      #expect(!changed.message.contains("swift run") && !missing.message.contains("swift run"))
    }
  }

  @Test func aToolNameGivesItsSnapshotsCommands() throws {
    try withTemporarySnapshots { snapshots in
      let tester = snapshots.tester(["CI": "1"], toolName: "habit-tool")
      let failure = try #require(tester.assertSnapshot(of: "x", named: "b", suite: "S").failure)
      #expect(failure.message.contains("  swift run habit-tool snapshots review\n"))
      #expect(
        failure.message.contains("  swift run habit-tool snapshots accept Snapshots/S/b.txt\n"))
    }
  }

  @Test func aTesterMadeWithoutAToolTakesTheScopesDefault() {
    #expect(SnapshotTester().toolName == nil)
    withSnapshotTool("scoped-tool") {
      #expect(SnapshotTester().toolName == "scoped-tool")
      #expect(SnapshotTester(toolName: "given").toolName == "given")
    }
  }

  @Test(.snapshotTool("trait-tool")) func theTraitSetsTheDefaultForATest() {
    #expect(SnapshotTester().toolName == "trait-tool")
  }
}

extension SnapshotToolTests {
  @Test func theHarnessSourcesNameNoToolOfTheirOwn() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    for module in ["TextSnapshot", "TextSnapshotTesting"] {
      let folder = sources.appendingPathComponent(module)
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(!files.isEmpty)
      for file in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        #expect(!text.contains("tracker-kit"), "\(module)/\(file) names tracker-kit")
      }
    }
  }
}
