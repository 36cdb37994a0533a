import Foundation

/// What a `tracker-kit snapshots` subcommand printed and its exit status, for the
/// command-line tool to print as it is.
public struct SnapshotCommandResult: Sendable, Equatable {
  /// Text for standard output (empty, or ending with a newline).
  public var output: String
  /// Text for standard error (empty, or ending with a newline).
  public var errors: String
  /// 0 on success, 1 on bad arguments or when the work could not be done.
  public var status: Int32

  /// Creates a result.
  public init(output: String, errors: String, status: Int32) {
    self.output = output
    self.errors = errors
    self.status = status
  }
}

/// Runs `tracker-kit snapshots ARGUMENTS…` on `snapshotsFolder` (the package's `Snapshots`).
/// Relative paths are resolved against `currentDirectory` (the process's by default), then
/// the package root. With `CI` set in `environment`, commands that write refuse to run.
public func runSnapshotsCommand(
  _ arguments: [String], snapshotsFolder: URL, environment: [String: String], currentDirectory: URL? = nil
) -> SnapshotCommandResult {
  let folder = snapshotsFolder.standardizedFileURL
  let here = currentDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  let pending = PendingSnapshots(snapshotsFolder: folder, currentDirectory: here)
  guard let subcommand = arguments.first else {
    return SnapshotCommandResult(output: "", errors: snapshotsUsage, status: 1)
  }
  let rest = Array(arguments.dropFirst())
  if ["--help", "-h", "help"].contains(subcommand) || rest.contains("--help") || rest.contains("-h") {
    return SnapshotCommandResult(output: snapshotsUsage, errors: "", status: 0)
  }
  guard ["pending", "review", "accept", "reject", "orphans"].contains(subcommand) else {
    return usageError("unknown subcommand \(String(reflecting: subcommand)).")
  }
  let allowedOptions = subcommand == "orphans" ? ["--delete"] : []
  if let option = rest.first(where: { $0.hasPrefix("-") && !allowedOptions.contains($0) }) {
    return usageError("unknown option \(option) for `snapshots \(subcommand)`.")
  }
  let isCI = SnapshotPolicy.isCI(environment)
  switch subcommand {
  case "pending":
    guard rest.isEmpty else { return usageError("`snapshots pending` takes no arguments.") }
    let all = pending.all()
    let lines = all.map { "\($0.displayPath).new (\($0.isNew ? "new" : "changed"))" }
    let summary =
      all.isEmpty
      ? "No pending snapshots." : "\(all.count) pending snapshot(s): read them with `tracker-kit snapshots review`."
    return finish(lines + [summary], [])
  case "review":
    let (chosen, problems) = pending.select(rest)
    guard problems.isEmpty else { return finish([], problems) }
    guard !chosen.isEmpty else { return finish(["No pending snapshots."], []) }
    let (lines, errors) = pending.review(chosen)
    let next =
      "\(chosen.count) pending snapshot(s). Accept: `tracker-kit snapshots accept [PATH…]`;"
      + " reject: `tracker-kit snapshots reject [PATH…]`."
    return finish(lines + ["", next], errors)
  case "accept", "reject":
    if isCI { return refusedOnCI(subcommand, environment) }
    let (chosen, problems) = pending.select(rest)
    guard problems.isEmpty else { return finish([], problems.map { $0 + " Nothing was changed." }) }
    guard !chosen.isEmpty else { return finish(["No pending snapshots to \(subcommand)."], []) }
    let (lines, errors) = subcommand == "accept" ? pending.accept(chosen) : pending.reject(chosen)
    return finish(lines, errors)
  case "orphans":
    let delete = rest.contains("--delete")
    guard rest.allSatisfy({ $0 == "--delete" }) else {
      return usageError("`snapshots orphans` takes only --delete.")
    }
    if delete, isCI { return refusedOnCI("orphans --delete", environment) }
    let (lines, errors) = SnapshotOrphans(snapshotsFolder: folder).run(delete: delete)
    return finish(lines, errors)
  default:
    return usageError("unknown subcommand \(String(reflecting: subcommand)).")  // unreachable: checked above
  }
}

/// The help text of `tracker-kit snapshots`.
let snapshotsUsage = """
  OVERVIEW: Review, accept and clean up the text snapshots in Snapshots/.

  USAGE: tracker-kit snapshots <subcommand>

  SUBCOMMANDS:
    pending             List pending snapshots: <name>.txt.new files written by failing tests.
    review [PATH…]      Show each pending snapshot as a diff against its golden file.
    accept [PATH…]      Move pending snapshots over their golden files (all of them without PATH).
    reject [PATH…]      Delete pending snapshots (all of them without PATH).
    orphans [--delete]  List golden files that no test checked in the last full, passing
                        `swift test` run; --delete removes them.

  PATH is a golden file (Snapshots/<suite>/<name>.txt), its pending file (<name>.txt.new), or a
  folder of them. Tests write pending files when a snapshot is missing or differs; set
  SNAPSHOT_RECORD=missing|failed|all to write golden files directly. On CI (CI set) nothing is
  written, and accept, reject and orphans --delete refuse to run.

  """

private func finish(_ output: [String], _ errors: [String]) -> SnapshotCommandResult {
  func text(_ lines: [String]) -> String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }
  return SnapshotCommandResult(output: text(output), errors: text(errors), status: errors.isEmpty ? 0 : 1)
}

private func usageError(_ message: String) -> SnapshotCommandResult {
  SnapshotCommandResult(
    output: "", errors: "error: \(message)\nSee `tracker-kit snapshots --help`.\n", status: 1)
}

private func refusedOnCI(_ command: String, _ environment: [String: String]) -> SnapshotCommandResult {
  SnapshotCommandResult(
    output: "",
    errors: "error: `snapshots \(command)` writes files, and CI is set (CI=\(environment["CI"] ?? "")):"
      + " snapshots are read-only on CI. Run it locally.\n",
    status: 1)
}
