/// What `TrackerID` and `CategoryID` share: the text written in the state file, made from a
/// string or a string literal, shown as itself and ordered by it.
public protocol ItemIdentifier: Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier as written in the state file.
  var rawValue: String { get }
  /// An identifier with the given text.
  init(_ rawValue: String)
}

extension ItemIdentifier {
  /// An identifier written as a string literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// The value as text.
  public var description: String { rawValue }
  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The identifier of a tracker, unique within a state.
public struct TrackerID: ItemIdentifier {
  /// The identifier as written in the state file.
  public let rawValue: String
  /// An identifier with the given text.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The identifier of a category, unique within a state.
public struct CategoryID: ItemIdentifier {
  /// The identifier as written in the state file.
  public let rawValue: String
  /// An identifier with the given text.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a tracker's or a category's id may hold: one line of text of one or more
/// characters, with no white space at either end and no control character or line break
/// anywhere (U+0000–U+001F, U+007F–U+009F, U+2028, U+2029). Dots, spaces inside and
/// letters of any script are fine (`t1`, `goals.health`, `дом`, `my habit`); screens
/// write such ids into element ids so that no two give one (`ElementID.appending(userID:)`).
/// A category's own id may not be a goals-app preset's (`goals.health`).
public enum ItemIDRule {
  /// Why `id` is not an id, or nil when it is one.
  public static func problem(_ id: String) -> ItemIDProblem? {
    guard let first = id.unicodeScalars.first, let last = id.unicodeScalars.last else {
      return .empty
    }
    if let scalar = id.unicodeScalars.first(where: isForbidden) {
      return .controlCharacter(scalar.value)
    }
    if first.properties.isWhitespace || last.properties.isWhitespace { return .spaceAtEnd }
    return nil
  }

  /// A control character or a line break.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}

/// What is wrong with an id.
public enum ItemIDProblem: Hashable, Sendable {
  /// It is empty.
  case empty
  /// It starts or ends with white space.
  case spaceAtEnd
  /// It holds a control character or a line break: the first one's code point.
  case controlCharacter(UInt32)
}
