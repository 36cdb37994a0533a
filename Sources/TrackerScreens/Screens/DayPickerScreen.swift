import TrackerDomain
import TrackerLocalization

/// A month to pick a day on: the main screen's date picker, or the start-day
/// picker of a tracker's details. Tapping a day picks it and closes the picker;
/// a new start day that would delete records asks first (`StartDayChange`).
public struct DayPickerScreen: Hashable, Sendable {
  /// What the picked day is for.
  public enum Purpose: Hashable, Sendable {
    /// The day the main screen shows.
    case selectedDay
    /// A tracker's new start day.
    case startDay(TrackerID)
    /// The start date of the goals app's habit form.
    case goalFormStart
  }

  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// What the picked day is for.
  public var purpose: Purpose
  /// The month's title, buttons and weekday names.
  public var page: MonthPage
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// The month in rows of seven; nil before the 1st and after the last day.
  public var weeks: [[MonthPage.DayCell?]]

  /// The month holding `month`, with `selected` marked.
  public static func describe(
    _ context: ScreenContext, month: Day, selected: Day, purpose: Purpose
  ) -> DayPickerScreen {
    let id = ElementID(purpose.name)
    let page = MonthPage.describe(context, month: month, id: id)
    return DayPickerScreen(
      offlineBanner: context.offlineBanner, purpose: purpose, page: page,
      closeButton: .close(id, context),
      weeks: page.weeks.map { week in
        week.map { day in
          day.map { day in
            let isToday = day == context.today
            return MonthPage.DayCell(
              id: id.appending(day.iso), day: day, number: .number(String(day.dayOfMonth)),
              isSelected: day == selected, isToday: isToday,
              intents: intents(picking: day, selected: selected, purpose, context),
              accessibilityLabel: WeekStrip.dayLabel(
                day, isToday: isToday, isPerfect: false, context))
          }
        }
      })
  }

  /// The picker for a tracker's start day, opened on its month.
  public static func startDay(_ context: ScreenContext, of tracker: Tracker, month: Day? = nil)
    -> DayPickerScreen
  {
    describe(
      context, month: month ?? tracker.created, selected: tracker.created,
      purpose: .startDay(tracker.id))
  }

  private static func intents(
    picking day: Day, selected: Day, _ purpose: Purpose, _ context: ScreenContext
  ) -> [ScreenIntent] {
    switch purpose {
    case .selectedDay:
      return [.selectDay(day), .dismiss]
    case .startDay where day == selected:
      return [.dismiss]
    case .startDay(let tracker):
      // The warning opens over the details, once the picker is closed.
      return [.dismiss] + StartDayChange.intents(context, tracker: tracker, to: day)
    case .goalFormStart:
      return [.editGoalForm(.setStart(day)), .dismiss]
    }
  }
}

extension DayPickerScreen.Purpose {
  /// The picker's element ids start with this: `datePicker.2026-11-23`.
  var name: String {
    switch self {
    case .selectedDay: "datePicker"
    case .startDay: "startDayPicker"
    case .goalFormStart: "goalStartPicker"
    }
  }

  /// The picker's screen name.
  var screenName: String {
    switch self {
    case .selectedDay: "date-picker"
    case .startDay: "start-day-picker"
    case .goalFormStart: "goal-start-picker"
    }
  }
}

extension DayPickerScreen: ScreenElementConvertible {
  /// `date-picker` or `start-day-picker`: the month's title, its buttons and its days.
  public var element: ScreenElement {
    .screen(
      purpose.screenName,
      [
        offlineBanner?.element, .title(page.title), page.previousMonthButton.element,
        page.nextMonthButton.element,
        MonthPage.element(weekdays: page.weekdays, weeks: weeks, MonthPage.element(day:)),
        closeButton.element,
      ], focus: initialDay, closesOnTapOutside: true)
  }

  /// Where the focus starts: the selected day, or today, when the month shows
  /// it; otherwise the month's first day.
  public var initialDay: ElementID? {
    let cells = weeks.joined().compactMap { $0 }
    return (cells.first { $0.isSelected } ?? cells.first { $0.isToday } ?? cells.first)?.id
  }
}
