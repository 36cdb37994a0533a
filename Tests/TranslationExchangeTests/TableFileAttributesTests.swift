import Foundation
import Testing
import TrackerLocalization
import TranslationExchange

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strings import` and `strings confirm` rewrite tables and records as the state file is
/// saved: the file keeps its mode and its symbolic link, and a read-only one is refused
/// before anything is written.
@Suite struct TableFileAttributesTests {
  let english =
    "/* The title. */\n\"title\" = \"Trackers\";\n/* Search. */\n\"search\" = \"Search\";\n"
  let russian = "\"title\" = \"Трекеры\";\n"
  let record = "translated-from/ru.strings"

  func mode(_ path: String) -> mode_t {
    var status = stat()
    lstat(path, &status)
    return status.st_mode & 0o7777
  }

  func isLink(_ path: String) -> Bool {
    var status = stat()
    lstat(path, &status)
    return status.st_mode & S_IFMT == S_IFLNK
  }

  /// An XLIFF file that translates "search".
  func translatedSearch(_ tables: ScratchTables) throws -> [UInt8] {
    let xliff = try TranslationFolder(tables.url).xliff(.russian)
      .replacingOccurrences(
        of: "<source>Search</source>", with: "<source>Search</source>\n<target>Поиск</target>")
    return Array(xliff.utf8)
  }

  @Test func anImportKeepsTheTablesModeAndItsLink() throws {
    let tables = try ScratchTables(["en": english])
    // The Russian table lives elsewhere and is linked in; it is private.
    let elsewhere = tables.url.deletingLastPathComponent().appendingPathComponent("ru-real")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let real = elsewhere.appendingPathComponent("Localizable.strings").path
    try Data(russian.utf8).write(to: URL(fileURLWithPath: real))
    chmod(real, 0o600)
    try FileManager.default.createDirectory(
      at: tables.url.appendingPathComponent("ru.lproj"), withIntermediateDirectories: true)
    let link = tables.url.appendingPathComponent(russianTable).path
    symlink(real, link)
    let plan = try XLIFFImport.plan(
      try translatedSearch(tables), path: "ru.xliff", tables: tables.url)
    try plan.write()
    #expect(isLink(link))
    #expect(mode(real) == 0o600)
    #expect(tables.text(russianTable).contains("\"search\" = \"Поиск\";"))
  }

  @Test func aReadOnlyTableOrRecordStopsTheImportBeforeAnythingIsWritten() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    try tables.write("\"title\" = \"Trackers\";\n", to: record)
    let recordPath = tables.url.appendingPathComponent(record).path
    chmod(recordPath, 0o444)
    let tableBefore = tables.bytes(russianTable)
    let recordBefore = tables.bytes(record)
    let plan = try XLIFFImport.plan(
      try translatedSearch(tables), path: "ru.xliff", tables: tables.url)
    #expect(plan.table.changed && plan.record.changed)
    do {
      try plan.write()
      Issue.record("a read-only record was written")
    } catch {
      #expect(error.path == recordPath)
      #expect(error.description.contains("read-only"))
    }
    #expect(tables.bytes(russianTable) == tableBefore)
    #expect(tables.bytes(record) == recordBefore)
    #expect(mode(recordPath) == 0o444)
  }

  @Test func confirmKeepsTheRecordsModeAndRefusesAReadOnlyOne() throws {
    let tables = try ScratchTables(["en": english, "ru": russian + "\"search\" = \"Поиск\";\n"])
    try tables.write("\"title\" = \"Trackers\";\n", to: record)
    let recordPath = tables.url.appendingPathComponent(record).path
    chmod(recordPath, 0o640)
    let folder = try TranslationFolder(tables.url)
    #expect(try folder.confirm(.russian, keys: ["search"]) == ["search"])
    #expect(mode(recordPath) == 0o640)
    #expect(tables.text(record).contains("\"search\" = \"Search\";"))
    try tables.write("\"title\" = \"Trackers\";\n", to: record)
    chmod(recordPath, 0o444)
    #expect(throws: TranslationFolderError.self) {
      _ = try folder.confirm(.russian, keys: ["search"])
    }
    #expect(tables.text(record) == "\"title\" = \"Trackers\";\n")
  }
}
