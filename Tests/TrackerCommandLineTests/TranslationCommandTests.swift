import Foundation
import Testing
import TrackerCommandLine
import TrackerLocalization

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

  /// A translated language of the folder's tables (whichever ship), and its table's path.
  func translation(in folder: URL) throws -> (code: String, table: String) {
    let tables = LocalizationTables.load(from: folder.appendingPathComponent("Localization"))
    let language = try #require(tables.languages.first { $0 != .english })
    return (language.code, "Localization/\(language.code).lproj/Localizable.strings")
  }

  func bytes(_ path: String, in folder: URL) -> Data? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
  }

  @Test("Export then import changes no byte; status counts every text")
  func roundTrip() throws {
    let folder = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (code, table) = try translation(in: folder)
    let before = bytes(table, in: folder)
    let statusBefore = run("strings", "status", in: folder)
    #expect(statusBefore.status == 0)
    let export = run("strings", "export", "--locale", code, "--out", "t.xliff", in: folder)
    #expect(export.status == 0, "\(export.errors)")
    #expect(export.output.hasPrefix("t.xliff: "))
    let imported = run("strings", "import", "t.xliff", in: folder)
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(imported.output == "\(table): no text changed\n")
    #expect(bytes(table, in: folder) == before)
    // Every translated language has its line, in the tables' order; the round trip changed
    // no count.
    let status = run("strings", "status", in: folder)
    #expect(status.output == statusBefore.output)
    let languages = LocalizationTables.load(from: folder.appendingPathComponent("Localization"))
      .languages.filter { $0 != .english }.map(\.code)
    let listed = status.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
      String($0.prefix { $0 != ":" })
    }
    #expect(listed == languages)
    #expect(
      status.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }.allSatisfy {
        $0.contains(/^[^:]+: \d+ translated, 0 missing, \d+ stale, \d+ new$/)
      }, "\(status.output)")
    #expect(run("strings", "export", "--locale", code, in: folder).output.hasPrefix("<?xml"))
  }

  @Test("A bad file: file:line:column errors, status 1, nothing written")
  func badImport() throws {
    let folder = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (code, table) = try translation(in: folder)
    let before = bytes(table, in: folder)
    _ = run("strings", "export", "--locale", code, "--out", "t.xliff", in: folder)
    let url = folder.appendingPathComponent("t.xliff")
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "<trans-unit id=\"trackers.title\"", with: "<trans-unit id=\"trackers.titel\"")
    try Data(text.utf8).write(to: url)
    let result = run("strings", "import", "t.xliff", in: folder)
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("t.xliff:"))
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
    let (code, _) = try translation(in: folder)
    #expect(run("strings", "confirm", "--locale", code, in: folder).status == 0)
    let english = folder.appendingPathComponent("Localization/en.lproj/Localizable.strings")
    let text = try String(contentsOf: english, encoding: .utf8)
    let line = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("\"trackers.title\" =") })
    try Data(
      text.replacingOccurrences(of: line, with: "\"trackers.title\" = \"My trackers\";").utf8
    ).write(to: english)
    let status = run("strings", "status", "--locale", code, in: folder)
    #expect(status.output.contains(" 1 stale, 0 new\n  stale trackers.title\n    was: \""))
    #expect(status.output.contains("    now: \"My trackers\"\n"))
    let confirm = run("strings", "confirm", "--locale", code, "trackers.title", in: folder)
    #expect(confirm.output == "\(code): 1 translation recorded as made from today's English\n")
    #expect(run("strings", "status", "--locale", code, in: folder).output.contains(" 0 stale"))
    #expect(run("strings", "confirm", "--locale", code, "no.such.key", in: folder).status == 1)
  }

  @Test("Import lists the texts it changed one to a line")
  func importListsChangedKeys() throws {
    let folder = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (code, table) = try translation(in: folder)
    _ = run("strings", "export", "--locale", code, "--out", "t.xliff", in: folder)
    let url = folder.appendingPathComponent("t.xliff")
    var lines = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    // The first two targets of plain texts change.
    var keys: [String] = []
    var key = ""
    for index in lines.indices {
      if let id = Self.unitID(lines[index]) {
        key = id
      } else if keys.count < 2, lines[index].contains("<target"), !key.isEmpty,
        StringKey(rawValue: key)?.isDatePattern != true
      {
        lines[index] = lines[index].replacingOccurrences(of: "</target>", with: " ✳</target>")
        keys.append(key)
        key = ""
      }
    }
    try Data(lines.joined(separator: "\n").utf8).write(to: url)
    let imported = run("strings", "import", "t.xliff", in: folder)
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(imported.output == "\(table): 2 texts changed:\n  \(keys[0])\n  \(keys[1])\n")
  }

  /// The id of a line's `<trans-unit id="…"`, unless it names a plural form (`[`). Read with
  /// string tests: a regular expression literal is parsed again at every line in a debug build.
  static func unitID(_ line: String) -> String? {
    guard let start = line.range(of: "<trans-unit id=\"") else { return nil }
    let rest = line[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    let id = rest[..<end]
    return id.contains("[") ? nil : String(id)
  }

  @Test("strings lint warns when a language's terminal key line does not fit 40 columns")
  func keyLineTooWide() throws {
    let folder = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (code, table) = try translation(in: folder)
    #expect(!run("strings", "lint", in: folder).output.contains("key line"))
    let url = folder.appendingPathComponent(table)
    var lines = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix("\"terminal.keys.select\" =") })
    lines[index] = "\"terminal.keys.select\" = \"Enter ⟦a much longer text than fits⟧\";"
    try Data(lines.joined(separator: "\n").utf8).write(to: url)
    let lint = run("strings", "lint", in: folder)
    #expect(lint.status == 0)
    #expect(
      lint.output.contains(
        "Localization/\(code).lproj/Localizable.strings:\(index + 1): warning: the terminal app's key line"
      ), "\(lint.output)")
    #expect(lint.output.contains("shorten \"terminal.keys.select\""))
  }
}
