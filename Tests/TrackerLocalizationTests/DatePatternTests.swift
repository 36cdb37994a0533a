import Diagnostics
import StringsFile
import Testing
import TrackerLocalization

/// `trackers.date.format` is a pattern, not words: only the fields d, dd, M, MM, y, yy,
/// yyyy and separators between them; anything else is a lint error and the app shows
/// English's pattern instead.
@Suite struct DatePatternTests {
  let ru = "Localization/ru.lproj/Localizable.strings"

  func tables(english: String = "MM/dd/yy", russian: String) -> LocalizationTables {
    LocalizationTables(values: [
      .english: ["trackers.date.format": english],
      .russian: ["trackers.date.format": russian],
    ])
  }

  func russianDate(_ pattern: String, english: String = "MM/dd/yy") -> LocalizedText {
    Localizer(language: .russian, tables: tables(english: english, russian: pattern))
      .date(year: 2026, month: 11, day: 23)
  }

  @Test(arguments: [
    "dd.MM.yy", "d.M.yyyy", "yyyy-MM-dd", "dd/MM/y", "yy. M. d.", "d\u{200F}/M\u{200F}/y",
    "(dd.MM.yy)", "dd\u{00A0}MM\u{00A0}yy",
  ])
  func patternsOfLettersAndSeparatorsAreUsed(_ pattern: String) {
    let date = russianDate(pattern)
    #expect(date.tableLanguage == .russian, "\(pattern) → \(date.string)")
  }

  @Test func wordsInThePatternFallBackToEnglish() {
    let date = russianDate("dd.MM.yy (day)")
    #expect(date.string == "11/23/26")
    #expect(date.tableLanguage == .english)
  }

  @Test func placeholdersInThePatternFallBackToEnglish() {
    let date = russianDate("%@ dd.MM.yy %d")
    #expect(date.string == "11/23/26")
    #expect(date.tableLanguage == .english)
  }

  @Test func fieldsTheKitDoesNotWriteFallBackToEnglish() {
    for pattern in ["dd MMM yy", "ddd.MM.yy", "dd.MM.yyy", "dd.MM.yyyyy", "dd.MM.20yy"] {
      #expect(russianDate(pattern).tableLanguage == .english, "\(pattern)")
    }
  }

  @Test func anUnusableEnglishPatternShowsTheKey() {
    let date = russianDate("dd.MM.yy (day)", english: "%@ dd.MM.yy %d")
    #expect(date.string == "trackers.date.format")
    #expect(date.tableLanguage == nil)
  }

  func lint(_ pattern: String) throws -> [LintFinding] {
    let russian = try shippedRussian().replacingOccurrences(
      of: "\"trackers.date.format\" = \"dd.MM.yy\";",
      with: "\"trackers.date.format\" = \"\(pattern)\";")
    let folder = try TemporaryTables(["en": try shippedEnglish(), "ru": russian])
    return lintTables(in: folder.url).findings
  }

  @Test func theLinterNamesTheCharacterThatIsNotAPatternLetterOrSeparator() throws {
    let line = try #require(line(of: "\"trackers.date.format\"", in: try shippedRussian()))
    #expect(
      try lint("dd.MM.yy (day)") == [
        LintFinding(
          file: ru, line: line, problem: .invalidDatePattern("dd.MM.yy (day)", character: "a"))
      ])
    #expect(
      try lint("%@ dd.MM.yy %d") == [
        LintFinding(
          file: ru, line: line, problem: .invalidDatePattern("%@ dd.MM.yy %d", character: "%"))
      ])
    #expect(
      try lint("dd MMM yy") == [
        LintFinding(file: ru, line: line, problem: .invalidDateField("dd MMM yy", field: "MMM"))
      ])
    #expect(
      try lint("dd.MM") == [
        LintFinding(file: ru, line: line, problem: .incompleteDatePattern("dd.MM"))
      ])
    #expect(try lint("d.M.yyyy").isEmpty)
  }

  /// Every month's name of `keys`, `prefix` and its number ("ноября11"), `eleventh` for November.
  func months(_ keys: [StringKey], _ prefix: String, eleventh: String) -> [TableKey: String] {
    Dictionary(
      uniqueKeysWithValues: keys.enumerated().map {
        (TableKey($0.element.rawValue), $0.offset == 10 ? eleventh : "\(prefix)\($0.offset + 1)")
      })
  }

  @Test func namesAndQuotedWordsComeFromTheTable() {
    let russianNames = months(StringKey.monthFormatNames, "m", eleventh: "ноября").merging(
      months(StringKey.monthNames, "M", eleventh: "Ноябрь"), uniquingKeysWith: { first, _ in first }
    )
    let tables = LocalizationTables(values: [
      .english: ["date.long.format": "d MMMM yyyy"],
      .russian: russianNames.merging(
        ["date.long.format": "d MMMM yyyy 'г'.", "calendar.title.format": "LLLL yyyy"],
        uniquingKeysWith: { first, _ in first }),
    ])
    let russian = Localizer(language: .russian, tables: tables)
    let long = russian.date(.dateLongFormat, year: 2026, month: 11, day: 26)
    #expect(long.string == "26 ноября 2026 г.")
    #expect(
      long.arguments.last.map { if case .localized(let name) = $0 { name.key } else { "" } }
        == "month.format.11")
    #expect(
      russian.date(.calendarTitleFormat, year: 2026, month: 11, day: 1).string == "Ноябрь 2026")
  }

  @Test func aPatternWhoseNamesTheTableLacksFallsBackToEnglish() {
    let tables = LocalizationTables(values: [
      .english: months(StringKey.monthFormatNames, "m", eleventh: "November").merging(
        ["date.long.format": "d MMMM yyyy"], uniquingKeysWith: { first, _ in first }),
      // Eleven of twelve names: the pattern is not used.
      .russian: months(StringKey.monthFormatNames, "m", eleventh: "ноября").filter {
        $0.key.text != "month.format.3"
      }.merging(["date.long.format": "d MMMM yyyy 'г'."], uniquingKeysWith: { first, _ in first }),
    ])
    let date = Localizer(language: .russian, tables: tables)
      .date(.dateLongFormat, year: 2026, month: 11, day: 26)
    #expect(date.string == "26 November 2026")
    #expect(date.tableLanguage == .english)
  }

  @Test(arguments: ["d MMMM yyyy 'г", "LLLL", "d LLLL yyyy", "MMMM yyyy г."])
  func unusablePatternsAreRefused(_ pattern: String) {
    let key: StringKey = pattern.contains("LLLL") ? .calendarTitleFormat : .dateLongFormat
    #expect(key.datePatternProblem(pattern, hasName: { _ in true }) != nil, "\(pattern)")
  }

  @Test func theLinterRefusesAPatternThatWritesNamesTheTableLacks() throws {
    let russian = try shippedRussian().replacingOccurrences(
      of: "\"month.format.3\" = \"марта\";\n", with: "")
    let folder = try TemporaryTables(["en": try shippedEnglish(), "ru": russian])
    let problems = lintTables(in: folder.url).findings.map(\.problem)
    #expect(
      problems.contains(
        .datePatternNamesMissing("d MMMM yyyy 'г'.", key: "month.format.3", more: 0)))
    #expect(
      problems.contains(
        .datePatternNamesMissing("EEEE, d MMMM yyyy 'г'.", key: "month.format.3", more: 0)))
  }
}
