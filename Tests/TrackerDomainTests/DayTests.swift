import Foundation
import Testing
import TrackerDomain

@Suite("Calendar days")
struct DayTests {
  @Test("Leap years: every fourth year, not centuries, but every fourth century")
  func leapYears() {
    #expect(Day.isLeapYear(2024))
    #expect(Day.isLeapYear(2000))
    #expect(!Day.isLeapYear(2100))
    #expect(!Day.isLeapYear(1900))
    #expect(!Day.isLeapYear(2026))
    #expect(Day(year: 2024, month: 2, day: 29) != nil)
    #expect(Day(year: 2100, month: 2, day: 29) == nil)
    #expect(Day(year: 2000, month: 2, day: 29) != nil)
  }

  @Test("Dates that do not exist are refused")
  func invalidDates() {
    #expect(Day(iso: "2026-02-30") == nil)
    #expect(Day(iso: "2026-04-31") == nil)
    #expect(Day(iso: "2026-13-01") == nil)
    #expect(Day(iso: "2026-00-10") == nil)
    #expect(Day(iso: "0000-01-01") == nil)
    #expect(Day(iso: "2026-1-01") == nil)
    #expect(Day(iso: "2026-01-01T00:00") == nil)
    #expect(Day(iso: "２０２６-01-01") == nil)
    #expect(Day(iso: "+026-01-01") == nil)
  }

  @Test("ISO text round-trips")
  func isoRoundTrip() {
    #expect(day("2026-11-23").iso == "2026-11-23")
    #expect(day("0001-01-01").iso == "0001-01-01")
    #expect(day("9999-12-31").iso == "9999-12-31")
    #expect(Day(year: 2026, month: 3, day: 7)?.iso == "2026-03-07")
  }

  @Test("Arithmetic across month and year ends and leap days")
  func arithmetic() {
    #expect(day("2026-01-31").adding(days: 1) == day("2026-02-01"))
    #expect(day("2026-02-28").adding(days: 1) == day("2026-03-01"))
    #expect(day("2024-02-28").adding(days: 1) == day("2024-02-29"))
    #expect(day("2024-02-29").adding(days: 1) == day("2024-03-01"))
    #expect(day("2100-02-28").adding(days: 1) == day("2100-03-01"))
    #expect(day("2026-12-31").adding(days: 1) == day("2027-01-01"))
    #expect(day("2027-01-01").adding(days: -1) == day("2026-12-31"))
    #expect(day("2024-03-01").days(since: day("2024-02-01")) == 29)
    #expect(day("2025-03-01").days(since: day("2025-02-01")) == 28)
    #expect(day("2027-01-01").days(since: day("2026-01-01")) == 365)
    #expect(day("2025-01-01").days(since: day("2024-01-01")) == 366)
    #expect(day("1970-01-01").ordinal == 0)
    #expect(day("1969-12-31").ordinal == -1)
  }

  @Test("Stepping one day at a time over 400 years matches counting by month lengths")
  func walkFourHundredYears() {
    var current = day("1900-01-01")
    var (year, month, dayOfMonth) = (1900, 1, 1)
    while year < 2300 {
      let components = current.components
      #expect(components.year == year && components.month == month && components.day == dayOfMonth)
      if components.year != year || components.month != month || components.day != dayOfMonth {
        return
      }
      dayOfMonth += 1
      if dayOfMonth > Day.numberOfDays(inMonth: month, year: year) {
        dayOfMonth = 1
        month += 1
        if month > 12 {
          month = 1
          year += 1
        }
      }
      current = current.adding(days: 1)
    }
  }

  @Test("Weekdays for 400 years agree with Zeller's congruence and Foundation's calendar")
  func weekdaysAgainstIndependentComputations() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    var mismatches = 0
    var current = day("1901-01-01")
    let end = day("2301-01-01")
    while current < end {
      let (year, month, dayOfMonth) = current.components
      if current.weekday != zeller(year: year, month: month, day: dayOfMonth) { mismatches += 1 }
      if dayOfMonth == 1 || dayOfMonth == 28 {
        let date = try #require(
          calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth)))
        // Foundation counts 1 = Sunday … 7 = Saturday.
        let foundationMondayBased = (calendar.component(.weekday, from: date) + 5) % 7 + 1
        if current.weekday.rawValue != foundationMondayBased { mismatches += 1 }
      }
      current = current.adding(days: 1)
    }
    #expect(mismatches == 0)
  }

  @Test("Known weekdays")
  func knownWeekdays() {
    #expect(day("2026-11-23").weekday == .monday)
    #expect(day("1970-01-01").weekday == .thursday)
    #expect(day("2000-01-01").weekday == .saturday)
    #expect(day("2024-02-29").weekday == .thursday)
    #expect(day("1969-12-28").weekday == .sunday)
  }

  @Test("A schedule lists its days Monday first")
  func weekdaySetOrder() {
    let set = WeekdaySet([.sunday, .friday, .monday, .friday])
    #expect(set.days == [.monday, .friday, .sunday])
    #expect(set.count == 3)
    #expect(WeekdaySet(Weekday.allCases.reversed()).isEveryDay)
    #expect(Weekday(code: "wed") == .wednesday)
    #expect(Weekday(code: "Wed") == nil)
  }
}

/// Zeller's congruence, written independently of `Day`: Monday-based weekday.
private func zeller(year: Int, month: Int, day: Int) -> Weekday {
  let m = month < 3 ? month + 12 : month
  let y = month < 3 ? year - 1 : year
  let h = (day + 13 * (m + 1) / 5 + y % 100 + (y % 100) / 4 + (y / 100) / 4 + 5 * (y / 100)) % 7
  // h: 0 = Saturday, 1 = Sunday, 2 = Monday …
  let mondayBased = (h + 5) % 7 + 1
  return Weekday(rawValue: mondayBased) ?? .monday
}
