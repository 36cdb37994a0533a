// JSONSyntax: the one JSON reader of the package. The state file and the wire both read
// JSON with it, so that a fix to one is a fix to both. It is strict RFC 8259 over UTF-8
// bytes (no comments, no trailing commas, no duplicate keys, no lone surrogates, nesting no
// deeper than the caller says), keeps the byte offset where every value starts, and says what
// is wrong and at which byte. What a problem means to a person, and the error type that says
// it, are the caller's: the state file writes `file:line:column: error: …`, the wire a
// `malformedJSON` answer.

/// A JSON value and the byte offset where it starts, so that a caller can point at the value
/// at fault.
public struct JSONValue: Sendable {
  /// One member of an object, with where its key starts.
  public struct Member: Sendable {
    /// The key.
    public let key: String
    /// The byte offset of the key's opening quote.
    public let keyOffset: Int
    /// The value.
    public let value: JSONValue
  }

  /// What the value is.
  public enum Kind: Sendable {
    /// An object's members, in the order written; no key twice.
    case object([Member])
    /// An array's items.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number exactly as written: RFC 8259's grammar, any size (`-12`, `1.5e3`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// What the value is.
  public let kind: Kind
  /// The byte offset where it starts.
  public let offset: Int

  /// A value of `kind` starting at byte `offset`.
  public init(kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }
}

/// What is wrong with a text that is not JSON, at the byte offset that comes with it.
public enum JSONSyntaxProblem: Hashable, Sendable {
  /// The text ends where a value should be (the whole text, when it is empty or spaces only).
  case endWhereValueExpected
  /// No value starts here.
  case expectedValue
  /// `true`, `false` or `null` misspelled: the word expected, and the offset where the text
  /// stops matching it (the problem's own offset is the word's start).
  case expectedWord(String, mismatchAt: Int)
  /// More text after the one value.
  case textAfterValue
  /// Arrays and objects nest deeper than the limit.
  case nestedTooDeep(limit: Int)
  /// An object member that does not start with a key in double quotes.
  case expectedKey
  /// A key given twice in one object, and the offset of its first use.
  case duplicateKey(String, firstOffset: Int)
  /// No `:` after a key.
  case expectedColon(key: String)
  /// A `,` directly before `}` or `]`.
  case trailingComma(before: Character)
  /// Neither `,` nor the closing `}` or `]` after a member or item.
  case expectedCommaOrClosing(Character)
  /// A number with no digit where one must be.
  case missingDigit(after: NumberPart)
  /// A number that starts with 0 followed by more digits, and the offset where it starts (the
  /// problem's own offset is the digit after the 0).
  case leadingZero(numberStart: Int)
  /// A string with no closing quote: at the end of its line, or of the text.
  case unclosedString(atLineEnd: Bool)
  /// A control character inside a string (it must be escaped).
  case controlCharacter(UInt8)
  /// A byte that is not UTF-8.
  case invalidUTF8(UInt8)
  /// The text ends inside an escape.
  case endInsideEscape
  /// A backslash followed by something that is no escape (the problem's offset is the
  /// backslash).
  case unknownEscape
  /// `\u` without four hexadecimal digits.
  case invalidUnicodeEscape
  /// A high surrogate `\uD800`…`\uDBFF` not followed by a `\u` escape.
  case missingLowSurrogate(UInt32)
  /// A high surrogate followed by a `\u` escape that is not a low surrogate (the problem's
  /// offset is that second escape).
  case expectedLowSurrogate(UInt32)
  /// A low surrogate `\uDC00`…`\uDFFF` on its own.
  case loneLowSurrogate(UInt32)

  /// The part of a number a digit is missing from.
  public enum NumberPart: Hashable, Sendable {
    /// After a leading `-`.
    case minus
    /// After the decimal point.
    case decimalPoint
    /// In the exponent.
    case exponent
  }
}

/// A text that is not JSON: what is wrong, and the byte offset where.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  /// What is wrong.
  public var problem: JSONSyntaxProblem
  /// The byte offset where it is wrong.
  public var offset: Int

  /// The problem at byte `offset`.
  public init(_ problem: JSONSyntaxProblem, at offset: Int) {
    self.problem = problem
    self.offset = offset
  }
}

/// Reads one JSON value from UTF-8 bytes, or says what is wrong and where.
public struct JSONReader {
  /// A member's value that the caller reads itself: called for every member of an object, with
  /// the key, the depth of the object (1 for the outermost) and the offset where the value
  /// starts; it returns the value and the offset after it, or nil to leave the value to the
  /// reader. (The state file reads its long records list in one quick pass this way.)
  public typealias MemberReader = (_ key: String, _ depth: Int, _ offset: Int) -> (
    value: JSONValue, end: Int
  )?

  private let bytes: [UInt8]
  private let depthLimit: Int
  private let memberReader: MemberReader?
  private var offset: Int
  private var depth: Int

  /// A reader of `bytes` from byte `start`, where arrays and objects may nest `depthLimit`
  /// deep and already nest `depth` deep.
  public init(
    _ bytes: [UInt8], from start: Int = 0, depth: Int = 0, depthLimit: Int,
    memberReader: MemberReader? = nil
  ) {
    self.bytes = bytes
    self.offset = start
    self.depth = depth
    self.depthLimit = depthLimit
    self.memberReader = memberReader
  }

  /// The one value of the text from the start on, with nothing but spaces around it.
  public mutating func readDocument() throws(JSONSyntaxError) -> JSONValue {
    try scanning { scan throws(JSONSyntaxError) in try scan.readDocument() }
  }

  /// The value at the start (spaces before it allowed); the reader stops right after it.
  public mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
    try scanning { scan throws(JSONSyntaxError) in try scan.readValue() }
  }

  /// Reads with a `Scan` of the bytes where they are stored, and keeps where it stopped.
  private mutating func scanning(
    _ read: (inout Scan) throws(JSONSyntaxError) -> JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    let bytes = self.bytes
    var end = offset
    var endDepth = depth
    let result = bytes.withUnsafeBufferPointer { buffer in
      var scan = Scan(
        bytes: buffer, depthLimit: depthLimit, memberReader: memberReader, offset: offset,
        depth: depth)
      let result = Result { () throws(JSONSyntaxError) in try read(&scan) }
      end = scan.offset
      endDepth = scan.depth
      return result
    }
    offset = end
    depth = endDepth
    return try result.get()
  }

  /// The line and column (both from 1) of byte `offset` of `bytes`; columns count Unicode
  /// scalars, so a Cyrillic letter is one column, not two bytes.
  public static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var index = 0
    let end = min(max(offset, 0), bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0b1100_0000 != 0b1000_0000 {
        column += 1
      }
      index += 1
    }
    return (line, column)
  }

  /// Where the UTF-8 character starting at `index` of `bytes` ends, or nil if none starts
  /// there (a continuation byte, a byte that is never UTF-8, a character cut off at `limit`).
  public static func characterEnd(at index: Int, in bytes: [UInt8], limit: Int) -> Int? {
    bytes.withUnsafeBufferPointer { characterEnd(at: index, in: $0, limit: limit) }
  }

  /// `characterEnd(at:in:limit:)` of bytes where they are stored.
  static func characterEnd(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, limit: Int)
    -> Int?
  {
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
}

/// A reading under way: the bytes where they are stored (a debug build retains an array at
/// every byte read by subscript, and copies a reader to call a method of its own), where it
/// is and how deep.
private struct Scan {
  let bytes: UnsafeBufferPointer<UInt8>
  let depthLimit: Int
  let memberReader: JSONReader.MemberReader?
  var offset: Int
  var depth: Int

  mutating func readDocument() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    let value = try readValue()
    skipWhitespace()
    guard offset == bytes.count else { throw JSONSyntaxError(.textAfterValue, at: offset) }
    return value
  }

  mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    guard offset < bytes.count else {
      throw JSONSyntaxError(.endWhereValueExpected, at: offset)
    }
    let start = offset
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try readObject()
    case UInt8(ascii: "["): return try readArray()
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try readString()), offset: start)
    case UInt8(ascii: "t"): return try readWord("true", .bool(true))
    case UInt8(ascii: "f"): return try readWord("false", .bool(false))
    case UInt8(ascii: "n"): return try readWord("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
    default: throw JSONSyntaxError(.expectedValue, at: offset)
    }
  }

  // MARK: Arrays and objects

  mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > depthLimit { throw JSONSyntaxError(.nestedTooDeep(limit: depthLimit), at: offset) }
  }

  mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
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
      guard peek(UInt8(ascii: "\"")) else { throw JSONSyntaxError(.expectedKey, at: offset) }
      let key = try readString()
      if let first = seen.insert(key, at: keyOffset) {
        throw JSONSyntaxError(.duplicateKey(key, firstOffset: first), at: keyOffset)
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw JSONSyntaxError(.expectedColon(key: key), at: offset)
      }
      offset += 1
      let value = try readMemberValue(key)
      members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: value))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
          throw JSONSyntaxError(.trailingComma(before: "}"), at: offset)
        }
      } else if peek(UInt8(ascii: "}")) {
        offset += 1
        depth -= 1
        return JSONValue(kind: .object(members), offset: start)
      } else {
        throw JSONSyntaxError(.expectedCommaOrClosing("}"), at: offset)
      }
    }
  }

  /// A member's value: the caller's `memberReader` reads it when it wants to.
  mutating func readMemberValue(_ key: String) throws(JSONSyntaxError) -> JSONValue {
    if let memberReader {
      skipWhitespace()
      if let (value, end) = memberReader(key, depth, offset) {
        offset = end
        return value
      }
    }
    return try readValue()
  }

  mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
    let start = offset
    try enter()
    offset += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      offset += 1
      depth -= 1
      return JSONValue(kind: .array([]), offset: start)
    }
    while true {
      items.append(try readValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
          throw JSONSyntaxError(.trailingComma(before: "]"), at: offset)
        }
      } else if peek(UInt8(ascii: "]")) {
        offset += 1
        depth -= 1
        return JSONValue(kind: .array(items), offset: start)
      } else {
        throw JSONSyntaxError(.expectedCommaOrClosing("]"), at: offset)
      }
    }
  }

  // MARK: Words and numbers

  mutating func readWord(_ word: String, _ kind: JSONValue.Kind) throws(JSONSyntaxError)
    -> JSONValue
  {
    let start = offset
    for byte in word.utf8 {
      guard offset < bytes.count, bytes[offset] == byte else {
        throw JSONSyntaxError(.expectedWord(word, mismatchAt: offset), at: start)
      }
      offset += 1
    }
    return JSONValue(kind: kind, offset: start)
  }

  mutating func readNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = offset
    if peek(UInt8(ascii: "-")) { offset += 1 }
    if peek(UInt8(ascii: "0")) {
      offset += 1
    } else {
      guard skipDigits() > 0 else {
        throw JSONSyntaxError(.missingDigit(after: .minus), at: offset)
      }
    }
    if peek(UInt8(ascii: ".")) {
      offset += 1
      guard skipDigits() > 0 else {
        throw JSONSyntaxError(.missingDigit(after: .decimalPoint), at: offset)
      }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      offset += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
      guard skipDigits() > 0 else {
        throw JSONSyntaxError(.missingDigit(after: .exponent), at: offset)
      }
    }
    if offset < bytes.count, Self.isDigit(bytes[offset]) {
      throw JSONSyntaxError(.leadingZero(numberStart: start), at: offset)
    }
    return JSONValue(
      kind: .number(String(decoding: bytes[start..<offset], as: UTF8.self)), offset: start)
  }

  mutating func skipDigits() -> Int {
    let start = offset
    while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
    return offset - start
  }

  // The helpers below are `static` or `mutating`, as every caller is: a non-mutating method
  // called from a mutating one copied the whole scan (its member reader retained and
  // released) at every call in a debug build, and a range's `contains` was a generic call.

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: Strings

  /// A string starting at the opening quote; leaves `offset` after the closing one.
  mutating func readString() throws(JSONSyntaxError) -> String {
    let start = offset
    offset += 1
    // Runs of plain text are taken whole: most strings have no escape at all.
    var text = ""
    var runStart = offset
    while true {
      offset = plainTextEnd()
      guard offset < bytes.count else {
        throw JSONSyntaxError(.unclosedString(atLineEnd: false), at: start)
      }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        text += try utf8(runStart..<offset)
        if byte == UInt8(ascii: "\"") {
          offset += 1
          return text
        }
        text.unicodeScalars.append(try readEscape())
        runStart = offset
      } else if byte == UInt8(ascii: "\n") {
        throw JSONSyntaxError(.unclosedString(atLineEnd: true), at: start)
      } else {
        throw JSONSyntaxError(.controlCharacter(byte), at: offset)
      }
    }
  }

  /// The bytes in `range` as text, or an error at the first byte that is not UTF-8.
  mutating func utf8(_ range: Range<Int>) throws(JSONSyntaxError) -> String {
    if let text = String(validating: bytes[range], as: UTF8.self) { return text }
    var index = range.lowerBound
    while let end = JSONReader.characterEnd(at: index, in: bytes, limit: range.upperBound) {
      index = end
    }
    throw JSONSyntaxError(.invalidUTF8(bytes[index]), at: index)
  }

  /// An escape starting at the backslash.
  mutating func readEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = offset
    offset += 1
    guard offset < bytes.count else { throw JSONSyntaxError(.endInsideEscape, at: start) }
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
          throw JSONSyntaxError(.missingLowSurrogate(high), at: start)
        }
        let lowStart = offset
        offset += 2
        let low = try hexQuad(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw JSONSyntaxError(.expectedLowSurrogate(high), at: lowStart) }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw JSONSyntaxError(.loneLowSurrogate(high), at: start)
      }
      return scalar
    default:
      throw JSONSyntaxError(.unknownEscape, at: start)
    }
  }

  mutating func hexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
        throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart)
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }

  static func hexValue(_ byte: UInt8) -> UInt32? {
    if isDigit(byte) { return UInt32(byte - UInt8(ascii: "0")) }
    let lower = byte | 0x20  // a capital letter as its small one
    guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "f") else { return nil }
    return UInt32(lower - UInt8(ascii: "a") + 10)
  }

  // MARK: Bytes

  mutating func peek(_ byte: UInt8) -> Bool {
    offset < bytes.count && bytes[offset] == byte
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      let byte = bytes[offset]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      offset += 1
    }
  }

  /// The offset of the first byte from `offset` on that ends a run of plain text in a string:
  /// a quote, a backslash or a control character (the end of the bytes when there is none).
  mutating func plainTextEnd() -> Int {
    var index = offset
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      index += 1
    }
    return index
  }
}

/// The keys of one object so far, to find a repeated key: a short list for small objects (a
/// record has two keys), a dictionary once an object has many, so that no object makes the
/// check quadratic.
private struct SeenKeys {
  // Two lists rather than one of pairs: a debug build makes a tuple's type at run time.
  private var keys: [String] = []
  private var offsets: [Int] = []
  private var dictionary: [String: Int] = [:]
  private static let listLimit = 16

  /// Adds `key`; returns the offset where it was seen before, if it was.
  mutating func insert(_ key: String, at offset: Int) -> Int? {
    if dictionary.isEmpty {
      var index = 0
      while index < keys.count {
        if keys[index] == key { return offsets[index] }
        index += 1
      }
      keys.append(key)
      offsets.append(offset)
      if keys.count > Self.listLimit {
        dictionary = Dictionary(zip(keys, offsets), uniquingKeysWith: min)
      }
      return nil
    }
    if let earlier = dictionary[key] { return earlier }
    dictionary[key] = offset
    return nil
  }
}
