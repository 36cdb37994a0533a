import Foundation
import TrackerCommandLine
import TrackerDomain
import TrackerLocalization
import TrackerTestSupport

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

/// A state file the tools refuse at line 3 (an unknown field), as a person might mistype it.
let stateWithAnUnknownField = "{\n  \"trackers\": [\n    {\"id\": \"t1\", \"colour\": 3}\n  ]\n}\n"

/// A fresh temporary folder, removed by the caller with `removeItem`; in memory where it can
/// be when `inMemory` (`TemporaryFolder.memoryParent`), for a test that writes many files.
func temporaryFolder(inMemory: Bool = false) throws -> URL {
  let parent = inMemory ? TemporaryFolder.memoryParent : FileManager.default.temporaryDirectory
  let url = parent.appendingPathComponent(
    "tracker-kit-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// A language code with no table in `Localization/`, whichever tables a translator added.
let codeWithoutTable: String = {
  let tabled = Set(Language.available.map(\.code))
  return ["de", "fr", "es", "it", "pt", "nl", "sv", "pl", "tr", "ja"].first {
    !tabled.contains($0)
  } ?? "xx"
}()

/// The locales the tool accepts, as its messages list them: `en, ru, pseudo, …`.
let acceptedLocales = Language.available.map(\.code).joined(separator: ", ")

/// How many tables `Localization/` holds.
let tableCount = LocalizationTables.embedded.languages.count
