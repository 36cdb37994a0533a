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
    if folded.isEmpty { return true }
    guard name.utf8.contains(bytesOf: folded.utf8) else { return false }
    return name.contains(folded)
  }

  /// `text` lowercased and without combining marks, except the breve of й.
  public static func fold(_ text: String) -> String {
    // ASCII has no marks and nothing to compose: lowercasing is the whole fold.
    var isASCII = true
    for byte in text.utf8 where byte >= 0x80 {
      isASCII = false
      break
    }
    if isASCII { return text.lowercased() }
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
/// case, diacritics and ё/е are ignored; digits and signs come first, then the
/// letters of the reader's own script, then every other letter in Unicode order
/// (which puts Latin first among them). So Cyrillic comes before Latin for a
/// Russian or Serbian reader, Greek before Latin for a Greek one, and Latin
/// before every other script for an English one.
public struct NameOrder: Hashable, Sendable {
  /// The script whose letters come first.
  public var firstScript: Script

  /// Latin names first, as in English: every letter in Unicode order.
  public static let latinFirst = NameOrder(firstScript: .latin)

  /// An order that puts `firstScript` first.
  public init(firstScript: Script) {
    self.firstScript = firstScript
  }

  /// The order for readers of the script with ISO 15924 code `code` (`Cyrl`, `Grek`,
  /// `Latn`, as a language's data gives it); Latin first for a script the kit does not
  /// sort by.
  public init(firstScriptCode code: String) {
    self.init(firstScript: Script(code: code) ?? .latin)
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
  /// script's letters, then every other letter, each in Unicode order. Latin's
  /// letters are the first in Unicode order, so Latin first needs no group of its
  /// own; and a name with no letter of the first script has the same key in every
  /// order, which `FoldedNames` relies on.
  func sortKey(_ name: String) -> [UInt64] {
    sortKey(folded: SearchText.fold(name))
  }

  /// The sort key of a name already folded with `SearchText.fold(_:)`.
  /// (A plain loop, with ASCII letters told apart without a property lookup: every name of a
  /// state is keyed when the state is read.)
  func sortKey(folded: String) -> [UInt64] {
    let liftsScript = firstScript != .latin
    var key: [UInt64] = []
    for scalar in folded.unicodeScalars {
      let value = scalar.value
      let isAlphabetic =
        value < 0x80
        ? (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
        : scalar.properties.isAlphabetic
      let group: UInt64
      if !isAlphabetic {
        group = 0
      } else if liftsScript && firstScript.isInBlocks(value) {
        group = 1
      } else {
        group = 2
      }
      key.append(group << 32 | UInt64(value))
    }
    return key
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
