import Foundation

/// When the harness may write golden files, from `SNAPSHOT_RECORD`.
public enum SnapshotRecordMode: String, Sendable, Equatable, CaseIterable {
  /// The default: never write golden files; a missing or changed snapshot fails and
  /// writes a pending `.new` file for review.
  case never
  /// Write golden files that do not exist yet; changed snapshots still fail.
  case missing
  /// Write golden files that are missing or differ (the test passes with a warning).
  case failed
  /// Write every golden file, even those that match (normalises their bytes).
  case all
}

/// What the environment allows: the record mode, and whether this is CI, where nothing is
/// ever written. Read from an injected dictionary so tests can simulate any setting.
public struct SnapshotPolicy: Sendable, Equatable {
  /// The record mode from `SNAPSHOT_RECORD`.
  public var recordMode: SnapshotRecordMode
  /// The value of `CI` when it marks a CI run; nil locally.
  public var ciValue: String?

  /// Creates a policy directly.
  public init(recordMode: SnapshotRecordMode, ciValue: String?) {
    self.recordMode = recordMode
    self.ciValue = ciValue
  }

  /// True on CI: no golden, pending or run-record file is written.
  public var isReadOnly: Bool { ciValue != nil }

  /// Reads `CI` and `SNAPSHOT_RECORD`. `CI` marks a CI run when it is set to anything other
  /// than empty, `0` or `false`, ignoring letter case and surrounding whitespace (see
  /// `isCI`); `SNAPSHOT_RECORD` accepts `never`, `missing`, `failed`, `all` in any case.
  /// An unknown mode, or any mode but `never` under CI, is an error that fails every
  /// snapshot assertion, so recording can never pass silently on CI.
  public static func resolve(_ environment: [String: String]) -> Result<
    SnapshotPolicy, SnapshotPolicyError
  > {
    let ci = ciValue(in: environment)
    let raw = environment["SNAPSHOT_RECORD"]?.trimmingCharacters(in: .whitespaces) ?? ""
    let mode: SnapshotRecordMode
    if raw.isEmpty {
      mode = .never
    } else if let known = SnapshotRecordMode(rawValue: raw.lowercased()) {
      mode = known
    } else {
      return .failure(.unknownRecordMode(raw))
    }
    if let ci, mode != .never {
      return .failure(.recordingOnCI(mode: mode, ci: ci))
    }
    return .success(SnapshotPolicy(recordMode: mode, ciValue: ci))
  }

  /// True when `CI` marks a CI run, whatever `SNAPSHOT_RECORD` says. The rule: `CI` marks a
  /// CI run when it is set to anything other than empty, `0` or `false`, ignoring letter
  /// case and surrounding whitespace. So `CI=1`, `CI=true` and `CI=no` are CI runs (when in
  /// doubt, the harness writes nothing); unset, `CI=`, `CI=0` and `CI=" FALSE "` are not.
  public static func isCI(_ environment: [String: String]) -> Bool {
    ciValue(in: environment) != nil
  }

  /// The value of `CI` when it marks a CI run under the rule of `isCI`; nil otherwise.
  public static func ciValue(in environment: [String: String]) -> String? {
    guard let value = environment["CI"] else { return nil }
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    return ["", "0", "false"].contains(trimmed) ? nil : value
  }
}

/// A `SNAPSHOT_RECORD` setting the harness refuses.
public enum SnapshotPolicyError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `SNAPSHOT_RECORD` holds something other than the four modes.
  case unknownRecordMode(String)
  /// A record mode is set while `CI` is set.
  case recordingOnCI(mode: SnapshotRecordMode, ci: String)

  /// The message shown in the failing test.
  public var description: String {
    switch self {
    case .unknownRecordMode(let value):
      "SNAPSHOT_RECORD=\(value) is not a record mode. Use never (the default), missing, failed or all."
    case .recordingOnCI(let mode, let ci):
      "SNAPSHOT_RECORD=\(mode.rawValue) is set on CI (CI=\(ci)). CI never records snapshots, so that a"
        + " recording can never pass unnoticed: unset SNAPSHOT_RECORD in the CI configuration, record"
        + " locally and commit the reviewed golden files."
    }
  }
}
