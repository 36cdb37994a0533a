import Diagnostics
import Foundation
import StringsFile
import Testing
import TrackerLocalization
import TrackerTestSupport

/// Mutated string tables: none crashes or hangs the parser, the linter or the localizer;
/// each is refused with a position inside the file, or read into entries whose keys are
/// distinct scalar for scalar, the same dictionary Foundation reads, and texts that come
/// from the table, from English or are the key.
@Suite("Fuzzing the string tables")
struct TableFuzzTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Localization")

  static func table(_ code: String) -> [UInt8] {
    let url = folder.appendingPathComponent("\(code).lproj/Localizable.strings")
    return (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
  }

  static let english = table("en")
  static let englishValues = (try? StringsFile(bytes: english, path: "en"))?.dictionary ?? [:]
  static let russian = table("ru")
  static let awkward = Array(
    """
    /* c */ 'a' = "b \\U00E9 \\n \\" \\\\ \\101"; c.d-e_f = g; "Done";
    "e\u{301}" = "1"; "é" = "2"; "K" = "3"; "\u{212A}" = "4";
    { "x" = "y"; }
    """.utf8)

  static let values = [
    "", " ", "%@", "%d", "%1$@ %2$d", "%s", "%5d", "%%", "100%", "%", "%@ dd.MM.yy %d",
    "dd.MM.yy (day)", "d.M.yyyy", "MMM", "👨‍👩‍👧‍👦", "e\u{301}", "\u{212A}", "\u{0}", "\u{202E}",
    String(repeating: "Ж", count: 2000), "line\nbreak", "/* not a comment */",
  ]

  /// A table value written with the escapes `.strings` needs.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  /// Rounds of each seed: an everyday run takes half the exhaustive run's, which still
  /// mutates each of the three tables both ways (a round's table and way are its number's).
  static let rounds = RunSize.pick(everyday: 50, exhaustive: 100)

  @Test("Mutations of the shipped tables and of an awkward one", arguments: [11, 12])
  func mutations(seed: UInt64) throws {
    var mutator = Mutator(seed: seed)
    let bases = [Self.russian, Self.english, Self.awkward]
    var accepted = 0
    for round in 0..<Self.rounds {
      var bytes = bases[round % bases.count]
      if round % 2 == 0 {
        bytes = mutator.mutate(bytes, openers: Array("{\"'(".utf8))
      } else {
        let value = Self.values[mutator.below(Self.values.count)]
        bytes = mutator.replaceQuoted(in: bytes, with: value, escape: Self.escaped)
      }
      if try check(bytes, round: round, seed: seed) { accepted += 1 }
    }
    #expect(accepted > Self.rounds * 15 / 100, "\(accepted) of \(Self.rounds) accepted")
  }

  /// Parses `bytes` and checks the outcome; true when the table was accepted.
  private func check(_ bytes: [UInt8], round: Int, seed: UInt64) throws -> Bool {
    let input =
      "seed \(seed), round \(round): \(String(decoding: bytes.prefix(200), as: UTF8.self))"
    let file: StringsFile
    do {
      file = try StringsFile(bytes: bytes, path: "fuzz.strings")
    } catch {
      #expect(error.file == "fuzz.strings")
      #expect((error.line ?? 0) >= 1 && (error.column ?? 0) >= 1, "\(error); \(input)")
      #expect((error.line ?? 0) <= bytes.count + 1, "\(error); \(input)")
      return false
    }
    let keys = file.entries.map { TableKey($0.key) }
    #expect(Set(keys).count == keys.count, "a duplicate key was accepted; \(input)")
    #expect(file.dictionary.count == keys.count, "\(input)")
    #expect(file.entries.allSatisfy { $0.line >= 1 && $0.valueLine >= $0.line }, "\(input)")
    // Foundation on Linux merges keys that Swift strings call equal; compare only without
    // those. It refuses zero bytes, which we read as an empty table.
    if bytes.isEmpty {
      #expect(file.entries.isEmpty)
    } else if Set(file.entries.map(\.key)).count == keys.count {
      #expect(scalars(file.dictionary) == (try foundation(bytes)), "\(input)")
    }
    expectEveryTextResolves(file.dictionary, input)
    return true
  }

  /// Every key the code uses, in a localizer with this table as Russian: no crash, and each
  /// text is Russian, English or the key.
  private func expectEveryTextResolves(_ table: [TableKey: String], _ input: String) {
    let russian = Localizer(
      language: .russian,
      tables: LocalizationTables(values: [.english: Self.englishValues, .russian: table]))
    for key in StringKey.allCases {
      let text = russian.text(key, .text("a"), .integer(2), .text("c"))
      if text.tableLanguage == nil {
        #expect(text.string == key.rawValue, "\(key.rawValue); \(input)")
      }
    }
    for key in PluralKey.allCases {
      for count in [0, 1, 2, 5, 11, 21, 101, -1, Int.max] {
        _ = russian.plural(key, count: count, .text("x"))
      }
    }
    let date = russian.date(year: 2026, month: 11, day: 23)
    #expect(
      date.string.contains("23") || date.tableLanguage == nil,
      "the date \(date.string); \(input)")
  }

  @Test("The linter reads every mutated Russian table without crashing", arguments: [21])
  func linter(seed: UInt64) throws {
    var mutator = Mutator(seed: seed)
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Localization")
    for code in ["en", "ru"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("\(code).lproj"), withIntermediateDirectories: true)
    }
    try Data(Self.english).write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
    for round in 0..<25 {
      let bytes =
        round % 2 == 0
        ? mutator.mutate(Self.russian)
        : mutator.replaceQuoted(
          in: Self.russian, with: Self.values[mutator.below(Self.values.count)],
          escape: Self.escaped)
      try Data(bytes).write(to: folder.appendingPathComponent("ru.lproj/Localizable.strings"))
      let report = lintTables(in: folder)
      let path = "Localization/ru.lproj/Localizable.strings"
      do {
        _ = try StringsFile(bytes: bytes, path: path)
      } catch {
        // A table the app cannot read is an error at the same place (a duplicate key is
        // reported as one, on its line).
        let expected: LintFinding
        if case .duplicateKey(let key, let firstLine) = error.problem {
          expected = LintFinding(
            file: path, line: error.line, problem: .duplicateKey(key, firstLine: firstLine))
        } else {
          expected = LintFinding(
            file: path, line: error.line, column: error.column, problem: .syntax(error.problem))
        }
        #expect(report.findings.contains(expected), "seed \(seed), round \(round)")
      }
      #expect(report.exitStatus == (report.errors.isEmpty ? 0 : 1))
    }
  }

  private func scalars(_ dictionary: [TableKey: String]) -> [[Unicode.Scalar]: [Unicode.Scalar]] {
    var result: [[Unicode.Scalar]: [Unicode.Scalar]] = [:]
    for (key, value) in dictionary {
      result[Array(key.text.unicodeScalars)] = Array(value.unicodeScalars)
    }
    return result
  }

  /// Foundation's reading, as scalars.
  private func foundation(_ bytes: [UInt8]) throws -> [[Unicode.Scalar]: [Unicode.Scalar]] {
    let object = try PropertyListSerialization.propertyList(
      from: Data(bytes), options: [], format: nil)
    var result: [[Unicode.Scalar]: [Unicode.Scalar]] = [:]
    for (key, value) in object as? [String: String] ?? [:] {
      result[Array(key.unicodeScalars)] = Array(value.unicodeScalars)
    }
    return result
  }
}
