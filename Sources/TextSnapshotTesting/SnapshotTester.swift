import Foundation
import TextSnapshot

/// The settings of snapshot assertions: where the golden files are, the environment that
/// sets the record mode, the session (names used, run record) and where failures go.
/// `assertSnapshot` uses the defaults; the harness's own tests point it at temporary folders.
public struct SnapshotTester: Sendable {
  /// The `Snapshots` folder; nil finds `<package root>/Snapshots` from the test file.
  public var snapshotsFolder: URL?
  /// Read for `SNAPSHOT_RECORD` and `CI`.
  public var environment: [String: String]
  /// The registry of names and the run record.
  public var session: SnapshotSession
  /// Where failures and recording notes are reported.
  public var reporter: SnapshotIssueReporter
  /// The package's executable with a `snapshots` command, named in failure messages
  /// (`swift run <tool> snapshots review`); nil names plain `diff` and `mv` instead.
  public var toolName: String?

  /// The tool name a tester gets when it is given none: nil, unless a scope sets one with
  /// `withSnapshotTool(_:operation:)` or, in Swift Testing, the `.snapshotTool(_:)` trait.
  @TaskLocal public static var defaultToolName: String?

  /// Creates a tester; every argument has the default `assertSnapshot` uses.
  public init(
    snapshotsFolder: URL? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    session: SnapshotSession = .shared,
    reporter: SnapshotIssueReporter = .automatic,
    toolName: String? = SnapshotTester.defaultToolName
  ) {
    self.snapshotsFolder = snapshotsFolder
    self.environment = environment
    self.session = session
    self.reporter = reporter
    self.toolName = toolName
  }

  /// Checks `value`, rendered by `strategy`, against `<snapshots>/<suite>/<name>.txt`,
  /// reports a failure or recording note at the caller, and returns the outcome.
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
    let callSite = SnapshotCallSite(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column,
      function: "\(function)")
    let outcome = check(value, strategy, name, suite, callSite)
    if let message = outcome.message {
      reporter.report(
        SnapshotIssue(
          message: message, isFailure: outcome.isFailure, filePath: filePath, callSite: callSite))
    }
    return outcome
  }

  /// Checks a text against `<snapshots>/<suite>/<name>.txt`, like the generic form with `.text`.
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
    assertSnapshot(
      of: try text(), as: .text, named: name, suite: suite, fileID: fileID, filePath: filePath,
      line: line,
      column: column, function: function)
  }

  private func check<Value>(
    _ value: () throws -> Value, _ strategy: SnapshotStrategy<Value>, _ name: String,
    _ suite: String?,
    _ callSite: SnapshotCallSite
  ) -> SnapshotOutcome {
    guard
      let folder = snapshotsFolder ?? PackageRoot.snapshotsFolder(forTestFile: callSite.filePath)
    else {
      return .failed(
        SnapshotFailure(
          .noText,
          "Cannot find Package.swift in any folder above \(callSite.filePath), so there is no Snapshots"
            + " folder to use. Pass one: SnapshotTester(snapshotsFolder: …)."))
    }
    let location: SnapshotLocation
    do {
      location = try SnapshotLocation(
        snapshotsFolder: folder,
        suite: suite ?? PackageRoot.suiteName(forTestFile: callSite.filePath), name: name)
    } catch {
      return .failed(SnapshotFailure(.invalidName, error.description))
    }
    let text: String
    do {
      text = try strategy.render(try value())
    } catch {
      let message =
        "Snapshot \(String(reflecting: name)) has no text: rendering the value threw \(error)."
      return session.fail(SnapshotFailure(.noText, message), at: location, environment: environment)
    }
    return session.check(
      text, at: location, environment: environment, from: callSite, toolName: toolName)
  }
}

/// Finds the package's `Snapshots` folder and the default suite from a test file's path.
enum PackageRoot {
  /// `<folder holding Package.swift>/Snapshots`, walking up from the test file.
  static func snapshotsFolder(forTestFile filePath: String) -> URL? {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.appendingPathComponent(TextSnapshot.snapshotsFolderName)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// The test file's name without `.swift`: `TrackersScreenTests.swift` → `TrackersScreenTests`.
  static func suiteName(forTestFile filePath: String) -> String {
    let file = URL(fileURLWithPath: filePath).lastPathComponent
    return file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
  }
}
