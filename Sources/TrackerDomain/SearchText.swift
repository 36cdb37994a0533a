import Foundation

/// A search typed on the main screen, matched against tracker names ignoring
/// case and diacritics, with ё equal to е. Й stays a letter of its own: a
/// Russian reader does not see it as и with a mark.
public struct SearchText: Hashable, Sendable {
  /// The folded search; empty matches every name.
  public let folded: String

  /// A search for `typed`, ignoring surrounding spaces.
  public init(_ typed: String) {
    // No search at all, the usual case, needs none of Foundation's folding.
    folded = typed.isEmpty ? "" : SearchText.fold(trimmed(typed))
  }

  /// Whether `name` contains the search.
  public func matches(_ name: String) -> Bool {
    folded.isEmpty || SearchText.fold(name).contains(folded)
  }

  /// Whether a name already folded with `fold(_:)` contains the search, as
  /// `matches(_:)` decides. A match needs the search's bytes in the name's, which
  /// is quick to rule out; Foundation's comparison decides the rest.
  func matches(folded name: String) -> Bool {
    folded.isEmpty || (name.utf8.contains(bytesOf: folded.utf8) && name.contains(folded))
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
        NameOrder.precedes(
          (lhs.key, lhs.tracker.name, lhs.tracker.id), (rhs.key, rhs.tracker.name, rhs.tracker.id))
      }
      .map(\.tracker)
  }

  /// Whether the name with sort key `lhs.key` comes first: keys first, then the
  /// names as written, then the ids, so that no two trackers tie.
  static func precedes(
    _ lhs: (key: [UInt64], name: String, id: TrackerID),
    _ rhs: (key: [UInt64], name: String, id: TrackerID)
  ) -> Bool {
    if lhs.key != rhs.key { return lhs.key.lexicographicallyPrecedes(rhs.key) }
    if lhs.name != rhs.name { return lhs.name < rhs.name }
    return lhs.id < rhs.id
  }

  /// One number per scalar of the folded name: digits and signs, then the first
  /// script, then the other, then everything else, each in Unicode order.
  func sortKey(_ name: String) -> [UInt64] {
    sortKey(folded: SearchText.fold(name))
  }

  /// The sort key of a name already folded with `SearchText.fold(_:)`.
  func sortKey(folded: String) -> [UInt64] {
    folded.unicodeScalars.map { scalar in
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

extension String.UTF8View {
  /// Whether `needle` occurs in these bytes.
  fileprivate func contains(bytesOf needle: String.UTF8View) -> Bool {
    let haystack = Array(self)
    let needle = Array(needle)
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == first {
      if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
    }
    return false
  }
}
