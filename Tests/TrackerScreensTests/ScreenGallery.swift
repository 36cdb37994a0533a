import TrackerDomain
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

/// Every screen state the snapshots cover, by name: the same list renders the
/// golden files in each language and feeds the pseudo-locale check.
enum ScreenGallery {
  struct Entry: Sendable {
    let name: String
    let describe: @Sendable (Language) -> any TextRenderable

    init(name: String, _ describe: @escaping @Sendable (Language) -> any TextRenderable) {
      self.name = name
      self.describe = describe
    }
  }

  static let today = Fixture.today
  static let empty = TrackerState()

  static func form(_ kind: TrackerKind, _ edits: [TrackerFormEdit]) -> TrackerForm {
    edits.reduce(TrackerForm.new(kind)) { $0.applying($1) }
  }

  static let complete: [TrackerFormEdit] = [
    .setName("Пить воду"), .setCategory("home"),
    .setSchedule(WeekdaySet([.monday, .wednesday, .friday])),
    .setEmoji("🥶"), .setColor(Palette.colors[7]),
  ]

  static let entries: [Entry] = [
    Entry(name: "onboarding-page1") { OnboardingScreen.describe(Fixture.context($0), page: 0) },
    Entry(name: "onboarding-page2") { OnboardingScreen.describe(Fixture.context($0), page: 1) },
    Entry(name: "tracker-type") { TrackerTypeScreen.describe(Fixture.context($0)) },

    Entry(name: "new-habit-empty") {
      TrackerFormScreen.describe(Fixture.context($0), form: .new(.habit))
    },
    Entry(name: "new-habit-one-character") {
      TrackerFormScreen.describe(Fixture.context($0), form: form(.habit, [.setName("П")]))
    },
    Entry(name: "new-habit-complete") {
      TrackerFormScreen.describe(Fixture.context($0), form: form(.habit, complete))
    },
    Entry(name: "new-habit-every-day-38-characters") {
      TrackerFormScreen.describe(
        Fixture.context($0),
        form: form(.habit, complete + [.setName(Fixture.name38), .setSchedule(.everyDay)]))
    },
    Entry(name: "new-habit-39-characters") {
      TrackerFormScreen.describe(
        Fixture.context($0), form: form(.habit, complete + [.setName(Fixture.name39)]))
    },
    Entry(name: "new-habit-blank-name") {
      TrackerFormScreen.describe(
        Fixture.context($0), form: form(.habit, complete + [.setName("   ")]))
    },
    Entry(name: "new-event-complete") {
      TrackerFormScreen.describe(
        Fixture.context($0),
        form: form(
          .irregularEvent,
          [
            .setName(Fixture.familyName), .setCategory("study"), .setEmoji("🍔"),
            .setColor(Palette.colors[0]),
          ]))
    },
    Entry(name: "edit-habit") {
      TrackerFormScreen.describe(
        Fixture.context($0), form: tracker("t2").map(TrackerForm.init(editing:)) ?? .new(.habit))
    },
    Entry(name: "edit-event") {
      TrackerFormScreen.describe(
        Fixture.context($0), form: tracker("t3").map(TrackerForm.init(editing:)) ?? .new(.habit))
    },

    Entry(name: "categories-none") {
      CategoryListScreen.describe(Fixture.context($0, state: empty), chosen: nil)
    },
    Entry(name: "categories-chosen") {
      CategoryListScreen.describe(Fixture.context($0), chosen: "study")
    },
    Entry(name: "category-menu") { CategoryMenu.describe(Fixture.context($0), category: "home") },
    Entry(name: "category-delete-confirmation") {
      CategoryMenu.deleteConfirmation(Fixture.context($0), category: "home")
    },
    Entry(name: "new-category-empty") {
      CategoryFormScreen.describe(Fixture.context($0), typed: "")
    },
    Entry(name: "new-category-typed") {
      CategoryFormScreen.describe(Fixture.context($0), typed: "Спорт")
    },
    Entry(name: "new-category-duplicate") {
      CategoryFormScreen.describe(Fixture.context($0), typed: " учёба ")
    },
    Entry(name: "edit-category") {
      CategoryFormScreen.describe(Fixture.context($0), typed: "Дом", editing: "home")
    },

    Entry(name: "schedule-none") {
      ScheduleScreen.describe(Fixture.context($0), days: WeekdaySet([]))
    },
    Entry(name: "schedule-mon-wed-fri") {
      ScheduleScreen.describe(
        Fixture.context($0), days: WeekdaySet([.monday, .wednesday, .friday]))
    },

    Entry(name: "trackers-today") {
      TrackersScreen.describe(Fixture.context($0), query: TrackerQuery(day: today))
    },
    Entry(name: "trackers-past-day") {
      TrackersScreen.describe(Fixture.context($0), query: TrackerQuery(day: today.adding(days: -6)))
    },
    Entry(name: "trackers-future-day") {
      TrackersScreen.describe(Fixture.context($0), query: TrackerQuery(day: today.adding(days: 2)))
    },
    Entry(name: "trackers-no-trackers") {
      TrackersScreen.describe(Fixture.context($0, state: empty), query: TrackerQuery(day: today))
    },
    Entry(name: "trackers-search-found") {
      TrackersScreen.describe(Fixture.context($0), query: TrackerQuery(day: today, search: "ЙОГ"))
    },
    Entry(name: "trackers-search-nothing-found") {
      TrackersScreen.describe(
        Fixture.context($0), query: TrackerQuery(day: today, search: "плавание"))
    },
    Entry(name: "trackers-filter-today") {
      TrackersScreen.describe(
        Fixture.context($0), query: TrackerQuery(day: today.adding(days: -3), filter: .today))
    },
    Entry(name: "trackers-filter-completed") {
      TrackersScreen.describe(
        Fixture.context($0), query: TrackerQuery(day: today, filter: .completed))
    },
    Entry(name: "trackers-filter-uncompleted") {
      TrackersScreen.describe(
        Fixture.context($0), query: TrackerQuery(day: today, filter: .uncompleted))
    },
    Entry(name: "trackers-filter-nothing-found") {
      TrackersScreen.describe(
        Fixture.context($0), query: TrackerQuery(day: today.adding(days: 1), filter: .completed))
    },

    Entry(name: "filters-all") { FiltersScreen.describe(Fixture.context($0), current: .all) },
    Entry(name: "filters-completed") {
      FiltersScreen.describe(Fixture.context($0), current: .completed)
    },

    Entry(name: "tracker-menu-unpinned") {
      menu(of: "t1", $0)
    },
    Entry(name: "tracker-menu-pinned") {
      menu(of: "t2", $0)
    },
    Entry(name: "tracker-delete-confirmation") {
      TrackerMenuScreen.deleteConfirmation(Fixture.context($0), tracker: "t1")
    },

    Entry(name: "statistics-empty") {
      StatisticsScreen.describe(Fixture.context($0, state: empty))
    },
    Entry(name: "statistics") { StatisticsScreen.describe(Fixture.context($0)) },

    // The goals app.
    Entry(name: "week-today") { WeekScreen.describe(Fixture.context($0), day: today) },
    Entry(name: "week-past-day") {
      WeekScreen.describe(Fixture.context($0), day: today.adding(days: -6))
    },
    Entry(name: "week-no-trackers") {
      WeekScreen.describe(Fixture.context($0, state: empty), day: today)
    },
    Entry(name: "calendar-month") {
      CalendarScreen.describe(Fixture.context($0), month: today, selected: today)
    },
    Entry(name: "calendar-tracker") {
      CalendarScreen.describe(
        Fixture.context($0), month: today, selected: today.adding(days: -3), tracker: "t1")
    },
    Entry(name: "calendar-previous-month") {
      CalendarScreen.describe(
        Fixture.context($0), month: today.addingMonths(-1), selected: today, tracker: "t6")
    },
    Entry(name: "calendar-irregular-event") {
      CalendarScreen.describe(Fixture.context($0), month: today, selected: today, tracker: "t3")
    },
    Entry(name: "tracker-detail-goal-and-notes") { detail(of: "t1", $0) },
    Entry(name: "tracker-detail-forever") { detail(of: "t2", $0) },
    Entry(name: "tracker-detail-days-goal") { detail(of: "t7", $0) },
    Entry(name: "tracker-detail-no-goal") { detail(of: "t5", $0) },
    Entry(name: "move-start-warning") {
      StartDayChange.confirmation(Fixture.context($0), tracker: "t6", to: today.adding(days: -10))
    },
    Entry(name: "move-start-warning-one-record") {
      StartDayChange.confirmation(Fixture.context($0), tracker: "t5", to: today)
    },

    // The offline banner, on any screen.
    Entry(name: "offline-trackers-three-pending") {
      TrackersScreen.describe(
        Fixture.context($0, connection: .offline(pendingChanges: 3)),
        query: TrackerQuery(day: today))
    },
    Entry(name: "offline-week-one-pending") {
      WeekScreen.describe(Fixture.context($0, connection: .offline(pendingChanges: 1)), day: today)
    },
    Entry(name: "offline-statistics-nothing-pending") {
      StatisticsScreen.describe(Fixture.context($0, connection: .offline(pendingChanges: 0)))
    },
  ]

  static func detail(of id: TrackerID, _ language: Language) -> any TextRenderable {
    TrackerDetailScreen.describe(Fixture.context(language), tracker: id)
      ?? ActionMenu(id: "missing-fixture", buttons: [])
  }

  static func tracker(_ id: TrackerID) -> Tracker? { Fixture.state.tracker(id) }

  /// The menu of a fixture tracker; a stand-in that tests reject if it is missing.
  static func menu(of id: TrackerID, _ language: Language) -> any TextRenderable {
    TrackerMenuScreen.describe(Fixture.context(language), tracker: id, day: today)
      ?? ActionMenu(id: "missing-fixture", buttons: [])
  }
}
