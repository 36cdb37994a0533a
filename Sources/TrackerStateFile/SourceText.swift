import JSONSyntax

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
    JSONReader.position(of: offset, in: bytes)
  }
}
