/// The text of a snapshot in its stored form: UTF-8 bytes with LF line endings and one
/// final newline, so that a CRLF checkout or a missing last newline never fails a test.
public struct SnapshotText: Sendable, Equatable {
  /// The normalised bytes, exactly as written to a golden or pending file.
  public let bytes: [UInt8]

  /// Normalises rendered text: CRs before a line break become part of it (CRLF is LF),
  /// and a final newline is added if missing.
  public init(_ text: String) {
    self.bytes = Self.normalize(Array(text.utf8))
  }

  /// Decodes and normalises the bytes of a file, or names the first byte that is not
  /// UTF-8 (a UTF-8 byte-order mark is dropped).
  public init(decoding data: [UInt8], file: String) throws(SnapshotFileError) {
    if let offset = Self.firstInvalidUTF8Offset(in: data) {
      throw SnapshotFileError.invalidUTF8(in: data, at: offset, file: file)
    }
    self.bytes = Self.normalize(data)
  }

  /// The text as a Swift string.
  public var string: String { String(decoding: bytes, as: UTF8.self) }

  /// The lines without their LF terminators (the final newline ends the last line).
  public var lines: [ArraySlice<UInt8>] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  static func normalize(_ input: [UInt8]) -> [UInt8] {
    var source = input[...]
    if source.starts(with: [0xEF, 0xBB, 0xBF]) { source = source.dropFirst(3) }
    // The common case: nothing to rewrite (looked for through a pointer, not a generic
    // search, which is a call per byte in a debug build: every snapshot comes here).
    let hasCarriageReturn = source.withUnsafeBufferPointer { buffer in
      guard let bytes = buffer.baseAddress else { return false }
      var index = 0
      while index < buffer.count {
        if bytes[index] == 0x0D { return true }
        index += 1
      }
      return false
    }
    if !hasCarriageReturn {
      var output = Array(source)
      if output.last != 0x0A { output.append(0x0A) }
      return output
    }
    var output: [UInt8] = []
    output.reserveCapacity(source.count + 1)
    var index = source.startIndex
    while index < source.endIndex {
      let byte = source[index]
      if byte == 0x0D {
        // CRs before an LF, or at the very end, belong to a line ending: drop them.
        let afterRun = source[index...].firstIndex { $0 != 0x0D } ?? source.endIndex
        if afterRun < source.endIndex, source[afterRun] != 0x0A {
          output.append(contentsOf: source[index..<afterRun])  // CRs inside a line are content
        }
        index = afterRun
        continue
      }
      output.append(byte)
      index = source.index(after: index)
    }
    if output.last != 0x0A { output.append(0x0A) }
    return output
  }

  /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or nil.
  /// Follows the Unicode standard's table of well-formed sequences (no overlong forms, no
  /// surrogates, nothing above U+10FFFF), with a fast path for ASCII.
  static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        let lead = buffer[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        // The sequence length and the allowed range of the second byte.
        let (length, low, high): (Int, UInt8, UInt8)
        switch lead {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: return index
        }
        guard index + length <= buffer.count, (low...high).contains(buffer[index + 1]) else {
          return index
        }
        for offset in 2..<length where !(0x80...0xBF).contains(buffer[index + offset]) {
          return index
        }
        index += length
      }
      return nil
    }
  }
}

/// A golden or pending file that cannot be used: unreadable, not UTF-8, or not writable.
/// The message names the file and, for bad bytes, the line, column and byte offset.
public struct SnapshotFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file, as shown to people (relative to the package root where possible).
  public var file: String
  /// The 1-based line of the fault, when it has a position.
  public var line: Int?
  /// The 1-based column (in characters) of the fault, when it has a position.
  public var column: Int?
  /// The 0-based byte offset of the fault, when it has a position.
  public var byteOffset: Int?
  /// What is wrong, in words.
  public var reason: String

  /// Creates an error about a whole file, without a position.
  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  static func invalidUTF8(in bytes: [UInt8], at offset: Int, file: String) -> SnapshotFileError {
    let before = bytes[..<offset]
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
    let byte = String(bytes[offset], radix: 16, uppercase: true)
    var error = SnapshotFileError(
      file: file,
      reason:
        "not valid UTF-8: byte 0x\(byte.count == 1 ? "0" + byte : byte) at byte offset \(offset)"
        + " cannot start a character. Golden files are UTF-8 text; fix the file or delete it"
        + " and record it again.")
    error.line = line
    error.column = column
    error.byteOffset = offset
    return error
  }

  /// `file:line:column: reason`, the form editors and CI logs link to.
  public var description: String {
    switch (line, column) {
    case (let line?, let column?): "\(file):\(line):\(column): \(reason)"
    case (let line?, nil): "\(file):\(line): \(reason)"
    default: "\(file): \(reason)"
    }
  }
}
