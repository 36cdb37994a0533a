import Foundation
import StringsFile
import Testing
import TrackerLocalization
import TranslationExchange

/// A program on the `PATH`, if installed.
private func installed(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
  return path.split(separator: ":").map { "\($0)/\(name)" }.first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}

/// Runs a program; its exit status, standard output and standard error.
private func launch(_ executable: String, _ arguments: [String]) throws -> (Int32, String, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, text, problems)
}

private let msgfmt = installed("msgfmt")
private let pocount = installed("pocount")
private let python = installed("python3")

/// `strings export --format po` and `strings import FILE.po`: gettext PO that the gettext
/// tools and translate-toolkit accept, keyed by msgctxt, and a round trip that changes nothing.
@Suite struct POTests {
  /// Every translated language of the shipped tables (whichever ship).
  static let languages = LocalizationTables.embedded.languages.filter { $0 != .english }

  func exported(_ language: Language, in tables: ScratchTables) throws -> URL {
    let file = tables.url.deletingLastPathComponent().appendingPathComponent(
      "\(language.code).po")
    try Data(try TranslationFolder(tables.url).po(language).utf8).write(to: file)
    return file
  }

  @Test("Export then import changes no byte of the table", arguments: languages)
  func roundTrip(language: Language) throws {
    let tables = try ScratchTables()
    let file = try exported(language, in: tables)
    let plan = try XLIFFImport.plan(
      [UInt8](try Data(contentsOf: file)), path: file.lastPathComponent, tables: tables.url)
    #expect(plan.changedKeys.isEmpty, "\(plan.changedKeys.prefix(5))")
    #expect(!plan.table.changed)
  }

  @Test(
    "msgfmt --check accepts the export, with no warning",
    .enabled(if: msgfmt != nil, "needs gettext's msgfmt"), arguments: languages)
  func msgfmtAccepts(language: Language) throws {
    let tables = try ScratchTables()
    let file = try exported(language, in: tables)
    let (status, _, problems) = try launch(
      msgfmt ?? "", ["--check", "-o", "/dev/null", file.path])
    #expect(status == 0, "\(problems)")
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test(
    "pocount counts one unit per key, a plural text once, every reviewed one translated",
    .enabled(if: pocount != nil, "needs translate-toolkit's pocount"), arguments: languages)
  func pocountCounts(language: Language) throws {
    let tables = try ScratchTables()
    let file = try exported(language, in: tables)
    let (status, csv, _) = try launch(pocount ?? "", ["--csv", file.path])
    #expect(status == 0)
    let rows = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    let header = try #require(rows.first)
    let values = try #require(rows.last)
    func count(_ column: String) -> Int? {
      header.firstIndex(of: column).flatMap { Int(values[$0]) }
    }
    let folder = try TranslationFolder(tables.url)
    let units = folder.units(language).units
    let plurals = Set(units.compactMap(\.pluralBase))
    let total = units.filter { $0.pluralBase == nil }.count + plurals.count
    let translation = try folder.status(language)
    var unreviewed: Set<String> = []
    for key in translation.stale.map(\.key) + translation.drafts.map(\.key) {
      unreviewed.insert(units.first { $0.key == key }?.pluralBase ?? key)
    }
    #expect(count("Total Message") == total, "\(csv)")
    #expect(count("Translated Messages") == total - unreviewed.count, "\(csv)")
    #expect(count("Fuzzy Messages") == unreviewed.count, "\(csv)")
  }

  @Test(
    "Plural-Forms numbers each count's form as the kit's CLDR rules do",
    .enabled(if: python != nil, "needs python3 (its gettext module reads Plural-Forms)"))
  func pluralFormsAgree() throws {
    let codes = ["en", "fr", "es", "pt-PT", "ru", "pl", "cs", "hr", "ro", "hi", "ar", "he", "ja"]
    var rulesByCode: [(code: String, rules: PluralRules, forms: String)] = []
    for code in codes {
      let rules = try #require(Language(code: code)).pluralRules
      rulesByCode.append((code, rules, rules.gettextPluralForms))
    }
    // One python3 for every language (a start costs more than its answer): one line of forms
    // for counts 0 through 1200 for each expression, in order.
    var script = "import gettext\n"
    for (code, _, forms) in rulesByCode {
      let expression = try #require(
        forms.firstMatch(of: /plural=\((.*)\);$/).map { String($0.output.1) }, "\(code)")
      script +=
        "f = gettext.c2py(\(pythonString(expression)))\n"
        + "print(' '.join(str(f(n)) for n in range(0, 1201)))\n"
    }
    let (status, output, problems) = try launch(python ?? "", ["-c", script])
    #expect(status == 0, "\(problems)")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count >= rulesByCode.count, "\(output)")
    for (index, (code, rules, forms)) in rulesByCode.enumerated() {
      let expected = (0...1200).map { count in
        String(rules.categories.firstIndex(of: rules.category(for: count)) ?? -1)
      }.joined(separator: " ")
      let line = index < lines.count ? String(lines[index]) : ""
      #expect(line == expected, "\(code): \(forms)")
      #expect(forms.hasPrefix("nplurals=\(rules.categories.count);"), "\(code)")
    }
  }

  private func pythonString(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  let english = """
    /* The title. */
    "title" = "Trackers";
    /* Progress. %1$d is the goal, %2$d the days done. */
    "progress.one" = "%2$d of %1$d day";
    /* Progress. */
    "progress.other" = "%2$d of %1$d days";

    """
  let russian = """
    "title" = "Трекеры";
    "progress.one" = "%2$d из %1$d дня";
    "progress.few" = "%2$d из %1$d дней";
    "progress.many" = "%2$d из %1$d дней";
    "progress.other" = "%2$d из %1$d дня";

    """

  @Test("A stale text is fuzzy, with the English it was made from as the previous msgid")
  func staleIsFuzzy() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    try tables.write("\"title\" = \"Tracker list\";\n", to: "translated-from/ru.strings")
    let po = try TranslationFolder(tables.url).po(.russian)
    #expect(
      po.contains(
        "#, fuzzy\n#| msgctxt \"title\"\n#| msgid \"Tracker list\"\nmsgctxt \"title\"\nmsgid \"Trackers\"\nmsgstr \"Трекеры\"\n"
      ), "\(po)")
    #expect(
      po.contains(
        "msgctxt \"progress\"\nmsgid \"%2$d of %1$d day\"\nmsgid_plural \"%2$d of %1$d days\"\nmsgstr[0] \"%2$d из %1$d дня\"\nmsgstr[1] \"%2$d из %1$d дней\""
      ), "\(po)")
    #expect(po.contains("\"Plural-Forms: nplurals=4;"))
    // Imported back still fuzzy: still stale, nothing written to the table.
    let plan = try XLIFFImport.plan(Array(po.utf8), path: "ru.po", tables: tables.url)
    #expect(!plan.table.changed)
  }

  @Test("Import refuses what XLIFF import refuses, naming line and column")
  func refusals() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let po = try TranslationFolder(tables.url).po(.russian)
    let wrongOrder = po.replacingOccurrences(
      of: "msgstr[2] \"%2$d из %1$d дней\"", with: "msgstr[2] \"%d z %d dni\"")
    let lines = wrongOrder.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.hasPrefix("msgstr[2]") }) + 1
    do {
      _ = try XLIFFImport.plan(Array(wrongOrder.utf8), path: "pl.po", tables: tables.url)
      Issue.record("\"%d z %d dni\" was imported")
    } catch {
      #expect(
        error.description.hasPrefix(
          "pl.po:\(line):11: error: the placeholders of \"progress[2]\" must be numbered"),
        "\(error.description)")
    }
    let unknown = po.replacingOccurrences(of: "msgctxt \"title\"", with: "msgctxt \"titel\"")
    #expect(throws: XLIFFFailure.self) {
      try XLIFFImport.plan(Array(unknown.utf8), path: "ru.po", tables: tables.url)
    }
    let noLanguage = po.replacingOccurrences(of: "\"Language: ru\\n\"\n", with: "")
    do {
      _ = try XLIFFImport.plan(Array(noLanguage.utf8), path: "ru.po", tables: tables.url)
      Issue.record("a PO file without Language was imported")
    } catch {
      #expect(error.description.contains("gives no Language"), "\(error.description)")
    }
    let broken = po.replacingOccurrences(of: "msgstr \"Трекеры\"", with: "msgstr \"Трекеры")
    do {
      _ = try XLIFFImport.plan(Array(broken.utf8), path: "ru.po", tables: tables.url)
      Issue.record("a PO file with an unclosed string was imported")
    } catch {
      #expect(error.description.contains("expected a string in double quotes"))
    }
  }

  @Test("A translation edited in a PO tool imports; fuzzy stays stale")
  func editsImport() throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let po = try TranslationFolder(tables.url).po(.russian)
    let edited = po.replacingOccurrences(of: "msgstr \"Трекеры\"", with: "msgstr \"Мои трекеры\"")
      .replacingOccurrences(
        of: "msgctxt \"progress\"", with: "#, fuzzy\nmsgctxt \"progress\"")
    let plan = try XLIFFImport.plan(Array(edited.utf8), path: "ru.po", tables: tables.url)
    #expect(plan.changedKeys == ["title"])
    try plan.write()
    let folder = try TranslationFolder(tables.url)
    #expect(try folder.translations(.russian)["title"] == "Мои трекеры")
    #expect(
      try folder.status(.russian).stale.map(\.key).sorted() == [
        "progress.few", "progress.many", "progress.one", "progress.other",
      ])
  }

  @Test(
    "An older export does not put back a translation the table changed since; --overwrite does",
    arguments: ["ru.po", "ru.xliff"])
  func olderExportRefused(file: String) throws {
    let tables = try ScratchTables(["en": english, "ru": russian])
    let folder = try TranslationFolder(tables.url)
    let older = XLIFFImport.isPO(file) ? try folder.po(.russian) : try folder.xliff(.russian)
    // Since the export, someone changed the title in the table.
    try tables.write(
      russian.replacingOccurrences(of: "\"Трекеры\"", with: "\"Мои трекеры\""),
      to: "ru.lproj/Localizable.strings")
    do {
      _ = try XLIFFImport.plan(Array(older.utf8), path: file, tables: tables.url)
      Issue.record("the older export put back the title")
    } catch {
      #expect(error.errors.count == 1)
      #expect(
        error.description.contains(
          "error: the table's translation of \"title\" has changed since this file was exported (it is now \"Мои трекеры\")"
        ), "\(error.description)")
    }
    let forced = try XLIFFImport.plan(
      Array(older.utf8), path: file, tables: tables.url, overwrite: true)
    #expect(forced.changedKeys == ["title"])
    // A file exported after the change imports as usual.
    let fresh = XLIFFImport.isPO(file) ? try folder.po(.russian) : try folder.xliff(.russian)
    #expect(
      try XLIFFImport.plan(Array(fresh.utf8), path: file, tables: tables.url).changedKeys.isEmpty)
  }
}
