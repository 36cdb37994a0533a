import TrackerDomain
import TrackerLocalization

/// The weekday switches of a habit, Monday first, and Done.
public struct ScheduleScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "Schedule".
  public var title: LocalizedText
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// Seven rows with switches, Monday first.
  public var rows: [ListRow]
  /// "Done": hands the chosen days to the tracker form.
  public var doneButton: ScreenButton

  /// The switches for the days chosen so far.
  public static func describe(_ context: ScreenContext, days: WeekdaySet) -> ScheduleScreen {
    let id = ElementID("schedule")
    return ScheduleScreen(
      offlineBanner: context.offlineBanner,
      title: context.text(.scheduleTitle),
      closeButton: .close(id, context),
      rows: Weekday.allCases.map { day in
        let isOn = days.contains(day)
        return ListRow(
          id: id.appending(day.code),
          title: .localized(context.text(ScheduleText.fullName(of: day))),
          accessory: .toggle(isOn: isOn), intents: [.setWeekday(day, isOn: !isOn)])
      },
      doneButton: ScreenButton(
        id: id.appending("done"), title: .localized(context.text(.scheduleDone)), style: .primary,
        intents: [.editTrackerForm(.setSchedule(days)), .dismiss]))
  }
}

extension ScheduleScreen: ScreenElementConvertible {
  /// `schedule`: the title, seven switch rows and Done.
  public var element: ScreenElement {
    .screen(
      "schedule",
      [offlineBanner?.element, .title(title)] + rows.map { $0.element }
        + [doneButton.element, closeButton.element])
  }
}
