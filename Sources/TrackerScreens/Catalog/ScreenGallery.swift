import TrackerDomain
import TrackerLocalization

/// Every screen state the snapshot tests cover, by name: a screen of the
/// catalog with its inputs, drawn from `GalleryFixture`. The same list renders
/// the golden files in each language, feeds the pseudo-locale checks and the
/// translators' gallery.
public enum ScreenGallery {
  /// One screen state: a catalog screen and the request fields it sets.
  public struct Entry: Sendable {
    /// The state's name: `trackers-past-day`.
    public let name: String
    /// The catalog screen it shows: `trackers`.
    public let screen: String
    /// Whether it is drawn from an empty state instead of the fixture.
    let isEmpty: Bool
    /// The connection the front end reports.
    let connection: ConnectionStatus
    /// The state it is drawn from, in the language's sample words, when it is neither the
    /// fixture nor empty.
    let state: FixtureState?
    let configure: @Sendable (inout ScreenRequest) -> Void

    init(
      _ name: String, _ screen: String, empty: Bool = false,
      connection: ConnectionStatus = .online,
      state: FixtureState? = nil,
      _ configure: @escaping @Sendable (inout ScreenRequest) -> Void = { _ in }
    ) {
      self.name = name
      self.screen = screen
      self.isEmpty = empty
      self.connection = connection
      self.state = state
      self.configure = configure
    }

    /// The request for this state, with texts (and the sample data's words) from `localizer`.
    public func request(_ localizer: Localizer) -> ScreenRequest {
      let (words, fixture) = ScreenGallery.fixture(localizer)
      var request = ScreenRequest(
        context: ScreenContext(
          state: isEmpty ? TrackerState() : state?.make(words) ?? fixture(),
          localizer: localizer, today: GalleryFixture.today, connection: connection))
      configure(&request)
      return request
    }

    /// The state's element tree, with texts from `localizer`.
    public func describe(_ localizer: Localizer) throws(ScreenRequestError) -> ScreenElement {
      try ScreenCatalog.describe(screen, request(localizer))
    }
  }

  private static let today = GalleryFixture.today

  /// A state other than the fixture, made in the language's sample words.
  struct FixtureState: Sendable {
    let make: @Sendable (SampleWords) -> TrackerState

    /// One tracker done every day for 1,011 days.
    static let thousandDays = FixtureState { GalleryFixture.thousandDays($0) }

    /// One tracker done once, today.
    static let oneRecord = FixtureState { GalleryFixture.oneRecord($0) }

    /// The fixture with every habit done today.
    static let allDoneToday = FixtureState { GalleryFixture.allDoneToday($0) }

    /// The fixture with `tracker`'s goal set to `goal`.
    static func withGoal(_ goal: Goal, for tracker: TrackerID) -> FixtureState {
      FixtureState { GalleryFixture.withGoal(goal, for: tracker, $0) }
    }
  }

  /// The sample words of the request's language: what a user of it types.
  private static func words(_ request: ScreenRequest) -> SampleWords {
    fixture(request.context.localizer).words
  }

  /// The sample words of `localizer`'s language and the fixture made in them (when asked).
  private static func fixture(_ localizer: Localizer) -> (
    words: SampleWords, fixture: () -> TrackerState
  ) {
    if localizer.tables.isEmbedded, let known = builtIn[localizer.language] {
      return (known.words, { known.fixture })
    }
    let sample = localizer.memo.value("ScreenGallery.fixture") {
      let words = SampleWords(localizer: localizer)
      return (words: words, fixture: GalleryFixture.state(words))
    }
    return (sample.words, { sample.fixture })
  }

  /// The sample words and the fixture for each language of the built-in tables and each
  /// pseudo-locale, made once: every screen state in every language asks for them, in the
  /// snapshot, pseudo-locale, gallery and wire tests and the translators' gallery.
  private static let builtIn: [Language: (words: SampleWords, fixture: TrackerState)] =
    Dictionary(
      uniqueKeysWithValues: (LocalizationTables.embedded.languages + Language.pseudoLocales).map {
        language in
        let words = SampleWords(localizer: Localizer(language: language))
        return (language, (words, GalleryFixture.state(words)))
      })

  /// The new-habit form filled in completely.
  private static func complete(_ request: inout ScreenRequest) {
    request.name = words(request)[.drinkWater]
    request.category = "home"
    request.schedule = WeekdaySet([.monday, .wednesday, .friday])
    request.emoji = "🥶"
    request.color = TrackerColor(number: 8)
  }

  /// Every state, screen by screen in the catalog's order.
  public static let entries: [Entry] = [
    Entry("onboarding-page1", "onboarding") { $0.page = 1 },
    Entry("onboarding-page2", "onboarding") { $0.page = 2 },
    Entry("tracker-type", "tracker-type"),

    Entry("new-habit-empty", "new-habit"),
    Entry("new-habit-one-character", "new-habit") {
      $0.name = String(words($0)[.drinkWater].prefix(1))
    },
    Entry("new-habit-complete", "new-habit") { complete(&$0) },
    Entry("new-habit-every-day-38-characters", "new-habit") {
      complete(&$0)
      $0.name = GalleryFixture.name38(words($0))
      $0.schedule = .everyDay
    },
    Entry("new-habit-39-characters", "new-habit") {
      complete(&$0)
      $0.name = GalleryFixture.name38(words($0)) + "!"
    },
    Entry("new-habit-blank-name", "new-habit") {
      complete(&$0)
      $0.name = "   "
    },
    Entry("new-event-complete", "new-event") {
      $0.name = words($0)[.familyDinner]
      $0.category = "study"
      $0.emoji = "🍔"
      $0.color = TrackerColor(number: 1)
    },
    Entry("edit-habit", "edit-tracker") { $0.tracker = "t2" },
    Entry("edit-event", "edit-tracker") { $0.tracker = "t3" },

    Entry("categories-none", "categories", empty: true),
    Entry("categories-chosen", "categories") { $0.category = "study" },
    Entry("category-menu", "category-menu") { $0.category = "home" },
    Entry("category-delete-confirmation", "delete-category") { $0.category = "home" },
    Entry("new-category-empty", "new-category"),
    Entry("new-category-typed", "new-category") { $0.name = words($0)[.joyCategory] },
    // Another category's title in other letter case, between spaces.
    Entry("new-category-duplicate", "new-category") {
      $0.name = " " + words($0)[.studyCategory].lowercased() + " "
    },
    Entry("new-category-blank", "new-category") { $0.name = "   " },
    Entry("edit-category", "edit-category") {
      $0.category = "home"
      $0.name = words($0)[.healthCategory]
    },

    Entry("schedule-none", "schedule"),
    Entry("schedule-mon-wed-fri", "schedule") {
      $0.schedule = WeekdaySet([.monday, .wednesday, .friday])
    },

    Entry("trackers-today", "trackers"),
    Entry("trackers-past-day", "trackers") { $0.date = today.adding(days: -6) },
    Entry("trackers-future-day", "trackers") { $0.date = today.adding(days: 2) },
    Entry("trackers-no-trackers", "trackers", empty: true),
    // The start of a name in capitals; a name no tracker of the fixture has.
    Entry("trackers-search-found", "trackers") {
      $0.search = String(words($0)[.yoga].uppercased().prefix(3))
    },
    Entry("trackers-search-nothing-found", "trackers") {
      $0.search = words($0)[.aprilDates]
    },
    Entry("trackers-filter-today", "trackers") {
      $0.date = today.adding(days: -3)
      $0.filter = .today
    },
    Entry("trackers-filter-completed", "trackers") { $0.filter = .completed },
    Entry("trackers-filter-uncompleted", "trackers") { $0.filter = .uncompleted },
    Entry("trackers-filter-nothing-found", "trackers") {
      $0.date = today.adding(days: 1)
      $0.filter = .completed
    },

    Entry("date-picker", "date-picker") { $0.date = today.adding(days: -6) },
    Entry("date-picker-previous-month", "date-picker") { $0.month = today.addingMonths(-1) },
    // Every other month's name, so that each is shown to translators on some screen.
    Entry("date-picker-january", "date-picker") { $0.month = today.addingMonths(-10) },
    Entry("date-picker-february", "date-picker") { $0.month = today.addingMonths(-9) },
    Entry("date-picker-march", "date-picker") { $0.month = today.addingMonths(-8) },
    Entry("date-picker-april", "date-picker") { $0.month = today.addingMonths(-7) },
    Entry("date-picker-may", "date-picker") { $0.month = today.addingMonths(-6) },
    Entry("date-picker-june", "date-picker") { $0.month = today.addingMonths(-5) },
    Entry("date-picker-july", "date-picker") { $0.month = today.addingMonths(-4) },
    Entry("date-picker-august", "date-picker") { $0.month = today.addingMonths(-3) },
    Entry("date-picker-december", "date-picker") { $0.month = today.addingMonths(1) },

    Entry("filters-all", "filters"),
    Entry("filters-completed", "filters") { $0.filter = .completed },

    Entry("tracker-menu-unpinned", "tracker-menu") { $0.tracker = "t1" },
    Entry("tracker-menu-pinned", "tracker-menu") { $0.tracker = "t2" },
    Entry("tracker-delete-confirmation", "delete-tracker") { $0.tracker = "t1" },

    Entry("statistics-empty", "statistics", empty: true),
    Entry("statistics", "statistics"),
    Entry(
      "trackers-thousand-days", "trackers", state: .thousandDays),
    Entry(
      "statistics-thousand-days", "statistics", state: .thousandDays),
    Entry("statistics-one-record", "statistics", state: .oneRecord),

    // The goals app.
    Entry("week-today", "week"),
    Entry("week-past-day", "week") { $0.date = today.adding(days: -6) },
    Entry("week-no-trackers", "week", empty: true),
    // A day before every habit starts: no invitation to add a first one.
    Entry("week-before-start", "week") { $0.date = today.adding(days: -91) },
    Entry("week-all-done-today", "week", state: .allDoneToday),
    Entry("calendar-month", "calendar"),
    Entry("calendar-tracker", "calendar") {
      $0.month = today
      $0.date = today.adding(days: -3)
      $0.tracker = "t1"
    },
    Entry("calendar-previous-month", "calendar") {
      $0.month = today.addingMonths(-1)
      $0.tracker = "t6"
    },
    Entry("calendar-irregular-event", "calendar") { $0.tracker = "t3" },
    // A run of one done day: the `one` form of its spoken label.
    Entry("calendar-one-day-streak", "calendar") { $0.tracker = "t5" },
    Entry("tracker-detail-goal-and-notes", "tracker-detail") { $0.tracker = "t1" },
    Entry("tracker-detail-forever", "tracker-detail") { $0.tracker = "t2" },
    Entry("tracker-detail-days-goal", "tracker-detail") { $0.tracker = "t7" },
    Entry("tracker-detail-no-goal", "tracker-detail") { $0.tracker = "t5" },
    Entry(
      "tracker-detail-months-goal", "tracker-detail",
      state: .withGoal(.months(2), for: "t5")
    ) { $0.tracker = "t5" },
    // The `one` form of a goal in days, weeks and months, and of progress over one day.
    Entry(
      "tracker-detail-one-day-goal", "tracker-detail",
      state: .withGoal(.days(1), for: "t2")
    ) { $0.tracker = "t2" },
    Entry(
      "tracker-detail-one-week-goal", "tracker-detail",
      state: .withGoal(.weeks(1), for: "t2")
    ) { $0.tracker = "t2" },
    Entry(
      "tracker-detail-one-month-goal", "tracker-detail",
      state: .withGoal(.months(1), for: "t2")
    ) { $0.tracker = "t2" },
    Entry("start-day-picker", "start-day-picker") { $0.tracker = "t6" },
    Entry("move-start-warning", "move-start") {
      $0.tracker = "t6"
      $0.date = today.adding(days: -10)
    },
    Entry("move-start-warning-one-record", "move-start") { $0.tracker = "t5" },
    Entry("new-goal-empty", "new-goal"),
    Entry("new-goal-complete", "new-goal") {
      $0.name = words($0)[.readPages]
      $0.category = GoalCategory.academic.id
      $0.goalCount = "30"
    },
    Entry("new-goal-invalid", "new-goal") {
      $0.name = GalleryFixture.name38(words($0)) + "!"
      $0.goalCount = "10001"
    },
    Entry("edit-goal", "edit-goal") { $0.tracker = "t1" },
    Entry("goal-categories", "goal-categories") { $0.category = GoalCategory.health.id },
    Entry("goal-start-picker", "goal-start-picker") { $0.date = today.adding(days: -2) },
    Entry("reminder-picker", "reminder-picker"),
    Entry("delete-goal", "delete-goal") { $0.tracker = "t7" },
    Entry("save-goal-changes", "save-goal-changes") {
      $0.tracker = "t1"
      $0.date = today
    },
    // t2 is done every day from 2 November on: a start on the 3rd loses one record.
    Entry("save-goal-changes-one-record", "save-goal-changes") {
      $0.tracker = "t2"
      $0.date = today.adding(days: -20)
    },

    // The offline banner, on any screen.
    Entry("offline-trackers-three-pending", "trackers", connection: .offline(pendingChanges: 3)),
    Entry("offline-week-one-pending", "week", connection: .offline(pendingChanges: 1)),
    Entry(
      "offline-statistics-nothing-pending", "statistics", connection: .offline(pendingChanges: 0)),
  ]

  /// The counts a plural text can have, for the texts that cannot have every count: a name's
  /// limit is always 38, so no screen shows the forms that count never takes (English's
  /// `one`), and none is asked for.
  public static let possibleCounts: [PluralKey: [Int]] = [
    .trackerFormNameLimit: [TrackerName.maximumLength]
  ]

  /// The state called `name`, if there is one.
  public static func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }
}
