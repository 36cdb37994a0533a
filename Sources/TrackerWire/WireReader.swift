/// Reads JSON text (RFC 8259) into a `WireValue`, refusing what the wire never
/// writes: numbers with a fraction or an exponent, or beyond ±(2^53 − 1), duplicate
/// keys, lone surrogates, nesting deeper than `depthLimit`. Every error says the
/// line and column (in characters) where the text goes wrong.
public struct WireReader {
  /// How deeply arrays and objects may nest: deep enough for any screen, shallow
  /// enough that no input exhausts the stack.
  public static let depthLimit = 200

  /// The largest whole number on the wire, either sign: 2^53 − 1, the largest a JavaScript
  /// number holds exactly. A request with a larger one is refused; the kit writes none.
  public static let largestInteger = 9_007_199_254_740_991

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The one JSON value in `bytes` (spaces around it allowed), or where and why it is not.
  public static func read(_ bytes: some Collection<UInt8>) throws(WireReadError) -> WireValue {
    var reader = WireReader(Array(bytes))
    reader.skipSpaces()
    let value = try reader.readValue()
    reader.skipSpaces()
    guard reader.index == reader.bytes.count else {
      throw reader.error("unexpected text after the JSON value")
    }
    return value
  }

  /// Reads `text`.
  public static func read(_ text: String) throws(WireReadError) -> WireValue {
    try read(Array(text.utf8))
  }

  private mutating func readValue() throws(WireReadError) -> WireValue {
    guard index < bytes.count else { throw error("the text ends where a value should be") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try readObject()
    case UInt8(ascii: "["): return try readArray()
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"): return try readWord("true", .bool(true))
    case UInt8(ascii: "f"): return try readWord("false", .bool(false))
    case UInt8(ascii: "n"): return try readWord("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
    default: throw error("expected a JSON value")
    }
  }

  private mutating func readWord(_ word: String, _ value: WireValue) throws(WireReadError)
    -> WireValue
  {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else {
        throw error("expected '\(word)'")
      }
      index += 1
    }
    return value
  }

  private mutating func enter() throws(WireReadError) {
    depth += 1
    guard depth <= WireReader.depthLimit else {
      throw error("arrays and objects nest deeper than \(WireReader.depthLimit)")
    }
  }

  private mutating func readObject() throws(WireReadError) -> WireValue {
    try enter()
    index += 1
    var fields: [String: WireValue] = [:]
    skipSpaces()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(fields)
    }
    while true {
      skipSpaces()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes")
      }
      let keyStart = index
      let key = try readString()
      guard fields[key] == nil else {
        index = keyStart
        throw error("the key \"\(key)\" appears twice")
      }
      skipSpaces()
      try expect(":", "expected ':' after the key")
      skipSpaces()
      fields[key] = try readValue()
      skipSpaces()
      guard index < bytes.count else { throw error("the object is not closed with '}'") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .object(fields)
      }
      try expect(",", "expected ',' or '}' in the object")
    }
  }

  private mutating func readArray() throws(WireReadError) -> WireValue {
    try enter()
    index += 1
    var items: [WireValue] = []
    skipSpaces()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipSpaces()
      items.append(try readValue())
      skipSpaces()
      guard index < bytes.count else { throw error("the array is not closed with ']'") }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return .array(items)
      }
      try expect(",", "expected ',' or ']' in the array")
    }
  }

  private mutating func expect(_ character: Unicode.Scalar, _ message: String)
    throws(WireReadError)
  {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
      throw error(message)
    }
    index += 1
  }

  private mutating func readNumber() throws(WireReadError) -> WireValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digitsStart = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    guard index > digitsStart else {
      index = digitsStart
      throw error("expected a digit")
    }
    if bytes[digitsStart] == UInt8(ascii: "0"), index - digitsStart > 1 {
      index = digitsStart
      throw error("a number does not start with 0")
    }
    if index < bytes.count,
      [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index])
    {
      throw error("numbers on the wire are whole; a decimal travels as a string")
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Int(text), (-Self.largestInteger...Self.largestInteger).contains(value) else {
      index = start
      let shown = text.count > 40 ? text.prefix(40) + "…" : text
      throw error(
        "the number \(shown) is outside -\(Self.largestInteger)…\(Self.largestInteger), the whole numbers a JSON client holds exactly"
      )
    }
    return .integer(value)
  }

  private mutating func readString() throws(WireReadError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ end: Int) throws(WireReadError) {
      guard runStart < end else { return }
      var iterator = bytes[runStart..<end].makeIterator()
      var decoder = UTF8()
      decoding: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: break decoding
        case .error:
          index = runStart
          throw error("the text is not valid UTF-8")
        }
      }
    }
    while true {
      guard index < bytes.count else { throw error("the string is not closed with '\"'") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flush(index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 {
        throw error("a control character in a string must be escaped")
      }
      if byte == UInt8(ascii: "\\") {
        try flush(index)
        scalars.append(try readEscape())
        runStart = index
        continue
      }
      index += 1
    }
  }

  private mutating func readEscape() throws(WireReadError) -> Unicode.Scalar {
    index += 1
    guard index < bytes.count else { throw error("the string ends inside an escape") }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let start = index - 2
      let first = try readHex()
      if (0xD800...0xDBFF).contains(first) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          index = start
          throw error("a lone surrogate \\u\(String(first, radix: 16)) in a string")
        }
        index += 2
        let second = try readHex()
        guard (0xDC00...0xDFFF).contains(second),
          let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        else {
          index = start
          throw error("a lone surrogate \\u\(String(first, radix: 16)) in a string")
        }
        return scalar
      }
      guard let scalar = Unicode.Scalar(first) else {
        index = start
        throw error("a lone surrogate \\u\(String(first, radix: 16)) in a string")
      }
      return scalar
    default:
      index -= 2
      throw error("an unknown escape in a string")
    }
  }

  private mutating func readHex() throws(WireReadError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
        throw error("\\u needs four hexadecimal digits")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func skipSpaces() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }

  /// An error at the current position: its line, and its column counted in characters.
  private func error(_ message: String) -> WireReadError {
    let end = min(index, bytes.count)
    var line = 1
    var lineStart = 0
    for position in 0..<end where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    // Count characters, not bytes: UTF-8 continuation bytes start no character.
    let column = 1 + bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count
    return WireReadError(line: line, column: column, message: message)
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
