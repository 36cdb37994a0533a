/// How long a tracker should be kept up: a number of days, weeks or months
/// from its start day, or forever. Trackers of the first app have none.
public enum Goal: Hashable, Sendable {
  /// The first `count` days from the start day.
  case days(Int)
  /// The first `count` weeks (7 × count days) from the start day.
  case weeks(Int)
  /// The first `count` calendar months from the start day (to the day before
  /// the same day of the month, `count` months later).
  case months(Int)
  /// No end: there is no progress to show, only streaks.
  case forever

  /// Whether the count is at least 1 (forever is always valid).
  public var isValid: Bool {
    switch self {
    case .days(let count), .weeks(let count), .months(let count): count >= 1 && count <= 10_000
    case .forever: true
    }
  }

  /// The last day of the goal's span for a tracker starting on `start`; nil for forever.
  public func lastDay(startingOn start: Day) -> Day? {
    switch self {
    case .days(let count): return start.adding(days: count - 1)
    case .weeks(let count): return start.adding(days: 7 * count - 1)
    case .months(let count): return start.addingMonths(count).adding(days: -1)
    case .forever: return nil
    }
  }
}

extension Day {
  /// The same day of the month `count` months later, moved back to the month's
  /// last day when that month is shorter (31 January + 1 month = 28 or 29 February).
  /// Like `adding(days:)`, the result may lie outside `Day.supported`.
  public func addingMonths(_ count: Int) -> Day {
    let (year, month, day) = components
    let monthIndex = year * 12 + (month - 1) + count
    let newYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
    let newMonth = monthIndex - newYear * 12 + 1
    let newDay = min(day, Day.numberOfDays(inMonth: newMonth, year: newYear))
    return Day(ordinal: Day.ordinal(year: newYear, month: newMonth, day: newDay))
  }

  /// The first day of this day's month.
  public var firstOfMonth: Day {
    adding(days: 1 - dayOfMonth)
  }
}
