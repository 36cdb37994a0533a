/// A change to a table that keeps every other byte of the file: new values for some keys,
/// written over their old values in place, comments written on a line of their own above
/// some entries, and new entries, each inserted after the entry of another key. The file keeps its encoding, comments, spacing and order, so an edit that
/// changes no value gives the file back byte for byte.
public struct TableEdit: Sendable, Equatable {
  /// New values by key; a key the table lacks is ignored (add it with `additions`).
  public var values: [TableKey: String]
  /// Entries to add, in order.
  public var additions: [TableAddition]
  /// Comments to write on a line of their own just above an entry, by key (so that the
  /// entry's comment becomes this one); a key the table lacks is ignored.
  public var comments: [TableKey: String]

  /// An edit with the given changes.
  public init(
    values: [TableKey: String] = [:], additions: [TableAddition] = [],
    comments: [TableKey: String] = [:]
  ) {
    self.values = values
    self.additions = additions
    self.comments = comments
  }

  /// Whether the edit changes nothing.
  public var isEmpty: Bool { values.isEmpty && additions.isEmpty && comments.isEmpty }

  /// The table's bytes with the edit applied, in the table's own encoding. Throws when the
  /// bytes are not a readable table.
  public func applied(to bytes: [UInt8], path: String) throws(StringsFileError) -> [UInt8] {
    let file = try StringsFile(bytes: bytes, path: path)
    guard let text = try? DecodedText(bytes: bytes) else { return bytes }
    var replacements: [(range: Range<Int>, text: String)] = []
    var entryEnds: [TableKey: Int] = [:]
    var commentLines: [(range: Range<Int>, text: String)] = []
    for entry in file.entries {
      entryEnds[TableKey(entry.key)] = entry.end
      if let comment = comments[TableKey(entry.key)] {
        commentLines.append(
          (entry.start..<entry.start, "/* " + comment.replacingCommentEnd() + " */\n"))
      }
      guard let value = values[TableKey(entry.key)], value != entry.value else { continue }
      if let span = entry.valueSpan {
        replacements.append((span, StringsEntryText.quoted(value)))
      } else {
        replacements.append((entry.end - 1..<entry.end - 1, " = " + StringsEntryText.quoted(value)))
      }
    }
    for addition in additions {
      let at = addition.after.flatMap { entryEnds[$0] } ?? text.scalars.count
      replacements.append((at..<at, addition.text(atEndOfFile: at == text.scalars.count)))
    }
    // After the additions, so that an entry added just before a commented one stays above
    // the comment.
    replacements += commentLines
    var scalars = text.scalars
    for replacement in replacements.enumerated().sorted(by: {
      ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
    }).map(\.element) {
      scalars.replaceSubrange(replacement.range, with: replacement.text.unicodeScalars)
    }
    return encode(scalars, as: file.encoding)
  }
}

/// An entry to add to a table: its key, value and translator comment, and the key whose
/// entry it follows (nil: at the end of the file).
public struct TableAddition: Sendable, Equatable {
  /// The new key.
  public var key: String
  /// Its value.
  public var value: String
  /// The comment written above it.
  public var comment: String?
  /// A second comment, on a line of its own between the first and the entry (so that it is
  /// the entry's comment when the table is read).
  public var note: String?
  /// The key of the entry it is written after; nil or a key the table lacks puts it last.
  public var after: TableKey?

  /// An addition with every part given.
  public init(
    key: String, value: String, comment: String?, after: TableKey?, note: String? = nil
  ) {
    self.key = key
    self.value = value
    self.comment = comment
    self.after = after
    self.note = note
  }

  func text(atEndOfFile: Bool) -> String {
    var lines: [String] = []
    if let comment { lines.append("/* " + comment.replacingCommentEnd() + " */") }
    if let note { lines.append("/* " + note.replacingCommentEnd() + " */") }
    lines.append(StringsEntryText.quoted(key) + " = " + StringsEntryText.quoted(value) + ";")
    let body = lines.joined(separator: "\n")
    return atEndOfFile ? body + "\n" : "\n" + body
  }
}

/// How the kit writes a key or value: in double quotes with `\"`, `\\`, `\n`, `\t`, `\r`
/// and `\U` escapes for other control characters.
public enum StringsEntryText {
  /// `text` in double quotes, escaped so that the parser reads back exactly `text`.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\U" + hex(scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension String {
  fileprivate func replacingCommentEnd() -> String {
    var result = ""
    var previous: Character?
    for character in self {
      if previous == "*", character == "/" { result += " " }
      result.append(character)
      previous = character
    }
    return result
  }
}

private func encode(_ scalars: [Unicode.Scalar], as encoding: StringsFileEncoding) -> [UInt8] {
  switch encoding {
  case .utf8, .utf8WithByteOrderMark:
    var bytes: [UInt8] = encoding == .utf8WithByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
    bytes.reserveCapacity(scalars.count + 3)
    for scalar in scalars { bytes.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? []) }
    return bytes
  case .utf16LittleEndian, .utf16BigEndian:
    let big = encoding == .utf16BigEndian
    var bytes: [UInt8] = big ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for scalar in scalars {
      for unit in UTF16.encode(scalar).map({ Array($0) }) ?? [] {
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        bytes.append(contentsOf: big ? [high, low] : [low, high])
      }
    }
    return bytes
  }
}
