/// The identifier of a tracker, unique within a state.
public struct TrackerID: Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier as written in the state file.
  public let rawValue: String

  /// An identifier with the given text.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// An identifier written as a string literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// The value as text.
  public var description: String { rawValue }
  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The identifier of a category, unique within a state.
public struct CategoryID: Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier as written in the state file.
  public let rawValue: String

  /// An identifier with the given text.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// An identifier written as a string literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// The value as text.
  public var description: String { rawValue }
  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
