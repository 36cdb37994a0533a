// `StringKey` and `PluralKey` themselves are generated at build time from the English
// table's keys (`embed-tables`, see the README's Localization section), so the code has
// exactly English's keys. This file holds only what the keys cannot say: lists the screens
// walk, and which text is a date pattern.

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

  /// Texts a front end shows outside the kit's screens (the app's name in a window title,
  /// the "selected" trait a screen reader speaks): no screen state can show them, so the
  /// linter does not ask for one.
  public static let shownByFrontEnds: Set<StringKey> = [.appName, .commonSelected]

  /// Texts the kit shows outside its screen states: a reminder's notification (the system
  /// shows it, `ReminderNotification`), the terminal app's key line and notices (seen in
  /// the terminal's snapshots under `Snapshots/Terminal`) and its messages on standard error
  /// (their comments say when each is printed). The linter does not ask a screen state to
  /// show them.
  public static let shownOutsideScreenStates: Set<StringKey> = [
    .reminderNotificationTitle, .reminderNotificationBody, .terminalKeysMove, .terminalKeysSelect,
    .terminalKeysType, .terminalKeysMenu, .terminalKeysBack, .terminalKeysQuit,
    .terminalKeysQuitInField, .terminalNoticeChangedElsewhere, .terminalNoticeNotSaved,
    .terminalErrorNotATerminal, .terminalErrorUnreadable, .terminalErrorNoDataFolder,
    .terminalErrorCannotCreateFolder, .terminalErrorHeldElsewhere, .terminalErrorCannotLock,
    .terminalErrorCannotSave, .terminalErrorNoTerminal, .terminalErrorNotSaved,
    .terminalErrorNotSavedAnywhere, .terminalErrorChangedElsewhere,
  ]

  /// Whether `text` is a date pattern the kit can write: the fields `d` `dd` `M` `MM` `y`
  /// `yy` `yyyy` (day, month and year each once) and separators only.
  public static func isUsableDatePattern(_ text: String) -> Bool {
    DatePattern(text).isUsable
  }

  /// Whether the text is a date pattern (`dd.MM.yy`) rather than words; see
  /// `Localizer.date(year:month:day:)`.
  public var isDatePattern: Bool { self == .trackersDateFormat }
}

extension PluralKey {
  /// The table key of one plural form: `card.days.few`.
  public func key(for category: PluralCategory) -> String {
    "\(rawValue).\(category.rawValue)"
  }
}
