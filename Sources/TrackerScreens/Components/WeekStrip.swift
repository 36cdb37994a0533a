import TrackerDomain
import TrackerLocalization

/// Seven days around the selected day, starting on the language's first
/// weekday (Monday in Russian, Sunday in English), each marked when all its
/// habits were done.
public struct WeekStrip: Hashable, Sendable {
  /// One day of the strip.
  public struct DayCell: Hashable, Sendable {
    /// A stable identifier: `weekStrip.<YYYY-MM-DD>`.
    public var id: ElementID
    /// The day.
    public var day: Day
    /// Its short weekday name ("Mon", «Пн»).
    public var weekday: LocalizedText
    /// Its day of the month.
    public var number: DisplayText
    /// Whether it is the selected day.
    public var isSelected: Bool
    /// Whether it is today.
    public var isToday: Bool
    /// Whether every habit scheduled that day was done (with at least one).
    public var isPerfect: Bool
    /// What tapping it sends.
    public var intents: [ScreenIntent]
    /// What a screen reader says: "Monday, 23 November 2026, today, all habits done".
    public var accessibilityLabel: LocalizedText
  }

  /// A stable identifier: `weekStrip`.
  public var id: ElementID
  /// Seven days, the language's first weekday first; nil for a day outside
  /// the supported calendar (before 0001-01-01 or after 9999-12-31).
  public var days: [DayCell?]
  /// Shows the week before (also a swipe); disabled in the calendar's first week.
  public var previousWeekButton: ScreenButton
  /// Shows the week after (also a swipe); disabled in the calendar's last week.
  public var nextWeekButton: ScreenButton

  /// The week holding `selected`.
  public static func describe(_ context: ScreenContext, selected: Day) -> WeekStrip {
    let offset = (selected.weekday.rawValue - context.firstWeekday.rawValue + 7) % 7
    let first = selected.adding(days: -offset)
    let last = first.adding(days: 6)
    let id = ElementID("weekStrip")
    let previous = max(selected.adding(days: -7), Day.earliest)
    let next = min(selected.adding(days: 7), Day.latest)
    return WeekStrip(
      id: id,
      days: (0..<7).map { offset in
        let day = first.adding(days: offset)
        return day.isSupported ? dayCell(day, selected: selected, context) : nil
      },
      previousWeekButton: ScreenButton(
        id: id.appending("previous"), image: .chevronBackward, isEnabled: first > Day.earliest,
        intents: first > Day.earliest ? [.selectDay(previous)] : [],
        accessibilityLabel: context.text(.weekPreviousAccessibility)),
      nextWeekButton: ScreenButton(
        id: id.appending("next"), image: .chevronForward, isEnabled: last < Day.latest,
        intents: last < Day.latest ? [.selectDay(next)] : [],
        accessibilityLabel: context.text(.weekNextAccessibility)))
  }

  private static func dayCell(_ day: Day, selected: Day, _ context: ScreenContext) -> DayCell {
    let isPerfect = day <= context.today && context.state.isPerfect(day)
    let isToday = day == context.today
    return DayCell(
      id: ElementID("weekStrip").appending(day.iso), day: day,
      weekday: context.text(ScheduleText.shortName(of: day.weekday)),
      number: .number(String(day.dayOfMonth)), isSelected: day == selected, isToday: isToday,
      // The selected day can be picked again (it stays selected), so that the focus of a
      // keyboard or screen reader stays on the day just picked.
      isPerfect: isPerfect, intents: [.selectDay(day)],
      accessibilityLabel: dayLabel(day, isToday: isToday, isPerfect: isPerfect, context))
  }

  /// "Monday, 23 November 2026" (`date.full.format`), alone or in the one template that says
  /// what applies: today, every habit done (all habits shown), the chosen habit done.
  static func dayLabel(
    _ day: Day, isToday: Bool, isPerfect: Bool, isDone: Bool = false, _ context: ScreenContext
  ) -> LocalizedText {
    let date = context.spokenDate(day)
    let key: StringKey? =
      switch (isToday, isPerfect, isDone) {
      case (true, _, true): .dayAccessibilityTodayDone
      case (false, _, true): .dayAccessibilityDone
      case (true, true, false): .dayAccessibilityTodayAllDone
      case (false, true, false): .dayAccessibilityAllDone
      case (true, false, false): .dayAccessibilityToday
      case (false, false, false): nil
      }
    return key.map { context.text($0, .localized(date)) } ?? date
  }
}
