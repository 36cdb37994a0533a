/// A calendar day in the proleptic Gregorian calendar: a year, month and day with
/// no time and no time zone, so that every rule gives the same answer everywhere.
///
/// Stored as the number of days since 1970-01-01, which makes arithmetic,
/// comparison and hashing cheap; years run from 1 to 9999.
public struct Day: Hashable, Comparable, Sendable {
  /// Days since 1970-01-01 (negative before it).
  public let ordinal: Int

  /// The first day the app supports: 0001-01-01.
  public static let earliest = Day(ordinal: Day.ordinal(year: 1, month: 1, day: 1))
  /// The last day the app supports: 9999-12-31.
  public static let latest = Day(ordinal: Day.ordinal(year: 9999, month: 12, day: 31))
  /// Every day the app supports: the years 1 to 9999, as the state file writes them
  /// (`YYYY-MM-DD`). Screens never show or offer a day outside it.
  public static let supported = earliest...latest

  /// Whether the day is one the app supports (see `supported`).
  public var isSupported: Bool { Day.supported.contains(self) }

  /// The day `ordinal` days after 1970-01-01; it may lie outside `supported`.
  public init(ordinal: Int) {
    self.ordinal = ordinal
  }

  /// The given date, or nil when it does not exist (2026-02-30, month 13, year 0).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Day.numberOfDays(inMonth: month, year: year)).contains(day)
    else { return nil }
    ordinal = Day.ordinal(year: year, month: month, day: day)
  }

  /// The year, month (1–12) and day of the month (1–31).
  public var components: (year: Int, month: Int, day: Int) {
    Day.components(ordinal: ordinal)
  }

  /// The year, for example 2026.
  public var year: Int { components.year }
  /// The month, 1 for January to 12 for December.
  public var month: Int { components.month }
  /// The day of the month, from 1.
  public var dayOfMonth: Int { components.day }

  /// The day of the week. 1970-01-01 was a Thursday.
  public var weekday: Weekday {
    let mondayBased = ((ordinal % 7) + 7 + 3) % 7
    // From the raw value, not `allCases[…]`, which builds the array of days at every call.
    return Weekday(rawValue: mondayBased + 1) ?? .monday
  }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> Day {
    Day(ordinal: ordinal + count)
  }

  /// How many days `self` is after `other` (negative when before).
  public func days(since other: Day) -> Int {
    ordinal - other.ordinal
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Day, rhs: Day) -> Bool {
    lhs.ordinal < rhs.ordinal
  }

  /// Whether `year` has a February 29: every fourth year, except centuries
  /// that are not divisible by 400 (2000 is leap, 2100 is not).
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` of `year` (28 to 31); 0 for a month outside 1–12.
  public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 1, 3, 5, 7, 8, 10, 12: return 31
    case 4, 6, 9, 11: return 30
    case 2: return isLeapYear(year) ? 29 : 28
    default: return 0
    }
  }

  // Howard Hinnant's days-from-civil and civil-from-days algorithms, with
  // March-based years so that the leap day falls at the end of a year.
  static func ordinal(year: Int, month: Int, day: Int) -> Int {
    let marchYear = month <= 2 ? year - 1 : year
    let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
    let yearOfEra = marchYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func components(ordinal: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = ordinal + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}

extension Day: CustomStringConvertible {
  /// The day as `YYYY-MM-DD`, the form the state file uses.
  public var iso: String {
    let (year, month, day) = components
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  /// The value as text.
  public var description: String { iso }

  /// Reads exactly `YYYY-MM-DD` (four, two and two ASCII digits); nil for any
  /// other shape or for a date that does not exist, such as 2026-02-30.
  public init?(iso text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = Day.number(bytes[0..<4]), let month = Day.number(bytes[5..<7]),
      let day = Day.number(bytes[8..<10])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}

/// `value` in decimal, left-padded with zeros to `width` digits.
func pad(_ value: Int, _ width: Int) -> String {
  let digits = String(value)
  return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
