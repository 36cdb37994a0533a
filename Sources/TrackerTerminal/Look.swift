import TrackerScreens

/// The terminal's own look: a glyph for each image token and the colors of
/// button styles. Shapes and colors only; every word comes from the screens.
enum Look {
  /// The glyph drawn for an image, by the token's name, so that a token added
  /// later is drawn too (as "•" until it has a glyph of its own).
  static func glyph(_ image: ImageToken) -> String {
    glyphs[image.rawValue] ?? "•"
  }

  private static let glyphs: [String: String] = [
    "plus": "+", "checkmark": "✓", "clearText": "×", "chevron": "›",
    "placeholderNoTrackers": "✦", "placeholderNothingFound": "⌕", "placeholderNoStatistics": "☹",
    "onboardingBlue": "◆", "onboardingRed": "◆", "tabTrackers": "◉", "tabStatistics": "▤",
    "pin": "⚲", "calendar": "▦", "chevronBackward": "←", "chevronForward": "→", "edit": "✎",
    "trash": "⌫", "close": "×",
  ]

  /// The color behind an onboarding page.
  static func background(_ image: ImageToken?) -> TerminalRGB? {
    switch image {
    case .onboardingBlue: TerminalRGB(0x37, 0x72, 0xE7)
    case .onboardingRed: TerminalRGB(0xF5, 0x6B, 0x6C)
    default: nil
    }
  }

  static let blue = TerminalRGB(0x37, 0x72, 0xE7)
  static let red = TerminalRGB(0xF5, 0x6B, 0x6C)
  static let gray = TerminalRGB(0xAE, 0xAF, 0xB4)
  static let white = TerminalRGB(0xFF, 0xFF, 0xFF)
  static let black = TerminalRGB(0x1A, 0x1B, 0x22)
  static let yellow = TerminalRGB(0xF6, 0xC4, 0x8B)
  static let green = TerminalRGB(0x33, 0xCF, 0x69)

  /// The value of the tracker color an element has.
  static func color(of look: ElementLook) -> TerminalRGB? {
    look.color.flatMap { TerminalRGB(hex: $0.hex) }
  }

  /// The color of text on the tracker color an element has (the kit's, white or black).
  static func textColor(of look: ElementLook) -> TerminalRGB {
    look.color.flatMap { TerminalRGB(hex: $0.textColor.hex) } ?? white
  }
}
