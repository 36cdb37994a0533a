import Foundation
import StringsFile
import Testing
import TrackerLocalization
import TrackerTestSupport
import TranslationExchange

/// Seeded fuzzing of import and export together: the translations of an exported file are
/// replaced by awkward texts (characters XML 1.0 forbids, written and as references,
/// placeholders numbered and not, comments with `--`, the target language spelled another
/// way). Each file is refused with positions inside it, or imported; and after an import,
/// the table still reads and a new export is XML that imports again without a fault.
@Suite struct XLIFFRoundTripFuzzTests {
  let english = """
    /* The title. */
    "title" = "Trackers";
    /* A label. %1$@ is the name, %2$@ its state. */
    "label" = "%1$@, %2$@";
    /* Cards. */
    "days.one" = "%d day";
    /* Cards. */
    "days.other" = "%d days";

    """

  static let pieces = [
    "&#x1;", "&#xFFFE;", "&#xFFFF;", "&#x9;", "&#10;", "&#xD7FF;", "&#x10FFFF;", "&#0;", "&#xD800;",
    "\u{1}", "\u{1F}", "\u{FFFE}", "\u{7F}", "\u{85}", "%@", "%1$@", "%2$@", "%d", "%1$d", "%%",
    "%", "<!-- a -- b -->", "<!-- ok -->", "<![CDATA[x]]>", "&amp;", "&lt;", "é", "👨‍👩‍👧‍👦",
    "\r\n", "\r", " ",
  ]

  @Test(
    "Awkward translations are refused at their position or round-trip as XML",
    arguments: [51, 52] as [UInt64])
  func awkwardTargets(seed: UInt64) throws {
    var generator = SeededRandom(seed: seed)
    let languages = ["ru", "RU", "ru-RU", "ru_RU", "en", "EN", "en-GB", "xx-YY", "pseudo"]
    var imported = 0
    for _ in 0..<60 {
      let tables = try ScratchTables(["en": english, "ru": "\"title\" = \"Трекеры\";\n"])
      var xliff = try TranslationFolder(tables.url).xliff(.russian)
      let language =
        Bool.random(using: &generator)
        ? "ru" : languages[Int.random(in: 0..<languages.count, using: &generator)]
      xliff = xliff.replacingOccurrences(
        of: "target-language=\"ru\"", with: "target-language=\"\(language)\"")
      for source in ["Trackers", "%1$@, %2$@", "%d days"] {
        let awkward =
          Int.random(in: 0..<3, using: &generator) > 0
          ? ""
          : (0...Int.random(in: 0...1, using: &generator)).map { _ in
            Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
          }.joined()
        xliff = xliff.replacingOccurrences(
          of: "<source>\(source)</source>",
          with: "<source>\(source)</source><target>\(source)\(awkward)</target>")
      }
      let bytes = Array(xliff.utf8)
      let lines = lineCount(bytes)
      let plan: XLIFFImport
      do {
        plan = try XLIFFImport.plan(bytes, path: "ru.xliff", tables: tables.url)
      } catch {
        for fault in error.errors {
          #expect((1...lines).contains(fault.line ?? 0), "\(fault)")
          #expect((fault.column ?? 0) >= 1, "\(fault)")
        }
        continue
      }
      try plan.write()
      imported += 1
      let table = tables.url.appendingPathComponent(
        "\(plan.language.code).lproj/Localizable.strings")
      let written = try #require(FileManager.default.contents(atPath: table.path))
      #expect(throws: Never.self) { try StringsFile(bytes: [UInt8](written), path: table.path) }
      let again = try TranslationFolder(tables.url).xliff(plan.language)
      #expect(
        !again.unicodeScalars.contains { [1, 0x1F, 0xFFFE, 0xFFFF].contains($0.value) },
        "an export wrote a character XML 1.0 forbids")
      _ = try XMLReader.read(Array(again.utf8), path: "again.xliff")
      _ = try XLIFFImport.plan(Array(again.utf8), path: "again.xliff", tables: tables.url)
    }
    #expect(imported > 5)
  }
}
