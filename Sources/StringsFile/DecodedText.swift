/// A fault found while decoding or parsing, before the file's path is attached.
struct PositionedProblem: Error {
  let line: Int
  let column: Int
  let problem: StringsFileProblem
}

/// The characters of a table file, decoded from its bytes, with the start of every line
/// so that any index can be turned into a line and column.
struct DecodedText {
  let scalars: [Unicode.Scalar]
  let encoding: StringsFileEncoding
  /// Index in `scalars` of the first character of each line; `lineStarts[0] == 0`.
  let lineStarts: [Int]

  init(bytes: [UInt8]) throws(PositionedProblem) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      encoding = .utf8WithByteOrderMark
      scalars = try decodeUTF8(bytes, from: 3)
    } else if bytes.starts(with: [0xFF, 0xFE]) {
      encoding = .utf16LittleEndian
      scalars = try decodeUTF16(bytes, from: 2, bigEndian: false)
    } else if bytes.starts(with: [0xFE, 0xFF]) {
      encoding = .utf16BigEndian
      scalars = try decodeUTF16(bytes, from: 2, bigEndian: true)
    } else {
      if looksLikeUTF16(bytes) {
        throw PositionedProblem(line: 1, column: 1, problem: .utf16WithoutByteOrderMark)
      }
      encoding = .utf8
      scalars = try decodeUTF8(bytes, from: 0)
    }
    lineStarts = findLineStarts(scalars)
  }

  /// The 1-based line and column of the character at `index` (or of the end of the text).
  func position(of index: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low + 1, index - lineStarts[low] + 1)
  }
}

/// True when the bytes carry the zero bytes of UTF-16 text but no byte-order mark: a table
/// starts with an ASCII character, so one of its first two bytes is zero in UTF-16.
private func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
  guard bytes.count >= 2 else { return false }
  return (bytes[0] == 0) != (bytes[1] == 0)
}

/// Splits lines at LF, CR and CR LF, as editors count them.
private func findLineStarts(_ scalars: [Unicode.Scalar]) -> [Int] {
  // Through a buffer pointer: an array subscript costs a call and a retain in a debug build,
  // and a table is read at every start.
  scalars.withUnsafeBufferPointer { scalars in
    var starts = [0]
    var index = 0
    while index < scalars.count {
      let value = scalars[index].value
      if value == 0x0D, index + 1 < scalars.count, scalars[index + 1].value == 0x0A {
        index += 2
        starts.append(index)
      } else if value == 0x0A || value == 0x0D {
        index += 1
        starts.append(index)
      } else {
        index += 1
      }
    }
    return starts
  }
}

/// Tracks the line and column while decoding, for errors found before lines are known.
private struct DecodingCursor {
  var line = 1
  var column = 1
  var previousWasCR = false

  /// The cursor at the start.
  init() {}

  /// The cursor after `scalars`.
  init<Scalars: Sequence<Unicode.Scalar>>(after scalars: Scalars) {
    for scalar in scalars { advance(over: scalar) }
  }

  mutating func advance(over scalar: Unicode.Scalar) {
    let value = scalar.value
    if value == 0x0A && previousWasCR {
      previousWasCR = false
    } else if value == 0x0A || value == 0x0D {
      line += 1
      column = 1
      previousWasCR = value == 0x0D
    } else {
      column += 1
      previousWasCR = false
    }
  }

  func fault(_ problem: StringsFileProblem) -> PositionedProblem {
    PositionedProblem(line: line, column: column, problem: problem)
  }
}

/// Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
private func decodeUTF8(_ bytes: [UInt8], from start: Int) throws(PositionedProblem)
  -> [Unicode.Scalar]
{
  // Comparisons and plain loops over buffer pointers, not range patterns or array subscripts
  // (a generic call, or a retain, per byte in a debug build: a table is read at every start);
  // the line and column are worked out only for a fault, from the characters before it.
  var badLead: UInt8?
  let scalars = bytes.withUnsafeBufferPointer { bytes in
    [Unicode.Scalar](unsafeUninitializedCapacity: max(bytes.count - start, 0)) {
      scalars, count in
      var index = start
      while index < bytes.count {
        let lead = bytes[index]
        if lead < 0x80 {
          scalars[count] = Unicode.Scalar(lead)
          count += 1
          index += 1
          continue
        }
        var value: UInt32
        var length: Int
        var minimum: UInt32
        if lead >= 0xC2 && lead <= 0xDF {
          (value, length, minimum) = (UInt32(lead & 0x1F), 2, 0x80)
        } else if lead >= 0xE0 && lead <= 0xEF {
          (value, length, minimum) = (UInt32(lead & 0x0F), 3, 0x800)
        } else if lead >= 0xF0 && lead <= 0xF4 {
          (value, length, minimum) = (UInt32(lead & 0x07), 4, 0x10000)
        } else {
          badLead = lead
          return
        }
        var offset = 1
        while offset < length {
          guard index + offset < bytes.count, bytes[index + offset] & 0xC0 == 0x80 else {
            badLead = lead
            return
          }
          value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
          offset += 1
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else {
          badLead = lead
          return
        }
        scalars[count] = scalar
        count += 1
        index += length
      }
    }
  }
  if let badLead {
    throw DecodingCursor(after: scalars).fault(.invalidUTF8(badLead))
  }
  return scalars
}

/// UTF-16 in the given byte order; lone surrogates and a trailing odd byte are errors.
private func decodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool)
  throws(PositionedProblem)
  -> [Unicode.Scalar]
{
  var scalars: [Unicode.Scalar] = []
  scalars.reserveCapacity((bytes.count - start) / 2)
  var cursor = DecodingCursor()
  func unit(at index: Int) -> UInt32 {
    bigEndian
      ? UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
      : UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index])
  }
  var index = start
  while index < bytes.count {
    guard index + 1 < bytes.count else { throw cursor.fault(.invalidUTF16) }
    let first = unit(at: index)
    index += 2
    var value = first
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count else { throw cursor.fault(.invalidUTF16) }
      let second = unit(at: index)
      guard (0xDC00...0xDFFF).contains(second) else { throw cursor.fault(.invalidUTF16) }
      index += 2
      value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else { throw cursor.fault(.invalidUTF16) }
    scalars.append(scalar)
    cursor.advance(over: scalar)
  }
  return scalars
}
