import TrackerDomain
import TrackerLocalization

/// The month calendar: the month's days in weeks starting on the language's
/// first weekday, month switching, the selected day and today; for one chosen
/// tracker, the days it was done, the runs they form and its streaks.
public struct CalendarScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "November 2026".
  public var title: LocalizedText
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// Shows the month before; disabled in January of the year 1.
  public var previousMonthButton: ScreenButton
  /// Shows the month after; disabled in December 9999.
  public var nextMonthButton: ScreenButton
  /// Short weekday names over the columns, the language's first weekday first.
  public var weekdays: [LocalizedText]
  /// The month in rows of seven; nil where a row starts before the 1st or ends after the last day.
  public var weeks: [[MonthPage.DayCell?]]
  /// "All habits", then every tracker by name; the checkmark on the chosen one.
  public var trackerRows: [ListRow]
  /// With a chosen tracker: the runs of done days that touch this month.
  public var streakRuns: [StreakRun]
  /// What a screen reader says of each run, whose length a front end shows ("🔥 5"): "Streak
  /// of 5 days, up to 23 November 2026".
  public var streakLabels: [LocalizedText]
  /// With a chosen tracker: "Current streak" and "Best streak" with their days.
  public var streakRows: [ListRow]

  /// The month holding `month`, with `selected` marked and `tracker`'s days shown.
  public static func describe(
    _ context: ScreenContext, month: Day, selected: Day, tracker: TrackerID? = nil
  ) -> CalendarScreen {
    let page = MonthPage.describe(context, month: month, id: "calendar")
    let chosen = tracker.flatMap { context.state.tracker($0) }
    let runs = chosen.map { context.state.streakRuns(of: $0.id, today: context.today) }
    let monthRuns = (runs?.all ?? []).filter { run in
      page.days.map { run.last >= $0.lowerBound && run.first <= $0.upperBound } ?? false
    }
    return CalendarScreen(
      offlineBanner: context.offlineBanner, title: page.title,
      closeButton: .close("calendar", context), previousMonthButton: page.previousMonthButton,
      nextMonthButton: page.nextMonthButton,
      weekdays: page.weekdays,
      weeks: page.weeks.map { week in
        week.map { day in
          day.map { dayCell($0, selected: selected, chosen: chosen, runs: monthRuns, context) }
        }
      },
      trackerRows: trackerRows(chosen: chosen?.id, context),
      streakRuns: monthRuns,
      streakLabels: monthRuns.map { run in
        context.localizer.plural(
          .calendarStreakAccessibility, count: run.length, .localized(context.longDate(run.last)))
      },
      streakRows: runs.map { streakRows(Streaks($0), context) } ?? [])
  }

  private static func dayCell(
    _ day: Day, selected: Day, chosen: Tracker?, runs: [StreakRun], _ context: ScreenContext
  ) -> MonthPage.DayCell {
    let isToday = day == context.today
    let isDone =
      day > context.today ? nil : chosen.map { context.state.records.isDone($0.id, on: day) }
    let isPerfect = chosen == nil && day <= context.today && context.state.isPerfect(day)
    let label = WeekStrip.dayLabel(
      day, isToday: isToday, isPerfect: isPerfect, isDone: isDone == true, context)
    return MonthPage.DayCell(
      id: ElementID("calendar").appending(day.iso), day: day,
      number: .number(String(day.dayOfMonth)), isSelected: day == selected, isToday: isToday,
      isPerfect: isPerfect, isCounted: chosen.map { context.state.counts($0, on: day) },
      isDone: isDone,
      streak: isDone == true ? runs.first { $0.first <= day && day <= $0.last }?.length : nil,
      // Picking a day goes back to the week page, on that day, with its habits.
      intents: [.dismiss, .selectDay(day)], accessibilityLabel: label)
  }

  private static func trackerRows(chosen: TrackerID?, _ context: ScreenContext) -> [ListRow] {
    let all = ListRow(
      id: ElementID("calendar.tracker").appending("all"),
      title: .localized(context.text(.calendarAllTrackers)),
      accessory: chosen == nil ? .checkmark : .none, intents: [.chooseCalendarTracker(nil)])
    return [all]
      + context.state.trackersByName(context.nameOrder).map { tracker in
        ListRow(
          id: ElementID("calendar.tracker").appending(
            userID: tracker.id.rawValue, reserved: ["all"]),
          title: .content(tracker.name), accessory: tracker.id == chosen ? .checkmark : .none,
          intents: [.chooseCalendarTracker(tracker.id)])
      }
  }

  /// "Current streak: 5 days" and "Best streak: 12 days" for `tracker`.
  static func streakRows(_ streaks: Streaks, _ context: ScreenContext) -> [ListRow] {
    return [
      ListRow(
        id: "streak.current", title: .localized(context.text(.streakCurrent)),
        subtitle: .localized(context.localizer.plural(.cardDays, count: streaks.current))),
      ListRow(
        id: "streak.best", title: .localized(context.text(.streakBest)),
        subtitle: .localized(context.localizer.plural(.cardDays, count: streaks.best))),
    ]
  }
}

extension CalendarScreen: ScreenElementConvertible {
  /// `calendar`: the title, the month buttons, the month's grid, the streak
  /// runs, the tracker rows and the streak rows.
  public var element: ScreenElement {
    .screen(
      "calendar",
      [
        offlineBanner?.element, .title(title), previousMonthButton.element,
        nextMonthButton.element, month,
      ]
        + zip(streakRuns, streakLabels).map(Self.streak) + trackerRows.map { $0.element }
        + streakRows.map { $0.element }
        + [closeButton.element],
      focus: initialFocus)
  }

  /// Where the focus starts: the selected day when the month shows it, otherwise
  /// the chosen tracker's row (every habit's, when none is chosen).
  private var initialFocus: ElementID? {
    weeks.joined().compactMap { $0 }.first { $0.isSelected }?.id
      ?? ListRow.checked(in: trackerRows)
  }

  /// The `month`: seven `weekday` names, then a `week` per row of days.
  private var month: ScreenElement {
    MonthPage.element(weekdays: weekdays, weeks: weeks, MonthPage.element(day:))
  }

  /// A run's `streak`: its length, its days, and what a screen reader says of it.
  private static func streak(_ run: StreakRun, label: LocalizedText) -> ScreenElement {
    ScreenElement(
      .streak, texts: ElementTexts(accessibilityLabel: .localized(label)), number: run.length,
      days: run.first...run.last)
  }
}
