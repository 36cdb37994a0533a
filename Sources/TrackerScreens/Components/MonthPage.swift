import TrackerDomain
import TrackerLocalization

/// The parts every month view shares (the goals app's calendar, the date
/// pickers): the month's title, the buttons to the months around it, the
/// weekday names and the days in weeks starting on the language's first
/// weekday.
public struct MonthPage: Hashable, Sendable {
  /// "November 2026" (`calendar.title.format`).
  public var title: LocalizedText
  /// Shows the month before; disabled in January of the year 1.
  public var previousMonthButton: ScreenButton
  /// Shows the month after; disabled in December 9999.
  public var nextMonthButton: ScreenButton
  /// Short weekday names over the columns, the language's first weekday first.
  public var weekdays: [LocalizedText]
  /// The month's days in rows of seven; nil before the 1st and after the last day.
  public var weeks: [[Day?]]

  /// The month holding `month`, with buttons and day ids under `id` (`calendar`).
  public static func describe(_ context: ScreenContext, month: Day, id: ElementID) -> MonthPage {
    let first = month.firstOfMonth
    let (year, monthNumber, _) = first.components
    let columns = (0..<7).map { Weekday.allCases[(context.firstWeekday.rawValue - 1 + $0) % 7] }
    let lead = columns.firstIndex(of: first.weekday) ?? 0
    let length = Day.numberOfDays(inMonth: monthNumber, year: year)
    var days: [Day?] = Array(repeating: nil, count: lead)
    days += (0..<length).map { first.adding(days: $0) }
    days += Array(repeating: nil, count: (7 - days.count % 7) % 7)
    return MonthPage(
      title: context.date(first, .calendarTitleFormat),
      previousMonthButton: monthButton(
        id.appending("previous"), .chevronBackward, to: first.addingMonths(-1),
        label: context.text(.calendarPreviousAccessibility)),
      nextMonthButton: monthButton(
        id.appending("next"), .chevronForward, to: first.addingMonths(1),
        label: context.text(.calendarNextAccessibility)),
      weekdays: columns.map { context.text(ScheduleText.shortName(of: $0)) },
      weeks: stride(from: 0, to: days.count, by: 7).map { Array(days[$0..<$0 + 7]) })
  }

  /// One day of a month page: the calendar's (which marks a chosen tracker's days) and the
  /// day pickers'.
  public struct DayCell: Hashable, Sendable {
    /// A stable identifier: `calendar.<YYYY-MM-DD>`, `datePicker.<YYYY-MM-DD>` …
    public var id: ElementID
    /// The day.
    public var day: Day
    /// Its day of the month.
    public var number: DisplayText
    /// Whether it is the selected day (in a picker, the day picked now).
    public var isSelected: Bool
    /// Whether it is today.
    public var isToday: Bool
    /// In the calendar without a chosen tracker: whether every habit of the day was done.
    public var isPerfect = false
    /// In the calendar with a chosen tracker: whether the day counts for it (a scheduled day
    /// of a habit).
    public var isCounted: Bool? = nil
    /// In the calendar with a chosen tracker, up to today: whether it was done that day.
    public var isDone: Bool? = nil
    /// In the calendar with a chosen tracker: the length of the streak this done day belongs to.
    public var streak: Int? = nil
    /// What tapping it sends.
    public var intents: [ScreenIntent]
    /// What a screen reader says: "Monday, 23.11.26, today, done".
    public var accessibilityLabel: LocalizedText
  }

  /// A day's `day` element.
  static func element(day cell: DayCell) -> ScreenElement {
    ScreenElement(
      .day, id: cell.id,
      texts: ElementTexts(
        value: cell.number, accessibilityLabel: .localized(cell.accessibilityLabel)),
      state: ElementState(
        isSelected: cell.isSelected, isDone: cell.isDone, isToday: cell.isToday,
        isPerfect: cell.isPerfect, isCounted: cell.isCounted),
      number: cell.streak, days: cell.day...cell.day, intents: cell.intents)
  }

  /// The first and last day of the month.
  public var days: ClosedRange<Day>? {
    let all = weeks.joined().compactMap { $0 }
    guard let first = all.first, let last = all.last else { return nil }
    return first...last
  }

  /// A button to the month holding `month`; disabled when that month is
  /// outside the supported calendar.
  private static func monthButton(
    _ id: ElementID, _ image: ImageToken, to month: Day, label: LocalizedText
  ) -> ScreenButton {
    ScreenButton(
      id: id, image: image, isEnabled: month.isSupported,
      intents: month.isSupported ? [.showMonth(month)] : [], accessibilityLabel: label)
  }

  /// The table key of a month's name, 1 = January.
  public static func monthName(_ month: Int) -> StringKey {
    StringKey.monthNames[min(max(month, 1), 12) - 1]
  }

  /// The month as a `month` element: its weekday names, then a `week` per
  /// row of `weeks`, with `cell`'s element for each day (a `blank` for none).
  static func element<Cell>(
    weekdays: [LocalizedText], weeks: [[Cell?]], _ cell: (Cell) -> ScreenElement
  ) -> ScreenElement {
    ScreenElement(
      .month,
      children: weekdays.map { ScreenElement(.weekday, texts: ElementTexts(title: .localized($0))) }
        + weeks.map { week in
          ScreenElement(.week, children: week.map { $0.map(cell) ?? ScreenElement(.blank) })
        })
  }
}
