import Foundation
import Testing
import TrackerCommandLine

@Suite("tracker-kit strings export, import, status and confirm")
struct TranslationCommandTests {
  /// A folder with a copy of the shipped `Localization/`.
  func workspace() throws -> URL {
    let folder = try temporaryFolder()
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    try FileManager.default.copyItem(
      at: package.appendingPathComponent("Localization"),
      to: folder.appendingPathComponent("Localization"))
    return folder
  }

  func bytes(_ path: String, in folder: URL) -> Data? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
  }

  @Test("Export then import changes no byte; status counts every text")
  func roundTrip() throws {
    let folder = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = "Localization/ru.lproj/Localizable.strings"
    let before = bytes(table, in: folder)
    let export = run("strings", "export", "--locale", "ru", "--out", "ru.xliff", in: folder)
    #expect(export.status == 0, "\(export.errors)")
    #expect(export.output.hasPrefix("ru.xliff: "))
    let imported = run("strings", "import", "ru.xliff", in: folder)
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(imported.output == "Localization/ru.lproj/Localizable.strings: no text changed\n")
    #expect(bytes(table, in: folder) == before)
    let status = run("strings", "status", in: folder)
    #expect(status.status == 0)
    #expect(status.output.hasPrefix("ru: "))
    #expect(status.output.hasSuffix(" translated, 0 missing, 0 stale, 0 new\n"))
    #expect(run("strings", "export", "--locale", "ru", in: folder).output.hasPrefix("<?xml"))
  }

  @Test("A bad file: file:line:column errors, status 1, nothing written")
  func badImport() throws {
    let folder = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = "Localization/ru.lproj/Localizable.strings"
    let before = bytes(table, in: folder)
    _ = run("strings", "export", "--locale", "ru", "--out", "ru.xliff", in: folder)
    let url = folder.appendingPathComponent("ru.xliff")
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "<trans-unit id=\"trackers.title\"", with: "<trans-unit id=\"trackers.titel\"")
    try Data(text.utf8).write(to: url)
    let result = run("strings", "import", "ru.xliff", in: folder)
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("ru.xliff:"))
    #expect(result.errors.contains(": error: unknown key \"trackers.titel\""))
    #expect(result.errors.hasSuffix("1 error; nothing was written\n"))
    #expect(bytes(table, in: folder) == before)
    let missing = run("strings", "import", "nope.xliff", in: folder)
    #expect(missing.status == 1)
    #expect(run("strings", "export", in: folder).status == 1)
    #expect(run("strings", "export", "--locale", "en", in: folder).status == 1)
  }

  @Test("A stale text is listed until it is confirmed")
  func staleAndConfirm() throws {
    let folder = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(run("strings", "confirm", "--locale", "ru", in: folder).status == 0)
    let english = folder.appendingPathComponent("Localization/en.lproj/Localizable.strings")
    let text = try String(contentsOf: english, encoding: .utf8)
    let line = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("\"trackers.title\" =") })
    try Data(
      text.replacingOccurrences(of: line, with: "\"trackers.title\" = \"My trackers\";").utf8
    ).write(to: english)
    let status = run("strings", "status", "--locale", "ru", in: folder)
    #expect(status.output.contains(" 1 stale, 0 new\n  stale trackers.title\n    was: \""))
    #expect(status.output.contains("    now: \"My trackers\"\n"))
    let confirm = run("strings", "confirm", "--locale", "ru", "trackers.title", in: folder)
    #expect(confirm.output == "ru: 1 translation recorded as made from today's English\n")
    #expect(run("strings", "status", "--locale", "ru", in: folder).output.contains(" 0 stale"))
    #expect(run("strings", "confirm", "--locale", "ru", "no.such.key", in: folder).status == 1)
  }
}
