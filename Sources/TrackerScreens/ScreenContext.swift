import TrackerDomain
import TrackerLocalization

/// What every screen is described from: the user's data, the language and today.
public struct ScreenContext: Sendable {
  /// The user's categories, trackers and records.
  public var state: TrackerState
  /// The language's texts and formats.
  public var localizer: Localizer
  /// Today: which days can be marked, and what "today's trackers" shows.
  public var today: Day
  /// What the front end reports of its connection: offline shows a banner on every screen.
  public var connection: ConnectionStatus

  /// A context with every part given.
  public init(
    state: TrackerState, localizer: Localizer, today: Day, connection: ConnectionStatus = .online
  ) {
    self.state = state
    self.localizer = localizer
    self.today = today
    self.connection = connection
  }

  /// A context using the embedded tables of `language`.
  public init(
    state: TrackerState, language: Language, today: Day, connection: ConnectionStatus = .online
  ) {
    self.init(
      state: state, localizer: Localizer(language: language), today: today, connection: connection)
  }

  /// How names are sorted for this language's readers.
  public var nameOrder: NameOrder {
    NameOrder(firstScriptCode: localizer.language.scriptCode)
  }

  /// The text for `key` in this context's language.
  func text(_ key: StringKey, _ arguments: TextArgument...) -> LocalizedText {
    localizer.text(key, arguments: arguments)
  }

  /// The first day of a week in this language: Monday in Russian, Sunday in English.
  var firstWeekday: Weekday {
    Weekday(rawValue: localizer.language.firstWeekday) ?? .monday
  }

  /// The offline banner, when the front end reports no connection.
  var offlineBanner: OfflineBanner? {
    OfflineBanner.describe(self)
  }

  /// A category's title as screens show it: the user's own words, or a goals-app
  /// preset's title in this language; the id of a category that is gone.
  public func categoryTitle(_ id: CategoryID) -> DisplayText {
    if let preset = presetOf(id) { return .localized(text(preset.titleKey)) }
    return .content(state.category(id)?.title ?? id.rawValue)
  }

  private func presetOf(_ id: CategoryID) -> GoalCategory? {
    state.category(id).map { $0.preset } ?? GoalCategory(id: id)
  }

  /// A day as the main screen writes it (`dd.MM.yy`).
  func date(_ day: Day) -> LocalizedText {
    date(day, .trackersDateFormat)
  }

  /// A clock time as the language writes it (`time.format`: "09:30"), read aloud as a time.
  public func time(_ time: ReminderTime) -> LocalizedText {
    text(
      .timeFormat, .text(ReminderPickerScreen.twoDigits(time.hour)),
      .text(ReminderPickerScreen.twoDigits(time.minute)))
  }

  /// A day as a person reads it in full (`date.long.format`: "24 September 2026").
  func longDate(_ day: Day) -> LocalizedText {
    date(day, .dateLongFormat)
  }

  /// A day as a screen reader says it (`date.full.format`: "Thursday, 26 November 2026").
  func spokenDate(_ day: Day) -> LocalizedText {
    date(day, .dateFullFormat)
  }

  /// A day written with the date pattern of `key`.
  func date(_ day: Day, _ key: StringKey) -> LocalizedText {
    let (year, month, dayOfMonth) = day.components
    return localizer.date(key, year: year, month: month, day: dayOfMonth)
  }
}

extension GoalCategory {
  /// The table key of the preset's title.
  var titleKey: StringKey {
    switch self {
    case .academic: .goalCategoryAcademic
    case .work: .goalCategoryWork
    case .personal: .goalCategorySelf
    case .health: .goalCategoryHealth
    case .social: .goalCategorySocial
    case .finance: .goalCategoryFinance
    case .quitBadHabit: .goalCategoryQuitBadHabit
    }
  }
}
