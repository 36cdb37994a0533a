import Foundation

/// A search typed on the main screen, matched against tracker names ignoring
/// case and diacritics, with ё equal to е. Й stays a letter of its own: a
/// Russian reader does not see it as и with a mark.
public struct SearchText: Hashable, Sendable {
  /// The folded search; empty matches every name.
  public let folded: String

  /// A search for `typed`, ignoring surrounding spaces.
  public init(_ typed: String) {
    folded = SearchText.fold(trimmed(typed))
  }

  /// Whether `name` contains the search.
  public func matches(_ name: String) -> Bool {
    folded.isEmpty || SearchText.fold(name).contains(folded)
  }

  /// `text` lowercased and without combining marks, except the breve of й.
  public static func fold(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
      if scalar.properties.generalCategory == .nonspacingMark {
        let isShortI = scalar == "\u{0306}" && previous == "и"
        if !isShortI { continue }
      }
      result.append(scalar)
      previous = scalar
    }
    return String(result).precomposedStringWithCanonicalMapping
  }
}

/// How names are sorted within a section, the way a language's readers expect:
/// case, diacritics and ё/е are ignored first, and the reader's own script comes
/// before the others (Cyrillic before Latin for Russian).
public struct NameOrder: Hashable, Sendable {
  /// The script whose names come first.
  public enum Script: Hashable, Sendable {
    /// A–Z and its accented letters first.
    case latin
    /// А–Я first.
    case cyrillic
  }

  /// The script sorted before the others.
  public var firstScript: Script

  /// Latin names first, as in English.
  public static let latinFirst = NameOrder(firstScript: .latin)
  /// Cyrillic names first, as in Russian.
  public static let cyrillicFirst = NameOrder(firstScript: .cyrillic)

  /// An order that puts `firstScript` first.
  public init(firstScript: Script) {
    self.firstScript = firstScript
  }

  /// `trackers` sorted by name; equal names keep a fixed order by id.
  public func sorted(_ trackers: [Tracker]) -> [Tracker] {
    trackers.map { (key: sortKey($0.name), tracker: $0) }
      .sorted { lhs, rhs in
        if lhs.key != rhs.key { return lhs.key.lexicographicallyPrecedes(rhs.key) }
        if lhs.tracker.name != rhs.tracker.name { return lhs.tracker.name < rhs.tracker.name }
        return lhs.tracker.id < rhs.tracker.id
      }
      .map(\.tracker)
  }

  /// One number per scalar of the folded name: digits and signs, then the first
  /// script, then the other, then everything else, each in Unicode order.
  func sortKey(_ name: String) -> [UInt64] {
    SearchText.fold(name).unicodeScalars.map { scalar in
      let value = UInt64(scalar.value)
      let isLatin = scalar.properties.isAlphabetic && value < 0x0250
      let isCyrillic = (0x0400...0x052F).contains(value)
      let group: UInt64
      switch (isLatin, isCyrillic) {
      case (true, _): group = firstScript == .latin ? 1 : 2
      case (_, true): group = firstScript == .cyrillic ? 1 : 2
      default: group = scalar.properties.isAlphabetic ? 3 : 0
      }
      return group << 32 | value
    }
  }
}
