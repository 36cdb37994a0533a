import Diagnostics
import Testing
import TrackerLocalization

/// The one place the wording and severity of the linter's findings and of table load
/// errors are checked; every other test compares typed problems and positions.
@Suite struct LintMessageTests {
  static let findings: [(LintProblem, Severity, String)] = [
    (.unreadableFolder(path: "/x"), .error, "cannot read the folder /x"),
    (
      .notALanguageFolder(code: "xx!"), .warning,
      "'xx!' is not a language code; this folder is ignored"
    ),
    (.pseudoFolder, .error, "'pseudo' is the built-in pseudo-locale; this folder is ignored"),
    (
      .stringsdictNotRead, .warning,
      "stringsdict files are not read; write plural forms as keys (card.days.one, card.days.few, …) in Localizable.strings"
    ),
    (.otherTableNotRead, .warning, "only Localizable.strings is read; this table is ignored"),
    (
      .unreadableTable(code: "ru"), .error,
      "missing or unreadable table: every text of 'ru' falls back to English"
    ),
    (
      .syntax(.missingSemicolon(key: "a")), .error,
      "missing ';' after the value of \"a\" (the app cannot read this table until it is fixed)"
    ),
    (
      .duplicateKey("trackers.title", firstLine: 3), .error,
      "duplicate key \"trackers.title\", first defined on line 3; remove one (the app cannot read this table until then)"
    ),
    (.noEnglishTable, .error, "no English table: English is the reference for every language"),
    (
      .keyMissingFromEnglish("statistics.title"), .error,
      "missing key \"statistics.title\": the code uses it, so every language would show the key itself"
    ),
    (.unusedKey("legacy.key"), .warning, "key \"legacy.key\" is not used by the code"),
    (
      .noComment(key: "trackers.title"), .warning,
      "no comment for translators above \"trackers.title\": say where the text appears"
    ),
    (
      .specifiersDifferFromCode(
        key: "trackers.date.accessibility", expected: [.text], found: "no placeholders"), .error,
      "format specifiers of \"trackers.date.accessibility\" do not match what the code passes: the code expects %@, the text has no placeholders"
    ),
    (
      .specifiersDifferFromCode(key: "trackers.title", expected: [], found: "%d"), .error,
      "format specifiers of \"trackers.title\" do not match what the code passes: the code expects no placeholders, the text has %d"
    ),
    (
      .emptyValue(key: "schedule.everyDay"), .error,
      "empty value for \"schedule.everyDay\": the screen would show nothing"
    ),
    (
      .unsupportedSpecifier("%s", key: "card.days.few"), .error,
      "unsupported format specifier %s in \"card.days.few\": use %@ for a text and %d for a number"
    ),
    (
      .lonePercent(key: "statistics.trackersCompleted"), .warning,
      "lone % in \"statistics.trackersCompleted\": write %% for a percent sign"
    ),
    (
      .invalidDatePattern("dd.MM.yy (day)", character: "a"), .error,
      "the date pattern \"dd.MM.yy (day)\" has 'a', which is neither a pattern letter (d, M, L, y, E) nor a separator; put words in single quotes ('г'.); the app shows English's pattern instead"
    ),
    (
      .invalidDatePattern("dd\u{200B}MM", character: "\u{200B}"), .error,
      "the date pattern \"dd\u{200B}MM\" has U+200B, which is neither a pattern letter (d, M, L, y, E) nor a separator; put words in single quotes ('г'.); the app shows English's pattern instead"
    ),
    (
      .invalidDateField("dd MMM yy", field: "MMM"), .error,
      "the date pattern \"dd MMM yy\" has the field MMM; write the day as d or dd, the month as M, MM, MMMM (its name in a date) or LLLL (its name alone), the year as y, yy or yyyy, the weekday as EEEE"
    ),
    (
      .incompleteDatePattern("dd.MM"), .error,
      "the date pattern \"dd.MM\" needs the day (dd), the month (MM or MMMM) and the year (yy)"
    ),
    (
      .incompleteMonthPattern("LLLL"), .error,
      "the month's pattern \"LLLL\" needs the month (LLLL or MM) and the year (yyyy)"
    ),
    (
      .extraDateField("d LLLL yyyy", field: "d"), .error,
      "the month's pattern \"d LLLL yyyy\" has d, but a month has no single day; leave it out"
    ),
    (
      .unclosedQuoteInDatePattern("d MMMM yyyy 'г"), .error,
      "the date pattern \"d MMMM yyyy 'г\" opens a quote it does not close; write '' for an apostrophe"
    ),
    (
      .datePatternNamesMissing("d MMMM yyyy", key: "month.format.1", more: 11), .error,
      "the date pattern \"d MMMM yyyy\" writes names the table lacks (month.format.1 and 11 more); add them or write the month as a number; the app shows English's pattern instead"
    ),
    (
      .noBuiltInRules(code: "tlh"), .warning,
      "no built-in plural rules or decimal separator for 'tlh': using English's (one, other) and '.'; add the language to PluralRules.swift and Language.swift"
    ),
    (
      .missingKey("trackers.title", englishLine: 24), .error,
      "missing key \"trackers.title\" (English line 24): the app shows English there"
    ),
    (
      .missingPluralForm("card.days.few", language: .russian, category: .few), .error,
      "missing plural form \"card.days.few\": 'ru' uses \"few\" for 2, 3, 4, 22, 23, …"
    ),
    (
      .unusedPluralForm("card.days.two", language: .russian, category: .two), .warning,
      "'ru' plural rules never use \"two\": \"card.days.two\" is never shown"
    ),
    (
      .unusedPluralForm("card.days.few", language: .english, category: .few), .warning,
      "English plural rules never use \"few\": \"card.days.few\" is never shown"
    ),
    (
      .extraKey("trackers.titel"), .warning,
      "extra key \"trackers.titel\": English has no such key, so it is never shown (misspelled?)"
    ),
    (
      .specifiersDifferFromEnglish(
        key: "onboarding.pageControl.accessibility", english: "%1$d %2$d", found: "%1$@ %2$d"),
      .error,
      "format specifiers of \"onboarding.pageControl.accessibility\" differ from English: English has %1$d %2$d, this has %1$@ %2$d; the app shows English instead"
    ),
    (
      .sameAsEnglish(key: "trackerForm.emoji", value: "Emoji"), .warning,
      "\"trackerForm.emoji\" is the same as English (\"Emoji\"); translate it, or if English is right here, write /* Same as English on purpose. */ above it"
    ),
  ]

  @Test func eachFindingsWordingAndSeverity() {
    for (problem, severity, message) in Self.findings {
      #expect(problem.message == message)
      #expect(problem.severity == severity, "\(problem)")
    }
  }

  @Test func aReportListsFindingsThenTheSummary() {
    let ru = "Localization/ru.lproj/Localizable.strings"
    let report = LintReport(
      findings: [
        LintFinding(file: ru, line: 20, problem: .missingKey("trackers.title", englishLine: 24)),
        LintFinding(file: ru, line: 21, column: 4, problem: .syntax(.doubleSemicolon)),
        LintFinding(
          file: ru, line: 81, problem: .sameAsEnglish(key: "trackerForm.emoji", value: "Emoji")),
      ], checkedFiles: ["a", "b"])
    #expect(
      report.description == """
        \(ru):20: error: missing key "trackers.title" (English line 24): the app shows English there
        \(ru):21:4: error: extra ';': there is no entry between two semicolons (the app cannot read this table until it is fixed)
        \(ru):81: warning: "trackerForm.emoji" is the same as English ("Emoji"); translate it, or if English is right here, write /* Same as English on purpose. */ above it
        2 errors, 1 warning in 2 tables
        """)
    #expect(report.exitStatus == 1)
  }

  @Test func tableLoadErrors() {
    #expect(TableLoadProblem.unreadableFolder.message == "cannot read the folder")
    #expect(TableLoadProblem.notALanguage(code: "xx").message == "'xx' is not a language code")
    #expect(TableLoadProblem.unreadableFile.message == "cannot read the file")
    let error = TableLoadError(
      file: "Localization/ru.lproj/Localizable.strings", line: 1, column: 30,
      problem: .syntax(.doubleSemicolon))
    #expect(
      error.description
        == "Localization/ru.lproj/Localizable.strings:1:30: error: extra ';': there is no entry between two semicolons"
    )
    #expect(
      TableLoadError(file: "Localization/x.lproj", problem: .notALanguage(code: "x")).description
        == "Localization/x.lproj: error: 'x' is not a language code")
  }
}
