import Foundation

/// The app's two looks: it follows the device's setting ("the app includes a dark theme that
/// changes depending on the device system settings").
public enum Theme: String, CaseIterable, Sendable {
  /// Dark text on white.
  case light
  /// Light text on near-black.
  case dark
}

/// The app's named colors besides the 18 tracker colors, each with its value in either
/// theme: the base palette of the original app (black, white, blue, red, gray, light gray and
/// the fields' background, with their dark values), and the text colors every front end draws
/// with, chosen so that each gives text a contrast of at least 4.5:1 (WCAG AA) on each
/// background it is drawn on, in both themes (`textColors`, `backgrounds`).
public enum ThemeColor: String, CaseIterable, Sendable {
  /// Text and the primary button's fill: the original's black (white when dark).
  case text
  /// Secondary text: subtitles, unselected tabs, weekday names, placeholders, chevrons.
  case secondaryText
  /// Text in the accent color: a selected tab, a checkmark, today.
  case accentText
  /// Text of what deletes or cancels: a destructive button, a field's error.
  case destructiveText
  /// A screen's background and the primary button's text: the original's white.
  case background
  /// A field's and a list row's background: the original's light gray at 30% (dark: #414141
  /// at 85%), over `background`.
  case fieldBackground
  /// Behind the app's column and under a menu's buttons.
  case groupedBackground
  /// Behind a highlighted day (a run of done days) and a notice banner.
  case highlight
  /// Lines between rows, an unselected switch, the empty part of a progress bar.
  case separator
  /// The accent fill: a switch turned on, the focus ring (the original's blue).
  case accent
  /// The outline of a destructive button (the original's red).
  case destructive
  /// A disabled button's fill (the original's gray).
  case disabled

  /// The colors text is drawn in.
  public static let textColors: [ThemeColor] = [
    .text, .secondaryText, .accentText, .destructiveText,
  ]
  /// The backgrounds text is drawn on (the fields' over `background`).
  public static let backgrounds: [ThemeColor] = [
    .background, .fieldBackground, .groupedBackground, .highlight,
  ]

  /// The color in `theme`, `#RRGGBB` or, partly transparent, `#RRGGBBAA`.
  public func hex(_ theme: Theme) -> String {
    let (light, dark) = Self.values[self] ?? ("#000000", "#000000")
    return theme == .light ? light : dark
  }

  /// The opaque color it shows in `theme`: a partly transparent one over `background`.
  public func shown(_ theme: Theme) -> String {
    let value = hex(theme)
    guard value.count == 9, self != .background else { return value }
    return ColorContrast.over(value, Self.background.hex(theme)) ?? value
  }

  private static let values: [ThemeColor: (light: String, dark: String)] = [
    .text: ("#1A1B22", "#FFFFFF"),
    .secondaryText: ("#67686E", "#AEAFB4"),
    .accentText: ("#2D62D6", "#8AACF5"),
    .destructiveText: ("#C93233", "#FF8A8B"),
    .background: ("#FFFFFF", "#1A1B22"),
    .fieldBackground: ("#E6E8EB4D", "#414141D9"),
    .groupedBackground: ("#F2F2F4", "#2C2C2E"),
    .highlight: ("#FFEFD9", "#4A3214"),
    .separator: ("#E6E8EB", "#414141"),
    .accent: ("#3772E7", "#3772E7"),
    .destructive: ("#F56B6C", "#F56B6C"),
    .disabled: ("#AEAFB4", "#AEAFB4"),
  ]
}

/// The color text is drawn in on a tracker's color (a card's name, its done button's mark):
/// white or black, whichever gives the greater contrast, at least 4.5:1 on each of the 18.
public enum TextOnColor: String, CaseIterable, Sendable {
  /// White text.
  case white
  /// Black text.
  case black

  /// The color as `#RRGGBB`.
  public var hex: String { self == .white ? "#FFFFFF" : "#000000" }
}

extension TrackerColor {
  /// The color text is drawn in on this color, the same in both themes.
  public var textColor: TextOnColor { Self.textColors[number - 1] }

  /// The text color of each color by number, worked out once from the contrasts (every card
  /// written or drawn asks for its color's).
  private static let textColors: [TextOnColor] = Palette.colorNumbers.map { number in
    let hex = Palette.colorHex[number - 1]
    let white = ColorContrast.ratio(hex, TextOnColor.white.hex) ?? 1
    let black = ColorContrast.ratio(hex, TextOnColor.black.hex) ?? 1
    return white >= black ? .white : .black
  }
}

/// The contrast of two sRGB colors as WCAG 2 defines it, from their relative luminance.
public enum ColorContrast {
  /// The contrast ratio of two colors written `#RRGGBB`, from 1 (the same) to 21 (black on
  /// white); nil when either is written otherwise.
  public static func ratio(_ first: String, _ second: String) -> Double? {
    guard let one = luminance(first), let two = luminance(second) else { return nil }
    return (max(one, two) + 0.05) / (min(one, two) + 0.05)
  }

  /// The relative luminance of `#RRGGBB`: 0 for black, 1 for white.
  public static func luminance(_ hex: String) -> Double? {
    guard let channels = channels(hex), channels.count == 3 else { return nil }
    let linear = channels.map { value -> Double in
      let part = Double(value) / 255
      return part <= 0.040_45 ? part / 12.92 : pow((part + 0.055) / 1.055, 2.4)
    }
    return 0.212_6 * linear[0] + 0.715_2 * linear[1] + 0.072_2 * linear[2]
  }

  /// `#RRGGBBAA` laid over the opaque `#RRGGBB`, as the eye sees it: `#RRGGBB`.
  public static func over(_ color: String, _ background: String) -> String? {
    guard let top = channels(color), top.count == 4, let under = channels(background),
      under.count == 3
    else { return nil }
    let alpha = Double(top[3]) / 255
    let mixed = (0..<3).map {
      Int((alpha * Double(top[$0]) + (1 - alpha) * Double(under[$0])).rounded())
    }
    return "#" + mixed.map { hexByte($0) }.joined()
  }

  /// The bytes of `#RRGGBB` or `#RRGGBBAA`.
  private static func channels(_ hex: String) -> [Int]? {
    guard hex.first == "#", hex.count == 7 || hex.count == 9 else { return nil }
    let digits = Array(hex.dropFirst())
    var bytes: [Int] = []
    for start in stride(from: 0, to: digits.count, by: 2) {
      guard let byte = Int(String(digits[start..<start + 2]), radix: 16) else { return nil }
      bytes.append(byte)
    }
    return bytes
  }

  private static func hexByte(_ value: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return text.count == 1 ? "0" + text : text
  }
}
