import Foundation
import StringsFile
import Testing
import TrackerLocalization
import TranslationExchange

/// What the page's translate mode reads and saves (`PageText`, `XLIFFImport.plan(edits:…)`):
/// the same checks and messages as an import of the same texts, and the same writing.
@Suite struct PageEditTests {
  let english = """
    /* The title. */
    "title" = "Trackers";
    /* Progress. %1$d is the total, %2$d the days done. */
    "progress" = "%2$d of %1$d days";
    /* How many days. */
    "days.one" = "%d day";
    /* How many days. */
    "days.other" = "%d days";

    """
  let russian = """
    /* The title. */
    "title" = "Трекеры";

    """

  /// A save's faults as `line: message` (the line is the edit's place), after checking that
  /// nothing was written.
  func faults(_ edits: [PageEdit], in tables: ScratchTables) throws -> [String] {
    let before = tables.bytes(russianTable)
    do {
      try XLIFFImport.plan(edits: edits, language: .russian, tables: tables.url).write()
      Issue.record("the save was accepted")
      return []
    } catch let failure as XLIFFFailure {
      #expect(tables.bytes(russianTable) == before)
      return failure.errors.map { "\($0.line ?? 0): \($0.message)" }
    }
  }

  @Test func aPluralTextHasEveryFormOfTheLanguageWithItsCounts() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let text = try #require(
      try PageText.read(key: "days.many", language: .russian, tables: tables.url))
    #expect(text.key == "days")
    #expect(text.comment == "How many days.")
    let rules = Language.russian.pluralRules
    #expect(text.forms.map(\.key) == rules.categories.map { "days.\($0.rawValue)" })
    #expect(text.forms.map(\.category) == rules.categories.map { $0 })
    #expect(text.forms.first?.english == "%d day")
    #expect(text.forms.dropFirst().allSatisfy { $0.english == "%d days" })
    #expect(text.forms.allSatisfy { $0.translation == nil })
    for form in text.forms {
      let counts = rules.exampleCounts(
        for: try #require(form.category), limit: PageText.countLimit + 1)
      #expect(form.counts == Array(counts.prefix(PageText.countLimit)))
      #expect(form.hasMoreCounts == (counts.count > PageText.countLimit))
    }
    let plain = try #require(
      try PageText.read(key: "title", language: .russian, tables: tables.url))
    #expect(plain.forms.map(\.translation) == ["Трекеры"])
    #expect(try PageText.read(key: "nothing", language: .russian, tables: tables.url) == nil)
  }

  @Test func aSaveIsRefusedAsAnImportWouldBe() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let title = try #require(
      try PageText.read(key: "title", language: .russian, tables: tables.url))
    let found = try faults(
      [
        PageEdit(key: "progress", text: "%d из %d дней", tableFingerprint: "none"),
        PageEdit(key: "days.few", text: "%@ дня", tableFingerprint: "none"),
        PageEdit(key: "nothing", text: "x", tableFingerprint: "none"),
      ], in: tables)
    #expect(found.count == 3)
    #expect(found[0].hasPrefix("1: ") && found[0].contains("\"progress\""))
    #expect(found[1].hasPrefix("2: ") && found[1].contains("\"days.few\""))
    #expect(
      found[2]
        == "3: unknown key \"nothing\": English has no such text (export again to get the current keys)"
    )
    // The table changed after the editor opened the text: refused, naming the text now.
    try tables.write(
      russian.replacingOccurrences(of: "Трекеры", with: "Мои трекеры"), to: russianTable)
    let stale = try faults(
      [PageEdit(key: "title", text: "Привычки", tableFingerprint: title.forms[0].tableFingerprint)],
      in: tables)
    #expect(stale.count == 1 && stale[0].contains("Мои трекеры"))
  }

  @Test func aGoodSaveChangesItsLineAndRecordsItsEnglish() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let days = try #require(
      try PageText.read(key: "days.one", language: .russian, tables: tables.url))
    let plan = try XLIFFImport.plan(
      edits: days.forms.map {
        PageEdit(key: $0.key, text: "%d дн. (\($0.key))", tableFingerprint: $0.tableFingerprint)
      }, language: .russian, tables: tables.url)
    #expect(plan.changedKeys == days.forms.map(\.key))
    try plan.write()
    let written = tables.text(russianTable)
    #expect(written.hasPrefix(russian), "the table's own lines are kept as they were")
    for form in days.forms {
      #expect(written.contains("\"\(form.key)\" = \"%d дн. (\(form.key))\";"))
    }
    let record = try TranslationRecord.read(in: tables.url, for: .russian)
    #expect(record.sources[TableKey("days.one")] == "%d day")
    #expect(record.sources[TableKey("days.many")] == "%d days")
    let again = try #require(
      try PageText.read(key: "days.one", language: .russian, tables: tables.url))
    #expect(again.forms.allSatisfy { $0.translation == "%d дн. (\($0.key))" })
  }
}
