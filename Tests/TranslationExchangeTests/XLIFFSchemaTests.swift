import Foundation
import Testing
import TrackerLocalization
import TranslationExchange

/// `xmllint`, if installed (Debian: `apt-get install -y libxml2-utils`).
private let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

/// The XLIFF 1.2 strict schema kept with the project's standards, if present.
private let schema = ["/work/shared/standards/xliff-1.2/xliff-core-1.2-strict.xsd"]
  .first { FileManager.default.fileExists(atPath: $0) }

@Suite struct XLIFFSchemaTests {
  @Test(
    "An exported file validates against the XLIFF 1.2 strict schema, but for plural groups' approval",
    .enabled(if: xmllint != nil && schema != nil, "needs xmllint and the XLIFF 1.2 schema"))
  func exportValidates() throws {
    let tables = try ScratchTables()
    // A missing translation and a stale one too, so that every shape of unit is checked.
    var russian = tables.text(russianTable)
    russian = russian.replacingOccurrences(of: "\"app.name\" = \"Трекер\";", with: "")
    try tables.write(russian, to: russianTable)
    try tables.write(
      "\"tabBar.trackers\" = \"Trackers <old> & \\\"quoted\\\"\";\n",
      to: "translated-from/ru.strings")
    // A draft, a signed-off text and one the same as English on purpose, too.
    try tables.write(
      tables.text("translated-from/ru.strings")
        + "/* state: needs-translation */\n\"tabBar.statistics\" = \"Statistics\";\n"
        + "/* state: signed-off */\n\"trackers.title\" = \"Trackers\";\n",
      to: "translated-from/ru.strings")
    try tables.write(
      tables.text(russianTable).replacingOccurrences(
        of: "\"trackers.filters\" = \"Фильтры\";",
        with: "/* Same as English on purpose. */\n\"trackers.filters\" = \"Filters\";"),
      to: russianTable)
    let text = try TranslationFolder(tables.url).xliff(.russian)
    #expect(text.contains("state=\"needs-translation\"") && text.contains("state=\"final\""))
    #expect(
      text.contains(
        "<group id=\"card.days\" resname=\"card.days\" restype=\"x-gettext-plurals\" approved=\"yes\">"
      ))
    // The one thing outside the strict schema is translate-toolkit's approval of a plural
    // group, which it needs to count the group translated.
    let raw = try validate(text, in: tables)
    let faults = raw.message.split(separator: "\n").filter { $0.contains("validity error") }
    #expect(!faults.isEmpty)
    #expect(
      faults.allSatisfy {
        $0.contains("element group") && $0.contains("attribute 'approved'")
      }, "\(raw.message)")
    let strict = try validate(
      text.replacingOccurrences(
        of: "restype=\"x-gettext-plurals\" approved=\"yes\"",
        with: "restype=\"x-gettext-plurals\""), in: tables)
    #expect(strict.status == 0, "\(strict.message)")
  }

  /// Runs `xmllint --schema` on `text`: its exit status and what it said.
  private func validate(_ text: String, in tables: ScratchTables) throws
    -> (status: Int32, message: String)
  {
    let file = tables.url.deletingLastPathComponent().appendingPathComponent("ru.xliff")
    try Data(text.utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: xmllint ?? "")
    process.arguments = ["--noout", "--nonet", "--schema", schema ?? "", file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
  }
}
