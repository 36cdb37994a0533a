import Foundation
import StringsFile
import Testing
import TrackerLocalization
import TranslationExchange

/// What a fuzz campaign found in XLIFF import: XML that is not XML 1.0, a target-language
/// spelled another way, placeholders numbered and not. Each input is kept here.
@Suite struct XLIFFStrictnessTests {
  let english = """
    /* The title. */
    "title" = "Trackers";
    /* A label. %1$@ is the name, %2$@ its state. */
    "label" = "%1$@, %2$@";

    """
  let russian = "\"title\" = \"Трекеры\";\n\"label\" = \"%1$@, %2$@\";\n"

  func xliff(_ target: String, language: String = "ru", before: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\(before)
      <file original="en.lproj/Localizable.strings" source-language="en" target-language="\(language)" datatype="plaintext">
        <body>
          <trans-unit id="title"><source>Trackers</source><target>\(target)</target></trans-unit>
        </body>
      </file>
    </xliff>

    """
  }

  @Test(
    "Characters XML 1.0 forbids are refused at their position, written or as references",
    arguments: [
      ("&#x1;", "5:63", "U+0001"), ("&#xFFFE;", "5:63", "U+FFFE"), ("&#1;", "5:63", "U+0001"),
      ("&#xFFFF;", "5:63", "U+FFFF"), ("a\u{1}", "5:64", "U+0001"), ("\u{FFFE}", "5:63", "U+FFFE"),
      ("\u{1F}", "5:63", "U+001F"),
    ])
  func forbiddenCharacters(target: String, position: String, code: String) throws {
    do {
      _ = try XMLReader.read(Array(xliff(target).utf8), path: "ru.xliff")
      Issue.record("\(target.debugDescription) was read")
    } catch {
      #expect("\(error.line ?? 0):\(error.column ?? 0)" == position, "\(error)")
      #expect(error.message.contains(code), "\(error)")
    }
  }

  @Test("Tab, line ends and characters from U+0020 are read; U+10FFFF too")
  func allowedCharacters() throws {
    for target in ["&#x9;&#xA;&#xD;", "&#x20;&#xD7FF;&#xE000;&#xFFFD;&#x10000;&#x10FFFF;", "é\t"] {
      let root = try XMLReader.read(Array(xliff(target).utf8), path: "ru.xliff")
      #expect(!root.elements.isEmpty)
    }
  }

  @Test(
    "'--' inside a comment is refused at its position",
    arguments: [
      "<!-- a -- b -->", "<!-- a --->", "<!-- a -- -->",
    ])
  func doubleHyphen(comment: String) throws {
    do {
      _ = try XMLReader.read(Array(xliff("Трекеры", before: comment).utf8), path: "ru.xliff")
      Issue.record("\(comment) was read")
    } catch {
      #expect(error.line == 2, "\(error)")
      #expect(error.message.contains("'--'"), "\(error)")
    }
    #expect(
      (try? XMLReader.read(Array(xliff("x", before: "<!-- a - b -->").utf8), path: "x")) != nil)
  }

  @Test("Export never writes a character XML 1.0 forbids, so the file always reads back")
  func exportLeavesThemOut() throws {
    let tables = try ScratchTables([
      "en": english, "ru": "\"title\" = \"Тре\\U0001керы\\UFFFE\";\n\"label\" = \"%1$@, %2$@\";\n",
    ])
    let text = try TranslationFolder(tables.url).xliff(.russian)
    #expect(!text.unicodeScalars.contains { $0.value == 1 || $0.value == 0xFFFE })
    let root = try XMLReader.read(Array(text.utf8), path: "ru.xliff")
    #expect(root.name == "xliff")
  }

  @Test("target-language RU, ru-RU and ru_RU go to the ru table; EN is refused; en-GB is its own")
  func targetLanguageSpellings() throws {
    for spelling in ["RU", "ru-RU", "ru_RU", "Ru-ru"] {
      let tables = try ScratchTables(["en": english, "ru": russian])
      let plan = try XLIFFImport.plan(
        Array(xliff("Мои трекеры", language: spelling).utf8), path: "ru.xliff", tables: tables.url)
      #expect(plan.language.code == "ru", "\(spelling)")
      try plan.write()
      #expect(tables.text(russianTable).contains("Мои трекеры"), "\(spelling)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: tables.url.path).sorted() == [
          "en.lproj", "ru.lproj", "translated-from",
        ], "\(spelling): a second table was made")
    }
    let tables = try ScratchTables(["en": english, "ru": russian])
    #expect(throws: XLIFFFailure.self) {
      try XLIFFImport.plan(
        Array(xliff("Trackers", language: "EN").utf8), path: "x", tables: tables.url)
    }
    let british = try XLIFFImport.plan(
      Array(xliff("Trackers", language: "en-GB").utf8), path: "x", tables: tables.url)
    #expect(british.language.code == "en-GB")
  }

  @Test("A translation that leaves unnumbered what English numbers is refused, naming its line")
  func unnumberedPlaceholdersImport() throws {
    let english =
      self.english + "/* Progress. %1$d is the goal, %2$d the days done. */\n"
      + "\"progress\" = \"%2$d of %1$d days\";\n"
    let tables = try ScratchTables(["en": english, "ru": russian])
    let text = xliff("Трекеры").replacingOccurrences(
      of: "</trans-unit>\n",
      with:
        "</trans-unit>\n      <trans-unit id=\"progress\"><source>%2$d of %1$d days</source><target>%d z %d dni</target></trans-unit>\n"
    )
    do {
      _ = try XLIFFImport.plan(Array(text.utf8), path: "pl.xliff", tables: tables.url)
      Issue.record("\"%d z %d dni\" was imported for \"%2$d of %1$d days\"")
    } catch {
      #expect(error.errors.count == 1)
      #expect(error.errors.first?.line == 6)
      #expect(
        error.description.contains(
          "pl.xliff:6:67: error: the placeholders of \"progress\" must be numbered (English has %2$d %1$d)"
        ), "\(error.description)")
    }
  }

  @Test("A translation mixing numbered and unnumbered placeholders is refused by import")
  func mixedPlaceholdersImport() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let text = xliff("Трекеры").replacingOccurrences(
      of: "</trans-unit>\n",
      with:
        "</trans-unit>\n      <trans-unit id=\"label\"><source>%1$@, %2$@</source><target>%1$@, %2$@ %@</target></trans-unit>\n"
    )
    do {
      _ = try XLIFFImport.plan(Array(text.utf8), path: "ru.xliff", tables: tables.url)
      Issue.record("a mix of numbered and unnumbered placeholders was imported")
    } catch {
      #expect(error.errors.count == 1)
      #expect(error.errors.first?.line == 6)
      #expect(error.description.contains("mixes numbered and unnumbered placeholders"))
    }
  }
}
