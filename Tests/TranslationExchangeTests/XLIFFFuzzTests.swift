import Foundation
import Testing
import TrackerLocalization
import TrackerTestSupport
import TranslationExchange

/// Seeded mutations of an exported file: an import never crashes, and either plans an
/// import or reports faults that each have a line and a column.
@Suite struct XLIFFFuzzTests {
  let english = """
    /* The title. */
    "title" = "Trackers";
    /* Cards. */
    "days.one" = "%d day";
    /* Cards. */
    "days.other" = "%d days";

    """

  @Test func mutatedFilesNeverCrashTheImport() throws {
    let tables = try ScratchTables(["en": english, "ru": "\"title\" = \"Трекеры\";\n"])
    let xliff = Array(try TranslationFolder(tables.url).xliff(.russian).utf8)
    var generator = SeededRandom(seed: 15)
    let pieces: [[UInt8]] = ["<", ">", "&", "\"", "</", "<!--", "]]>", "&#0;", "\u{0}", "é"].map {
      Array($0.utf8)
    }
    for _ in 0..<300 {
      var bytes = xliff
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(contentsOf: pieces.randomElement(using: &generator) ?? [], at: at)
        default: bytes[at] = UInt8.random(in: 0...255, using: &generator)
        }
      }
      do {
        _ = try XLIFFImport.plan(bytes, path: "ru.xliff", tables: tables.url)
      } catch {
        #expect(!error.errors.isEmpty)
        #expect(error.errors.allSatisfy { $0.line != nil })
      }
    }
    let deep = String(repeating: "<g>", count: 10_000)
    #expect(throws: XLIFFFailure.self) {
      try XLIFFImport.plan(Array(deep.utf8), path: "deep.xliff", tables: tables.url)
    }
  }
}
