import StringsFile
import Testing

/// Keys are compared by their Unicode scalars, as Foundation on Apple platforms (and so an
/// iOS app) compares them, not by canonical equivalence as Swift strings are: "é" written
/// as one scalar and as e + U+0301 are two keys, and so are K and the Kelvin sign.
@Suite struct LookAlikeKeyTests {
  static let pairs: [(String, String)] = [
    ("\u{E9}", "e\u{301}"),
    ("K", "\u{212A}"),
    ("table.title\u{3B}", "table.title\u{37E}"),
  ]

  @Test(arguments: 0..<pairs.count)
  func canonicallyEquivalentKeysAreTwoKeys(_ index: Int) throws {
    let (first, second) = Self.pairs[index]
    #expect(first == second)  // Swift's String equality: canonical equivalence.
    let text = "\"\(first)\" = \"1\";\n\"\(second)\" = \"2\";\n"
    let file = try StringsFile(bytes: Array(text.utf8), path: "t.strings")
    #expect(
      file.entries.map(\.key.unicodeScalars.count) == [
        first.unicodeScalars.count, second.unicodeScalars.count,
      ])
    #expect(file.duplicates.isEmpty)
    #expect(file.dictionary.count == 2)
    #expect(file.dictionary[TableKey(first)] == "1")
    #expect(file.dictionary[TableKey(second)] == "2")
  }

  @Test func theSameScalarsAreStillADuplicate() {
    let text = "\"e\u{301}\" = \"1\";\n\"e\u{301}\" = \"2\";\n"
    #expect(
      throws: StringsFileError(
        file: "t.strings", line: 2, column: 1, problem: .duplicateKey("e\u{301}", firstLine: 1))
    ) {
      try StringsFile(bytes: Array(text.utf8), path: "t.strings")
    }
  }

  @Test func tableKeysCompareAndHashByScalars() {
    #expect(TableKey("\u{E9}") != TableKey("e\u{301}"))
    #expect(TableKey("K") != TableKey("\u{212A}"))
    #expect(TableKey("trackers.title") == TableKey("trackers.title"))
    #expect(Set([TableKey("\u{E9}"), TableKey("e\u{301}"), TableKey("\u{E9}")]).count == 2)
    #expect(TableKey("e\u{301}").text.unicodeScalars.count == 2)
  }
}
