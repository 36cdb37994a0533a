import Foundation
import TextSnapshot

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// A failure or a recording note from one snapshot assertion, with the caller's location.
public struct SnapshotIssue: Sendable {
  /// The full message: what happened, the diff, the commands that resolve it.
  public var message: String
  /// True for a failure; false for a note that a golden file was recorded.
  public var isFailure: Bool
  /// `#filePath` as XCTest wants it.
  public var filePath: StaticString
  /// The caller's file, line, column and function.
  public var callSite: SnapshotCallSite

  /// Creates an issue.
  public init(message: String, isFailure: Bool, filePath: StaticString, callSite: SnapshotCallSite)
  {
    self.message = message
    self.isFailure = isFailure
    self.filePath = filePath
    self.callSite = callSite
  }
}

/// Where snapshot issues go. `.automatic` picks Swift Testing inside a Swift Testing test
/// (`Test.current` is set) and XCTest otherwise; tests can pass their own closure.
public struct SnapshotIssueReporter: Sendable {
  /// Reports one issue.
  public var report: @Sendable (SnapshotIssue) -> Void

  /// Creates a reporter from a closure.
  public init(report: @escaping @Sendable (SnapshotIssue) -> Void) {
    self.report = report
  }

  /// Swift Testing inside a Swift Testing test, XCTest otherwise.
  public static let automatic = SnapshotIssueReporter { issue in
    #if canImport(Testing)
      if Test.current != nil {
        swiftTesting.report(issue)
        return
      }
    #endif
    xcTest.report(issue)
  }

  /// `Issue.record` at the caller's location: an error for a failure, a warning for a note.
  public static let swiftTesting = SnapshotIssueReporter { issue in
    #if canImport(Testing)
      let location = SourceLocation(
        fileID: issue.callSite.fileID, filePath: issue.callSite.filePath,
        line: Int(issue.callSite.line),
        column: Int(issue.callSite.column))
      Issue.record(
        Comment(rawValue: issue.message), severity: issue.isFailure ? .error : .warning,
        sourceLocation: location)
    #else
      standardError.report(issue)
    #endif
  }

  /// `XCTFail` at the caller's file and line for a failure; a note goes to standard error,
  /// since XCTest has no warnings.
  public static let xcTest = SnapshotIssueReporter { issue in
    #if canImport(XCTest)
      if issue.isFailure {
        XCTFail(issue.message, file: issue.filePath, line: issue.callSite.line)
        return
      }
    #endif
    standardError.report(issue)
  }

  /// `file:line: error|warning: message` on standard error, the form editors link to.
  public static let standardError = SnapshotIssueReporter { issue in
    let kind = issue.isFailure ? "error" : "warning"
    let text = "\(issue.callSite.filePath):\(issue.callSite.line): \(kind): \(issue.message)\n"
    FileHandle.standardError.write(Data(text.utf8))
  }
}
