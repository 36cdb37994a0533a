import Foundation
import Testing
import TextSnapshotTesting

@testable import TextSnapshot

/// The snapshots-folder operations behind `tracker-kit snapshots`: listing, reviewing,
/// accepting and rejecting pending snapshots. (Orphans: `SnapshotOrphansTests`; the command
/// line's arguments and help: `TrackerCommandLineTests`.)
@Suite struct SnapshotsFolderTests {
  /// A folder with one changed snapshot (S/changed) and one new one (S/new), made by failing tests.
  func withPendingSnapshots(_ body: (TemporarySnapshots) throws -> Void) rethrows {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/changed.txt", "Title\nold row\n")
      snapshots.write("S/same.txt", "same\n")
      let tester = snapshots.tester()
      tester.assertSnapshot(of: "Title\nnew row", named: "changed", suite: "S")
      tester.assertSnapshot(of: "brand new", named: "new", suite: "S")
      tester.assertSnapshot(of: "same", named: "same", suite: "S")
      try body(snapshots)
    }
  }

  @Test func pendingListsNewAndChangedSnapshots() {
    withPendingSnapshots { snapshots in
      let result = snapshots.operations().listPending()
      #expect(result.succeeded)
      #expect(result.errors == "")
      #expect(
        result.output == """
          Snapshots/S/changed.txt.new (changed)
          Snapshots/S/new.txt.new (new)
          2 pending snapshot(s): read them with `tracker-kit snapshots review`.

          """)
    }
  }

  @Test func pendingWithNothingPendingSaysSo() {
    withTemporarySnapshots { snapshots in
      #expect(
        snapshots.operations().listPending()
          == SnapshotReport(lines: ["No pending snapshots."]))
    }
  }

  @Test func reviewShowsEachPendingChangeAsADiff() {
    withPendingSnapshots { snapshots in
      let result = snapshots.operations().review([])
      #expect(result.succeeded)
      #expect(
        result.output == """
          Snapshots/S/changed.txt: changed
          --- Snapshots/S/changed.txt (golden)
          +++ Snapshots/S/changed.txt.new (pending)
          @@ -1,2 +1,2 @@
           Title
          -old row
          +new row

          Snapshots/S/new.txt: new
          --- /dev/null
          +++ Snapshots/S/new.txt.new (pending)
          @@ -0,0 +1 @@
          +brand new

          2 pending snapshot(s). Accept: `tracker-kit snapshots accept [PATH…]`; reject: `tracker-kit snapshots reject [PATH…]`.

          """)
    }
  }

  @Test func reviewOfOnePath() {
    withPendingSnapshots { snapshots in
      let result = snapshots.operations().review(["Snapshots/S/new.txt"])
      #expect(result.output.hasPrefix("Snapshots/S/new.txt: new\n"))
      #expect(!result.output.contains("changed.txt"))
    }
  }

  @Test func acceptWithoutPathsAcceptsEverything() {
    withPendingSnapshots { snapshots in
      let result = snapshots.operations().accept([])
      #expect(result.succeeded)
      #expect(
        result.output
          == "Accepted Snapshots/S/changed.txt (changed)\nAccepted Snapshots/S/new.txt (new)\n")
      #expect(snapshots.allFiles() == ["S/changed.txt", "S/new.txt", "S/same.txt"])
      #expect(snapshots.read("S/changed.txt") == "Title\nnew row\n")
      #expect(snapshots.read("S/new.txt") == "brand new\n")
      // The accepted golden files now pass.
      #expect(
        snapshots.tester().assertSnapshot(of: "Title\nnew row", named: "changed", suite: "S")
          == .matched)
    }
  }

  @Test(arguments: [
    "Snapshots/S/new.txt", "Snapshots/S/new.txt.new", "S/new.txt", "./Snapshots/S/../S/new.txt",
  ])
  func acceptTakesGoldenOrPendingPaths(path: String) {
    withPendingSnapshots { snapshots in
      let result = snapshots.operations().accept([path])
      #expect(result.succeeded, "\(result.errors)")
      #expect(result.output == "Accepted Snapshots/S/new.txt (new)\n")
      #expect(snapshots.exists("S/changed.txt.new"), "other pending files stay")
    }
  }

  @Test func acceptTakesAbsolutePathsAndFolders() {
    withPendingSnapshots { snapshots in
      #expect(snapshots.operations().accept([snapshots.url("S/changed.txt").path]).succeeded)
      #expect(
        snapshots.operations().accept(["Snapshots/S"]).output
          == "Accepted Snapshots/S/new.txt (new)\n")
      #expect(!snapshots.allFiles().contains { $0.hasSuffix(".new") })
    }
  }

  @Test func acceptOfAPathWithoutPendingFileChangesNothing() {
    withPendingSnapshots { snapshots in
      let result = snapshots.operations().accept([
        "Snapshots/S/new.txt", "Snapshots/S/same.txt", "/elsewhere/x.txt",
      ])
      #expect(!result.succeeded)
      #expect(
        result.errors == """
          No pending snapshot for Snapshots/S/same.txt: there is no Snapshots/S/same.txt.new. Nothing was changed.
          /elsewhere/x.txt is not inside Snapshots/ (\(snapshots.folder.path)). Nothing was changed.

          """)
      #expect(snapshots.exists("S/new.txt.new") && !snapshots.exists("S/new.txt"))
    }
  }

  @Test func acceptRefusesAPendingFileThatIsNotUTF8() {
    withPendingSnapshots { snapshots in
      snapshots.write("S/changed.txt.new", bytes: [0x61, 0x0A, 0xFE])
      let result = snapshots.operations().accept([])
      #expect(!result.succeeded)
      #expect(
        result.errors.hasPrefix(
          "Snapshots/S/changed.txt.new:2:1: not valid UTF-8: byte 0xFE at byte offset 2"))
      #expect(result.errors.contains("Nothing was accepted."))
      #expect(snapshots.read("S/changed.txt") == "Title\nold row\n")
      #expect(snapshots.exists("S/new.txt.new"))
    }
  }

  @Test func rejectDeletesPendingFiles() {
    withPendingSnapshots { snapshots in
      #expect(
        snapshots.operations().reject(["S/new.txt"]).output == "Rejected Snapshots/S/new.txt.new\n")
      #expect(snapshots.operations().reject([]).output == "Rejected Snapshots/S/changed.txt.new\n")
      #expect(snapshots.allFiles() == ["S/changed.txt", "S/same.txt"])
      #expect(snapshots.read("S/changed.txt") == "Title\nold row\n")
    }
  }

  @Test(arguments: ["accept", "reject", "orphans --delete"])
  func writingOperationsRefuseOnCI(operation: String) {
    withPendingSnapshots { snapshots in
      let before = snapshots.allFiles()
      let onCI = snapshots.operations(["CI": "true"])
      let result =
        switch operation {
        case "accept": onCI.accept([])
        case "reject": onCI.reject([])
        default: onCI.deleteOrphans()
        }
      #expect(
        result
          == SnapshotReport(problems: [
            "`tracker-kit snapshots \(operation)` writes files, and CI is set (CI=true):"
              + " snapshots are read-only on CI. Run it locally."
          ]))
      #expect(snapshots.allFiles() == before)
    }
  }

  @Test func readingOperationsWorkOnCI() {
    withPendingSnapshots { snapshots in
      let onCI = snapshots.operations(["CI": "1"])
      #expect(onCI.listPending() == snapshots.operations().listPending())
      #expect(onCI.review([]).succeeded)
    }
  }

  @Test func operationsWorkWhenThereIsNoSnapshotsFolderYet() {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
      "none-\(UUID())/Snapshots")
    let folder = SnapshotsFolder(
      url: missing, currentDirectory: missing.deletingLastPathComponent(), toolName: "t")
    #expect(folder.listPending() == SnapshotReport(lines: ["No pending snapshots."]))
  }
}

extension SnapshotsFolderTests {
  @Test func reviewShowsAPendingFileThatReplacesAnUnreadableGolden() {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/broken.txt", bytes: [0x6F, 0x6B, 0x0A, 0xFF])
      snapshots.tester().assertSnapshot(of: "fixed", named: "broken", suite: "S")
      let result = snapshots.operations().review([])
      #expect(result.succeeded)
      #expect(
        result.output.hasPrefix(
          """
          Snapshots/S/broken.txt: replaces an unreadable golden file
          Snapshots/S/broken.txt:2:1: not valid UTF-8: byte 0xFF at byte offset 3
          """))
      #expect(
        result.output.contains(
          "--- /dev/null\n+++ Snapshots/S/broken.txt.new (pending)\n@@ -0,0 +1 @@\n+fixed"))
      #expect(
        snapshots.operations().accept([]).output == "Accepted Snapshots/S/broken.txt (changed)\n")
      #expect(snapshots.read("S/broken.txt") == "fixed\n")
    }
  }
}

extension SnapshotsFolderTests {
  @Test func acceptIsAllOrNothingWhenAGoldenPathIsAFolder() {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt.new", "a\n")
      snapshots.write("S/dir.txt/inside.txt", "a golden file in a folder named like one\n")
      snapshots.write("S/dir.txt.new", "d\n")
      for paths in [[], ["Snapshots/S/a.txt", "Snapshots/S/dir.txt.new"]] {
        let result = snapshots.operations().accept(paths)
        #expect(!result.succeeded)
        #expect(result.output == "")
        #expect(
          result.errors
            == "Snapshots/S/dir.txt is a folder, so Snapshots/S/dir.txt.new cannot be moved over"
            + " it. Nothing was accepted.\n")
        #expect(
          snapshots.allFiles() == ["S/a.txt.new", "S/dir.txt.new", "S/dir.txt/inside.txt"])
      }
    }
  }

  @Test func aFailedMoveKeepsThePendingFile() {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/a.txt.new", "a\n")
      snapshots.write("S/a.txt/inside.txt", "x\n")
      #expect(throws: SnapshotFileError.self) {
        try SnapshotFiles.rename(
          snapshots.url("S/a.txt.new"), over: snapshots.url("S/a.txt"), display: "S/a.txt")
      }
      #expect(snapshots.read("S/a.txt.new") == "a\n")
    }
  }

  @Test(arguments: [
    ("accept", [""]), ("reject", [""]), ("review", [""]), ("reject", ["S/new.txt", ""]),
  ])
  func anEmptyPathIsAnErrorNotEverything(operation: String, paths: [String]) {
    withPendingSnapshots { snapshots in
      let before = snapshots.allFiles()
      let folder = snapshots.operations()
      let result =
        switch operation {
        case "accept": folder.accept(paths)
        case "reject": folder.reject(paths)
        default: folder.review(paths)
        }
      #expect(!result.succeeded)
      #expect(result.output == "")
      #expect(result.errors.hasPrefix("An empty path names no snapshot"))
      #expect(snapshots.allFiles() == before)
    }
  }

  @Test func aPendingFileWhoseNameHoldsANewlineIsListedOnOneLine() {
    withTemporarySnapshots { snapshots in
      snapshots.write("S/two\nlines.txt.new", "x\n")
      snapshots.write("S/tab\there \"q\".txt.new", "y\n")
      let result = snapshots.operations().listPending()
      #expect(
        result.output == """
          "Snapshots/S/tab\\there \\"q\\".txt.new" (new)
          "Snapshots/S/two\\nlines.txt.new" (new)
          2 pending snapshot(s): read them with `tracker-kit snapshots review`.

          """)
      #expect(
        snapshots.operations().reject([]).output
          == "Rejected \"Snapshots/S/tab\\there \\\"q\\\".txt.new\"\n"
          + "Rejected \"Snapshots/S/two\\nlines.txt.new\"\n")
    }
  }

  @Test func aGoldenFileThatIsAPipeOrALinkToADeviceIsCalledThatNotUnreadable() throws {
    try withTemporarySnapshots { snapshots in
      snapshots.write("S/pipe.txt.new", "p\n")
      snapshots.write("S/device.txt.new", "d\n")
      try FileManager.default.createDirectory(
        at: snapshots.url("S"), withIntermediateDirectories: true)
      #expect(mkfifo(snapshots.url("S/pipe.txt").path, 0o644) == 0)
      try FileManager.default.createSymbolicLink(
        atPath: snapshots.url("S/device.txt").path, withDestinationPath: "/dev/null")
      let result = snapshots.operations().review([])
      #expect(result.succeeded)
      #expect(
        result.output.contains(
          "Snapshots/S/pipe.txt: is a named pipe (FIFO), not a regular file, so it holds no"
            + " snapshot text"))
      #expect(
        result.output.contains(
          "Snapshots/S/device.txt: is a symbolic link to a character device (/dev/null), not a"
            + " regular file, so it holds no snapshot text"))
      #expect(!result.output.contains("permission"))
    }
  }
}
