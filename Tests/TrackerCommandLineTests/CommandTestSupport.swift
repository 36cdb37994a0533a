import Foundation
import TrackerCommandLine
import TrackerDomain

let testToday = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

/// Runs `tracker-kit` in-process with the given arguments.
func run(
  _ arguments: String..., stdin: String = "",
  in folder: URL = FileManager.default.temporaryDirectory
)
  -> CommandResult
{
  let input = Array(stdin.utf8)
  return TrackerKitTool.run(
    CommandContext(
      arguments: arguments, workingDirectory: folder, environment: [:], today: testToday,
      readStandardInput: { input }))
}

/// A fresh temporary folder, removed by the caller with `removeItem`.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tracker-kit-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
