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
    let old = golden.string
    let new = actual.string
    func withoutCR(_ text: String) -> [UInt8] {
      Array(
        text.utf8.split(separator: 0x0D, omittingEmptySubsequences: false).joined(separator: [0x0A])
      )
    }
    func trimmedLines(_ text: String) -> [Substring.UnicodeScalarView] {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        var scalars = line.unicodeScalars
        while let last = scalars.last,
          last.properties.isWhitespace || VisibleWhitespace.isInvisible(last)
        {
          scalars.removeLast()
        }
        return scalars
      }
      while lines.last?.isEmpty == true { lines.removeLast() }
      return lines
    }
    func visibleScalars(_ text: String) -> [Unicode.Scalar] {
      text.unicodeScalars.filter {
        !$0.properties.isWhitespace && !VisibleWhitespace.isInvisible($0)
      }
    }
    if SnapshotText(String(decoding: withoutCR(old), as: UTF8.self))
      == SnapshotText(String(decoding: withoutCR(new), as: UTF8.self))
    {
      self = .lineEndings
    } else if old == new {
      self = .unicodeNormalization  // Swift's String equality is canonical equivalence
    } else if trimmedLines(old).map(Array.init) == trimmedLines(new).map(Array.init) {
      self = .trailingWhitespace
    } else if visibleScalars(old) == visibleScalars(new) {
      self = .whitespace
    } else {
      self = .content
    }
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
