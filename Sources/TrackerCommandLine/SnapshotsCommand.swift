import Foundation
import TextSnapshot

/// `tracker-kit snapshots …`: reviews, accepts and rejects pending snapshots and finds
/// orphaned golden files in `./Snapshots`. The work is TextSnapshot's.
enum SnapshotsCommand {
  static let paths = Argument<String>(
    .path("PATH"), count: .any, noun: "path",
    help: "a golden file (Snapshots/<suite>/<name>.txt), its pending file (.txt.new) or a folder")
  static let delete = Flag(name: "delete", help: "delete the orphans")

  static let command = Command(
    name: "snapshots", summary: "Review, accept or reject pending snapshots; find orphans.",
    discussion: """
      Tests write pending files (<name>.txt.new) when a snapshot is missing or differs; set
      SNAPSHOT_RECORD=missing|failed|all to write golden files directly. On CI nothing is
      written, and accept, reject and orphans --delete refuse to run.
      """,
    subcommands: [
      Command(
        name: "pending",
        summary: "List pending snapshots: <name>.txt.new files written by failing tests."
      ) { _, context in try report(context) { $0.listPending() } },
      Command(
        name: "review", summary: "Show each pending snapshot as a diff against its golden file.",
        arguments: [paths]
      ) { arguments, context in try report(context) { $0.review(arguments[paths]) } },
      Command(
        name: "accept",
        summary: "Move pending snapshots over their golden files (all of them without PATH).",
        discussion: "Every file is checked first; if one is wrong, nothing is changed.",
        arguments: [paths]
      ) { arguments, context in try report(context) { $0.accept(arguments[paths]) } },
      Command(
        name: "reject", summary: "Delete pending snapshots (all of them without PATH).",
        arguments: [paths]
      ) { arguments, context in try report(context) { $0.reject(arguments[paths]) } },
      Command(
        name: "orphans",
        summary: "List golden files no test checked in the last full, passing `swift test` run.",
        options: [delete]
      ) { arguments, context in
        try report(context) { arguments[delete] ? $0.deleteOrphans() : $0.listOrphans() }
      },
    ])

  /// Runs `operation` on `./Snapshots` and prints its report.
  private static func report(
    _ context: CommandContext, _ operation: (SnapshotsFolder) -> SnapshotReport
  ) throws(CommandFailure) -> CommandResult {
    let folder = context.workingDirectory.appendingPathComponent("Snapshots", isDirectory: true)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw CommandFailure(
        message:
          "tracker-kit snapshots: no Snapshots folder in \(context.workingDirectory.path); run it from the package folder"
      )
    }
    let report = operation(
      SnapshotsFolder(
        url: folder, currentDirectory: context.workingDirectory,
        environment: context.environment, toolName: "tracker-kit"))
    return CommandResult(
      output: report.output, errors: report.errors, status: report.succeeded ? 0 : 1)
  }
}
