import Diagnostics

/// Why a `.strings` table could not be read, and exactly where: the description reads
/// `path:line:column: error: message`, the form editors and build logs link to.
public typealias StringsFileError = Diagnostic<StringsFileProblem>

/// The faults a `.strings` table can have, each with a message that says how to fix it.
public enum StringsFileProblem: DiagnosticProblem {
  /// A quoted text runs to the end of the file; `openedAtColumn` is where its quote is.
  case unterminatedString(openedAtColumn: Int)
  /// A quoted text seems to miss its closing quote on its own line: what follows it is not `;`.
  case missingClosingQuote(openedAtColumn: Int, runsToLine: Int)
  /// A `/*` comment is never closed.
  case unterminatedComment
  /// A key is followed by a value on the same line with no `=` between.
  case missingEquals(key: String)
  /// A key is followed by something else than `=` or `;` on a later line.
  case missingEqualsOrSemicolon(key: String)
  /// A value is not followed by `;`.
  case missingSemicolon(key: String)
  /// `=` is followed by `;` or the end of the file.
  case missingValue(key: String)
  /// `=` with no key before it.
  case missingKey
  /// Two semicolons with nothing between them.
  case doubleSemicolon
  /// A line that starts with `#`, which is not a comment in `.strings` files.
  case hashComment
  /// A typographic quote (“ ” „ « » ‘ ’) where a straight quote is needed.
  case curlyQuote(Character)
  /// A character that cannot start a key or value here.
  case unexpectedCharacter(Unicode.Scalar)
  /// A dictionary, array or data value, which string tables cannot hold.
  case unsupportedValue(Character)
  /// Text after the closing `}` of a braced table.
  case textAfterClosingBrace
  /// A braced table whose `{` is never closed.
  case missingClosingBrace
  /// A `\U` escape that gives half of a surrogate pair.
  case loneSurrogateEscape(UInt16)
  /// The same key twice; `firstLine` is where it first appears.
  case duplicateKey(String, firstLine: Int)
  /// Zero bytes that show the file is UTF-16 saved without a byte-order mark.
  case utf16WithoutByteOrderMark
  /// A byte sequence that is not valid UTF-8.
  case invalidUTF8(UInt8)
  /// A UTF-16 unit sequence that is not valid (a lone surrogate or an odd byte count).
  case invalidUTF16

  /// A sentence a translator understands, saying what is wrong and how to fix it.
  public var message: String {
    switch self {
    case .unterminatedString(let column):
      return
        "unterminated text: the quote at column \(column) is never closed; add the closing quote"
    case .missingClosingQuote(let column, let line):
      return "missing closing quote: the text opened at column \(column) runs on to line \(line)"
    case .unterminatedComment:
      return "unterminated comment: this /* is never closed with */"
    case .missingEquals(let key):
      return "missing '=' between the key \"\(key)\" and its value"
    case .missingEqualsOrSemicolon(let key):
      return "missing '=' or ';' after the key \"\(key)\""
    case .missingSemicolon(let key):
      return "missing ';' after the value of \"\(key)\""
    case .missingValue(let key):
      return "missing value after '=' for the key \"\(key)\""
    case .missingKey:
      return "missing key before '='"
    case .doubleSemicolon:
      return "extra ';': there is no entry between two semicolons"
    case .hashComment:
      return "'#' does not start a comment in .strings files; use // or /* */"
    case .curlyQuote(let quote):
      return "typographic quote \(quote) cannot enclose a key or value; use straight quotes \""
    case .unexpectedCharacter(let scalar):
      return "unexpected \(describe(scalar)); keys and values go in \"straight quotes\""
    case .unsupportedValue(let opening):
      return
        "a value must be a text in quotes; '\(opening)' starts a dictionary, array or data value"
    case .textAfterClosingBrace:
      return "text after the closing '}' of the table"
    case .missingClosingBrace:
      return "missing '}': the table opened with '{' is never closed"
    case .loneSurrogateEscape(let unit):
      return
        "\\U\(hex(UInt32(unit))) is half of a surrogate pair; write both halves or the character itself"
    case .duplicateKey(let key, let firstLine):
      return "duplicate key \"\(key)\", first defined on line \(firstLine)"
    case .utf16WithoutByteOrderMark:
      return
        "the file looks like UTF-16 without a byte-order mark; save it as UTF-8 (or UTF-16 with a byte-order mark)"
    case .invalidUTF8(let byte):
      return "byte 0x\(hex(UInt32(byte), digits: 2)) is not valid UTF-8; save the file as UTF-8"
    case .invalidUTF16:
      return
        "invalid UTF-16 (a broken surrogate pair or an odd number of bytes); save the file as UTF-8"
    }
  }
}

/// "character 'x'" for visible characters, "character U+00A0 (no-break space)" otherwise.
private func describe(_ scalar: Unicode.Scalar) -> String {
  let names: [UInt32: String] = [
    0x00: "NUL", 0xA0: "no-break space", 0xFEFF: "byte-order mark", 0x200B: "zero-width space",
    0x3B: "';'",
  ]
  if let name = names[scalar.value] {
    return "character U+\(hex(scalar.value)) (\(name))"
  }
  if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
    || scalar.properties.generalCategory == .format
  {
    return "character U+\(hex(scalar.value))"
  }
  return "character '\(Character(scalar))'"
}

/// Uppercase hexadecimal, zero-padded to `digits`.
func hex(_ value: UInt32, digits: Int = 4) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}
