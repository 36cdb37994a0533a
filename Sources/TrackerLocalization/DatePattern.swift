/// A date pattern from a table (`dd.MM.yy`, `MM/dd/yy`): `d`/`dd` day, `M`/`MM` month,
/// `yy`/`yyyy` year; every other character is kept as written. Words never come from
/// the system's calendar, so the same date prints the same everywhere.
struct DatePattern {
  private enum Piece {
    case literal(Character)
    case field(Character, width: Int)
  }

  private let pieces: [Piece]

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
  }

  /// Whether the pattern shows the day, the month and the year.
  var hasAllFields: Bool {
    var found: Set<Character> = []
    for case .field(let letter, _) in pieces { found.insert(letter) }
    return found == ["d", "M", "y"]
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
