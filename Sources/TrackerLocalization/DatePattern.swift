/// A date pattern from a table (`dd.MM.yy`, `MM/dd/yy`): `d`/`dd` day, `M`/`MM` month,
/// `y`/`yy`/`yyyy` year, and separators between them (spaces, punctuation other than `%`
/// and `'`, and the marks that keep right-to-left text in order). Words never come from
/// the system's calendar, so the same date prints the same everywhere; a pattern with
/// anything else (words, digits, placeholders) is not used at all.
struct DatePattern {
  private enum Piece {
    case literal(Character)
    case field(Character, width: Int)
  }

  /// Why a pattern cannot be used, for the linter.
  enum Problem: Equatable {
    /// A character that is neither a pattern letter nor a separator.
    case character(Character)
    /// A run of a pattern letter with a width the kit does not write (`MMM`, `yyy`).
    case field(String)
    /// The day, the month or the year is missing.
    case missingFields
  }

  private let pieces: [Piece]
  /// The first reason the pattern cannot be used, or nil when it can.
  let problem: Problem?

  init(_ pattern: String) {
    var pieces: [Piece] = []
    var characters = Array(pattern)[...]
    while let first = characters.first {
      if "dMy".contains(first) {
        let run = characters.prefix { $0 == first }
        pieces.append(.field(first, width: run.count))
        characters = characters.dropFirst(run.count)
      } else {
        pieces.append(.literal(first))
        characters = characters.dropFirst()
      }
    }
    self.pieces = pieces
    self.problem = DatePattern.problem(of: pieces)
  }

  /// Whether the pattern shows the day, the month and the year, and nothing but
  /// fields and separators.
  var isUsable: Bool { problem == nil }

  private static func problem(of pieces: [Piece]) -> Problem? {
    var found: Set<Character> = []
    for piece in pieces {
      switch piece {
      case .literal(let character):
        if !isSeparator(character) { return .character(character) }
      case .field(let letter, let width):
        let widths: [Int] = letter == "y" ? [1, 2, 4] : [1, 2]
        if !widths.contains(width) { return .field(String(repeating: letter, count: width)) }
        found.insert(letter)
      }
    }
    return found == ["d", "M", "y"] ? nil : .missingFields
  }

  /// Spaces, punctuation other than `%` (which looks like a placeholder) and `'` (which
  /// quotes words in other pattern languages), and the left-to-right, right-to-left and
  /// Arabic letter marks.
  private static func isSeparator(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    if scalar == "%" || scalar == "'" { return false }
    if ["\u{200E}", "\u{200F}", "\u{061C}"].contains(scalar) { return true }
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .connectorPunctuation, .dashPunctuation, .openPunctuation,
      .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return true
    default:
      return false
    }
  }

  func format(year: Int, month: Int, day: Int) -> String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .literal(let character): result.append(character)
      case .field("y", let width) where width == 2: result += padded(year.magnitude % 100, to: 2)
      case .field("y", let width): result += padded(UInt(year.magnitude), to: width)
      case .field("M", let width): result += padded(UInt(month.magnitude), to: min(width, 2))
      case .field(_, let width): result += padded(UInt(day.magnitude), to: min(width, 2))
      }
    }
    return result
  }

  private func padded(_ value: UInt, to width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
