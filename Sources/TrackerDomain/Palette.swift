/// One of the app's 18 tracker colors, numbered 1 to 18 in the order of the
/// color picker (three rows of six).
public struct TrackerColor: Hashable, Comparable, Sendable {
  /// The color's number, 1 to 18.
  public let number: Int

  /// The color with this number, or nil outside 1–18.
  public init?(number: Int) {
    guard Palette.colorNumbers.contains(number) else { return nil }
    self.number = number
  }

  /// The color's sRGB value as `#RRGGBB`, as the original app's asset catalog has it.
  public var hex: String { Palette.colorHex[number - 1] }

  /// A stable token for front ends: `selection1` … `selection18`.
  public var token: String { "selection\(number)" }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }
}

/// The emoji and colors a tracker can have, in the order the pickers show them.
public enum Palette {
  /// The valid color numbers.
  public static let colorNumbers = 1...18

  /// All 18 colors, in picker order.
  public static let colors: [TrackerColor] = colorNumbers.compactMap(TrackerColor.init(number:))

  /// The 18 emoji of the emoji picker, in order (three rows of six).
  public static let emoji: [String] = [
    "🙂", "😻", "🌺", "🐶", "❤️", "😱",
    "😇", "😡", "🥶", "🤔", "🙌", "🍔",
    "🥦", "🏓", "🥇", "🎸", "🏝", "😪",
  ]

  static let colorHex = [
    "#FD4C49", "#FF881E", "#007BFA", "#6E44FE", "#33CF69", "#E66DD4",
    "#F9D4D4", "#34A7FE", "#46E69D", "#35347C", "#FF674D", "#FF99CC",
    "#F6C48B", "#7994F5", "#832CF1", "#AD56DA", "#8D72E6", "#2FD058",
  ]
}

/// Why a tracker's emoji cannot be used.
public enum EmojiProblem: Error, Hashable, Sendable {
  /// Nothing but spaces.
  case empty
  /// Text, several emoji, a digit or a symbol: anything but one emoji.
  case notOneEmoji
}

/// The rules for a tracker's emoji: one emoji after trimming, that is one character (as
/// people see characters) that is an emoji, sequences such as 👨‍👩‍👧‍👦, 👍🏽 or 1️⃣ included.
/// An emoji of the picker written with or without the variation selector U+FE0F (❤️ and ❤,
/// 🏝️ and 🏝) is the same emoji, and is kept in the picker's spelling, so that comparing
/// emoji with `==` is right everywhere; any other emoji is kept as written.
public enum TrackerEmoji {
  /// The emoji in the picker's spelling, or why it cannot be used.
  public static func validate(_ typed: String) -> Result<String, EmojiProblem> {
    let emoji = trimmed(typed)
    guard let character = emoji.first else { return .failure(.empty) }
    guard emoji.count == 1, isEmoji(character) else { return .failure(.notOneEmoji) }
    return .success(pickerSpelling[withoutSelectors(emoji)] ?? emoji)
  }

  /// Whether `character` is an emoji: one shown as an emoji by default, one asking for
  /// emoji presentation (U+FE0F) or a keycap, or a non-ASCII one written without its
  /// selector (❤, ☀); a digit, `#` or `*` alone is text.
  private static func isEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, first.properties.isEmoji else { return false }
    if first.properties.isEmojiPresentation { return true }
    if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") { return true }
    return !first.isASCII
  }

  /// `emoji` without the text and emoji variation selectors U+FE0E and U+FE0F.
  private static func withoutSelectors(_ emoji: String) -> String {
    String(
      String.UnicodeScalarView(emoji.unicodeScalars.filter { $0 != "\u{FE0E}" && $0 != "\u{FE0F}" })
    )
  }

  /// The picker's emoji by their spelling without selectors.
  private static let pickerSpelling: [String: String] = Dictionary(
    Palette.emoji.map { (withoutSelectors($0), $0) }, uniquingKeysWith: { first, _ in first })
}
