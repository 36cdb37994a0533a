import Foundation
import StringsFile
import Testing
import TrackerLocalization
import TranslationExchange

@Suite struct StatusTests {
  let english = """
    /* The title. */
    "title" = "Trackers";
    /* Empty list. */
    "empty" = "What shall we track?";
    /* Search. */
    "search" = "Search";

    """
  let russian = "\"title\" = \"Трекеры\";\n\"empty\" = \"Что будем отслеживать?\";\n"

  @Test func theShippedRussianTableHasNothingMissing() throws {
    // Whether anything is stale is for `strings status` to say, not a test: a change of
    // English makes translations stale, and it must fail only snapshots.
    let status = try TranslationFolder(shippedTables).status(.russian)
    #expect(status.missing.isEmpty)
    #expect(
      status.translated.count == (try TranslationFolder(shippedTables)).units(.russian).units.count)
  }

  @Test func aChangeInEnglishAfterAnImportMakesTheTranslationStale() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let folder = try TranslationFolder(tables.url)
    try XLIFFImport.plan(
      Array(try folder.xliff(.russian).utf8), path: "ru.xliff", tables: tables.url
    )
    .write()
    try tables.write(
      english.replacingOccurrences(of: "What shall we track?", with: "What will we track?"),
      to: englishTable)
    let status = try TranslationFolder(tables.url).status(.russian)
    #expect(status.translated == ["title", "empty"])
    #expect(status.missing == ["search"])
    #expect(
      status.stale.map { [$0.key, $0.oldEnglish, $0.newEnglish] } == [
        ["empty", "What shall we track?", "What will we track?"]
      ])
    #expect(
      status.description == """
        ru: 2 translated, 1 missing, 1 stale, 0 new
          stale empty
            was: "What shall we track?"
            now: "What will we track?"
          missing search
        """)
    // The export asks for a review of the stale text.
    let xliff = try TranslationFolder(tables.url).xliff(.russian)
    #expect(
      xliff.contains("<target state=\"needs-review-translation\">Что будем отслеживать?</target>"))
  }

  @Test func aTranslatorWhoEditsTheTableDirectlyConfirmsIt() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    try tables.write("\"empty\" = \"What shall we track?\";\n", to: "translated-from/ru.strings")
    try tables.write(
      english.replacingOccurrences(of: "What shall we track?", with: "What will we track?"),
      to: englishTable)
    // Editing the table by hand keeps the table a plain .strings file and status working.
    try tables.write(
      russian.replacingOccurrences(of: "Что будем", with: "Что мы будем")
        + "\"search\" = \"Поиск\";\n", to: russianTable)
    let folder = try TranslationFolder(tables.url)
    #expect(try folder.status(.russian).stale.map(\.key) == ["empty"])
    #expect(try folder.status(.russian).missing.isEmpty)
    #expect(try folder.confirm(.russian, keys: ["empty"]) == ["empty"])
    #expect(try folder.status(.russian).stale.isEmpty)
    #expect(
      tables.text("translated-from/ru.strings").contains("\"empty\" = \"What will we track?\";"))
    #expect(throws: TranslationFolderError.self) { try folder.confirm(.russian, keys: ["nope"]) }
  }

  @Test func anImportFromAnOlderExportRecordsTheEnglishItWasMadeFrom() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let old = try TranslationFolder(tables.url).xliff(.russian)
    try tables.write(
      english.replacingOccurrences(of: "What shall we track?", with: "What will we track?"),
      to: englishTable)
    try XLIFFImport.plan(Array(old.utf8), path: "ru.xliff", tables: tables.url).write()
    #expect(try TranslationFolder(tables.url).status(.russian).stale.map(\.key) == ["empty"])
  }
}
