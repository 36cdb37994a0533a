import Foundation

/// The golden and pending files of one `Snapshots` folder, and what a person does with them
/// after a test run: list the pending snapshots, review them as diffs, accept or reject
/// them, find orphaned golden files. Each operation returns a `SnapshotReport`; the
/// command-line tool that offers them parses the arguments and prints the report.
///
/// Paths are golden files (`Snapshots/<suite>/<name>.txt`), pending files (`….txt.new`) or
/// folders, resolved against `currentDirectory`, then the package root; no path means every
/// pending snapshot. Operations that write refuse to run on CI (`SnapshotPolicy.isCI`).
public struct SnapshotsFolder: Sendable {
  /// The `Snapshots` folder.
  public let url: URL
  /// The folder relative paths start from.
  public let currentDirectory: URL
  /// Read for `CI`.
  public let environment: [String: String]
  /// The tool that offers these operations, named in the reports' hints
  /// (`<tool> snapshots review`).
  public let toolName: String

  /// Creates the operations on one folder.
  public init(
    url: URL, currentDirectory: URL, environment: [String: String] = [:], toolName: String
  ) {
    self.url = url.standardizedFileURL
    self.currentDirectory = currentDirectory
    self.environment = environment
    self.toolName = toolName
  }

  private var pending: PendingSnapshots {
    PendingSnapshots(snapshotsFolder: url, currentDirectory: currentDirectory)
  }

  /// Every pending snapshot, one line each, marked new or changed.
  public func listPending() -> SnapshotReport {
    let all = pending.all()
    let lines = all.map { "\($0.pendingDisplayPath) (\($0.isNew ? "new" : "changed"))" }
    let summary =
      all.isEmpty
      ? "No pending snapshots."
      : "\(all.count) pending snapshot(s): read them with `\(toolName) snapshots review`."
    return SnapshotReport(lines: lines + [summary])
  }

  /// Each pending snapshot named by `paths` as a unified diff against its golden file.
  public func review(_ paths: [String]) -> SnapshotReport {
    let (chosen, problems) = pending.select(paths)
    guard problems.isEmpty else { return SnapshotReport(problems: problems) }
    guard !chosen.isEmpty else { return SnapshotReport(lines: ["No pending snapshots."]) }
    let (lines, errors) = pending.review(chosen)
    let next =
      "\(chosen.count) pending snapshot(s). Accept: `\(toolName) snapshots accept [PATH…]`;"
      + " reject: `\(toolName) snapshots reject [PATH…]`."
    return SnapshotReport(lines: lines + ["", next], problems: errors)
  }

  /// Moves the pending snapshots named by `paths` over their golden files, all or nothing.
  public func accept(_ paths: [String]) -> SnapshotReport {
    change(paths, verb: "accept", pending.accept)
  }

  /// Deletes the pending files named by `paths`.
  public func reject(_ paths: [String]) -> SnapshotReport {
    change(paths, verb: "reject", pending.reject)
  }

  /// The golden files no test checked in the last full, passing test run, or why that run
  /// cannot tell.
  public func listOrphans() -> SnapshotReport {
    let (lines, errors, count) = SnapshotOrphans(snapshotsFolder: url).run(delete: false)
    let hint =
      count > 0
      ? ["\(count) orphan(s). Delete them with `\(toolName) snapshots orphans --delete`."] : []
    return SnapshotReport(lines: lines + hint, problems: errors)
  }

  /// Deletes the orphans (and any pending file beside them), then suite folders left empty.
  public func deleteOrphans() -> SnapshotReport {
    if let refusal = refusedOnCI("orphans --delete") { return refusal }
    let (lines, errors, _) = SnapshotOrphans(snapshotsFolder: url).run(delete: true)
    return SnapshotReport(lines: lines, problems: errors)
  }

  /// Accepts or rejects the chosen pending snapshots; a path that names none changes nothing.
  private func change(
    _ paths: [String], verb: String,
    _ apply: ([PendingSnapshot]) -> (output: [String], errors: [String])
  ) -> SnapshotReport {
    if let refusal = refusedOnCI(verb) { return refusal }
    let (chosen, problems) = pending.select(paths)
    guard problems.isEmpty else {
      return SnapshotReport(problems: problems.map { $0 + " Nothing was changed." })
    }
    guard !chosen.isEmpty else {
      return SnapshotReport(lines: ["No pending snapshots to \(verb)."])
    }
    let (lines, errors) = apply(chosen)
    return SnapshotReport(lines: lines, problems: errors)
  }

  private func refusedOnCI(_ operation: String) -> SnapshotReport? {
    guard let ci = SnapshotPolicy.ciValue(in: environment) else { return nil }
    return SnapshotReport(problems: [
      "`\(toolName) snapshots \(operation)` writes files, and CI is set (CI=\(ci)):"
        + " snapshots are read-only on CI. Run it locally."
    ])
  }
}

/// What one operation on a snapshots folder did: lines for standard output, and the
/// problems that stopped or spoiled it, for standard error.
public struct SnapshotReport: Sendable, Equatable {
  /// What happened, one line each.
  public var lines: [String]
  /// What went wrong, one message each; empty on success.
  public var problems: [String]

  /// Creates a report.
  public init(lines: [String] = [], problems: [String] = []) {
    self.lines = lines
    self.problems = problems
  }

  /// True when there is no problem.
  public var succeeded: Bool { problems.isEmpty }

  /// The lines, each ending with a newline.
  public var output: String { Self.text(lines) }

  /// The problems, each ending with a newline.
  public var errors: String { Self.text(problems) }

  private static func text(_ lines: [String]) -> String {
    lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
