/// An estimate of how wide a text is drawn, from its characters alone (no font at hand):
/// each character counts a share of the font size by its class, roughly as San Francisco
/// and Roboto draw them. Narrow (`i l j t f r . , ; : ' ! |` and brackets) 0.3 em, spaces
/// 0.28, digits 0.6, lowercase letters of any alphabet 0.55 (the wide Cyrillic `ш щ ж ы ю
/// м` and Latin `m w` 0.8), uppercase 0.7 (`M W Ш Щ Ж` 0.9), CJK, kana, hangul 1.0, emoji
/// 1.25, marks and invisible format characters (RLM, RLO) 0, anything else 0.6.
public enum TextWidth {
  /// The estimated width of `text` in points at `fontSize` points.
  public static func points(_ text: String, fontSize: Double) -> Double {
    var ems = 0.0
    for character in text { ems += width(of: character) }
    return ems * fontSize
  }

  /// Whether `text` at `fontSize` points may not fit in `lines` lines of `width` points.
  /// Words are not broken across lines, so a text fits only if it fits with 8% to spare.
  public static func mayOverflow(_ text: String, fontSize: Double, width: Double, lines: Int)
    -> Bool
  {
    points(text, fontSize: fontSize) > width * Double(max(lines, 1)) * 0.92
  }

  /// The width of one character, in ems.
  static func width(of character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let properties = scalar.properties
    if character.unicodeScalars.count > 1 && properties.isEmoji || properties.isEmojiPresentation {
      return 1.25
    }
    if narrow.contains(character) { return 0.3 }
    if character == " " || character == "\u{00A0}" { return 0.28 }
    switch properties.generalCategory {
    case .format, .nonspacingMark, .enclosingMark, .control: return 0
    case .spaceSeparator: return 0.28
    case .decimalNumber: return 0.6
    case .lowercaseLetter: return wideLower.contains(character) ? 0.8 : 0.55
    case .uppercaseLetter, .titlecaseLetter: return wideUpper.contains(character) ? 0.9 : 0.7
    case .otherLetter:
      return isFullWidth(scalar.value) ? 1.0 : 0.6
    default: return isFullWidth(scalar.value) ? 1.0 : 0.6
    }
  }

  private static let narrow: Set<Character> = [
    "i", "l", "j", "t", "f", "r", "I", ".", ",", ";", ":", "'", "!", "|", "(", ")", "[", "]",
    "·", "і", "ї",
  ]
  private static let wideLower: Set<Character> = ["m", "w", "ш", "щ", "ж", "ы", "ю", "м"]
  private static let wideUpper: Set<Character> = ["M", "W", "Ш", "Щ", "Ж", "Ы", "Ю", "М"]

  /// CJK ideographs, kana, hangul and full-width forms.
  private static func isFullWidth(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFF00...0xFF60).contains(value) || (0x20000...0x3FFFD).contains(value)
  }
}
