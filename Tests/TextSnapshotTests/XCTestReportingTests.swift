import Foundation
import TextSnapshotTesting
import XCTest

/// The real XCTest path: `assertSnapshot` called outside a Swift Testing test reports
/// through `XCTFail` at the caller's file and line.
final class XCTestReportingTests: XCTestCase {
  private var capturedFailures: [(description: String, file: String, line: Int)] = []
  private var capturesFailures = false

  #if !canImport(Darwin)
    // swift-corelibs-xctest has no XCTExpectFailure; catching the failure here is the
    // same place XCTFail ends up.
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturesFailures else {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        return
      }
      capturedFailures.append((description, filePath, lineNumber))
    }
  #endif

  func testPassingSnapshotUsesThePackageSnapshotsFolder() {
    let outcome = assertSnapshot(
      of: "Checked from XCTest, in Snapshots/XCTestReportingTests/.", named: "xctest-passing")
    XCTAssertEqual(outcome, .matched)
  }

  func testFailureIsReportedThroughXCTFailAtTheCallersLine() throws {
    try withTemporarySnapshots { snapshots in
      let tester = SnapshotTester(
        snapshotsFolder: snapshots.folder, environment: [:], session: SnapshotSession())
      #if canImport(Darwin)
        XCTExpectFailure {
          $0.compactDescription.contains("No golden file for snapshot \"missing\"")
        }
        tester.assertSnapshot(of: "text", named: "missing", suite: "S")
      #else
        capturesFailures = true
        let line = #line + 1
        tester.assertSnapshot(of: "text", named: "missing", suite: "S")
        capturesFailures = false
        let failure = try XCTUnwrap(capturedFailures.first)
        XCTAssertEqual(capturedFailures.count, 1)
        XCTAssertEqual(failure.line, line)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertTrue(
          failure.description.contains("No golden file for snapshot \"missing\""),
          failure.description)
      #endif
    }
  }
}
