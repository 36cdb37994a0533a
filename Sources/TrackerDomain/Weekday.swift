/// A day of the week, Monday first as the app's schedule lists them.
public enum Weekday: Int, CaseIterable, Hashable, Comparable, Sendable {
  case monday = 1
  case tuesday, wednesday, thursday, friday, saturday, sunday

  /// The three-letter code the state file uses: `mon` … `sun`.
  public var code: String {
    switch self {
    case .monday: "mon"
    case .tuesday: "tue"
    case .wednesday: "wed"
    case .thursday: "thu"
    case .friday: "fri"
    case .saturday: "sat"
    case .sunday: "sun"
    }
  }

  /// The weekday for a state-file code (`mon` … `sun`), or nil.
  public init?(code: String) {
    guard let match = Weekday.allCases.first(where: { $0.code == code }) else { return nil }
    self = match
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The weekdays of a habit's schedule: a set that always lists its days Monday first.
public struct WeekdaySet: Hashable, Sendable, Sequence {
  private var bits: UInt8

  /// All seven days: the schedule shown as "Every day".
  public static let everyDay = WeekdaySet(Weekday.allCases)

  /// The set of the given days (repeats are ignored).
  public init(_ days: some Sequence<Weekday>) {
    bits = 0
    for day in days { bits |= WeekdaySet.bit(day) }
  }

  /// Whether the set holds `day`.
  public func contains(_ day: Weekday) -> Bool {
    bits & WeekdaySet.bit(day) != 0
  }

  /// Adds `day` to the set.
  public mutating func insert(_ day: Weekday) {
    bits |= WeekdaySet.bit(day)
  }

  /// Takes `day` out of the set.
  public mutating func remove(_ day: Weekday) {
    bits &= ~WeekdaySet.bit(day)
  }

  /// True when no day is chosen.
  public var isEmpty: Bool { bits == 0 }

  /// How many days are chosen.
  public var count: Int { bits.nonzeroBitCount }

  /// True when all seven days are chosen.
  public var isEveryDay: Bool { self == .everyDay }

  /// The days, Monday first.
  public var days: [Weekday] { Weekday.allCases.filter(contains) }

  /// The weekdays in order, Monday first.
  public func makeIterator() -> IndexingIterator<[Weekday]> {
    days.makeIterator()
  }

  private static func bit(_ day: Weekday) -> UInt8 {
    1 << UInt8(day.rawValue - 1)
  }
}
