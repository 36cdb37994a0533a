import Diagnostics
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
}
