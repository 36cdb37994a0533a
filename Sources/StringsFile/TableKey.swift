/// A key of a string table, compared and hashed by its Unicode scalars, as Foundation on
/// Apple platforms (and so an iOS app) compares keys. Swift strings compare by canonical
/// equivalence instead, so "é" and "e" + U+0301, or "K" and the Kelvin sign U+212A, would be
/// one key as a `String` and are two here, as they are two for the app.
public struct TableKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The key as written in the table, escapes resolved.
  public let text: String

  /// The key `text`, scalar for scalar.
  public init(_ text: String) {
    self.text = text
  }

  /// A key written in code.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Equal when the scalars are the same: UTF-8 encodes each scalar one way, so the bytes
  /// compare the scalars.
  /// (Compared through pointers: every lookup in a table compares keys, and a generic
  /// comparison of the views is a call per byte in a debug build.)
  public static func == (lhs: TableKey, rhs: TableKey) -> Bool {
    var left = lhs.text
    var right = rhs.text
    return left.withUTF8 { left in
      right.withUTF8 { right in
        guard left.count == right.count else { return false }
        guard let leftBytes = left.baseAddress, let rightBytes = right.baseAddress else {
          return true
        }
        var index = 0
        while index < left.count {
          if leftBytes[index] != rightBytes[index] { return false }
          index += 1
        }
        return true
      }
    }
  }

  /// Hashes the UTF-8 bytes, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    var text = self.text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// The key's text.
  public var description: String { text }
}
