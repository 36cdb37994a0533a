/// The bytes of a file with its name, turning byte offsets into lines and
/// columns only when an error needs them.
struct SourceText {
  let bytes: [UInt8]
  let fileName: String

  /// The problem at byte `offset`, with its line and column.
  func error(at offset: Int, _ problem: StateFileProblem) -> StateFileError {
    let (line, column) = position(of: offset)
    return StateFileError(file: fileName, line: line, column: column, problem: problem)
  }

  /// The 1-based line and column of byte `offset`; columns count Unicode
  /// scalars, so a Cyrillic letter is one column, not two bytes.
  func position(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[0..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0b1100_0000 != 0b1000_0000 {
        column += 1
      }
    }
    return (line, column)
  }
}
