import TrackerDomain
import TrackerLocalization

/// The line under Schedule on the tracker form: "Every day" when all seven
/// days are chosen, else the short names Monday first ("Mon, Wed, Fri"),
/// nothing when no day is chosen.
public enum ScheduleText {
  /// The summary of `days`, or nil for an empty schedule.
  public static func summary(of days: WeekdaySet, _ localizer: Localizer) -> LocalizedText? {
    if days.isEmpty { return nil }
    if days.isEveryDay { return localizer.text(.scheduleEveryDay) }
    return localizer.list(days.days.map { localizer.text(shortName(of: $0)) })
  }

  /// The table key of a weekday's short name ("Mon", «Пн»).
  public static func shortName(of day: Weekday) -> StringKey {
    StringKey.shortWeekdayNames[day.rawValue - 1]
  }

  /// The table key of a weekday's full name ("Monday", «Понедельник»).
  public static func fullName(of day: Weekday) -> StringKey {
    StringKey.fullWeekdayNames[day.rawValue - 1]
  }
}
