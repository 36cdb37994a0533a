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
      ) { _, context in try work(["pending"], context) },
      Command(
        name: "review", summary: "Show each pending snapshot as a diff against its golden file.",
        arguments: [paths]
      ) { arguments, context in try work(["review"] + arguments[paths], context) },
      Command(
        name: "accept",
        summary: "Move pending snapshots over their golden files (all of them without PATH).",
        arguments: [paths]
      ) { arguments, context in try work(["accept"] + arguments[paths], context) },
      Command(
        name: "reject", summary: "Delete pending snapshots (all of them without PATH).",
        arguments: [paths]
      ) { arguments, context in try work(["reject"] + arguments[paths], context) },
      Command(
        name: "orphans",
        summary: "List golden files no test checked in the last full, passing `swift test` run.",
        options: [delete]
      ) { arguments, context in
        try work(["orphans"] + (arguments[delete] ? ["--delete"] : []), context)
      },
    ])

  private static func work(_ arguments: [String], _ context: CommandContext) throws(CommandFailure)
    -> CommandResult
  {
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
    let result = runSnapshotsCommand(
      arguments, snapshotsFolder: folder, environment: context.environment,
      currentDirectory: context.workingDirectory)
    return CommandResult(output: result.output, errors: result.errors, status: result.status)
  }
}
