import Foundation
import StringsFile
import Testing
import TrackerLocalization
import TranslationExchange

@Suite struct XLIFFRoundTripTests {
  let english = """
    /* Header. */

    /* The title. */
    "title" = "Trackers";
    /* Cards: the counter. Plural form one. */
    "days.one" = "%d day";
    /* Cards: the counter. Plural form other. */
    "days.other" = "%d days";
    /* A label. %1$@ is the name, %2$@ its state. */
    "label" = "%1$@, %2$@";
    /* Search. */
    "search" = "Search";

    """
  let russian = """
    /* Заголовок. */
    "title"   =   "Трекеры";
    'days.one' = "%d день";
    "days.few" = "%d дня";
    "days.many" = "%d дней";
    "days.other" = "%d дня";
    "label" = "%2$@ — %1$@";

    """

  @Test func exportThenImportOfTheShippedTablesChangesNoByte() throws {
    let tables = try ScratchTables()
    let before = tables.bytes(russianTable)
    let folder = try TranslationFolder(tables.url)
    let xliff = try folder.xliff(.russian)
    let plan = try XLIFFImport.plan(Array(xliff.utf8), path: "ru.xliff", tables: tables.url)
    #expect(plan.changedKeys.isEmpty)
    #expect(!plan.table.changed)
    try plan.write()
    #expect(tables.bytes(russianTable) == before)
    // Importing the same file again rewrites nothing at all, the record included.
    let again = try XLIFFImport.plan(Array(xliff.utf8), path: "ru.xliff", tables: tables.url)
    #expect(!again.table.changed && !again.record.changed)
  }

  @Test func unitsCarrySourceTargetAndCommentAndPluralFormsAreGrouped() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let xliff = try TranslationFolder(tables.url).xliff(.russian)
    let root = try XMLReader.read(Array(xliff.utf8), path: "ru.xliff")
    let body = try #require(root.elements.first?.elements.first { $0.name == "body" })
    #expect(body.elements.map(\.name) == ["trans-unit", "group", "trans-unit", "trans-unit"])
    let title = body.elements[0]
    #expect(title.attribute("id") == "title")
    #expect(title.elements.map(\.name) == ["source", "target", "note"])
    #expect(title.elements.map(\.text) == ["Trackers", "Трекеры", "The title."])
    let group = body.elements[1]
    #expect(group.attribute("id") == "days")
    #expect(group.attribute("restype") == "x-gettext-plurals")
    // Numbered as gettext numbers the forms, in the language's CLDR order, each with its key.
    #expect(
      group.elements.map { $0.attribute("id") } == ["days[0]", "days[1]", "days[2]", "days[3]"])
    #expect(
      group.elements.map { $0.attribute("resname") } == [
        "days.one", "days.few", "days.many", "days.other",
      ])
    // English's singular is the first form's source, its plural the others'.
    #expect(
      group.elements.map { $0.elements.first?.text } == ["%d day", "%d days", "%d days", "%d days"])
    #expect(group.elements[1].elements.first?.text == "%d days")
    #expect(group.elements[1].elements[1].text == "%d дня")
    // A missing translation has no target.
    let search = body.elements[3]
    #expect(search.elements.map(\.name) == ["source", "note"])
  }

  @Test func anImportRewritesOnlyTheValuesThatChanged() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    var xliff = try TranslationFolder(tables.url).xliff(.russian)
    xliff = xliff.replacingOccurrences(of: "Трекеры", with: "Мои \"трекеры\"")
    xliff = xliff.replacingOccurrences(
      of: "<source>Search</source>", with: "<source>Search</source>\n<target>Поиск</target>")
    let plan = try XLIFFImport.plan(Array(xliff.utf8), path: "ru.xliff", tables: tables.url)
    #expect(plan.changedKeys == ["title", "search"])
    try plan.write()
    #expect(
      tables.text(russianTable) == """
        /* Заголовок. */
        "title"   =   "Мои \\"трекеры\\"";
        'days.one' = "%d день";
        "days.few" = "%d дня";
        "days.many" = "%d дней";
        "days.other" = "%d дня";
        "label" = "%2$@ — %1$@";
        /* Search. */
        "search" = "Поиск";

        """)
    #expect(tables.text("translated-from/ru.strings").contains("\"search\" = \"Search\";"))
  }

  @Test func aTableSavedAsUTF16StaysUTF16() throws {
    let tables = try ScratchTables(["en": english])
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "\"title\" = \"Трекеры\";\n".utf16 {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    try tables.write("", to: russianTable)
    try Data(bytes).write(to: tables.url.appendingPathComponent(russianTable))
    var xliff = try TranslationFolder(tables.url).xliff(.russian)
    xliff = xliff.replacingOccurrences(of: "Трекеры", with: "Трекеры!")
    try XLIFFImport.plan(Array(xliff.utf8), path: "ru.xliff", tables: tables.url).write()
    let written = try #require(tables.bytes(russianTable))
    let file = try StringsFile(bytes: written, path: "ru")
    #expect(file.encoding == .utf16LittleEndian)
    #expect(file.dictionary["title"] == "Трекеры!")
  }

  @Test func theShorthandAndEscapesSurviveAnEdit() throws {
    let edit = TableEdit(values: ["Done": "Готово", "b": "line\nbreak \\ \"q\""])
    let bytes = Array("\"Done\";\n\"b\" = \"x\";\n".utf8)
    let result = try edit.applied(to: bytes, path: "t")
    let file = try StringsFile(bytes: result, path: "t")
    #expect(file.dictionary == ["Done": "Готово", "b": "line\nbreak \\ \"q\""])
    #expect(try TableEdit().applied(to: bytes, path: "t") == bytes)
  }
}

@Suite struct NewLanguageImportTests {
  @Test func aLanguageWithoutATableGetsOneWithTheEnglishComments() throws {
    let tables = try ScratchTables([
      "en": "/* The title. */\n\"title\" = \"Trackers\";\n/* Search. */\n\"search\" = \"Search\";\n"
    ])
    let german = try #require(Language(code: "de"))
    let empty = try TranslationFolder(tables.url).xliff(german)
    let nothing = try XLIFFImport.plan(Array(empty.utf8), path: "de.xliff", tables: tables.url)
    #expect(!nothing.table.changed && !nothing.record.changed)
    let xliff = empty.replacingOccurrences(
      of: "<source>Trackers</source>", with: "<source>Trackers</source><target>Tracker</target>")
    try XLIFFImport.plan(Array(xliff.utf8), path: "de.xliff", tables: tables.url).write()
    #expect(
      tables.text("de.lproj/Localizable.strings") == "/* The title. */\n\"title\" = \"Tracker\";\n")
    #expect(try TranslationFolder(tables.url).status(german).missing == ["search"])
  }
}
