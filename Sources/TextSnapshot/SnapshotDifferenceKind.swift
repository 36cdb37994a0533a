/// How a golden text and an actual text differ, so a failure can say "only whitespace"
/// or "only line endings" instead of leaving a reader to hunt for an invisible change.
public enum SnapshotDifferenceKind: Sendable, Equatable {
  /// Only carriage returns differ (old Mac line endings, or a CR inside a line).
  case lineEndings
  /// The texts look the same but use different Unicode normalisation (NFC and NFD).
  case unicodeNormalization
  /// Only spaces or tabs at line ends, or blank lines at the end, differ.
  case trailingWhitespace
  /// Only whitespace and invisible characters differ (indentation, blank lines, no-break spaces).
  case whitespace
  /// Visible text differs.
  case content

  /// Classifies two texts that are known to differ.
  public init(golden: SnapshotText, actual: SnapshotText) {
    let old = Array(golden.string.unicodeScalars)
    let new = Array(actual.string.unicodeScalars)
    func crAsLineBreak(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
      scalars.map { $0 == "\r" ? "\n" : $0 }
    }
    func linesWithoutTrailingBlanks(_ scalars: [Unicode.Scalar]) -> [ArraySlice<Unicode.Scalar>] {
      var lines = scalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line[..<(line.lastIndex { !Self.isBlank($0) }.map { $0 + 1 } ?? line.startIndex)]
      }
      while lines.last?.isEmpty == true { lines.removeLast() }
      return lines
    }
    if crAsLineBreak(old) == crAsLineBreak(new) {
      self = .lineEndings
    } else if linesWithoutTrailingBlanks(old) == linesWithoutTrailingBlanks(new) {
      self = .trailingWhitespace
    } else if old.filter({ !Self.isBlank($0) }) == new.filter({ !Self.isBlank($0) }) {
      self = .whitespace
    } else if golden.string == actual.string {
      self = .unicodeNormalization  // Swift's String equality is canonical equivalence
    } else {
      self = .content
    }
  }

  /// Whitespace or an invisible character; ASCII is decided without Unicode property lookups.
  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
    return scalar.properties.isWhitespace || VisibleWhitespace.isInvisible(scalar)
  }

  /// A sentence for the failure message, or nil for a content change.
  public var explanation: String? {
    switch self {
    case .lineEndings:
      "Golden and actual differ only in line endings: a carriage return (␍ below) where a line break is expected."
    case .unicodeNormalization:
      "Golden and actual look the same but differ in Unicode normalisation (NFC and NFD): the lines"
        + " below show the same letters with different bytes. Render with `precomposedStringWithCanonicalMapping`."
    case .trailingWhitespace:
      "Golden and actual differ only in whitespace at the end of lines (␠ and ␉ below) or in blank lines at the end."
    case .whitespace:
      "Golden and actual differ only in whitespace: spaces, tabs, blank lines or invisible characters."
    case .content:
      nil
    }
  }
}
