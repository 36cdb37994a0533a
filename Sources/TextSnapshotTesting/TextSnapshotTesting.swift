/// TextSnapshotTesting: `assertSnapshot` for Swift Testing and XCTest, on top of TextSnapshot.
///
/// `assertSnapshot(of: value, as: .dump, named: "trackers-empty.ru")` renders the value with
/// a strategy, compares it with `Snapshots/<suite>/<name>.txt` at the package root (found by
/// walking up from the test file to `Package.swift`; the suite defaults to the test file's
/// name), and reports a failure at the caller's file and line: through `Issue.record` inside
/// a Swift Testing test, through `XCTFail` otherwise. `SnapshotTester` holds the settings a
/// test may change: an explicit snapshots folder, the environment, the session, the reporter.
import Foundation
@_exported import TextSnapshot

/// Checks `value`, rendered by `strategy`, against the golden file
/// `Snapshots/<suite>/<name>.txt` and reports a failure at the caller.
@discardableResult
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: SnapshotStrategy<Value>,
  named name: String,
  suite: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function
) -> SnapshotOutcome {
  SnapshotTester().assertSnapshot(
    of: try value(), as: strategy, named: name, suite: suite, fileID: fileID, filePath: filePath,
    line: line,
    column: column, function: function)
}

/// Checks a text against the golden file `Snapshots/<suite>/<name>.txt` and reports a
/// failure at the caller.
@discardableResult
public func assertSnapshot(
  of text: @autoclosure () throws -> String,
  named name: String,
  suite: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function
) -> SnapshotOutcome {
  SnapshotTester().assertSnapshot(
    of: try text(), as: .text, named: name, suite: suite, fileID: fileID, filePath: filePath,
    line: line,
    column: column, function: function)
}
