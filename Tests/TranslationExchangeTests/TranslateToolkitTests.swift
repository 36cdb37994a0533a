import Foundation
import Testing
import TrackerLocalization
import TranslationExchange

/// A program on the `PATH`, if installed.
private func program(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
  return path.split(separator: ":").map { "\($0)/\(name)" }.first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}

/// Runs a program and returns its exit status and standard output.
private func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, text)
}

private let pocount = program("pocount")

/// Whether python3 can import translate-toolkit (`pip install translate-toolkit`).
private let toolkitPython: String? = {
  guard let python = program("python3"),
    let (status, _) = try? run(python, ["-c", "import translate.storage.factory"]), status == 0
  else { return nil }
  return python
}()

/// translate-toolkit, the library under Weblate and Pootle, reads an export as its own
/// gettext representation: every reviewed translation translated, every plural text one unit
/// with a target per form; and what it writes back imports.
@Suite struct TranslateToolkitTests {
  @Test(
    "pocount: the shipped Russian's reviewed texts are translated, a plural text is one unit",
    .enabled(if: pocount != nil, "needs translate-toolkit's pocount"))
  func pocountCountsRussianTranslated() throws {
    let tables = try ScratchTables()
    let folder = try TranslationFolder(tables.url)
    let file = tables.url.deletingLastPathComponent().appendingPathComponent("ru.xliff")
    try Data(try folder.xliff(.russian).utf8).write(to: file)
    let (status, csv) = try run(pocount ?? "", ["--csv", file.path])
    #expect(status == 0)
    let rows = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    let header = try #require(rows.first)
    let values = try #require(rows.last)
    func count(_ column: String) -> Int? {
      header.firstIndex(of: column).flatMap { Int(values[$0]) }
    }
    let units = folder.units(.russian).units
    let plurals = Set(units.compactMap(\.pluralBase))
    let plain = units.filter { $0.pluralBase == nil }.count
    // Stale and unfinished texts (after an English change, before it is translated) are
    // fuzzy; every other one is translated. A plural text counts once.
    let translation = try folder.status(.russian)
    let pending: [String] = translation.stale.map(\.key) + translation.drafts.map(\.key)
    var unreviewed: Set<String> = []
    for key in pending {
      unreviewed.insert(units.first { $0.key == key }?.pluralBase ?? key)
    }
    let total = count("Total Message") ?? 0
    #expect(total == plain + plurals.count, "\(csv)")
    #expect(count("Translated Messages") == total - unreviewed.count, "\(csv)")
    #expect(count("Fuzzy Messages") == unreviewed.count)
    #expect(count("Untranslated Messages") == translation.missing.count)
  }

  @Test(
    "translate-toolkit reads a plural text as one unit and its edits import",
    .enabled(if: toolkitPython != nil, "needs python3 with translate-toolkit"))
  func toolkitEditsImport() throws {
    let tables = try ScratchTables()
    let folder = try TranslationFolder(tables.url)
    let file = tables.url.deletingLastPathComponent().appendingPathComponent("ru.xliff")
    try Data(try folder.xliff(.russian).utf8).write(to: file)
    // What a translator does in Weblate: a plural text's four forms, and a text marked fuzzy.
    let script = """
      import sys
      from translate.storage import factory
      from translate.misc.multistring import multistring
      store = factory.getobject(sys.argv[1])
      plural = [u for u in store.units if u.hasplural() and u.getid().endswith("card.days")][0]
      print(len(plural.source.strings), len(plural.target.strings))
      plural.target = multistring(["%d денёк", "%d денька", "%d деньков", "%d денька"])
      title = [u for u in store.units if u.getid().endswith("trackers.title")][0]
      title.target = "Мои трекеры"
      title.markfuzzy(True)
      store.savefile(sys.argv[1])
      """
    let (status, output) = try run(toolkitPython ?? "", ["-c", script, file.path])
    #expect(status == 0)
    // One unit: English's singular and plural, and Russian's four CLDR forms.
    #expect(output == "4 4\n")
    let plan = try XLIFFImport.plan(
      [UInt8](try Data(contentsOf: file)), path: "ru.xliff", tables: tables.url)
    #expect(
      plan.changedKeys == [
        "trackers.title", "card.days.one", "card.days.few", "card.days.many", "card.days.other",
      ])
    try plan.write()
    let after = try TranslationFolder(tables.url)
    #expect(try after.translations(.russian)["card.days.few"] == "%d денька")
    // Fuzzy in the tool is a draft here: in the table, not yet reviewed.
    #expect(try after.status(.russian).drafts.map(\.key) == ["trackers.title"])
  }
}
