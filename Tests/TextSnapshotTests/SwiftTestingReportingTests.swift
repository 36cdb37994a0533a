import Foundation
import Testing
import TextSnapshotTesting

/// The real Swift Testing path: failures become issues at the caller's line, and passing
/// assertions use the package's own `Snapshots/` folder, found from this file.
@Suite struct SwiftTestingReportingTests {
  @Test("A snapshot failure is an issue at the caller's line (an intended known issue)")
  func failureIsASwiftTestingIssueAtTheCallersLine() {
    withTemporarySnapshots { snapshots in
      let tester = SnapshotTester(
        snapshotsFolder: snapshots.folder, environment: [:], session: SnapshotSession())
      let line = #line + 2
      withKnownIssue("Intended: the failure this test makes and checks") {
        tester.assertSnapshot(of: "text", named: "missing", suite: "S")
      } matching: { issue in
        // XCTFail inside a Swift Testing test is lost on Linux, so this also proves the
        // automatic reporter chose Swift Testing.
        issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
          && issue.comments.first?.rawValue.hasPrefix("No golden file for snapshot \"missing\"")
            == true
      }
    }
  }

  @Test("Recording a golden file is a warning, not a failure (an intended known issue)")
  func recordingIsAWarningNotAFailure() {
    withTemporarySnapshots { snapshots in
      let tester = SnapshotTester(
        snapshotsFolder: snapshots.folder, environment: ["SNAPSHOT_RECORD": "missing"],
        session: SnapshotSession())
      withKnownIssue("Intended: the recording note this test makes and checks") {
        #expect(!tester.assertSnapshot(of: "text", named: "new", suite: "S").isFailure)
      } matching: { issue in
        issue.severity == .warning && !issue.isFailure
          && issue.comments.first?.rawValue.hasPrefix(
            "Recorded new golden file Snapshots/S/new.txt") == true
      }
      #expect(snapshots.read("S/new.txt") == "text\n")
    }
  }

  @Test func packageRootIsFoundFromTheTestFile() {
    assertSnapshot(
      of: "This golden file lives in Snapshots/SwiftTestingReportingTests/, found from #filePath.",
      named: "package-root")
  }

  // The messages people read, kept as golden files so any change to them is reviewed.

  @Test func mismatchMessage() throws {
    let message = withTemporarySnapshots { snapshots in
      snapshots.write(
        "Screens/trackers.en.txt",
        (["Trackers", "  Pinned", "    Water the plants  ", "\tRead"]
          + (1...8).map { "    Card \($0)" } + ["  End"]).joined(separator: "\n"))
      let actual =
        (["Trackers", "  Pinned", "    Water the plants", "    Read"]
        + (1...8).map { "    Card \($0)" } + ["    Card 9", "  End"]).joined(separator: "\n")
      return snapshots.tester().assertSnapshot(of: actual, named: "trackers.en", suite: "Screens")
        .message
    }
    assertSnapshot(of: try #require(message), named: "mismatch-message")
  }

  @Test func missingOnCIMessage() throws {
    let message = withTemporarySnapshots { snapshots in
      snapshots.tester(["CI": "true"]).assertSnapshot(
        of: "Статистика\n  Анализировать пока нечего", named: "statistics-empty.ru",
        suite: "Screens"
      ).message
    }
    assertSnapshot(of: try #require(message), named: "missing-on-ci-message")
  }

  @Test func reviewOutput() {
    let output = withTemporarySnapshots { snapshots in
      snapshots.write(
        "Screens/categories.txt", "Categories\n  Home\n  Sport\n  Study\nAdd category\n")
      let tester = snapshots.tester()
      tester.assertSnapshot(
        of: "Categories\n  Home ✓\n  Sport\n  Study\nAdd category", named: "categories",
        suite: "Screens")
      tester.assertSnapshot(
        of: "Schedule\n  Monday  on\n  Tuesday off", named: "schedule", suite: "Screens")
      return snapshots.operations().review([]).output
    }
    assertSnapshot(of: output, named: "review-output")
  }
}
