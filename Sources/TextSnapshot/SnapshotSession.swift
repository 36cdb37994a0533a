import Foundation

/// Checks snapshot texts against golden files: applies the record policy, refuses names
/// already used in this run, writes golden or pending files, and notes each golden file in
/// the run record. The test-side `assertSnapshot` is a thin layer over `check`.
public struct SnapshotSession: Sendable {
  /// The names used in this run.
  public var registry: SnapshotRegistry
  /// Where checked golden files are noted for `orphans`; nil writes no run record.
  public var runLog: SnapshotRunLog?

  /// The session of the test process: one registry, and the run record.
  public static let shared = SnapshotSession(registry: .shared, runLog: .shared)

  /// Creates a session; tests pass a fresh registry and no run log.
  public init(registry: SnapshotRegistry = SnapshotRegistry(), runLog: SnapshotRunLog? = nil) {
    self.registry = registry
    self.runLog = runLog
  }

  /// Compares `text` with the golden file at `location`, under the policy read from
  /// `environment`, and returns what happened; the caller reports it. Failure messages name
  /// the commands of `toolName` (the package's executable with a `snapshots` command) to
  /// review and accept the pending file, or plain `diff` and `mv` without one.
  public func check(
    _ text: String, at location: SnapshotLocation, environment: [String: String],
    from callSite: SnapshotCallSite, toolName: String? = nil
  ) -> SnapshotOutcome {
    let policy: SnapshotPolicy
    switch SnapshotPolicy.resolve(environment) {
    case .success(let resolved): policy = resolved
    case .failure(let error):
      if !SnapshotPolicy.isCI(environment) { runLog?.note(location, failed: true) }
      return .failed(SnapshotFailure(.refusedPolicy, error.description))
    }
    let messages = SnapshotMessages(
      location: location, policy: policy, callSite: callSite, actual: SnapshotText(text),
      toolName: toolName)
    let outcome = compare(messages)
    if !policy.isReadOnly { runLog?.note(location, failed: outcome.isFailure) }
    return outcome
  }

  private func compare(_ messages: SnapshotMessages) -> SnapshotOutcome {
    let (actual, location, policy) = (messages.actual, messages.location, messages.policy)
    if let conflict = registry.claim(location, text: actual, from: messages.callSite) {
      return .failed(SnapshotFailure(.duplicateName, conflict))
    }
    let golden: SnapshotText?
    do {
      golden = try SnapshotFiles.read(location.goldenFile, display: location.displayPath)
    } catch {
      return failWithPending(
        .unreadableGolden, messages.unreadable(error), messages, goldenExists: true)
    }
    guard let golden else {
      if policy.isReadOnly { return .failed(SnapshotFailure(.missing, messages.missingOnCI())) }
      if policy.recordMode != .never {
        return record(actual, at: location, note: messages.recordedNew())
      }
      return failWithPending(
        .missing, messages.missing(caseCollision: caseCollision(for: location)), messages,
        goldenExists: false)
    }
    if golden == actual {
      return matched(actual, golden: location, policy: policy)
    }
    let kind = SnapshotDifferenceKind(golden: golden, actual: actual)
    if !policy.isReadOnly, policy.recordMode == .failed || policy.recordMode == .all {
      return record(actual, at: location, note: messages.recordedChange(from: golden, kind: kind))
    }
    return failWithPending(
      .mismatch(kind), messages.mismatch(golden: golden, kind: kind), messages, goldenExists: true)
  }

  /// A match removes a stale pending file; `all` also rewrites golden bytes that differ
  /// from the stored form (a CRLF checkout, a missing final newline).
  private func matched(
    _ actual: SnapshotText, golden location: SnapshotLocation, policy: SnapshotPolicy
  ) -> SnapshotOutcome {
    guard !policy.isReadOnly else { return .matched }
    do {
      try SnapshotFiles.remove(location.pendingFile, display: location.displayPath + ".new")
      if policy.recordMode == .all,
        try SnapshotFiles.readBytes(location.goldenFile, display: location.displayPath)
          != actual.bytes
      {
        try SnapshotFiles.writeAtomically(
          actual.bytes, to: location.goldenFile, display: location.displayPath)
        return .recorded(
          "Rewrote \(location.displayPath) in its stored form (LF line endings, final newline).")
      }
    } catch {
      return .failed(SnapshotFailure(.writeFailed, error.description))
    }
    return .matched
  }

  private func record(_ actual: SnapshotText, at location: SnapshotLocation, note: String)
    -> SnapshotOutcome
  {
    do {
      try SnapshotFiles.writeAtomically(
        actual.bytes, to: location.goldenFile, display: location.displayPath)
      try SnapshotFiles.remove(location.pendingFile, display: location.displayPath + ".new")
    } catch {
      return .failed(SnapshotFailure(.writeFailed, error.description))
    }
    return .recorded(note)
  }

  private func failWithPending(
    _ reason: SnapshotFailure.Reason, _ message: String, _ messages: SnapshotMessages,
    goldenExists: Bool
  ) -> SnapshotOutcome {
    let (actual, location, policy) = (messages.actual, messages.location, messages.policy)
    guard !policy.isReadOnly else {
      return .failed(
        SnapshotFailure(reason, message + "\n\n" + SnapshotMessages.noPendingOnCI(policy)))
    }
    do {
      try SnapshotFiles.writeAtomically(
        actual.bytes, to: location.pendingFile, display: location.displayPath + ".new")
    } catch {
      return .failed(
        SnapshotFailure(reason, message + "\n\nThe pending file could not be written: \(error)"))
    }
    return .failed(
      SnapshotFailure(
        reason, message + "\n\n" + messages.pendingWritten(goldenExists: goldenExists)))
  }

  /// A golden file whose name differs only in letter case: a different file on Linux,
  /// the same one on macOS.
  private func caseCollision(for location: SnapshotLocation) -> String? {
    let folder = location.goldenFile.deletingLastPathComponent()
    let wanted = location.goldenFile.lastPathComponent
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.first { $0 != wanted && $0.lowercased() == wanted.lowercased() }
  }
}

extension SnapshotSession {
  /// Fails a snapshot that produced no text (its value or strategy threw), noting the
  /// failure in the run record like any other.
  public func fail(
    _ failure: SnapshotFailure, at location: SnapshotLocation, environment: [String: String]
  )
    -> SnapshotOutcome
  {
    if !SnapshotPolicy.isCI(environment) { runLog?.note(location, failed: true) }
    return .failed(failure)
  }
}
