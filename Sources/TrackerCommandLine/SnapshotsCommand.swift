import Foundation
import TextSnapshot

/// `tracker-kit snapshots …`: reviews, accepts and rejects pending snapshots and
/// finds orphaned golden files in `./Snapshots`. The work is TextSnapshot's.
enum SnapshotsCommand {
  static let command = Command(
    name: "snapshots", summary: "Review, accept or reject pending snapshots; find orphans.",
    usage: "snapshots pending|review|accept|reject|orphans [PATH…] [--delete]", options: [],
    help: runSnapshotsCommand(
      ["--help"], snapshotsFolder: URL(fileURLWithPath: "Snapshots"), environment: [:]
    ).output
  ) { context in
    let folder = context.workingDirectory.appendingPathComponent("Snapshots", isDirectory: true)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      return .failure(
        "tracker-kit snapshots: no Snapshots folder in \(context.workingDirectory.path); run it from the package folder"
      )
    }
    let result = runSnapshotsCommand(
      context.arguments, snapshotsFolder: folder, environment: context.environment,
      currentDirectory: context.workingDirectory)
    return CommandResult(output: result.output, errors: result.errors, status: result.status)
  }
}
