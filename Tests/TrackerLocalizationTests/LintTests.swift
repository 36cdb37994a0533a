import Diagnostics
import Foundation
import StringsFile
import Testing
import TrackerLocalization

/// The package's own `Localization/` folder.
let shippedTables = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Localization")

/// The shipped English table, as a base for broken variants.
func shippedEnglish() throws -> String {
  try String(
    contentsOf: shippedTables.appendingPathComponent("en.lproj/Localizable.strings"),
    encoding: .utf8)
}

func shippedRussian() throws -> String {
  try String(
    contentsOf: shippedTables.appendingPathComponent("ru.lproj/Localizable.strings"),
    encoding: .utf8)
}

/// `table` with the values of `values`' keys replaced, found by key and not by their words,
/// so that a translator's change to the shipped tables never breaks these tests.
func setting(_ values: [TableKey: String], in table: String) throws -> String {
  String(
    decoding: try TableEdit(values: values).applied(to: Array(table.utf8), path: "table"),
    as: UTF8.self)
}

/// `table` without the line of `key`'s entry.
func removing(_ key: String, from table: String) -> String {
  table.components(separatedBy: "\n").filter { !$0.hasPrefix("\"\(key)\" =") }
    .joined(separator: "\n")
}

/// The value of `key` in the table text `table`.
func value(of key: String, in table: String) throws -> String? {
  try StringsFile(bytes: Array(table.utf8), path: "table").dictionary[TableKey(key)]
}

/// The number of the line holding `text` (1-based).
func line(of text: String, in table: String) -> Int? {
  table.components(separatedBy: "\n").firstIndex { $0.contains(text) }.map { $0 + 1 }
}

@Suite struct LintTests {
  let ru = "Localization/ru.lproj/Localizable.strings"
  let en = "Localization/en.lproj/Localizable.strings"

  func lint(en english: String, ru russian: String, extraFiles: [String: String] = [:]) throws
    -> LintReport
  {
    let folder = try TemporaryTables(["en": english, "ru": russian], extraFiles: extraFiles)
    return lintTables(in: folder.url)
  }

  func has(_ report: LintReport, _ file: String, _ line: Int?, _ problem: LintProblem) -> Bool {
    report.findings.contains(LintFinding(file: file, line: line, problem: problem))
  }

  @Test func shippedTablesLintClean() {
    let report = lintTables(in: shippedTables)
    #expect(report.errors == [], "\(report)")
    #expect(report.warnings == [], "\(report)")
    #expect(report.exitStatus == 0)
    let tables = LocalizationTables.embedded.languages.count
    #expect(report.summary == "0 errors, 0 warnings in \(tables) tables")
  }

  @Test func keysNoScreenShowsAreWarnedAbout() throws {
    var shown = Set(StringKey.allCases.map(\.rawValue))
    for key in PluralKey.allCases { shown.insert(key.key(for: .other)) }
    shown.remove("trackers.title")
    shown.remove("card.days.other")
    shown.remove(StringKey.appName.rawValue)
    let report = lintTables(in: shippedTables, shownKeys: shown)
    let english = try shippedEnglish()
    let title = try #require(line(of: "\"trackers.title\"", in: english))
    let days = try #require(line(of: "\"card.days.one\"", in: english))
    #expect(
      report.findings == [
        LintFinding(file: en, line: title, problem: .notShownOnAnyScreen("trackers.title")),
        LintFinding(file: en, line: days, problem: .notShownOnAnyScreen("card.days")),
      ], "\(report)")
    #expect(report.exitStatus == 0)
    // A Russian form alone shows the plural text.
    shown.insert("card.days.few")
    #expect(lintTables(in: shippedTables, shownKeys: shown).findings.count == 1)
  }

  @Test func missingKey() throws {
    let russian = removing("trackers.title", from: try shippedRussian())
    let report = try lint(en: shippedEnglish(), ru: russian)
    let english = try shippedEnglish()
    let anchor = try #require(line(of: "\"tabBar.statistics\"", in: russian))
    let englishLine = try #require(line(of: "\"trackers.title\"", in: english))
    #expect(
      has(report, ru, anchor, .missingKey("trackers.title", englishLine: englishLine)),
      "\(report)")
    #expect(report.exitStatus == 1)
  }

  @Test func extraKeyAndDuplicateAndEmptyValue() throws {
    let broken =
      try setting(["schedule.everyDay": ""], in: try shippedRussian())
      + "\"trackers.titel\" = \"Трекеры\";\n\"trackers.title\" = \"Ещё раз\";\n"
    let report = try lint(en: shippedEnglish(), ru: broken)
    let lines = broken.components(separatedBy: "\n").count
    let first = try #require(line(of: "\"trackers.title\"", in: broken))
    let empty = try #require(line(of: "\"schedule.everyDay\"", in: broken))
    #expect(has(report, ru, lines - 2, .extraKey("trackers.titel")), "\(report)")
    #expect(
      has(report, ru, lines - 1, .duplicateKey("trackers.title", firstLine: first)), "\(report)")
    #expect(has(report, ru, empty, .emptyValue(key: "schedule.everyDay")), "\(report)")
  }

  @Test func identicalToEnglishIsAWarning() throws {
    let english = try #require(try value(of: "trackerForm.emoji", in: try shippedEnglish()))
    let russian = try setting(["trackerForm.emoji": english], in: try shippedRussian())
    let report = try lint(en: shippedEnglish(), ru: russian)
    let number = try #require(line(of: "\"trackerForm.emoji\" =", in: russian))
    #expect(
      report.findings == [
        LintFinding(
          file: ru, line: number, problem: .sameAsEnglish(key: "trackerForm.emoji", value: english))
      ])
    #expect(report.findings.map(\.severity) == [.warning])
    #expect(report.exitStatus == 0)
  }

  @Test func numberedAndUnnumberedPlaceholdersMixedAreAnError() throws {
    let russian = try setting(
      ["onboarding.pageControl.accessibility": "Страница %1$d из %2$d %d"], in: try shippedRussian()
    )
    let report = try lint(en: shippedEnglish(), ru: russian)
    let page = try #require(line(of: "\"Страница %1$d", in: russian))
    #expect(
      has(
        report, ru, page,
        .mixedPlaceholders(key: "onboarding.pageControl.accessibility", found: "%1$d %2$d %d")),
      "\(report)")
    #expect(report.exitStatus == 1)
  }

  @Test func unnumberedPlaceholdersWhereEnglishOrdersThemAreAnError() throws {
    // "%d z %d dni" for "%2$d of %1$d days": the same kinds, the numbers the wrong way round.
    let russian = try setting(["detail.progress.many": "%d из %d дней"], in: try shippedRussian())
    let report = try lint(en: shippedEnglish(), ru: russian)
    let number = try #require(line(of: "\"detail.progress.many\"", in: russian))
    let finding = try #require(
      report.findings.first { $0.line == number && $0.file == ru }, "\(report)")
    guard case .unnumberedPlaceholders("detail.progress.many", _, "%d %d") = finding.problem else {
      Issue.record("\(finding)")
      return
    }
    #expect(finding.description.contains(":\(number): error: the placeholders of"))
    #expect(report.exitStatus == 1)
  }

  @Test func formatSpecifiersThatDiffer() throws {
    let russian = try setting(
      [
        "onboarding.pageControl.accessibility": "Страница %1$@ из %2$d",
        "card.days.few": "%s дня", "statistics.trackersCompleted": "100% трекеров",
      ], in: try shippedRussian())
    let report = try lint(en: shippedEnglish(), ru: russian)
    let page = try #require(line(of: "\"Страница %1$@", in: russian))
    let few = try #require(line(of: "\"card.days.few\"", in: russian))
    let percent = try #require(line(of: "\"100% трекеров\"", in: russian))
    #expect(
      has(
        report, ru, page,
        .specifiersDifferFromEnglish(
          key: "onboarding.pageControl.accessibility", english: "%1$d %2$d", found: "%1$@ %2$d")),
      "\(report)")
    #expect(
      has(
        report, ru, few,
        .specifiersDifferFromEnglish(key: "card.days.few", english: "%d", found: "%s")),
      "\(report)")
    #expect(
      has(report, ru, percent, .lonePercent(key: "statistics.trackersCompleted")), "\(report)")
  }

  @Test func pluralCategoriesMissingOrUnused() throws {
    let russian =
      removing("card.days.few", from: try shippedRussian()) + "\"card.days.two\" = \"%d дня\";\n"
    let report = try lint(en: shippedEnglish(), ru: russian)
    let anchor = try #require(line(of: "\"card.days.one\"", in: russian))
    let two = try #require(line(of: "\"card.days.two\"", in: russian))
    #expect(
      has(
        report, ru, anchor,
        .missingPluralForm("card.days.few", language: .russian, category: .few)), "\(report)")
    #expect(
      has(
        report, ru, two, .unusedPluralForm("card.days.two", language: .russian, category: .two)),
      "\(report)")
  }

  @Test func keysTheCodeNeverUsesAndKeysNoTableHas() throws {
    let english =
      removing("statistics.title", from: try shippedEnglish())
      + "/* Old. */\n\"legacy.key\" = \"Old text\";\n"
    let russian =
      removing("statistics.title", from: try shippedRussian())
      + "/* Old. */\n\"legacy.key\" = \"Старый текст\";\n"
    let report = try lint(en: english, ru: russian)
    let anchor = try #require(line(of: "\"trackerMenu.deleteConfirmation.cancel\"", in: english))
    let legacy = try #require(line(of: "\"legacy.key\"", in: english))
    #expect(has(report, en, anchor, .keyMissingFromEnglish("statistics.title")), "\(report)")
    #expect(has(report, en, legacy, .unusedKey("legacy.key")), "\(report)")
    #expect(report.exitStatus == 1)
  }

  @Test func englishMustPassWhatTheCodePasses() throws {
    let english = try setting(
      ["trackers.date.accessibility": "Selected date", "trackers.date.format": "dd.MM"],
      in: try shippedEnglish()
    )
    .replacingOccurrences(
      of: "/* Trackers screen: the large title. */\n", with: "")
    let report = try lint(en: english, ru: shippedRussian())
    let date = try #require(line(of: "\"Selected date\"", in: english))
    let pattern = try #require(line(of: "\"dd.MM\"", in: english))
    #expect(
      has(
        report, en, date,
        .specifiersDifferFromCode(
          key: "trackers.date.accessibility", expected: [.text], found: "no placeholders")),
      "\(report)")
    #expect(has(report, en, pattern, .incompleteDatePattern("dd.MM")), "\(report)")
    let title = try #require(line(of: "\"trackers.title\"", in: english))
    #expect(has(report, en, title, .noComment(key: "trackers.title")), "\(report)")
  }

  @Test func syntaxErrorsCarryTheColumn() throws {
    let russian = try shippedRussian() + "\"a\" = \"b\"\n\"c\" = \"d\";\n"
    let report = try lint(en: shippedEnglish(), ru: russian)
    let number = try #require(line(of: "\"a\" = \"b\"", in: russian))
    #expect(
      report.findings == [
        LintFinding(
          file: ru, line: number, column: 10, problem: .syntax(.missingSemicolon(key: "a")))
      ])
    #expect(report.exitStatus == 1)
  }

  @Test func filesAndFoldersThatAreNotRead() throws {
    let report = try lint(
      en: shippedEnglish(), ru: shippedRussian(),
      extraFiles: [
        "ru.lproj/InfoPlist.strings": "\"x\" = \"y\";",
        "ru.lproj/Localizable.stringsdict": "<plist/>",
        "xx_notalanguage!.lproj/Localizable.strings": "",
        "tlh.lproj/Localizable.strings": try shippedEnglish(),
      ])
    #expect(
      has(report, "Localization/ru.lproj/InfoPlist.strings", nil, .otherTableNotRead),
      "\(report)")
    #expect(
      has(report, "Localization/ru.lproj/Localizable.stringsdict", nil, .stringsdictNotRead),
      "\(report)")
    #expect(
      has(
        report, "Localization/xx_notalanguage!.lproj", nil,
        .notALanguageFolder(code: "xx_notalanguage!")), "\(report)")
    #expect(
      has(report, "Localization/tlh.lproj/Localizable.strings", 1, .noBuiltInRules(code: "tlh")),
      "\(report)")
    #expect(report.exitStatus == 0, "\(report)")
  }

  @Test func missingEnglishTableIsAnError() throws {
    let folder = try TemporaryTables(["ru": try shippedRussian()])
    let report = lintTables(in: folder.url)
    #expect(
      report.findings == [
        LintFinding(file: "Localization/en.lproj/Localizable.strings", problem: .noEnglishTable)
      ])
    #expect(report.exitStatus == 1)
  }
}

@Suite struct LookAlikeKeyLintTests {
  let ru = "Localization/ru.lproj/Localizable.strings"

  @Test func keysThatLookAlikeAreNotDuplicates() throws {
    let russian = try shippedRussian() + "/* e */\n\"\u{E9}\" = \"1\";\n\"e\u{301}\" = \"2\";\n"
    let folder = try TemporaryTables(["en": try shippedEnglish(), "ru": russian])
    let report = lintTables(in: folder.url)
    let lines = russian.components(separatedBy: "\n").count
    #expect(
      report.findings == [
        LintFinding(file: ru, line: lines - 2, problem: .extraKey("\u{E9}")),
        LintFinding(file: ru, line: lines - 1, problem: .extraKey("e\u{301}")),
      ], "\(report)")
  }

  @Test func aKeyWrittenWithTheKelvinSignIsMissingAndExtra() throws {
    // English has "legacy.Key"; Russian spells it with U+212A, which iOS reads as another key.
    let english = try shippedEnglish() + "/* Old. */\n\"legacy.Key\" = \"Old text\";\n"
    let russian = try shippedRussian() + "\"legacy.\u{212A}ey\" = \"Старый текст\";\n"
    let folder = try TemporaryTables(["en": english, "ru": russian])
    let report = lintTables(in: folder.url)
    let englishLine = english.components(separatedBy: "\n").count - 1
    let russianLine = russian.components(separatedBy: "\n").count - 1
    // The missing key is reported after the entry before it, the table's last but one.
    #expect(
      report.findings.contains(
        LintFinding(
          file: ru, line: russianLine - 1,
          problem: .missingKey("legacy.Key", englishLine: englishLine))), "\(report)")
    #expect(
      report.findings.contains(
        LintFinding(file: ru, line: russianLine, problem: .extraKey("legacy.\u{212A}ey"))),
      "\(report)")
  }

  @Test func lookupsCompareScalars() {
    let tables = LocalizationTables(values: [
      .english: ["K": "latin", "\u{212A}": "kelvin"]
    ])
    #expect(tables.value(forKey: "K", in: .english) == "latin")
    #expect(tables.value(forKey: "\u{212A}", in: .english) == "kelvin")
  }
}
