import JSONSyntax

/// The state file's JSON: the package's one reader (`JSONReader`) with the state file's own
/// rules around it: a UTF-8 byte-order mark is skipped and UTF-16 refused, arrays and objects
/// nest at most 64 deep, the records list goes through the quick pass when it is in the plain
/// form the writer writes (`RecordList`), and every problem is a `StateFileError` that names
/// the file, line and column.
struct JSONParser {
  private let source: SourceText
  private static let maximumDepth = 64
  /// The state file's records list, when the quick pass could read it (see `RecordList`).
  private(set) var recordList: RecordList?
  /// Whether to try the quick pass; tests turn it off to compare.
  var readsRecordsQuickly = true

  init(source: SourceText) {
    self.source = source
  }

  /// The single value of a whole document.
  mutating func parseDocument() throws(StateFileError) -> JSONValue {
    let bytes = source.bytes
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw source.error(at: 0, .utf16)
    }
    guard bytes[start...].contains(where: { !Self.isWhitespace($0) }) else {
      throw source.error(at: bytes.count, .emptyFile)
    }
    // The records list, read by the quick pass: its value in the tree is an empty list.
    var quickList: RecordList?
    let memberReader: JSONReader.MemberReader? =
      readsRecordsQuickly
      ? { key, depth, offset in
        guard depth == 1, key == "records", quickList == nil,
          let list = RecordList.scan(bytes, from: offset)
        else { return nil }
        quickList = list
        return (JSONValue(kind: .array([]), offset: list.start), list.end)
      } : nil
    var reader = JSONReader(
      bytes, from: start, depthLimit: Self.maximumDepth, memberReader: memberReader)
    do {
      let root = try reader.readDocument()
      recordList = quickList
      return root
    } catch {
      throw source.error(error)
    }
  }

  /// The value starting at byte `start` of a document's top-level object (the
  /// reader reads the records list again this way to report a problem in it).
  static func value(in source: SourceText, at start: Int) throws(StateFileError) -> JSONValue {
    var reader = JSONReader(source.bytes, from: start, depth: 1, depthLimit: maximumDepth)
    do {
      return try reader.readValue()
    } catch {
      throw source.error(error)
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}

extension JSONValue {
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

extension SourceText {
  /// The state file's error for a text that is not JSON, at the place the reader found.
  func error(_ syntax: JSONSyntaxError) -> StateFileError {
    let at = syntax.offset
    let problem: StateFileProblem =
      switch syntax.problem {
      case .endWhereValueExpected: .endWhereValueExpected
      case .expectedValue, .expectedWord: .expectedValue(found: found(at: at))
      case .textAfterValue: .textAfterValue(found(at: at))
      case .nestedTooDeep(let limit): .nestedTooDeep(limit: limit)
      case .expectedKey: .expectedKey(found: found(at: at))
      case .duplicateKey(let key, let first):
        .duplicateKey(key, firstLine: position(of: first).line)
      case .expectedColon(let key): .expectedColon(key: key, found: found(at: at))
      case .trailingComma(let closing): .trailingComma(before: closing)
      case .expectedCommaOrClosing(let closing):
        .expectedCommaOrClosing(closing, found: found(at: at))
      case .missingDigit(.minus): .missingDigit(after: .minus)
      case .missingDigit(.decimalPoint): .missingDigit(after: .decimalPoint)
      case .missingDigit(.exponent): .missingDigit(after: .exponent)
      case .leadingZero: .leadingZero
      case .unclosedString(let atLineEnd): .unclosedString(atLineEnd: atLineEnd)
      case .controlCharacter(let byte): .controlCharacter(byte)
      case .invalidUTF8(let byte): .invalidUTF8(byte)
      case .endInsideEscape: .endInsideEscape
      // The letter after the backslash.
      case .unknownEscape: .unknownEscape(found(at: at + 1))
      case .invalidUnicodeEscape: .invalidUnicodeEscape
      case .missingLowSurrogate: .missingLowSurrogate
      case .expectedLowSurrogate: .expectedLowSurrogate
      case .loneLowSurrogate: .loneLowSurrogate
      }
    return error(at: at, problem)
  }

  /// What is at `index`, for a problem: a character, a byte, or the end of the file.
  func found(at index: Int) -> StateFileProblem.Found {
    guard index < bytes.count else { return .endOfFile }
    guard let end = JSONReader.characterEnd(at: index, in: bytes, limit: bytes.count),
      let character = String(validating: bytes[index..<end], as: UTF8.self)?.first,
      bytes[index] >= 0x20
    else { return .byte(bytes[index]) }
    return .character(character)
  }
}
