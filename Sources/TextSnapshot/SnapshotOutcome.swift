/// The result of checking one snapshot: it matched, it was recorded (the test passes with a
/// note), or it failed with a message ready to show at the assertion.
public enum SnapshotOutcome: Sendable, Equatable {
  /// The actual text equals the golden file.
  case matched
  /// A record mode wrote the golden file; the message says what changed.
  case recorded(String)
  /// The assertion failed.
  case failed(SnapshotFailure)

  /// True for `.failed`.
  public var isFailure: Bool {
    if case .failed = self { true } else { false }
  }

  /// The message to report, if any.
  public var message: String? {
    switch self {
    case .matched: nil
    case .recorded(let note): note
    case .failed(let failure): failure.message
    }
  }
}

/// Why a snapshot assertion failed, and the full message for the test report.
public struct SnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kind of failure, for code that reacts to it (and for the harness's own tests).
  public enum Reason: Sendable, Equatable {
    /// No golden file exists.
    case missing
    /// The golden file differs; `kind` says whether only whitespace or line endings differ.
    case mismatch(SnapshotDifferenceKind)
    /// The golden file cannot be read or is not UTF-8.
    case unreadableGolden
    /// The suite or name cannot be a file name.
    case invalidName
    /// Another assertion in this run uses the same golden file.
    case duplicateName
    /// `SNAPSHOT_RECORD` is unknown, or set on CI.
    case refusedPolicy
    /// A golden or pending file could not be written.
    case writeFailed
    /// The value or its strategy threw, or the snapshots folder could not be found.
    case noText
  }

  /// The kind of failure.
  public var reason: Reason
  /// The message shown at the assertion.
  public var message: String

  /// Creates a failure.
  public init(_ reason: Reason, _ message: String) {
    self.reason = reason
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
