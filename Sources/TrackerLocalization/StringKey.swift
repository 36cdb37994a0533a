// `StringKey` and `PluralKey` themselves are generated at build time from the English
// table's keys (`embed-tables`, see the catalog's WhereToChangeWhat article), so the code has
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

  /// Weekday names as they stand in a date (`EEEE` in a date pattern), Monday first.
  public static let weekdayFormatNames: [StringKey] = [
    .weekdayFormatMonday, .weekdayFormatTuesday, .weekdayFormatWednesday, .weekdayFormatThursday,
    .weekdayFormatFriday, .weekdayFormatSaturday, .weekdayFormatSunday,
  ]

  /// Month names standing alone (a calendar's title; `LLLL` in a date pattern), January first.
  public static let monthNames: [StringKey] = [
    .month1, .month2, .month3, .month4, .month5, .month6, .month7, .month8, .month9, .month10,
    .month11, .month12,
  ]

  /// Month names as they stand after a day number (`MMMM` in a date pattern; the genitive in
  /// Russian: «26 ноября»), January first.
  public static let monthFormatNames: [StringKey] = [
    .monthFormat1, .monthFormat2, .monthFormat3, .monthFormat4, .monthFormat5, .monthFormat6,
    .monthFormat7, .monthFormat8, .monthFormat9, .monthFormat10, .monthFormat11, .monthFormat12,
  ]

  /// Spoken names of the 18 tracker colors, in grid order (color 1 first).
  public static let colorNames: [StringKey] = [
    .color1, .color2, .color3, .color4, .color5, .color6, .color7, .color8, .color9, .color10,
    .color11, .color12, .color13, .color14, .color15, .color16, .color17, .color18,
  ]

  /// Texts a front end shows outside the kit's screens (the app's name in a window title,
  /// the "selected" trait a screen reader speaks): no screen state can show them, so the
  /// linter does not ask for one.
  public static let shownByFrontEnds: Set<StringKey> = [
    .appName, .selectedTab, .selectedDay, .selectedEmoji, .selectedColor, .selectedHour,
    .selectedMinute,
  ]

  /// Texts the kit shows outside its screen states: a reminder's notification (the system
  /// shows it, `ReminderNotification`), the terminal app's key line and notices (seen in
  /// the terminal's snapshots under `Snapshots/Terminal`) and its messages on standard error
  /// (their comments say when each is printed), and the web page's words around its screens
  /// (its notices and what it says without JavaScript, in `Snapshots/Web`), the editor of
  /// its translate mode (`web.translate.*`, `tracker-kit web --translate`), what
  /// `tracker-kit web` prints on its terminal (`web.terminal.*`) and the page it answers at an
  /// old or wrong address (`web.wrongAddress.*`). The linter does not ask a screen state to
  /// show them.
  public static let shownOutsideScreenStates: Set<StringKey> = [
    .reminderNotificationTitle, .reminderNotificationBody, .terminalKeysMove, .terminalKeysSelect,
    .terminalKeysType, .terminalKeysMenu, .terminalKeysBack, .terminalKeysQuit,
    .terminalKeysQuitInField, .terminalNoticeChangedElsewhere, .terminalNoticeNotSaved,
    .terminalNoticeMoved, .terminalErrorMoved, .webNoticeMoved,
    .terminalErrorNotATerminal, .terminalErrorUnreadable, .terminalErrorNoDataFolder,
    .terminalErrorCannotCreateFolder, .terminalErrorHeldElsewhere, .terminalErrorCannotLock,
    .terminalErrorCannotSave, .terminalErrorNoTerminal, .terminalErrorNotSaved,
    .terminalErrorNotSavedAnywhere, .terminalErrorChangedElsewhere, .webNoScript,
    .webNoticeLostConnection, .webNoticeNewAddress, .webNoticeNotAnswered, .webNoticeOutOfStep,
    .webNoticeRefused,
    .webNoticeChangedElsewhere, .webNoticeNotSaved, .webTerminalAddress, .webTerminalOpen,
    .webTerminalData, .webTerminalStopped, .webTerminalPortInUse, .webTerminalCannotListen,
    .webTerminalAddressUnreadable, .webTerminalAddressNotKept, .webTerminalPortTaken,
    .webWrongAddressTitle,
    .webWrongAddressDetail,
    .webTranslateBar, .webTranslateUseApp, .webTranslateTitle, .webTranslateEnglish,
    .webTranslateNote, .webTranslateTranslation, .webTranslateForm, .webTranslateUntranslated,
    .webTranslateInside, .webTranslateSave, .webTranslateClose, .webTranslateSaved,
    .webTranslateNotSaved,
  ]

  /// Whether the text is sample content (`sample.*`): a name, title or note of the demo state
  /// and the gallery, shown as a user's own words, never as a table text; the linter asks no
  /// screen state to show it as one.
  public var isSampleContent: Bool { rawValue.hasPrefix("sample.") }

  /// Whether `text` is a whole-date pattern the kit can write (`dd.MM.yy`, `d MMMM yyyy`):
  /// the day, the month and the year, fields the kit writes, separators and quoted words.
  public static func isUsableDatePattern(_ text: String) -> Bool {
    DatePattern(text).isUsable(for: .date)
  }

  /// What the text writes when it is a date pattern rather than words: a whole date
  /// (`trackers.date.format`, `date.long.format`, `date.full.format`, `week.title.format`,
  /// `moveStart.date.format`, `goalChanges.date.format`) or a month
  /// (`calendar.title.format`); nil for words. See `Localizer.date(_:year:month:day:)`.
  public var datePatternKind: DatePatternKind? {
    switch self {
    case .trackersDateFormat, .dateLongFormat, .dateFullFormat, .weekTitleFormat,
      .moveStartDateFormat, .goalChangesDateFormat:
      .date
    case .calendarTitleFormat: .month
    default: nil
    }
  }

  /// Whether the text is a date pattern (`dd.MM.yy`) rather than words.
  public var isDatePattern: Bool { datePatternKind != nil }

  /// Why `text` cannot be this key's date pattern; nil when it can (or the key is no date
  /// pattern). `hasName` says whether the table gives a name the pattern writes
  /// (`month.format.11`): a pattern that writes names the table lacks is refused.
  public func datePatternProblem(_ text: String, hasName: (StringKey) -> Bool) -> LintProblem? {
    guard let kind = datePatternKind else { return nil }
    let pattern = DatePattern(text)
    switch pattern.problem(for: kind) {
    case .character(let character)?: return .invalidDatePattern(text, character: character)
    case .field(let field)?: return .invalidDateField(text, field: field)
    case .missingFields?:
      return kind == .month ? .incompleteMonthPattern(text) : .incompleteDatePattern(text)
    case .extraField(let field)?: return .extraDateField(text, field: field)
    case .unclosedQuote?: return .unclosedQuoteInDatePattern(text)
    case nil: break
    }
    let missing = pattern.nameKeys.filter { !hasName($0) }
    guard let first = missing.first else { return nil }
    return .datePatternNamesMissing(text, key: first.rawValue, more: missing.count - 1)
  }
}

extension PluralKey {
  /// The table key of one plural form: `card.days.few`.
  public func key(for category: PluralCategory) -> String {
    "\(rawValue).\(category.rawValue)"
  }
}
