import Foundation
import StringsFile
import TrackerLocalization
import TrackerScreens
import TrackerTerminal

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
    let tables = LocalizationTables.load(from: folder)
    let linted = lintTables(in: folder, shownKeys: ScreenGallery.shownKeys(tables: tables))
    let report = LintReport(
      findings: linted.findings + terminalFindings(tables, folder: folder),
      checkedFiles: linted.checkedFiles)
    let text = report.description
    return CommandResult(
      output: text.hasSuffix("\n") ? text : text + "\n", status: report.exitStatus)
  }
}

/// A warning for each of a language's essential key lines of the terminal app that does not
/// fit a 40-column terminal, on the line of its longest text.
private func terminalFindings(_ tables: LocalizationTables, folder: URL) -> [LintFinding] {
  tables.languages.flatMap { language -> [LintFinding] in
    let localizer = Localizer(language: language, tables: tables)
    let path = "\(folder.lastPathComponent)/\(language.code).lproj/Localizable.strings"
    let file = FileManager.default.contents(
      atPath: folder.appendingPathComponent("\(language.code).lproj/Localizable.strings").path)
    let entries = file.flatMap { try? StringsFile(bytes: [UInt8]($0), path: path) }
    return KeyLine.tooWide(localizer).map { keys, width in
      let longest =
        keys.max {
          DisplayWidth.of(localizer.text($0).string) < DisplayWidth.of(localizer.text($1).string)
        }
        ?? keys[0]
      return LintFinding(
        file: path, line: entries?.entries.first { $0.key == longest.rawValue }?.line,
        problem: .terminalLineTooWide(
          key: longest.rawValue,
          line: KeyLine.line(keys, localizer).trimmingCharacters(in: .whitespaces),
          width: width, columns: 40))
    }
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
