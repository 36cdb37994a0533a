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
  _ arguments: [String], snapshotsFolder: URL, environment: [String: String],
  currentDirectory: URL? = nil
) -> SnapshotCommandResult {
  let command: SnapshotsSubcommand
  switch SnapshotsSubcommand.parse(arguments) {
  case .run(let parsed): command = parsed
  case .finished(let result): return result
  }
  let folder = snapshotsFolder.standardizedFileURL
  let here = currentDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  let pending = PendingSnapshots(snapshotsFolder: folder, currentDirectory: here)
  let ci = SnapshotPolicy.isCI(environment) ? environment["CI"] ?? "" : nil
  switch command {
  case .pending:
    return listPending(pending)
  case .review(let paths):
    return review(pending, paths)
  case .accept(let paths):
    if let ci { return refusedOnCI("accept", ci) }
    return change(pending, paths, verb: "accept", pending.accept)
  case .reject(let paths):
    if let ci { return refusedOnCI("reject", ci) }
    return change(pending, paths, verb: "reject", pending.reject)
  case .orphans(let delete):
    if delete, let ci { return refusedOnCI("orphans --delete", ci) }
    let (lines, errors) = SnapshotOrphans(snapshotsFolder: folder).run(delete: delete)
    return finish(lines, errors)
  }
}

/// A `tracker-kit snapshots` subcommand with its arguments.
private enum SnapshotsSubcommand {
  case pending
  case review([String])
  case accept([String])
  case reject([String])
  case orphans(delete: Bool)

  /// A subcommand to run, or the result to print at once (help, bad arguments).
  enum Parsed {
    case run(SnapshotsSubcommand)
    case finished(SnapshotCommandResult)
  }

  static func parse(_ arguments: [String]) -> Parsed {
    guard let name = arguments.first else {
      return .finished(SnapshotCommandResult(output: "", errors: snapshotsUsage, status: 1))
    }
    let rest = Array(arguments.dropFirst())
    if ["--help", "-h", "help"].contains(name) || rest.contains("--help") || rest.contains("-h") {
      return .finished(SnapshotCommandResult(output: snapshotsUsage, errors: "", status: 0))
    }
    let options = rest.filter { $0.hasPrefix("-") }
    let paths = rest.filter { !$0.hasPrefix("-") }
    if let option = options.first(where: { !(name == "orphans" && $0 == "--delete") }),
      ["pending", "review", "accept", "reject", "orphans"].contains(name)
    {
      return .finished(usageError("unknown option \(option) for `snapshots \(name)`."))
    }
    switch name {
    case "pending":
      return rest.isEmpty
        ? .run(.pending) : .finished(usageError("`snapshots pending` takes no arguments."))
    case "review": return .run(.review(paths))
    case "accept": return .run(.accept(paths))
    case "reject": return .run(.reject(paths))
    case "orphans":
      guard paths.isEmpty else {
        return .finished(usageError("`snapshots orphans` takes only --delete."))
      }
      return .run(.orphans(delete: !options.isEmpty))
    default:
      return .finished(usageError("unknown subcommand \(String(reflecting: name))."))
    }
  }
}

private func listPending(_ pending: PendingSnapshots) -> SnapshotCommandResult {
  let all = pending.all()
  let lines = all.map { "\($0.pendingDisplayPath) (\($0.isNew ? "new" : "changed"))" }
  let summary =
    all.isEmpty
    ? "No pending snapshots."
    : "\(all.count) pending snapshot(s): read them with `tracker-kit snapshots review`."
  return finish(lines + [summary], [])
}

private func review(_ pending: PendingSnapshots, _ paths: [String]) -> SnapshotCommandResult {
  let (chosen, problems) = pending.select(paths)
  guard problems.isEmpty else { return finish([], problems) }
  guard !chosen.isEmpty else { return finish(["No pending snapshots."], []) }
  let (lines, errors) = pending.review(chosen)
  let next =
    "\(chosen.count) pending snapshot(s). Accept: `tracker-kit snapshots accept [PATH…]`;"
    + " reject: `tracker-kit snapshots reject [PATH…]`."
  return finish(lines + ["", next], errors)
}

/// Accepts or rejects the chosen pending snapshots; a path that names none changes nothing.
private func change(
  _ pending: PendingSnapshots, _ paths: [String], verb: String,
  _ apply: ([PendingSnapshot]) -> (output: [String], errors: [String])
) -> SnapshotCommandResult {
  let (chosen, problems) = pending.select(paths)
  guard problems.isEmpty else { return finish([], problems.map { $0 + " Nothing was changed." }) }
  guard !chosen.isEmpty else { return finish(["No pending snapshots to \(verb)."], []) }
  let (lines, errors) = apply(chosen)
  return finish(lines, errors)
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
  func text(_ lines: [String]) -> String {
    lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
  return SnapshotCommandResult(
    output: text(output), errors: text(errors), status: errors.isEmpty ? 0 : 1)
}

private func usageError(_ message: String) -> SnapshotCommandResult {
  SnapshotCommandResult(
    output: "", errors: "error: \(message)\nSee `tracker-kit snapshots --help`.\n", status: 1)
}

private func refusedOnCI(_ command: String, _ ci: String)
  -> SnapshotCommandResult
{
  SnapshotCommandResult(
    output: "",
    errors:
      "error: `snapshots \(command)` writes files, and CI is set (CI=\(ci)):"
      + " snapshots are read-only on CI. Run it locally.\n",
    status: 1)
}
