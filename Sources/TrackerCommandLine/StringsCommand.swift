import Foundation
import TrackerLocalization
import TrackerScreens

/// `tracker-kit strings …`: the translators' commands: `lint`, and `export`, `import`,
/// `status` and `confirm` (in `TranslationCommands`).
enum StringsCommand {
  static let tables = Option<String>(
    "tables", .path("DIR"), help: "the tables' folder", default: "Localization")

  static let command = Command(
    name: "strings",
    summary: "Check the string tables, exchange them as XLIFF, find stale translations.",
    subcommands: [
      lint, TranslationCommands.export, TranslationCommands.importing, TranslationCommands.status,
      TranslationCommands.confirm,
    ])

  /// `tracker-kit strings lint`: checks every table against English.
  static let lint = Command(
    name: "lint", summary: "Check every table against English: keys, plurals, format arguments.",
    options: [tables]
  ) { arguments, context in
    let folder = URL(
      fileURLWithPath: arguments[tables] ?? "Localization", isDirectory: true,
      relativeTo: context.workingDirectory)
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw CommandFailure(
        message:
          "tracker-kit strings lint: no tables at \(folder.path); run it from the package folder or pass --tables DIR"
      )
    }
    let report = lintTables(
      in: folder, shownKeys: ScreenGallery.shownKeys(tables: LocalizationTables.load(from: folder)))
    let text = report.description
    return CommandResult(
      output: text.hasSuffix("\n") ? text : text + "\n", status: report.exitStatus)
  }
}

extension Language {
  /// The languages of the built-in tables, as help texts list them: `en, ru`.
  static var tableCodes: String {
    LocalizationTables.embedded.languages.map(\.code).joined(separator: ", ")
  }

  /// The translated languages of the built-in tables (English is the source): `ru`.
  static var translatedTableCodes: String {
    LocalizationTables.embedded.languages.filter { $0 != .english }.map(\.code)
      .joined(separator: ", ")
  }
}
