/// An estimate of how wide a text is drawn, from its characters alone (no font at hand):
/// each character counts a share of the font size by its class, roughly as San Francisco
/// and Roboto draw them. Narrow (`i l j t f r . , ; : ' ! |` and brackets) 0.3 em, spaces
/// 0.28, digits 0.6, lowercase letters of any alphabet 0.55 (the wide Cyrillic `ш щ ж ы ю
/// м` and Latin `m w` 0.8), uppercase 0.7 (`M W Ш Щ Ж` 0.9), CJK, kana, hangul 1.0, emoji
/// 1.25, marks and invisible format characters (RLM, RLO) 0, anything else 0.6.
///
/// The cost is linear in the text, with a small constant: a character of one scalar is
/// classed by its scalar (a table for ASCII), and `mayOverflow` stops counting once the
/// text is past its place, so a text of a million characters costs what its first few
/// dozen do.
public enum TextWidth {
  /// The estimated width of `text` in points at `fontSize` points.
  public static func points(_ text: String, fontSize: Double) -> Double {
    var ems = 0.0
    for character in text { ems += width(of: character) }
    return ems * fontSize
  }

  /// The estimated width of `text` in points at `fontSize` points, or nil once it is past
  /// `limit` points (the rest of a very long text is not counted).
  public static func points(_ text: String, fontSize: Double, upTo limit: Double) -> Double? {
    var ems = 0.0
    for character in text {
      ems += width(of: character)
      if ems * fontSize > limit { return nil }
    }
    return ems * fontSize
  }

  /// Whether `text` at `fontSize` points may not fit in `lines` lines of `width` points.
  /// Words are not broken across lines, so a text fits only if it fits with 8% to spare.
  public static func mayOverflow(_ text: String, fontSize: Double, width: Double, lines: Int)
    -> Bool
  {
    // Widths are never negative: once past the room, the rest cannot bring it back.
    points(text, fontSize: fontSize, upTo: width * Double(max(lines, 1)) * 0.92) == nil
  }

  /// The width of one character, in ems.
  static func width(of character: Character) -> Double {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first else { return 0 }
    let isSingle = scalars.index(after: scalars.startIndex) == scalars.endIndex
    if isSingle, scalar.value < 128 { return asciiWidths[Int(scalar.value)] }
    return width(of: scalar, isSingle: isSingle)
  }

  /// The width of a character whose first scalar is `scalar` (the only one when
  /// `isSingle`; the narrow and wide letters are single scalars).
  private static func width(of scalar: Unicode.Scalar, isSingle: Bool) -> Double {
    let properties = scalar.properties
    let value = scalar.value
    if !isSingle && properties.isEmoji || properties.isEmojiPresentation { return 1.25 }
    if isSingle, narrow.contains(value) { return 0.3 }
    if isSingle, value == 0x20 || value == 0xA0 { return 0.28 }
    switch properties.generalCategory {
    case .format, .nonspacingMark, .enclosingMark, .control: return 0
    case .spaceSeparator: return 0.28
    case .decimalNumber: return 0.6
    case .lowercaseLetter: return isSingle && wideLower.contains(value) ? 0.8 : 0.55
    case .uppercaseLetter, .titlecaseLetter:
      return isSingle && wideUpper.contains(value) ? 0.9 : 0.7
    case .otherLetter:
      return isFullWidth(value) ? 1.0 : 0.6
    default: return isFullWidth(value) ? 1.0 : 0.6
    }
  }

  /// The widths of the ASCII characters, worked out once.
  private static let asciiWidths: [Double] = (0..<128).map { value in
    Unicode.Scalar(value).map { width(of: $0, isSingle: true) } ?? 0.6
  }

  private static let narrow = scalarValues("iljtfrI.,;:'!|()[]·ії")
  private static let wideLower = scalarValues("mwшщжыюм")
  private static let wideUpper = scalarValues("MWШЩЖЫЮМ")

  private static func scalarValues(_ text: String) -> Set<UInt32> {
    Set(text.unicodeScalars.map(\.value))
  }

  /// CJK ideographs, kana, hangul and full-width forms.
  private static func isFullWidth(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFF00...0xFF60).contains(value) || (0x20000...0x3FFFD).contains(value)
  }
}
