import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

@Suite("Screens stay inside the supported calendar (0001-01-01 to 9999-12-31)")
struct SupportedRangeScreenTests {
  func context(_ today: Day, _ language: Language = .english) -> ScreenContext {
    ScreenContext(state: TrackerState(), language: language, today: today)
  }

  @Test("The last week: days after 9999-12-31 are blank and the next week is disabled")
  func lastWeek() {
    let last = Day.latest  // a Friday
    let strip = WeekStrip.describe(context(last), selected: last)
    #expect(strip.days.count == 7)
    let shown = strip.days.compactMap { $0?.day }
    #expect(shown.allSatisfy { $0.isSupported })
    #expect(strip.days.last == .some(nil))
    #expect(!strip.nextWeekButton.isEnabled)
    #expect(strip.nextWeekButton.intents.isEmpty)
    #expect(strip.previousWeekButton.intents == [.selectDay(last.adding(days: -7))])
  }

  @Test("The week before the last one moves to the last day, not past it")
  func nextWeekIsClamped() {
    let day = Day.latest.adding(days: -8)
    let strip = WeekStrip.describe(context(day, .russian), selected: day)
    #expect(strip.nextWeekButton.intents == [.selectDay(Day.latest.adding(days: -1))])
  }

  @Test("The first week: days before 0001-01-01 are blank and the week before is disabled")
  func firstWeek() {
    let first = Day.earliest  // a Monday; English weeks start on Sunday
    let strip = WeekStrip.describe(context(first), selected: first)
    #expect(strip.days.first == .some(nil))
    #expect(!strip.previousWeekButton.isEnabled)
    #expect(strip.nextWeekButton.isEnabled)
  }

  @Test("The calendar offers no month before January 1 or after December 9999")
  func calendarEnds() {
    let december = CalendarScreen.describe(
      context(Day.latest), month: Day.latest, selected: Day.latest)
    #expect(!december.nextMonthButton.isEnabled)
    #expect(
      december.previousMonthButton.intents == [
        .showMonth(Day(year: 9999, month: 11, day: 1) ?? Day.latest)
      ])
    let january = CalendarScreen.describe(
      context(Day.earliest), month: Day.earliest, selected: Day.earliest)
    #expect(!january.previousMonthButton.isEnabled)
    #expect(january.nextMonthButton.isEnabled)
    for screen in [december, january] {
      let days = screen.weeks.joined().compactMap { $0?.day }
      #expect(days.allSatisfy { $0.isSupported })
    }
  }
}
