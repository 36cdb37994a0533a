/// StringsFile reads Apple's `.strings` tables from raw bytes, the way translators save them:
/// UTF-8 with or without a byte-order mark, or UTF-16 with one. It accepts the whole syntax
/// that Foundation accepts (both comment styles, double- and single-quoted and unquoted keys
/// and values, the `"Done";` shorthand, every escape including octal and `\U`), and it gives
/// the same dictionary as Foundation on every valid file. Where Foundation silently stops
/// reading (`;;`, a `#` line, a stray character) or quietly keeps the last of two equal keys,
/// this module reports an error with the file, line and column of the fault and a message
/// a translator can act on: a `StringsFileError`, the `Diagnostic` every reader of the kit
/// uses. It depends on nothing but the Diagnostics module, not even Foundation.

/// A parsed `.strings` table: its entries in file order, each with its position and the
/// translator comment written above it.
public struct StringsFile: Sendable, Equatable {
  /// The path used in error messages and findings, as the caller gave it.
  public let path: String
  /// The text encoding the file was saved in.
  public let encoding: StringsFileEncoding
  /// Every entry in the order of the file.
  public let entries: [StringsEntry]

  /// Reads a table. Any syntax fault, encoding fault or duplicate key throws an error
  /// that names `path`, the line and the column.
  public init(bytes: [UInt8], path: String) throws(StringsFileError) {
    try self.init(bytes: bytes, path: path, allowingDuplicateKeys: false)
  }

  /// Reads a table; with `allowingDuplicateKeys`, repeated keys are kept as separate
  /// entries instead of failing (the linter uses this to report every duplicate at once).
  public init(bytes: [UInt8], path: String, allowingDuplicateKeys: Bool) throws(StringsFileError) {
    let decoded: DecodedText
    do {
      decoded = try DecodedText(bytes: bytes)
    } catch {
      throw StringsFileError(
        file: path, line: error.line, column: error.column, problem: error.problem)
    }
    var parser = StringsParser(text: decoded)
    let entries: [StringsEntry]
    do {
      entries = try parser.parseFile()
    } catch {
      throw StringsFileError(
        file: path, line: error.line, column: error.column, problem: error.problem)
    }
    if !allowingDuplicateKeys, let duplicate = StringsFile.firstDuplicate(in: entries) {
      throw StringsFileError(
        file: path, line: duplicate.second.line, column: duplicate.second.column,
        problem: .duplicateKey(duplicate.second.key, firstLine: duplicate.first.line))
    }
    self.path = path
    self.encoding = decoded.encoding
    self.entries = entries
  }

  /// The table as a dictionary, key to value, keys compared by their scalars as the app
  /// compares them. If duplicates were allowed, the first wins.
  public var dictionary: [TableKey: String] {
    var result: [TableKey: String] = [:]
    result.reserveCapacity(entries.count)
    for entry in entries where result[TableKey(entry.key)] == nil {
      result[TableKey(entry.key)] = entry.value
    }
    return result
  }

  /// Pairs of entries whose keys repeat an earlier one, scalar for scalar: (the first
  /// entry, the repeat).
  public var duplicates: [(first: StringsEntry, second: StringsEntry)] {
    var firstByKey: [TableKey: StringsEntry] = [:]
    var found: [(first: StringsEntry, second: StringsEntry)] = []
    for entry in entries {
      if let first = firstByKey[TableKey(entry.key)] {
        found.append((first, entry))
      } else {
        firstByKey[TableKey(entry.key)] = entry
      }
    }
    return found
  }

  private static func firstDuplicate(in entries: [StringsEntry]) -> (
    first: StringsEntry, second: StringsEntry
  )? {
    var firstByKey: [TableKey: StringsEntry] = [:]
    for entry in entries {
      if let first = firstByKey[TableKey(entry.key)] { return (first, entry) }
      firstByKey[TableKey(entry.key)] = entry
    }
    return nil
  }
}

/// One `key = value;` line of a table, with where it was written.
public struct StringsEntry: Sendable, Equatable {
  /// The key, escapes resolved.
  public let key: String
  /// The value, escapes resolved (equal to the key for the `"Done";` shorthand).
  public let value: String
  /// Line of the key's first character (1-based).
  public let line: Int
  /// Column of the key's first character (1-based, counted in Unicode scalars).
  public let column: Int
  /// Line where the value starts (the key's line for the shorthand).
  public let valueLine: Int
  /// The text of the last comment between the previous entry and this key, trimmed, if any.
  public let comment: String?
  /// Where the value is written, quotes included, in Unicode scalars from the start of the
  /// text (after any byte-order mark); nil for the `"Done";` shorthand. Edits use it to
  /// change one value and leave every other byte as it was.
  public let valueSpan: Range<Int>?
  /// The scalar offset just after the entry's `;`.
  public let end: Int
  /// The scalar offset of the key's first character (its opening quote, if quoted).
  public let start: Int

  /// Makes an entry; the parser is the usual source, tests may build their own.
  public init(
    key: String, value: String, line: Int, column: Int, valueLine: Int, comment: String?,
    valueSpan: Range<Int>? = nil, end: Int = 0, start: Int = 0
  ) {
    self.key = key
    self.value = value
    self.line = line
    self.column = column
    self.valueLine = valueLine
    self.comment = comment
    self.valueSpan = valueSpan
    self.end = end
    self.start = start
  }
}

/// The encodings a table may be saved in.
public enum StringsFileEncoding: String, Sendable, Equatable {
  /// UTF-8 without a byte-order mark.
  case utf8
  /// UTF-8 starting with the byte-order mark EF BB BF.
  case utf8WithByteOrderMark
  /// UTF-16 little-endian, starting with FF FE.
  case utf16LittleEndian
  /// UTF-16 big-endian, starting with FE FF.
  case utf16BigEndian
}
