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
    "An exported file validates against the XLIFF 1.2 strict schema",
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
    let file = tables.url.deletingLastPathComponent().appendingPathComponent("ru.xliff")
    try Data(try TranslationFolder(tables.url).xliff(.russian).utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: xmllint ?? "")
    process.arguments = ["--noout", "--nonet", "--schema", schema ?? "", file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(message)")
  }
}
