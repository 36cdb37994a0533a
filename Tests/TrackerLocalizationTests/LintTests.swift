import Foundation
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

  func has(_ report: LintReport, _ description: String) -> Bool {
    report.findings.map(\.description).contains(description)
  }

  @Test func shippedTablesLintClean() {
    let report = lintTables(in: shippedTables)
    #expect(report.errors == [], "\(report)")
    #expect(report.warnings == [], "\(report)")
    #expect(report.exitStatus == 0)
    #expect(report.summary == "0 errors, 0 warnings in 2 tables")
  }

  @Test func missingKey() throws {
    let russian = try shippedRussian().replacingOccurrences(
      of: "\"trackers.title\" = \"Трекеры\";\n", with: "")
    let report = try lint(en: shippedEnglish(), ru: russian)
    let english = try shippedEnglish()
    let anchor = try #require(line(of: "\"tabBar.statistics\"", in: russian))
    let englishLine = try #require(line(of: "\"trackers.title\"", in: english))
    #expect(
      has(
        report,
        "\(ru):\(anchor): error: missing key \"trackers.title\" (English line \(englishLine)): the app shows English there"
      ), "\(report)")
    #expect(report.exitStatus == 1)
  }

  @Test func extraKeyAndDuplicateAndEmptyValue() throws {
    let russian =
      try shippedRussian()
      + "\"trackers.titel\" = \"Трекеры\";\n\"trackers.title\" = \"Ещё раз\";\n"
    let broken = russian.replacingOccurrences(
      of: "\"schedule.everyDay\" = \"Каждый день\";", with: "\"schedule.everyDay\" = \"\";")
    let report = try lint(en: shippedEnglish(), ru: broken)
    let lines = broken.components(separatedBy: "\n").count
    let first = try #require(line(of: "\"trackers.title\"", in: broken))
    let empty = try #require(line(of: "\"schedule.everyDay\"", in: broken))
    #expect(
      has(
        report,
        "\(ru):\(lines - 2): warning: extra key \"trackers.titel\": English has no such key, so it is never shown (misspelled?)"
      ), "\(report)")
    #expect(
      has(
        report,
        "\(ru):\(lines - 1): error: duplicate key \"trackers.title\", first defined on line \(first); remove one (the app cannot read this table until then)"
      ), "\(report)")
    #expect(
      has(
        report,
        "\(ru):\(empty): error: empty value for \"schedule.everyDay\": the screen would show nothing"
      ), "\(report)")
  }

  @Test func identicalToEnglishIsAWarning() throws {
    let russian = try shippedRussian().replacingOccurrences(
      of: "= \"Эмодзи\";", with: "= \"Emoji\";")
    let report = try lint(en: shippedEnglish(), ru: russian)
    let number = try #require(line(of: "\"trackerForm.emoji\" =", in: russian))
    #expect(
      report.findings.map(\.description) == [
        "\(ru):\(number): warning: \"trackerForm.emoji\" is the same as English (\"Emoji\"); translate it unless English is right here"
      ])
    #expect(report.exitStatus == 0)
  }

  @Test func formatSpecifiersThatDiffer() throws {
    let russian = try shippedRussian()
      .replacingOccurrences(of: "\"Страница %1$d из %2$d\"", with: "\"Страница %1$@ из %2$d\"")
      .replacingOccurrences(of: "\"%d дня\";\n/*", with: "\"%s дня\";\n/*")
      .replacingOccurrences(of: "\"Трекеров завершено\"", with: "\"100% трекеров\"")
    let report = try lint(en: shippedEnglish(), ru: russian)
    let page = try #require(line(of: "\"Страница %1$@", in: russian))
    let few = try #require(line(of: "\"card.days.few\"", in: russian))
    let percent = try #require(line(of: "\"100% трекеров\"", in: russian))
    #expect(
      has(
        report,
        "\(ru):\(page): error: format specifiers of \"onboarding.pageControl.accessibility\" differ from English: English has %1$d %2$d, this has %1$@ %2$d; the app shows English instead"
      ), "\(report)")
    #expect(
      has(
        report,
        "\(ru):\(few): error: format specifiers of \"card.days.few\" differ from English: English has %d, this has %s; the app shows English instead"
      ), "\(report)")
    #expect(
      has(
        report,
        "\(ru):\(percent): warning: lone % in \"statistics.trackersCompleted\": write %% for a percent sign"
      ), "\(report)")
  }

  @Test func pluralCategoriesMissingOrUnused() throws {
    let russian =
      try shippedRussian()
      .replacingOccurrences(of: "\"card.days.few\" = \"%d дня\";\n", with: "")
      + "\"card.days.two\" = \"%d дня\";\n"
    let report = try lint(en: shippedEnglish(), ru: russian)
    let anchor = try #require(line(of: "\"card.days.one\"", in: russian))
    let two = try #require(line(of: "\"card.days.two\"", in: russian))
    #expect(
      has(
        report,
        "\(ru):\(anchor): error: missing plural form \"card.days.few\": 'ru' uses \"few\" for 2, 3, 4, 22, 23, …"
      ), "\(report)")
    #expect(
      has(
        report,
        "\(ru):\(two): warning: 'ru' plural rules never use \"two\": \"card.days.two\" is never shown"
      ), "\(report)")
  }

  @Test func keysTheCodeNeverUsesAndKeysNoTableHas() throws {
    let english =
      try shippedEnglish()
      .replacingOccurrences(of: "\"statistics.title\" = \"Statistics\";\n", with: "")
      + "/* Old. */\n\"legacy.key\" = \"Old text\";\n"
    let russian =
      try shippedRussian()
      .replacingOccurrences(of: "\"statistics.title\" = \"Статистика\";\n", with: "")
      + "/* Old. */\n\"legacy.key\" = \"Старый текст\";\n"
    let report = try lint(en: english, ru: russian)
    let anchor = try #require(line(of: "\"trackerMenu.deleteConfirmation.cancel\"", in: english))
    let legacy = try #require(line(of: "\"legacy.key\"", in: english))
    #expect(
      has(
        report,
        "\(en):\(anchor): error: missing key \"statistics.title\": the code uses it, so every language would show the key itself"
      ), "\(report)")
    #expect(
      has(
        report,
        "\(en):\(legacy): warning: key \"legacy.key\" is not used by the code"), "\(report)")
    #expect(report.exitStatus == 1)
  }

  @Test func englishMustPassWhatTheCodePasses() throws {
    let english = try shippedEnglish()
      .replacingOccurrences(of: "\"Selected date: %@\"", with: "\"Selected date\"")
      .replacingOccurrences(of: "\"dd.MM.yy\"", with: "\"dd.MM\"")
      .replacingOccurrences(
        of: "/* Trackers screen: the large title. */\n", with: "")
    let report = try lint(en: english, ru: shippedRussian())
    let date = try #require(line(of: "\"Selected date\"", in: english))
    let pattern = try #require(line(of: "\"dd.MM\"", in: english))
    #expect(
      has(
        report,
        "\(en):\(date): error: format specifiers of \"trackers.date.accessibility\" do not match what the code passes: the code expects %@, the text has no placeholders"
      ), "\(report)")
    #expect(
      has(
        report,
        "\(en):\(pattern): error: the date pattern \"dd.MM\" needs the day (dd), the month (MM) and the year (yy)"
      ), "\(report)")
    let title = try #require(line(of: "\"trackers.title\"", in: english))
    #expect(
      has(
        report,
        "\(en):\(title): warning: no comment for translators above \"trackers.title\": say where the text appears"
      ), "\(report)")
  }

  @Test func syntaxErrorsCarryTheColumn() throws {
    let russian = try shippedRussian() + "\"a\" = \"b\"\n\"c\" = \"d\";\n"
    let report = try lint(en: shippedEnglish(), ru: russian)
    let number = try #require(line(of: "\"a\" = \"b\"", in: russian))
    #expect(
      report.findings.map(\.description) == [
        "\(ru):\(number):10: error: missing ';' after the value of \"a\" (the app cannot read this table until it is fixed)"
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
      has(
        report,
        "Localization/ru.lproj/InfoPlist.strings: warning: only Localizable.strings is read; this table is ignored"
      ), "\(report)")
    #expect(
      has(
        report,
        "Localization/ru.lproj/Localizable.stringsdict: warning: stringsdict files are not read; write plural forms as keys (card.days.one, card.days.few, …) in Localizable.strings"
      ), "\(report)")
    #expect(
      has(
        report,
        "Localization/xx_notalanguage!.lproj: warning: 'xx_notalanguage!' is not a language code; this folder is ignored"
      ), "\(report)")
    #expect(
      has(
        report,
        "Localization/tlh.lproj/Localizable.strings:1: warning: no built-in plural rules or decimal separator for 'tlh': using English's (one, other) and '.'; add the language to PluralRules.swift and Language.swift"
      ), "\(report)")
    #expect(report.exitStatus == 0, "\(report)")
  }

  @Test func missingEnglishTableIsAnError() throws {
    let folder = try TemporaryTables(["ru": try shippedRussian()])
    let report = lintTables(in: folder.url)
    #expect(
      report.findings.map(\.description) == [
        "Localization/en.lproj/Localizable.strings: error: no English table: English is the reference for every language"
      ])
    #expect(report.exitStatus == 1)
  }
}
