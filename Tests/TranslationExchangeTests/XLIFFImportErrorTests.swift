import Foundation
import StringsFile
import Testing
import TrackerLocalization
import TranslationExchange

@Suite struct XLIFFImportErrorTests {
  let english = """
    /* The title. */
    "title" = "Trackers";
    /* A label. %@ is the name. */
    "label" = "Name: %@";

    """
  let russian = "\"title\" = \"Трекеры\";\n\"label\" = \"Имя: %@\";\n"

  func xliff(_ units: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
      <file original="en.lproj/Localizable.strings" source-language="en" target-language="ru" datatype="plaintext">
        <body>
    \(units)
        </body>
      </file>
    </xliff>

    """
  }

  /// The import's faults as `line:column: message`, after checking that nothing was written.
  func faults(_ text: String) throws -> [String] {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let before = tables.bytes(russianTable)
    do {
      let plan = try XLIFFImport.plan(Array(text.utf8), path: "ru.xliff", tables: tables.url)
      try plan.write()
      Issue.record("the import was accepted")
      return []
    } catch let failure as XLIFFFailure {
      #expect(tables.bytes(russianTable) == before)
      #expect(tables.bytes("translated-from/ru.strings") == nil)
      return failure.errors.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
    }
  }

  @Test func placeholdersThatDifferFromEnglishAreRefused() throws {
    let units = """
          <trans-unit id="title"><source>Trackers</source><target>Трекеры %d</target></trans-unit>
          <trans-unit id="label"><source>Name: %@</source><target>Имя</target></trans-unit>
      """
    let found = try faults(xliff(units))
    #expect(
      found == [
        "5:53: the placeholders of \"title\" differ from English: English has none, this has %d; keep English's placeholders",
        "6:53: the placeholders of \"label\" differ from English: English has %@, this has none; keep English's placeholders",
      ])
  }

  @Test func unknownKeysAndRepeatedUnitsAreRefused() throws {
    let units = """
          <trans-unit id="titel"><source>Trackers</source><target>Трекеры</target></trans-unit>
          <trans-unit id="title"><source>Trackers</source><target>Трекеры</target></trans-unit>
          <trans-unit id="title"><source>Trackers</source><target>Трекеры</target></trans-unit>
      """
    let found = try faults(xliff(units))
    #expect(
      found == [
        "5:5: unknown key \"titel\": English has no such text (export again to get the current keys)",
        "7:5: the key \"title\" is already translated on line 6",
      ])
  }

  @Test func malformedFilesAreRefusedWithTheirPosition() throws {
    let mismatched = try faults(
      xliff("<trans-unit id=\"title\"><source>a</source><target>b</trarget></trans-unit>"))
    #expect(mismatched == ["5:51: </trarget> does not close <target>"])
    #expect(
      try faults("<xliff version=\"1.2\"><file") == ["1:27: the file ends inside the tag <file>"])
    #expect(
      try faults("<xliff version=\"1.2\">&nbsp;</xliff>") == [
        "1:22: unknown reference &nbsp; (use &lt; &gt; &amp; &quot; &apos; or &#number;)"
      ])
    #expect(
      try faults("<html/>") == [
        "1:1: not an XLIFF 1.2 file: the root element is <html>; export one with 'tracker-kit strings export'"
      ])
    #expect(
      try faults(xliff("").replacingOccurrences(of: " target-language=\"ru\"", with: "")) == [
        "3:3: the <file> has no target-language attribute: say which language the translations are in"
      ])
    #expect(try faults("") == ["1:1: no root element: the file is not XML"])
  }

  @Test func anUnusableDatePatternIsRefused() throws {
    let tables = try ScratchTables([
      "en": "/* Date. */\n\"trackers.date.format\" = \"MM/dd/yy\";\n",
      "ru": "\"trackers.date.format\" = \"dd.MM.yy\";\n",
    ])
    let text = xliff(
      "<trans-unit id=\"trackers.date.format\"><source>MM/dd/yy</source><target>dd MMM</target></trans-unit>"
    )
    #expect(throws: XLIFFFailure.self) {
      try XLIFFImport.plan(Array(text.utf8), path: "ru.xliff", tables: tables.url)
    }
    let good = text.replacingOccurrences(of: "dd MMM", with: "dd/MM/yyyy")
    let plan = try XLIFFImport.plan(Array(good.utf8), path: "ru.xliff", tables: tables.url)
    #expect(plan.changedKeys == ["trackers.date.format"])
  }

  @Test func aDatePatternWritingNamesTheTableLacksIsRefused() throws {
    let months = (1...12).map { "/* Month. */\n\"month.format.\($0)\" = \"M\($0)\";\n" }.joined()
    let tables = try ScratchTables([
      "en": "/* Date. */\n\"date.long.format\" = \"d MMMM yyyy\";\n" + months,
      "ru": "",
    ])
    let pattern =
      "<trans-unit id=\"date.long.format\"><source>d MMMM yyyy</source><target>d MMMM yyyy 'г'.</target></trans-unit>"
    let alone = xliff(pattern)
    let failure = try #require(throws: XLIFFFailure.self) {
      try XLIFFImport.plan(Array(alone.utf8), path: "ru.xliff", tables: tables.url)
    }
    #expect(failure.errors.count == 1)
    #expect(failure.errors.first?.line == 5)
    #expect(
      failure.description.contains("writes names the table lacks (month.format.1 and 11 more)"))
    // With the names in the same file, it is taken.
    let names = (1...12).map {
      "<trans-unit id=\"month.format.\($0)\"><source>M\($0)</source><target>м\($0)</target></trans-unit>"
    }.joined(separator: "\n")
    let plan = try XLIFFImport.plan(
      Array(xliff(pattern + "\n" + names).utf8), path: "ru.xliff", tables: tables.url)
    #expect(plan.changedKeys.first == "date.long.format")
  }

  @Test func lineEndsAreReadAsLineFeeds() throws {
    let root = try XMLReader.read(Array("<a>\r\n<b>x\ry</b>\r\n</a>".utf8), path: "t")
    #expect(root.text == "\nx\ny\n")
    #expect(root.elements.first?.line == 2)
  }

  @Test func theReaderResolvesReferencesCDATAAndComments() throws {
    let root = try XMLReader.read(
      Array(
        "<?xml version=\"1.0\"?><!-- c --><a x='1 &amp; &#x41;'>&lt;b&gt; <![CDATA[<i>]]>&#1081;<!-- d --></a>"
          .utf8),
      path: "t")
    #expect(root.attribute("x") == "1 & A")
    #expect(root.text == "<b> <i>й")
  }
}
