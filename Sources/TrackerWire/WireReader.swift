import JSONSyntax

/// Reads JSON text (RFC 8259) into a `WireValue` with the package's one reader
/// (`JSONReader`), refusing also what the wire never writes: numbers with a fraction or an
/// exponent, or beyond ±(2^53 − 1), and nesting deeper than `depthLimit`. Every error says
/// the line and column (in characters) where the text goes wrong.
public enum WireReader {
  /// How deeply arrays and objects may nest: deep enough for any screen, shallow
  /// enough that no input exhausts the stack.
  public static let depthLimit = 200

  /// The largest whole number on the wire, either sign: 2^53 − 1, the largest a JavaScript
  /// number holds exactly. A request with a larger one is refused; the kit writes none.
  public static let largestInteger = 9_007_199_254_740_991

  /// The one JSON value in `bytes` (spaces around it allowed), or where and why it is not.
  public static func read(_ bytes: some Collection<UInt8>) throws(WireReadError) -> WireValue {
    let bytes = Array(bytes)
    var reader = JSONReader(bytes, depthLimit: depthLimit)
    let value: JSONValue
    do {
      value = try reader.readDocument()
    } catch {
      throw WireReadError(error, in: bytes)
    }
    return try wireValue(value, in: bytes)
  }

  /// Reads `text`.
  public static func read(_ text: String) throws(WireReadError) -> WireValue {
    try read(Array(text.utf8))
  }

  /// The wire's value for a JSON value: objects as dictionaries, numbers whole and within
  /// ±`largestInteger`.
  private static func wireValue(_ value: JSONValue, in bytes: [UInt8]) throws(WireReadError)
    -> WireValue
  {
    switch value.kind {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .array(let items):
      var values: [WireValue] = []
      values.reserveCapacity(items.count)
      for item in items { values.append(try wireValue(item, in: bytes)) }
      return .array(values)
    case .object(let members):
      var fields: [String: WireValue] = [:]
      fields.reserveCapacity(members.count)
      for member in members { fields[member.key] = try wireValue(member.value, in: bytes) }
      return .object(fields)
    case .number(let text):
      if let point = text.utf8.firstIndex(where: { $0 == 0x2E || $0 == 0x65 || $0 == 0x45 }) {
        throw WireReadError(
          at: value.offset + text.utf8.distance(from: text.utf8.startIndex, to: point), in: bytes,
          "numbers on the wire are whole; a decimal travels as a string")
      }
      guard let number = Int(text), (-largestInteger...largestInteger).contains(number) else {
        let shown = text.count > 40 ? text.prefix(40) + "…" : text
        throw WireReadError(
          at: value.offset, in: bytes,
          "the number \(shown) is outside -\(largestInteger)…\(largestInteger), the whole numbers a JSON client holds exactly"
        )
      }
      return .integer(number)
    }
  }
}

/// Why a text is not the JSON the wire reads, and where.
public struct WireReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in characters.
  public var column: Int
  /// What is wrong there.
  public var message: String

  /// An error with every part given.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line:column: message`.
  public var description: String { "\(line):\(column): \(message)" }
}

extension WireReadError {
  /// The error at byte `offset` of `bytes`.
  init(at offset: Int, in bytes: [UInt8], _ message: String) {
    let (line, column) = JSONReader.position(of: offset, in: bytes)
    self.init(line: line, column: column, message: message)
  }

  /// The wire's words for a text that is not JSON.
  init(_ syntax: JSONSyntaxError, in bytes: [UInt8]) {
    var offset = syntax.offset
    let message: String
    switch syntax.problem {
    case .endWhereValueExpected: message = "the text ends where a value should be"
    case .expectedValue: message = "expected a JSON value"
    case .expectedWord(let word, let mismatch):
      offset = mismatch
      message = "expected '\(word)'"
    case .textAfterValue: message = "unexpected text after the JSON value"
    case .nestedTooDeep(let limit): message = "arrays and objects nest deeper than \(limit)"
    case .expectedKey: message = "expected a key in double quotes"
    case .duplicateKey(let key, _): message = "the key \"\(key)\" appears twice"
    case .expectedColon: message = "expected ':' after the key"
    case .trailingComma(let closing):
      message = "expected a JSON value after ',' before '\(closing)'"
    case .expectedCommaOrClosing(let closing):
      let container = closing == "}" ? "object" : "array"
      message =
        offset >= bytes.count
        ? "the \(container) is not closed with '\(closing)'"
        : "expected ',' or '\(closing)' in the \(container)"
    case .missingDigit: message = "expected a digit"
    case .leadingZero(let start):
      offset = start
      message = "a number does not start with 0"
    case .unclosedString: message = "the string is not closed with '\"'"
    case .controlCharacter: message = "a control character in a string must be escaped"
    case .invalidUTF8: message = "the text is not valid UTF-8"
    case .endInsideEscape: message = "the string ends inside an escape"
    case .unknownEscape: message = "an unknown escape in a string"
    case .invalidUnicodeEscape: message = "\\u needs four hexadecimal digits"
    case .missingLowSurrogate(let unit), .expectedLowSurrogate(let unit),
      .loneLowSurrogate(let unit):
      message = "a lone surrogate \\u\(String(unit, radix: 16)) in a string"
    }
    self.init(at: offset, in: bytes, message)
  }
}
