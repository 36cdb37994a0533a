/// A date pattern from a table, in CLDR's letters: `d`/`dd` the day, `M`/`MM` the month as a
/// number, `MMMM` the month's name as it stands in a date (`month.format.N`: "26 ноября"),
/// `LLLL` the month's name standing alone (`month.N`: "Ноябрь 2026"), `y`/`yy`/`yyyy` the year,
/// `EEEE` the weekday's name (`weekday.format.*`: "четверг"); separators between them (spaces,
/// punctuation other than `%`, the marks that keep right-to-left text in order) and words in
/// single quotes (`'г'.`, `''` for an apostrophe). Names come from the tables, never from the
/// system's calendar, so the same date prints the same everywhere; a pattern with anything
/// else (an unquoted letter, a placeholder, a field the kit does not write) is not used.
struct DatePattern {
  /// One field of a pattern.
  enum Field: Hashable {
    case day(width: Int)
    case month(width: Int)
    /// `MMMM`: `month.format.N`.
    case monthName
    /// `LLLL`: `month.N`.
    case standaloneMonthName
    case year(width: Int)
    /// `EEEE`: `weekday.format.*`.
    case weekdayName
  }

  private enum Piece {
    case literal(String)
    case field(Field)
  }

  /// Why a pattern cannot be used, for the linter.
  enum Problem: Equatable {
    /// A character that is neither a pattern letter nor a separator.
    case character(Character)
    /// A run of a pattern letter with a width the kit does not write (`MMM`, `yyy`).
    case field(String)
    /// The day, the month or the year is missing (for a month's title: the month or year).
    case missingFields
    /// A field the text's place has no use for (a day in a month's title).
    case extraField(String)
    /// A quote that is not closed.
    case unclosedQuote
  }

  private let pieces: [Piece]
  /// The first fault of the pattern's syntax, or nil.
  private let syntaxProblem: Problem?

  init(_ pattern: String) {
    var pieces: [Piece] = []
    var problem: Problem?
    var characters = Array(pattern)[...]
    while let first = characters.first {
      if first == "'" {
        characters = characters.dropFirst()
        if characters.first == "'" {
          pieces.append(.literal("'"))
          characters = characters.dropFirst()
          continue
        }
        var quoted = ""
        var closed = false
        while let next = characters.first {
          characters = characters.dropFirst()
          if next == "'" {
            if characters.first == "'" {
              quoted.append("'")
              characters = characters.dropFirst()
              continue
            }
            closed = true
            break
          }
          quoted.append(next)
        }
        if !closed { problem = problem ?? .unclosedQuote }
        pieces.append(.literal(quoted))
      } else if first.isLetter {
        let run = characters.prefix { $0 == first }
        characters = characters.dropFirst(run.count)
        if let field = DatePattern.field(first, width: run.count) {
          pieces.append(.field(field))
        } else {
          let text = String(run)
          problem = problem ?? ("dMyLE".contains(first) ? .field(text) : .character(first))
          pieces.append(.literal(text))
        }
      } else {
        if !DatePattern.isSeparator(first) { problem = problem ?? .character(first) }
        pieces.append(.literal(String(first)))
        characters = characters.dropFirst()
      }
    }
    self.pieces = pieces
    self.syntaxProblem = problem
  }

  private static func field(_ letter: Character, width: Int) -> Field? {
    switch (letter, width) {
    case ("d", 1...2): .day(width: width)
    case ("M", 1...2): .month(width: width)
    case ("M", 4): .monthName
    case ("L", 4): .standaloneMonthName
    case ("y", 1), ("y", 2), ("y", 4): .year(width: width)
    case ("E", 4): .weekdayName
    default: nil
    }
  }

  /// The fields of the pattern.
  var fields: [Field] {
    pieces.compactMap { if case .field(let field) = $0 { field } else { nil } }
  }

  /// The first reason the pattern cannot be used for `kind`, or nil when it can.
  func problem(for kind: DatePatternKind) -> Problem? {
    if let syntaxProblem { return syntaxProblem }
    var hasDay = false
    var hasMonth = false
    var hasYear = false
    for field in fields {
      switch field {
      case .day(let width):
        if kind == .month { return .extraField(String(repeating: "d", count: width)) }
        hasDay = true
      case .weekdayName:
        if kind == .month { return .extraField("EEEE") }
      case .month, .monthName, .standaloneMonthName: hasMonth = true
      case .year: hasYear = true
      }
    }
    switch kind {
    case .date: return hasDay && hasMonth && hasYear ? nil : .missingFields
    case .month: return hasMonth && hasYear ? nil : .missingFields
    }
  }

  /// Whether the pattern can be used for `kind`.
  func isUsable(for kind: DatePatternKind) -> Bool { problem(for: kind) == nil }

  /// The table keys of the names the pattern writes for any date.
  var nameKeys: [StringKey] {
    var keys: [StringKey] = []
    var seen: Set<Field> = []
    for field in fields where seen.insert(field).inserted {
      switch field {
      case .monthName: keys += StringKey.monthFormatNames
      case .standaloneMonthName: keys += StringKey.monthNames
      case .weekdayName: keys += StringKey.weekdayFormatNames
      default: break
      }
    }
    return keys
  }

  /// The date written with the pattern; `name` gives the text of a name's key, and the
  /// names written are listed in the order met.
  func format(year: Int, month: Int, day: Int, name: (StringKey) -> String)
    -> (text: String, names: [StringKey])
  {
    var result = ""
    var names: [StringKey] = []
    let monthIndex = min(max(month, 1), 12) - 1
    for piece in pieces {
      switch piece {
      case .literal(let text): result += text
      case .field(.year(let width)) where width == 2:
        result += padded(year.magnitude % 100, to: 2)
      case .field(.year(let width)): result += padded(UInt(year.magnitude), to: width)
      case .field(.month(let width)): result += padded(UInt(month.magnitude), to: width)
      case .field(.day(let width)): result += padded(UInt(day.magnitude), to: width)
      case .field(let field):
        let key: StringKey
        switch field {
        case .monthName: key = StringKey.monthFormatNames[monthIndex]
        case .standaloneMonthName: key = StringKey.monthNames[monthIndex]
        default: key = StringKey.weekdayFormatNames[DatePattern.weekday(year, month, day)]
        }
        names.append(key)
        result += name(key)
      }
    }
    return (result, names)
  }

  /// The weekday of a Gregorian date, 0 for Monday … 6 for Sunday.
  static func weekday(_ year: Int, _ month: Int, _ day: Int) -> Int {
    // Days from 1970-01-01 (a Thursday), by Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let shifted = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shifted + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return ((days % 7) + 7 + 3) % 7
  }

  /// Spaces, punctuation other than `%` (which looks like a placeholder) and `'` (which
  /// quotes words), and the left-to-right, right-to-left and Arabic letter marks.
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

  private func padded(_ value: UInt, to width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}

/// What a date pattern writes: a whole date (the day, the month and the year, perhaps the
/// weekday), or a month (the month and the year, as a calendar's title).
public enum DatePatternKind: Sendable, Equatable {
  /// A whole date: `dd.MM.yy`, `d MMMM yyyy`, `EEEE, d MMMM yyyy`.
  case date
  /// A month: `LLLL yyyy`.
  case month
}
