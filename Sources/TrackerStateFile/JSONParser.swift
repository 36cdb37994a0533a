/// A JSON value and the byte offset where it starts, so that the reader can
/// point at the value at fault.
struct JSONValue {
  /// One member of an object, with where its key starts.
  struct Member {
    let key: String
    let keyOffset: Int
    let value: JSONValue
  }

  /// What the value is.
  enum Kind {
    case object([Member])
    case array([JSONValue])
    case string(String)
    /// The number exactly as written.
    case number(String)
    case bool(Bool)
    case null
  }

  let kind: Kind
  let offset: Int

  /// The kind, without the contents, for problems: an object, a string …
  var valueKind: StateFileProblem.ValueKind {
    switch kind {
    case .object: .object
    case .array: .list
    case .string: .string
    case .number: .number
    case .bool: .bool
    case .null: .null
    }
  }
}

/// A strict RFC 8259 JSON parser over UTF-8 bytes: no comments, no trailing
/// commas, no duplicate keys, nesting at most 64 deep. Every error names the
/// exact place.
struct JSONParser {
  private let source: SourceText
  private var offset = 0
  private var depth = 0
  private static let maximumDepth = 64
  /// The state file's records list, when the quick pass could read it (see `RecordList`).
  private(set) var recordList: RecordList?
  /// Whether to try the quick pass; tests turn it off to compare.
  var readsRecordsQuickly = true

  init(source: SourceText) {
    self.source = source
  }

  private var bytes: [UInt8] { source.bytes }

  /// The single value of a whole document.
  mutating func parseDocument() throws(StateFileError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw source.error(at: 0, .utf16)
    }
    skipWhitespace()
    guard offset < bytes.count else { throw source.error(at: offset, .emptyFile) }
    let value = try parseValue()
    skipWhitespace()
    guard offset == bytes.count else {
      throw source.error(at: offset, .textAfterValue(found(at: offset)))
    }
    return value
  }

  private mutating func parseValue() throws(StateFileError) -> JSONValue {
    skipWhitespace()
    guard offset < bytes.count else {
      throw source.error(at: offset, .endWhereValueExpected)
    }
    let start = offset
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default:
      throw source.error(at: offset, .expectedValue(found: found(at: offset)))
    }
  }

  /// A member's value. The state file's records list goes through the quick
  /// pass when it can; its value is then an empty list here, and the list
  /// itself is `recordList`.
  private mutating func parseMemberValue(_ key: String) throws(StateFileError) -> JSONValue {
    guard readsRecordsQuickly, depth == 1, key == "records", recordList == nil,
      let list = RecordList.scan(bytes, from: offset)
    else { return try parseValue() }
    offset = list.end
    recordList = list
    return JSONValue(kind: .array([]), offset: list.start)
  }

  /// The value starting at byte `start` of a document's top-level object (the
  /// reader reads the records list again this way to report a problem in it).
  static func value(in source: SourceText, at start: Int) throws(StateFileError) -> JSONValue {
    var parser = JSONParser(source: source)
    parser.offset = start
    parser.depth = 1
    return try parser.parseValue()
  }

  private mutating func enter() throws(StateFileError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw source.error(at: offset, .nestedTooDeep(limit: JSONParser.maximumDepth))
    }
  }

  private mutating func parseObject() throws(StateFileError) -> JSONValue {
    let start = offset
    try enter()
    offset += 1
    var members: [JSONValue.Member] = []
    var seen = SeenKeys()
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      offset += 1
      depth -= 1
      return JSONValue(kind: .object([]), offset: start)
    }
    while true {
      skipWhitespace()
      let keyOffset = offset
      guard peek(UInt8(ascii: "\"")) else {
        throw source.error(at: offset, .expectedKey(found: found(at: offset)))
      }
      let key = try parseString()
      if let first = seen.insert(key, at: keyOffset) {
        let line = source.position(of: first).line
        throw source.error(at: keyOffset, .duplicateKey(key, firstLine: line))
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw source.error(at: offset, .expectedColon(key: key, found: found(at: offset)))
      }
      offset += 1
      let value = try parseMemberValue(key)
      members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: value))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
          throw source.error(at: offset, .trailingComma(before: "}"))
        }
      } else if peek(UInt8(ascii: "}")) {
        offset += 1
        depth -= 1
        return JSONValue(kind: .object(members), offset: start)
      } else {
        throw source.error(at: offset, .expectedCommaOrClosing("}", found: found(at: offset)))
      }
    }
  }

  private mutating func parseArray() throws(StateFileError) -> JSONValue {
    let start = offset
    try enter()
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      offset += 1
      depth -= 1
      return JSONValue(kind: .array([]), offset: start)
    }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
          throw source.error(at: offset, .trailingComma(before: "]"))
        }
      } else if peek(UInt8(ascii: "]")) {
        offset += 1
        depth -= 1
        return JSONValue(kind: .array(elements), offset: start)
      } else {
        throw source.error(at: offset, .expectedCommaOrClosing("]", found: found(at: offset)))
      }
    }
  }

  private mutating func parseLiteral(_ word: String, _ kind: JSONValue.Kind) throws(StateFileError)
    -> JSONValue
  {
    let start = offset
    let expected = Array(word.utf8)
    guard bytes[offset...].starts(with: expected) else {
      throw source.error(at: offset, .expectedValue(found: found(at: offset)))
    }
    offset += expected.count
    return JSONValue(kind: kind, offset: start)
  }

  private mutating func parseNumber() throws(StateFileError) -> JSONValue {
    let start = offset
    if peek(UInt8(ascii: "-")) { offset += 1 }
    if peek(UInt8(ascii: "0")) {
      offset += 1
    } else {
      guard skipDigits() > 0 else { throw source.error(at: offset, .missingDigit(after: .minus)) }
    }
    if peek(UInt8(ascii: ".")) {
      offset += 1
      guard skipDigits() > 0 else {
        throw source.error(at: offset, .missingDigit(after: .decimalPoint))
      }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      offset += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
      guard skipDigits() > 0 else {
        throw source.error(at: offset, .missingDigit(after: .exponent))
      }
    }
    if offset < bytes.count, isDigit(bytes[offset]) {
      throw source.error(at: offset, .leadingZero)
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    return JSONValue(kind: .number(text), offset: start)
  }

  private mutating func skipDigits() -> Int {
    let start = offset
    while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    return offset - start
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// A string starting at the opening quote; leaves `offset` after the closing one.
  private mutating func parseString() throws(StateFileError) -> String {
    let start = offset
    offset += 1
    // Runs of plain text are taken whole: most strings have no escape at all.
    var text = ""
    var runStart = offset
    while true {
      guard offset < bytes.count else {
        throw source.error(at: start, .unclosedString(atLineEnd: false))
      }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        text += try utf8(runStart..<offset)
        if byte == UInt8(ascii: "\"") {
          offset += 1
          return text
        }
        text.unicodeScalars.append(try parseEscape())
        runStart = offset
      } else if byte == UInt8(ascii: "\n") {
        throw source.error(at: start, .unclosedString(atLineEnd: true))
      } else if byte < 0x20 {
        throw source.error(at: offset, .controlCharacter(byte))
      } else {
        offset += 1
      }
    }
  }

  /// The bytes in `range` as text, or an error at the first byte that is not UTF-8.
  private func utf8(_ range: Range<Int>) throws(StateFileError) -> String {
    if let text = String(validating: bytes[range], as: UTF8.self) { return text }
    var index = range.lowerBound
    while let end = characterEnd(at: index, limit: range.upperBound) { index = end }
    throw source.error(at: index, .invalidUTF8(bytes[index]))
  }

  /// Where the UTF-8 character starting at `index` ends, or nil if none starts there.
  private func characterEnd(at index: Int, limit: Int) -> Int? {
    guard index < limit else { return nil }
    let length: Int
    switch bytes[index] {
    case 0x00...0x7F: length = 1
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return nil
    }
    let end = index + length
    guard end <= limit, String(validating: bytes[index..<end], as: UTF8.self) != nil else {
      return nil
    }
    return end
  }

  /// An escape starting at the backslash.
  private mutating func parseEscape() throws(StateFileError) -> Unicode.Scalar {
    let start = offset
    offset += 1
    guard offset < bytes.count else {
      throw source.error(at: start, .endInsideEscape)
    }
    let letter = bytes[offset]
    offset += 1
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
      let high = try hexQuad(escapeStart: start)
      if (0xD800...0xDBFF).contains(high) {
        guard bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
          throw source.error(at: start, .missingLowSurrogate)
        }
        let lowStart = offset
        offset += 2
        let low = try hexQuad(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw source.error(at: lowStart, .expectedLowSurrogate) }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw source.error(at: start, .loneLowSurrogate)
      }
      return scalar
    default:
      throw source.error(at: start, .unknownEscape(found(at: offset - 1)))
    }
  }

  private mutating func hexQuad(escapeStart: Int) throws(StateFileError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
        throw source.error(at: escapeStart, .invalidUnicodeEscape)
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func peek(_ byte: UInt8) -> Bool {
    offset < bytes.count && bytes[offset] == byte
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(
        bytes[offset])
    {
      offset += 1
    }
  }

  /// What is at `index`, for a problem: a character, a byte, or the end of the file.
  private func found(at index: Int) -> StateFileProblem.Found {
    guard index < bytes.count else { return .endOfFile }
    guard let end = characterEnd(at: index, limit: bytes.count),
      let character = String(validating: bytes[index..<end], as: UTF8.self)?.first,
      bytes[index] >= 0x20
    else { return .byte(bytes[index]) }
    return .character(character)
  }
}

/// The keys of one object so far, to find a repeated key: a short list for the
/// small objects of a state file (a record has two keys), a dictionary once an
/// object has many, so that no object makes the check quadratic.
private struct SeenKeys {
  private var list: [(key: String, offset: Int)] = []
  private var dictionary: [String: Int] = [:]
  private static let listLimit = 16

  /// Adds `key`; returns the offset where it was seen before, if it was.
  mutating func insert(_ key: String, at offset: Int) -> Int? {
    if dictionary.isEmpty {
      if let earlier = list.first(where: { $0.key == key }) { return earlier.offset }
      list.append((key, offset))
      if list.count > Self.listLimit {
        dictionary = Dictionary(list.map { ($0.key, $0.offset) }, uniquingKeysWith: min)
      }
      return nil
    }
    if let earlier = dictionary[key] { return earlier }
    dictionary[key] = offset
    return nil
  }
}
