import StringsFile
import Testing

/// The one place the wording of the table messages is checked: every other test compares
/// typed problems and positions.
@Suite struct StringsFileMessageTests {
  static let messages: [(StringsFileProblem, String)] = [
    (
      .unterminatedString(openedAtColumn: 7),
      "unterminated text: the quote at column 7 is never closed; add the closing quote"
    ),
    (
      .missingClosingQuote(openedAtColumn: 7, runsToLine: 2),
      "missing closing quote: the text opened at column 7 runs on to line 2"
    ),
    (.unterminatedComment, "unterminated comment: this /* is never closed with */"),
    (.missingEquals(key: "a"), "missing '=' between the key \"a\" and its value"),
    (.missingEqualsOrSemicolon(key: "a"), "missing '=' or ';' after the key \"a\""),
    (.missingSemicolon(key: "a"), "missing ';' after the value of \"a\""),
    (.missingValue(key: "a"), "missing value after '=' for the key \"a\""),
    (.missingKey, "missing key before '='"),
    (.doubleSemicolon, "extra ';': there is no entry between two semicolons"),
    (.hashComment, "'#' does not start a comment in .strings files; use // or /* */"),
    (.curlyQuote("“"), "typographic quote “ cannot enclose a key or value; use straight quotes \""),
    (
      .unexpectedCharacter("@"),
      "unexpected character '@'; keys and values go in \"straight quotes\""
    ),
    (
      .unexpectedCharacter("\u{A0}"),
      "unexpected character U+00A0 (no-break space); keys and values go in \"straight quotes\""
    ),
    (
      .unsupportedValue("("),
      "a value must be a text in quotes; '(' starts a dictionary, array or data value"
    ),
    (.textAfterClosingBrace, "text after the closing '}' of the table"),
    (.missingClosingBrace, "missing '}': the table opened with '{' is never closed"),
    (
      .loneSurrogateEscape(0xD83D),
      "\\UD83D is half of a surrogate pair; write both halves or the character itself"
    ),
    (.duplicateKey("a", firstLine: 1), "duplicate key \"a\", first defined on line 1"),
    (
      .utf16WithoutByteOrderMark,
      "the file looks like UTF-16 without a byte-order mark; save it as UTF-8 (or UTF-16 with a byte-order mark)"
    ),
    (.invalidUTF8(0xE9), "byte 0xE9 is not valid UTF-8; save the file as UTF-8"),
    (
      .invalidUTF16,
      "invalid UTF-16 (a broken surrogate pair or an odd number of bytes); save the file as UTF-8"
    ),
  ]

  @Test func eachProblemsWording() {
    for (problem, message) in Self.messages {
      #expect(problem.message == message)
      #expect(problem.severity == .error)
    }
  }
}
