/// The grammar of `.strings` tables, run over decoded characters. It follows Foundation's
/// old-style property-list reader rule for rule on valid input, and stops with a precise
/// fault wherever Foundation would stop quietly or guess.
struct StringsParser {
  let text: DecodedText
  private var index = 0
  /// The last comment seen since the previous entry, offered to the next key.
  private var pendingComment: String?

  /// The text's scalars, kept apart from `text` so that reading one does not copy the text.
  private let scalars: [Unicode.Scalar]

  init(text: DecodedText) {
    self.text = text
    scalars = text.scalars
  }

  // `index < scalars.count` is written out where the parser asks whether it is at the end:
  // a computed property of a struct, read inside a mutating method, copies the whole parser
  // at each call in a debug build (once a character, in the loops).

  mutating func parseFile() throws(PositionedProblem) -> [StringsEntry] {
    try skipSpaceAndComments()
    var bracePosition: Int?
    if index < scalars.count, scalars[index] == "{" {
      bracePosition = index
      index += 1
    }
    var entries: [StringsEntry] = []
    while true {
      try skipSpaceAndComments()
      if index >= scalars.count {
        if let brace = bracePosition { throw fault(at: brace, .missingClosingBrace) }
        return entries
      }
      if bracePosition != nil, scalars[index] == "}" {
        index += 1
        try skipSpaceAndComments()
        if index < scalars.count { throw fault(at: index, .textAfterClosingBrace) }
        return entries
      }
      entries.append(try parseEntry(afterSemicolon: !entries.isEmpty))
    }
  }

  // MARK: Entries

  private mutating func parseEntry(afterSemicolon: Bool) throws(PositionedProblem) -> StringsEntry {
    let comment = pendingComment
    pendingComment = nil
    let keyStart = index
    guard let key = try parseString() else {
      throw fault(at: index, problemAtKeyStart(scalars[index], afterSemicolon: afterSemicolon))
    }
    let keyEnd = index
    let (keyLine, keyColumn) = text.position(of: keyStart)
    try skipSpaceAndComments()
    guard index < scalars.count else {
      throw fault(at: keyEnd, .missingEqualsOrSemicolon(key: key))
    }
    switch scalars[index] {
    case ";":
      index += 1
      return StringsEntry(
        key: key, value: key, line: keyLine, column: keyColumn, valueLine: keyLine,
        comment: comment, valueSpan: nil, end: index, start: keyStart)
    case "=":
      index += 1
    default:
      let sameLine = text.position(of: index).line == text.position(of: keyEnd).line
      throw fault(
        at: keyEnd, sameLine ? .missingEquals(key: key) : .missingEqualsOrSemicolon(key: key))
    }
    let equalsEnd = index
    try skipSpaceAndComments()
    guard index < scalars.count, scalars[index] != ";" else {
      throw fault(at: equalsEnd, .missingValue(key: key))
    }
    let valueStart = index
    guard let value = try parseString() else {
      let first = scalars[index]
      if "{(<".unicodeScalars.contains(first) {
        throw fault(at: index, .unsupportedValue(Character(first)))
      }
      throw fault(at: index, problemAtKeyStart(first, afterSemicolon: false))
    }
    let valueEnd = index
    try skipSpaceAndComments()
    guard index < scalars.count, scalars[index] == ";" else {
      throw missingSemicolonFault(key: key, valueStart: valueStart, valueEnd: valueEnd)
    }
    index += 1
    return StringsEntry(
      key: key, value: value, line: keyLine, column: keyColumn,
      valueLine: text.position(of: valueStart).line, comment: comment,
      valueSpan: valueStart..<valueEnd, end: index, start: keyStart)
  }

  /// A value not followed by `;`. When a quoted value spans lines and its closing quote is
  /// glued to more text, the quote really opened the next entry: the fault is the missing
  /// closing quote at the end of the value's first line.
  private func missingSemicolonFault(key: String, valueStart: Int, valueEnd: Int)
    -> PositionedProblem
  {
    let opening = scalars[valueStart]
    let startLine = text.position(of: valueStart).line
    let endLine = text.position(of: valueEnd - 1).line
    if opening == "\"" || opening == "'", startLine != endLine, valueEnd < scalars.count,
      !isSpace(scalars[valueEnd])
    {
      let lineEnd = endOfContent(onLine: startLine)
      let (line, column) = text.position(of: lineEnd)
      return PositionedProblem(
        line: line, column: column,
        problem: .missingClosingQuote(
          openedAtColumn: text.position(of: valueStart).column, runsToLine: endLine))
    }
    return fault(at: valueEnd, .missingSemicolon(key: key))
  }

  private func problemAtKeyStart(_ scalar: Unicode.Scalar, afterSemicolon: Bool)
    -> StringsFileProblem
  {
    switch scalar {
    case ";": return afterSemicolon ? .doubleSemicolon : .unexpectedCharacter(scalar)
    case "#": return .hashComment
    case "=": return .missingKey
    case "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}", "\u{2018}", "\u{2019}",
      "\u{201A}", "\u{2039}", "\u{203A}":
      return .curlyQuote(Character(scalar))
    default: return .unexpectedCharacter(scalar)
    }
  }

  // MARK: Strings

  /// A quoted or unquoted string at the current index, or nil if none starts here.
  private mutating func parseString() throws(PositionedProblem) -> String? {
    guard index < scalars.count else { return nil }
    let first = scalars[index]
    if first == "\"" || first == "'" {
      return try parseQuoted(quote: first)
    }
    guard isUnquotedCharacter(first) else { return nil }
    let start = index
    index = scalars.withUnsafeBufferPointer { scalars in
      var index = start
      while index < scalars.count, isUnquotedCharacter(scalars[index]) { index += 1 }
      return index
    }
    return string(start..<index)
  }

  private mutating func parseQuoted(quote: Unicode.Scalar) throws(PositionedProblem) -> String {
    let opening = index
    index += 1
    var result = ""
    var runStart = index
    while index < scalars.count {
      // To the closing quote or the next escape, through a buffer pointer (an array
      // subscript per character here cost a retain and a release in a debug build).
      let from = index
      index = scalars.withUnsafeBufferPointer { scalars in
        var index = from
        while index < scalars.count, scalars[index] != quote, scalars[index] != "\\" {
          index += 1
        }
        return index
      }
      guard index < scalars.count else { break }
      if scalars[index] == quote {
        result += string(runStart..<index)
        index += 1
        return result
      }
      result += string(runStart..<index)
      let escapeStart = index
      index += 1
      guard index < scalars.count else { break }
      result.unicodeScalars.append(try parseEscape(startingAt: escapeStart))
      runStart = index
    }
    let (line, column) = text.position(of: opening)
    let lineEnd = text.position(of: endOfContent(onLine: line))
    throw PositionedProblem(
      line: lineEnd.line, column: lineEnd.column,
      problem: .unterminatedString(openedAtColumn: column))
  }

  /// The character an escape stands for; `index` is just after the backslash.
  private mutating func parseEscape(startingAt escapeStart: Int) throws(PositionedProblem)
    -> Unicode.Scalar
  {
    let scalar = scalars[index]
    index += 1
    switch scalar {
    case "0"..."7":
      var value = scalar.value - 0x30
      for _ in 0..<2 {
        guard index < scalars.count, ("0"..."7").contains(scalars[index]) else { break }
        value = value << 3 + scalars[index].value - 0x30
        index += 1
      }
      return nextStepCharacter(UInt8(value & 0xFF))
    case "U":
      let unit = readHexUnit()
      if (0xDC00...0xDFFF).contains(unit) {
        throw fault(at: escapeStart, .loneSurrogateEscape(unit))
      }
      if (0xD800...0xDBFF).contains(unit) {
        let low = lowSurrogateEscape()
        guard let low else { throw fault(at: escapeStart, .loneSurrogateEscape(unit)) }
        let value = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
      }
      return Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"
    case "a": return "\u{07}"
    case "b": return "\u{08}"
    case "f": return "\u{0C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "v": return "\u{0B}"
    default: return scalar
    }
  }

  /// Up to four hexadecimal digits after `\U` (none gives zero, as in Foundation).
  private mutating func readHexUnit() -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard index < scalars.count, let digit = hexDigitValue(scalars[index]) else { break }
      value = value << 4 + digit
      index += 1
    }
    return value
  }

  /// If a `\U` escape of a low surrogate follows, consumes it and returns the unit.
  private mutating func lowSurrogateEscape() -> UInt16? {
    guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "U" else {
      return nil
    }
    let saved = index
    index += 2
    let unit = readHexUnit()
    guard (0xDC00...0xDFFF).contains(unit) else {
      index = saved
      return nil
    }
    return unit
  }

  // MARK: Space and comments

  private mutating func skipSpaceAndComments() throws(PositionedProblem) {
    // Through a buffer pointer: an array subscript here retained and released the array at
    // every character in a debug build (a quarter of reading a table full of comments).
    let (end, comment, unterminated) = scalars.withUnsafeBufferPointer {
      Self.spaceAndComments(in: $0, from: index)
    }
    index = end
    if let comment { pendingComment = commentText(comment) }
    if let unterminated { throw fault(at: unterminated, .unterminatedComment) }
  }

  /// Where the space and comments from `start` end, the text of the last comment among them,
  /// and where a comment that does not end opened.
  private static func spaceAndComments(
    in scalars: UnsafeBufferPointer<Unicode.Scalar>, from start: Int
  )
    -> (end: Int, comment: Range<Int>?, unterminated: Int?)
  {
    var index = start
    var comment: Range<Int>?
    while index < scalars.count {
      let scalar = scalars[index]
      if isSpace(scalar) {
        index += 1
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        let start = index + 2
        index = start
        while index < scalars.count, !isLineBreak(scalars[index]) { index += 1 }
        comment = start..<index
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let opening = index
        index += 2
        let start = index
        while true {
          guard index + 1 < scalars.count else { return (index, comment, opening) }
          if scalars[index] == "*", scalars[index + 1] == "/" { break }
          index += 1
        }
        comment = start..<index
        index += 2
      } else {
        break
      }
    }
    return (index, comment, nil)
  }

  private func commentText(_ range: Range<Int>) -> String {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end, isSpace(scalars[start]) { start += 1 }
    while end > start, isSpace(scalars[end - 1]) { end -= 1 }
    return string(start..<end)
  }

  /// The text of `scalars[range]`, encoded as UTF-8 by hand into the string's storage: a
  /// table is read at every start, and the generic conversion from scalars costs several
  /// times as much in a debug build.
  private func string(_ range: Range<Int>) -> String {
    scalars.withUnsafeBufferPointer { Self.string(range, of: $0) }
  }

  private static func string(_ range: Range<Int>, of scalars: UnsafeBufferPointer<Unicode.Scalar>)
    -> String
  {
    var length = 0
    var position = range.lowerBound
    while position < range.upperBound {
      let value = scalars[position].value
      length += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
      position += 1
    }
    return String(unsafeUninitializedCapacity: length) { buffer in
      guard let bytes = buffer.baseAddress else { return 0 }
      var written = 0
      var position = range.lowerBound
      while position < range.upperBound {
        let value = scalars[position].value
        if value < 0x80 {
          bytes[written] = UInt8(value)
          written += 1
        } else if value < 0x800 {
          bytes[written] = UInt8(0xC0 | value >> 6)
          bytes[written + 1] = UInt8(0x80 | value & 0x3F)
          written += 2
        } else if value < 0x10000 {
          bytes[written] = UInt8(0xE0 | value >> 12)
          bytes[written + 1] = UInt8(0x80 | value >> 6 & 0x3F)
          bytes[written + 2] = UInt8(0x80 | value & 0x3F)
          written += 3
        } else {
          bytes[written] = UInt8(0xF0 | value >> 18)
          bytes[written + 1] = UInt8(0x80 | value >> 12 & 0x3F)
          bytes[written + 2] = UInt8(0x80 | value >> 6 & 0x3F)
          bytes[written + 3] = UInt8(0x80 | value & 0x3F)
          written += 4
        }
        position += 1
      }
      return written
    }
  }

  // MARK: Positions

  private func fault(at index: Int, _ problem: StringsFileProblem) -> PositionedProblem {
    let (line, column) = text.position(of: index)
    return PositionedProblem(line: line, column: column, problem: problem)
  }

  /// The index just after the last non-space character of `line` (1-based).
  private func endOfContent(onLine line: Int) -> Int {
    let start = text.lineStarts[line - 1]
    var end = line < text.lineStarts.count ? text.lineStarts[line] : scalars.count
    while end > start, isSpace(scalars[end - 1]) { end -= 1 }
    return end
  }
}

/// Foundation's whitespace in tables: tab, line feed, vertical tab, form feed, carriage
/// return, space, and the Unicode line and paragraph separators.
func isSpace(_ scalar: Unicode.Scalar) -> Bool {
  // Comparisons, not a range pattern (a generic call per character in a debug build).
  let value = scalar.value
  return (value >= 0x09 && value <= 0x0D) || value == 0x20 || value == 0x2028 || value == 0x2029
}

private func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x0A, 0x0D, 0x2028, 0x2029: return true
  default: return false
  }
}

/// Characters allowed in unquoted keys and values: ASCII letters, digits and `_$/:.-`.
private func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
    || (value >= 0x30 && value <= 0x39) || value == 0x5F || value == 0x24 || value == 0x2F
    || value == 0x3A || value == 0x2E || value == 0x2D
}

private func hexDigitValue(_ scalar: Unicode.Scalar) -> UInt16? {
  switch scalar {
  case "0"..."9": return UInt16(scalar.value - 0x30)
  case "a"..."f": return UInt16(scalar.value - 0x61 + 10)
  case "A"..."F": return UInt16(scalar.value - 0x41 + 10)
  default: return nil
  }
}
