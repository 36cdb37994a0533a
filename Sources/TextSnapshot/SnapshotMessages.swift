/// The words of every snapshot failure and recording note: what happened, the diff, and
/// the exact commands that resolve it. With a tool name, those are the tool's `snapshots`
/// commands (`swift run <tool> snapshots review`); without one, plain `diff` and `mv`.
struct SnapshotMessages {
  let location: SnapshotLocation
  let policy: SnapshotPolicy
  let callSite: SnapshotCallSite
  let actual: SnapshotText
  /// The package's executable with a `snapshots` command, if any.
  let toolName: String?

  /// Failure messages show at most this many diff lines; `snapshots review` shows all.
  static let maxDiffLines = 150

  private var name: String { String(reflecting: location.name) }
  private var golden: String { location.displayPath }
  private var filter: String { callSite.testName.isEmpty ? "" : " --filter \(callSite.testName)" }

  func mismatch(golden text: SnapshotText, kind: SnapshotDifferenceKind) -> String {
    var lines = ["Snapshot \(name) does not match \(golden)."]
    if let explanation = kind.explanation { lines.append(explanation) }
    lines.append(diff(from: text))
    return lines.joined(separator: "\n")
  }

  func missing(caseCollision: String?) -> String {
    var lines = ["No golden file for snapshot \(name): \(golden) does not exist."]
    if let caseCollision {
      lines.append(
        "There is \(caseCollision) in the same folder, whose name differs only in letter case: on macOS"
          + " that is the same file. Rename one of them.")
    }
    lines.append(diff(from: nil))
    return lines.joined(separator: "\n")
  }

  func missingOnCI() -> String {
    let ci = policy.ciValue ?? ""
    return """
      No golden file for snapshot \(name): \(golden) does not exist, and CI (CI=\(ci)) never writes one.
      Record it locally, read it, and commit it:
        swift test\(filter)          # fails and writes \(golden).new
        \(reviewCommand(goldenExists: false))
        \(acceptCommand)
      or record it directly with `SNAPSHOT_RECORD=missing swift test\(filter)` and read it with `git diff`.
      The text it would hold:
      \(diff(from: nil))
      """
  }

  func unreadable(_ error: SnapshotFileError) -> String {
    "Snapshot \(name): \(error.description)"
  }

  func recordedNew() -> String {
    "Recorded new golden file \(golden) (SNAPSHOT_RECORD=\(policy.recordMode.rawValue)). Read it before you commit it."
  }

  func recordedChange(from text: SnapshotText, kind: SnapshotDifferenceKind) -> String {
    var lines = [
      "Updated golden file \(golden) (SNAPSHOT_RECORD=\(policy.recordMode.rawValue)). Read the change before you commit it:"
    ]
    if let explanation = kind.explanation { lines.append(explanation) }
    lines.append(diff(from: text))
    return lines.joined(separator: "\n")
  }

  func pendingWritten(goldenExists: Bool) -> String {
    """
    The actual text is in \(golden).new. Review it and accept it if it is right:
      \(reviewCommand(goldenExists: goldenExists))
      \(acceptCommand)
    """
  }

  private func reviewCommand(goldenExists: Bool) -> String {
    if let toolName { return "swift run \(toolName) snapshots review" }
    return goldenExists ? "diff -u \(golden) \(golden).new" : "cat \(golden).new"
  }

  private var acceptCommand: String {
    if let toolName { return "swift run \(toolName) snapshots accept \(golden)" }
    return "mv \(golden).new \(golden)"
  }

  static func noPendingOnCI(_ policy: SnapshotPolicy) -> String {
    "CI is set (CI=\(policy.ciValue ?? "")), so no pending file was written; run the test locally to get one."
  }

  private func diff(from old: SnapshotText?) -> String {
    SnapshotDiff(golden: old, actual: actual).rendered(
      goldenLabel: old == nil ? "/dev/null" : "\(golden) (golden)", actualLabel: "actual",
      maxLines: Self.maxDiffLines)
  }
}
