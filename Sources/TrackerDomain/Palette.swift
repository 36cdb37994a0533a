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
