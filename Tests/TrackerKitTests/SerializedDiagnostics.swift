import Foundation

/// The diagnostics the compiler wrote for one source file (a `.dia` file beside its object
/// file): clang's serialized-diagnostics format, an LLVM bitstream. The build keeps a file's
/// `.dia` until the file is compiled again, so the warnings of an incremental build are all
/// there, not only those of the files compiled last.
struct SerializedDiagnostics {
  /// One diagnostic: its severity, where it is and what it says.
  struct Diagnostic: CustomStringConvertible {
    /// The compiler's severities, as the format numbers them.
    enum Severity: UInt64 {
      case ignored = 0
      case note, warning, error, fatal, remark
    }
    var severity: Severity
    var file: String
    var line: UInt64
    var column: UInt64
    var message: String

    var description: String { "\(file):\(line):\(column): \(severity): \(message)" }
  }

  /// Every diagnostic in the file, notes included, in the order written.
  var diagnostics: [Diagnostic] = []

  /// What went wrong reading a `.dia` file.
  struct FormatError: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads a `.dia` file's bytes.
  init(_ bytes: [UInt8]) throws(FormatError) {
    var reader = BitReader(bytes: bytes)
    guard bytes.starts(with: Array("DIAG".utf8)) else { throw FormatError(description: "no DIAG") }
    reader.position = 32
    var files: [UInt64: String] = [:]
    try reader.readRecords { code, fields, blob in
      switch code {
      case 6 where fields.count >= 1:  // RECORD_FILENAME: id, size, time, length, name
        files[fields[0]] = String(decoding: blob, as: UTF8.self)
      case 2 where fields.count >= 4:  // RECORD_DIAG: severity, file, line, column, …, message
        diagnostics.append(
          Diagnostic(
            severity: Diagnostic.Severity(rawValue: fields[0]) ?? .error,
            file: files[fields[1]] ?? "?", line: fields[2], column: fields[3],
            message: String(decoding: blob, as: UTF8.self)))
      default:
        break
      }
    }
  }
}

/// Reads an LLVM bitstream: blocks, abbreviations (with the BLOCKINFO block's) and records.
private struct BitReader {
  /// How one field of an abbreviated record is written.
  enum Operand {
    case literal(UInt64)
    case fixed(Int)
    case vbr(Int)
    case array, char6, blob
  }

  let bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position + 32 > bytes.count * 8 }

  mutating func read(_ width: Int) throws(SerializedDiagnostics.FormatError) -> UInt64 {
    guard width <= 64, position + width <= bytes.count * 8 else {
      throw .init(description: "read past the end")
    }
    var value: UInt64 = 0
    for bit in 0..<width {
      let index = position + bit
      value |= UInt64((bytes[index >> 3] >> UInt8(index & 7)) & 1) << UInt64(bit)
    }
    position += width
    return value
  }

  mutating func readVBR(_ width: Int) throws(SerializedDiagnostics.FormatError) -> UInt64 {
    let high: UInt64 = 1 << UInt64(width - 1)
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let piece = try read(width)
      guard shift < 64 else { throw .init(description: "VBR too long") }
      value |= (piece & (high - 1)) << shift
      if piece & high == 0 { return value }
      shift += UInt64(width - 1)
    }
  }

  mutating func alignTo32() { position = (position + 31) / 32 * 32 }

  /// Calls `record` with each record's code, fields and blob, in every block, nested ones too.
  mutating func readRecords(
    _ record: (UInt64, [UInt64], [UInt8]) -> Void
  ) throws(SerializedDiagnostics.FormatError) {
    var infoAbbreviations: [UInt64: [[Operand]]] = [:]
    // The open blocks: id, abbreviation width, abbreviations.
    var blocks: [(id: UInt64, width: Int, abbreviations: [[Operand]])] = [(~0, 2, [])]
    var infoTarget: UInt64 = 0
    while !isAtEnd, let block = blocks.last {
      let abbreviation = try read(block.width)
      switch abbreviation {
      case 0:  // END_BLOCK
        alignTo32()
        blocks.removeLast()
        if blocks.isEmpty { return }
      case 1:  // ENTER_SUBBLOCK
        let id = try readVBR(8)
        let width = Int(try readVBR(4))
        alignTo32()
        _ = try read(32)
        blocks.append((id, width, infoAbbreviations[id] ?? []))
      case 2:  // DEFINE_ABBREV
        let operands = try readAbbreviation()
        if block.id == 0 {
          infoAbbreviations[infoTarget, default: []].append(operands)
        } else {
          blocks[blocks.count - 1].abbreviations.append(operands)
        }
      case 3:  // UNABBREV_RECORD
        let code = try readVBR(6)
        let count = try readVBR(6)
        var fields: [UInt64] = []
        for _ in 0..<count { fields.append(try readVBR(6)) }
        if block.id == 0, code == 1, let target = fields.first { infoTarget = target }
        record(code, fields, [])
      default:
        let index = Int(abbreviation) - 4
        guard index < block.abbreviations.count else {
          throw .init(description: "unknown abbreviation \(abbreviation)")
        }
        var (fields, blob) = try readAbbreviated(block.abbreviations[index])
        guard !fields.isEmpty else { throw .init(description: "a record without a code") }
        let code = fields.removeFirst()
        record(code, fields, blob)
      }
    }
  }

  private mutating func readAbbreviation() throws(SerializedDiagnostics.FormatError) -> [Operand] {
    var operands: [Operand] = []
    for _ in 0..<(try readVBR(5)) {
      if try read(1) == 1 {
        operands.append(.literal(try readVBR(8)))
        continue
      }
      switch try read(3) {
      case 1: operands.append(.fixed(Int(try readVBR(5))))
      case 2: operands.append(.vbr(Int(try readVBR(5))))
      case 3: operands.append(.array)
      case 4: operands.append(.char6)
      case 5: operands.append(.blob)
      case let other: throw .init(description: "unknown encoding \(other)")
      }
    }
    return operands
  }

  private mutating func readScalar(
    _ operand: Operand
  ) throws(SerializedDiagnostics.FormatError) -> UInt64 {
    switch operand {
    case .literal(let value): return value
    case .fixed(let width): return try read(width)
    case .vbr(let width): return try readVBR(width)
    case .char6: return try read(6)
    case .array, .blob: throw .init(description: "an array or blob inside an array")
    }
  }

  private mutating func readAbbreviated(
    _ operands: [Operand]
  ) throws(SerializedDiagnostics.FormatError) -> ([UInt64], [UInt8]) {
    var fields: [UInt64] = []
    var blob: [UInt8] = []
    var index = 0
    while index < operands.count {
      switch operands[index] {
      case .array:
        guard index + 1 < operands.count else { throw .init(description: "array of nothing") }
        for _ in 0..<(try readVBR(6)) { fields.append(try readScalar(operands[index + 1])) }
        index += 1
      case .blob:
        let count = Int(try readVBR(6))
        alignTo32()
        guard position / 8 + count <= bytes.count else { throw .init(description: "blob too long") }
        blob = Array(bytes[position / 8..<position / 8 + count])
        position += count * 8
        alignTo32()
      default:
        fields.append(try readScalar(operands[index]))
      }
      index += 1
    }
    return (fields, blob)
  }
}
