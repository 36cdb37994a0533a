import Foundation
import StringsFile
import Testing

/// A malformed table and the error it must give.
struct Malformed: CustomTestStringConvertible, Sendable {
  let name: String
  let text: String
  let line: Int
  let column: Int
  let problem: StringsFileProblem
  var testDescription: String { name }
}

@Suite struct MalformedTableTests {
  static let cases: [Malformed] = [
    Malformed(
      name: "unterminated string at the end", text: "\"a\" = \"b\";\n\"c\" = \"d;\n",
      line: 2, column: 10, problem: .unterminatedString(openedAtColumn: 7)),
    Malformed(
      name: "closing quote missing, next entry swallowed",
      text: "\"a\" = \"b;\n\"c\" = \"d\";\n", line: 1, column: 10,
      problem: .missingClosingQuote(openedAtColumn: 7, runsToLine: 2)),
    Malformed(
      name: "missing semicolon", text: "\"a\" = \"b\"\n\"c\" = \"d\";\n",
      line: 1, column: 10, problem: .missingSemicolon(key: "a")),
    Malformed(
      name: "missing semicolon at the end of the file", text: "\"a\" = \"b\";\n\"c\" = \"d\"  \n",
      line: 2, column: 10, problem: .missingSemicolon(key: "c")),
    Malformed(
      name: "missing equals", text: "\"a\" \"b\";\n", line: 1, column: 4,
      problem: .missingEquals(key: "a")),
    Malformed(
      name: "missing equals or semicolon", text: "\"a\"\n\"b\" = \"c\";\n", line: 1, column: 4,
      problem: .missingEqualsOrSemicolon(key: "a")),
    Malformed(
      name: "shorthand without semicolon at the end", text: "\"Done\"", line: 1, column: 7,
      problem: .missingEqualsOrSemicolon(key: "Done")),
    Malformed(
      name: "missing value", text: "\"a\" = ;\n", line: 1, column: 6,
      problem: .missingValue(key: "a")),
    Malformed(
      name: "missing key", text: "\"a\" = \"b\";\n = \"c\";\n", line: 2, column: 2,
      problem: .missingKey),
    Malformed(
      name: "double semicolon", text: "\"a\" = \"b\";;\n\"c\" = \"d\";\n", line: 1, column: 11,
      problem: .doubleSemicolon),
    Malformed(
      name: "hash line", text: "\"a\" = \"b\";\n# note\n\"c\" = \"d\";\n", line: 2, column: 1,
      problem: .hashComment),
    Malformed(
      name: "curly quotes around a key", text: "\"a\" = \"b\";\n“c” = “d”;\n", line: 2,
      column: 1, problem: .curlyQuote("“")),
    Malformed(
      name: "curly quotes around a value", text: "\"a\" = “b”;\n", line: 1, column: 7,
      problem: .curlyQuote("“")),
    Malformed(
      name: "guillemets around a value", text: "\"a\" = «б»;\n", line: 1, column: 7,
      problem: .curlyQuote("«")),
    Malformed(
      name: "stray character after a semicolon", text: "\"a\" = \"b\"; @\n\"c\" = \"d\";\n",
      line: 1, column: 12, problem: .unexpectedCharacter("@")),
    Malformed(
      name: "no-break space", text: "\"a\" =\u{A0}\"b\";\n", line: 1, column: 6,
      problem: .unexpectedCharacter("\u{A0}")),
    Malformed(
      name: "unquoted Cyrillic", text: "ключ = \"значение\";\n", line: 1, column: 1,
      problem: .unexpectedCharacter("к")),
    Malformed(
      name: "unterminated comment", text: "\"a\" = \"b\";\n/* note\n\"c\" = \"d\";\n", line: 2,
      column: 1, problem: .unterminatedComment),
    Malformed(
      name: "array value", text: "\"a\" = (\"b\");\n", line: 1, column: 7,
      problem: .unsupportedValue("(")),
    Malformed(
      name: "lone surrogate escape", text: "\"a\" = \"x\\UD83D\";\n", line: 1, column: 9,
      problem: .loneSurrogateEscape(0xD83D)),
    Malformed(
      name: "duplicate key", text: "\"a\" = \"b\";\n/* again */\n  \"a\" = \"c\";\n", line: 3,
      column: 3, problem: .duplicateKey("a", firstLine: 1)),
    Malformed(
      name: "braces not closed", text: "{ \"a\" = \"b\";\n", line: 1, column: 1,
      problem: .missingClosingBrace),
    Malformed(
      name: "text after braces", text: "{ \"a\" = \"b\"; }\n\"c\" = \"d\";", line: 2, column: 1,
      problem: .textAfterClosingBrace),
    Malformed(
      name: "column counts characters, not bytes", text: "\"ключ\" = \"значение\"\n",
      line: 1, column: 20, problem: .missingSemicolon(key: "ключ")),
    Malformed(
      name: "CRLF lines", text: "\"a\" = \"b\";\r\n\"c\" = \"d\"\r\n\"e\" = \"f\";\r\n", line: 2,
      column: 10, problem: .missingSemicolon(key: "c")),
  ]

  @Test(arguments: cases)
  func reportsTheFaultWhereItIs(_ malformed: Malformed) {
    #expect(
      throws: StringsFileError(
        file: "ru.lproj/Localizable.strings", line: malformed.line, column: malformed.column,
        problem: malformed.problem)
    ) {
      try StringsFile(bytes: Array(malformed.text.utf8), path: "ru.lproj/Localizable.strings")
    }
  }

  @Test func errorReadsAsFileLineColumn() {
    let error = StringsFileError(
      file: "Localization/ru.lproj/Localizable.strings", line: 12, column: 5,
      problem: .missingSemicolon(key: "a"))
    #expect(
      error.description
        == "Localization/ru.lproj/Localizable.strings:12:5: error: missing ';' after the value of \"a\""
    )
  }

  @Test func foundationDropsTheRestWhereWeStop() throws {
    let text = "\"a\" = \"b\";;\n\"c\" = \"d\";\n"
    let foundation = try oracle(Array(text.utf8))
    #expect(foundation.count == 1)  // Foundation silently lost "c".
    #expect(throws: StringsFileError.self) { try StringsFile(bytes: Array(text.utf8), path: "x") }
  }

  @Test func duplicatesCanBeCollectedForTheLinter() throws {
    let text = "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n"
    let file = try StringsFile(
      bytes: Array(text.utf8), path: "x.strings", allowingDuplicateKeys: true)
    #expect(file.entries.count == 3)
    #expect(file.duplicates.map { [$0.first.line, $0.second.line] } == [[1, 3]])
    #expect(file.dictionary["a"] == "1")
  }
}

@Suite struct EncodingTests {
  func error(_ bytes: [UInt8]) -> StringsFileError? {
    do {
      _ = try StringsFile(bytes: bytes, path: "t.strings")
      return nil
    } catch {
      return error
    }
  }

  @Test func utf16WithoutByteOrderMarkIsRefused() {
    let littleEndian = Array(utf16Bytes("\"a\" = \"b\";", bigEndian: false).dropFirst(2))
    let bigEndian = Array(utf16Bytes("\"a\" = \"b\";", bigEndian: true).dropFirst(2))
    for bytes in [littleEndian, bigEndian] {
      #expect(error(bytes)?.problem == .utf16WithoutByteOrderMark)
      #expect(error(bytes)?.line == 1)
    }
  }

  @Test func invalidUTF8IsReportedAtTheByte() {
    // "a" = "café" saved as Latin-1 on line 2.
    let bytes = Array("\"x\" = \"y\";\n\"a\" = \"caf".utf8) + [0xE9] + Array("\";\n".utf8)
    let found = error(bytes)
    #expect(found?.problem == .invalidUTF8(0xE9))
    #expect(found?.line == 2)
    #expect(found?.column == 11)
  }

  @Test func overlongAndSurrogateUTF8AreRefused() {
    #expect(
      error(Array("\"a\" = \"".utf8) + [0xC0, 0xAF] + Array("\";".utf8))?.problem
        == .invalidUTF8(0xC0))
    #expect(
      error(Array("\"a\" = \"".utf8) + [0xED, 0xA0, 0x80] + Array("\";".utf8))?.problem
        == .invalidUTF8(0xED))
    #expect(
      error(Array("\"a\" = \"".utf8) + [0xE2, 0x82] + Array("\";".utf8))?.problem
        == .invalidUTF8(0xE2))
  }

  @Test func brokenUTF16IsRefused() {
    #expect(error([0xFF, 0xFE, 0x22])?.problem == .invalidUTF16)
    #expect(error([0xFF, 0xFE, 0x3D, 0xD8, 0x22, 0x00])?.problem == .invalidUTF16)
  }

  @Test func encodingIsRecorded() throws {
    let text = "\"a\" = \"б\";"
    #expect(try StringsFile(bytes: Array(text.utf8), path: "t").encoding == .utf8)
    #expect(
      try StringsFile(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "t").encoding
        == .utf8WithByteOrderMark)
    #expect(
      try StringsFile(bytes: utf16Bytes(text, bigEndian: false), path: "t").encoding
        == .utf16LittleEndian)
    #expect(
      try StringsFile(bytes: utf16Bytes(text, bigEndian: true), path: "t").encoding
        == .utf16BigEndian)
  }

  @Test func entriesKeepPositionsAndComments() throws {
    let text =
      "/* Title of the screen. */\n\"a\" = \"b\";\n\n  // Button\n  \"c\" =\n \"d\";\n\"e\";"
    let file = try StringsFile(bytes: Array(text.utf8), path: "t")
    #expect(file.entries.map(\.line) == [2, 5, 7])
    #expect(file.entries.map(\.column) == [1, 3, 1])
    #expect(file.entries.map(\.valueLine) == [2, 6, 7])
    #expect(file.entries.map(\.comment) == ["Title of the screen.", "Button", nil])
  }
}
