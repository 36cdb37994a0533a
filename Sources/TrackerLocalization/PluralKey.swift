/// Every text that changes with a count, by base key: the tables hold one key per plural
/// category of their language (`card.days.one`, `card.days.few`, `card.days.many`,
/// `card.days.other`). The count is the text's first argument (`%d`).
public enum PluralKey: String, CaseIterable, Sendable {
  /// "5 days" on a tracker card and on the edit screen.
  case cardDays = "card.days"
  /// "Limit 38 characters" under a tracker name that is too long.
  case trackerFormNameLimit = "trackerForm.name.limit"
  /// Offline banner: its second line when changes are waiting to be sent. %d is how many.
  case offlinePending = "offline.pending"
  /// Tracker details: a goal of a number of days. %d is the number.
  case goalDays = "goal.days"
  /// Tracker details: a goal of a number of weeks. %d is the number.
  case goalWeeks = "goal.weeks"
  /// Tracker details: a goal of a number of months. %d is the number.
  case goalMonths = "goal.months"
  /// Tracker details: progress toward the goal. %1$d is the number of days the goal counts (the form follows it), %2$d how many of them were done.
  case detailProgress = "detail.progress"
  /// Sheet warning before the start day is moved later. %1$d is how many records will be deleted (the form follows it), %2$@ the new start day.
  case moveStartWarning = "moveStart.warning"

  /// The table key of one plural form: `card.days.few`.
  public func key(for category: PluralCategory) -> String {
    "\(rawValue).\(category.rawValue)"
  }

  /// The arguments the code passes, count first; each form's placeholders must take these.
  public var argumentKinds: [PlaceholderKind] {
    switch self {
    case .cardDays, .trackerFormNameLimit, .offlinePending, .goalDays, .goalWeeks, .goalMonths:
      return [.integer]
    case .detailProgress: return [.integer, .integer]
    case .moveStartWarning: return [.integer, .text]
    }
  }
}

extension StringKey {
  /// Full weekday names, Monday first (the schedule screen's rows).
  public static let fullWeekdayNames: [StringKey] = [
    .weekdayFullMonday, .weekdayFullTuesday, .weekdayFullWednesday, .weekdayFullThursday,
    .weekdayFullFriday, .weekdayFullSaturday, .weekdayFullSunday,
  ]

  /// Short weekday names, Monday first ("Mon, Wed, Fri" under Schedule).
  public static let shortWeekdayNames: [StringKey] = [
    .weekdayShortMonday, .weekdayShortTuesday, .weekdayShortWednesday, .weekdayShortThursday,
    .weekdayShortFriday, .weekdayShortSaturday, .weekdayShortSunday,
  ]

  /// Spoken names of the 18 tracker colors, in grid order (color 1 first).
  public static let colorNames: [StringKey] = [
    .color1, .color2, .color3, .color4, .color5, .color6, .color7, .color8, .color9, .color10,
    .color11, .color12, .color13, .color14, .color15, .color16, .color17, .color18,
  ]

  /// Whether the text is a date pattern (`dd.MM.yy`) rather than words; see
  /// `Localizer.date(year:month:day:)`.
  public var isDatePattern: Bool { self == .trackersDateFormat }
}
