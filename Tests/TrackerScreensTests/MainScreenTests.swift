import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// Unit tests check keys, plural forms, arguments, state and intents; the words are the
/// snapshots' to check. Each test runs with the shipped tables and with every value
/// rewritten, and must pass with both.
@Suite("The main screen, filters, tracker menu and statistics")
struct MainScreenTests {
  let today = Fixture.today

  func cards(_ screen: TrackersScreen) -> [TrackerCard] { screen.sections.flatMap(\.cards) }

  @Test(
    "Pinned first, then categories in creation order; cards sorted by name",
    arguments: Tables.allCases)
  func sections(_ tables: Tables) {
    let russian = Fixture.context(.russian, tables: tables)
    let screen = TrackersScreen.describe(russian, query: TrackerQuery(day: today))
    #expect(
      screen.sections.map(\.title.keyOrContent) == [
        "trackers.section.pinned", "«Домашний уют»", "«Учёба»",
      ])
    #expect(
      screen.sections.map { $0.cards.map(\.name) } == [
        ["Английский"],
        ["Йога", "Кошка заслонила камеру на созвоне", "Поливать растения", Fixture.familyName],
        [Fixture.name38],
      ])
  }

  @Test("The date is the language's pattern and opens the calendar", arguments: Tables.allCases)
  func date(_ tables: Tables) {
    for language in [Language.russian, .english] {
      let screen = TrackersScreen.describe(
        Fixture.context(language, tables: tables), query: TrackerQuery(day: today))
      #expect(screen.dateButton.title?.keyOrContent == "trackers.date.format")
      guard case .localized(let date) = screen.dateButton.title else {
        Issue.record("the date is not from the tables")
        continue
      }
      #expect(date.arguments == [.integer(2026), .integer(11), .integer(23)])
      #expect(screen.dateButton.intents == [.open(.datePicker)])
    }
  }

  @Test(
    "Cards: counter with the right plural, done state, accessibility label",
    arguments: Tables.allCases)
  func cardContents(_ tables: Tables) throws {
    let russian = Fixture.context(.russian, tables: tables)
    let screen = TrackersScreen.describe(russian, query: TrackerQuery(day: today))
    let byID = Dictionary(uniqueKeysWithValues: cards(screen).map { ($0.tracker, $0) })
    let counters: [(TrackerID, String, Int)] = [
      ("t1", "card.days.many", 5), ("t2", "card.days.one", 21), ("t3", "card.days.many", 0),
      ("t4", "card.days.few", 2), ("t5", "card.days.one", 1), ("t7", "card.days.few", 22),
    ]
    for (tracker, key, count) in counters {
      #expect(byID[tracker]?.counter.key == key)
      #expect(byID[tracker]?.counter.arguments == [.integer(count)])
    }
    let plants = try #require(byID["t1"])
    #expect(plants.isDone)
    #expect(plants.doneButton.image == .checkmark)
    #expect(plants.doneButton.intents == [.apply(.markUndone("t1", on: today))])
    #expect(plants.accessibilityLabel.key == "card.accessibility")
    #expect(
      plants.accessibilityLabel.arguments.map(Self.shape) == [
        "«Поливать растения»", "card.days.many(5)", "card.done",
      ])
    let cat = try #require(byID["t3"])
    #expect(
      cat.accessibilityLabel.arguments.map(Self.shape) == [
        "«Кошка заслонила камеру на созвоне»", "card.days.many(0)", "card.notDone",
      ])
    #expect(cat.doneButton.image == .plus)
    #expect(cat.doneButton.intents == [.apply(.markDone("t3", on: today))])
    let tuesday = TrackersScreen.describe(russian, query: TrackerQuery(day: today.adding(days: -6)))
    let ficus = cards(tuesday).first { $0.tracker == "t6" }?.counter
    #expect(ficus?.key == "card.days.many")
    #expect(ficus?.arguments == [.integer(11)])
  }

  /// An argument as a test reads it: «text», `key(arguments)` for a localized one, a number.
  static func shape(_ argument: TextArgument) -> String {
    switch argument {
    case .text(let text): "«\(text)»"
    case .integer(let value), .year(let value): String(value)
    case .decimal(let value, let digits): "\(value)/\(digits)"
    case .localized(let text):
      text.arguments.isEmpty
        ? text.key : "\(text.key)(\(text.arguments.map(shape).joined(separator: ", ")))"
    }
  }

  @Test("The done button is disabled for a day after today")
  func futureDay() {
    let screen = TrackersScreen.describe(
      Fixture.context(.english), query: TrackerQuery(day: today.adding(days: 7)))
    #expect(!cards(screen).isEmpty)
    for card in cards(screen) {
      #expect(!card.doneButton.isEnabled)
      #expect(card.doneButton.intents.isEmpty)
      #expect(card.doneButton.accessibilityLabel?.key == "card.doneButton.future.accessibility")
    }
  }

  @Test(
    "A day without trackers: the empty placeholder and no Filters button",
    arguments: Tables.allCases)
  func emptyDay(_ tables: Tables) {
    let russian = Fixture.context(.russian, tables: tables)
    let screen = TrackersScreen.describe(
      russian, query: TrackerQuery(day: today, search: "йога", filter: .all))
    #expect(screen.placeholder == nil)
    let nothing = TrackersScreen.describe(
      Fixture.context(.russian, tables: tables, state: TrackerState()),
      query: TrackerQuery(day: today))
    #expect(nothing.placeholder?.text.key == "trackers.placeholder.empty")
    #expect(nothing.placeholder?.image == .placeholderNoTrackers)
    #expect(nothing.filtersButton == nil)
    #expect(nothing.sections.isEmpty)
  }

  @Test(
    "Search or filter that finds nothing: the Nothing found placeholder, Filters still there",
    arguments: Tables.allCases)
  func nothingFound(_ tables: Tables) {
    let russian = Fixture.context(.russian, tables: tables)
    let search = TrackersScreen.describe(
      russian, query: TrackerQuery(day: today, search: "плавание"))
    #expect(search.placeholder?.text.key == "trackers.placeholder.notFound")
    #expect(search.placeholder?.image == .placeholderNothingFound)
    #expect(search.filtersButton != nil)
    #expect(search.searchCancelButton?.intents == [.search("")])
    let tomorrow = today.adding(days: 1)
    let filtered = TrackersScreen.describe(
      russian, query: TrackerQuery(day: tomorrow, filter: .completed))
    #expect(filtered.placeholder?.text.key == "trackers.placeholder.notFound")
  }

  @Test("Search ignores case and ё/е on the screen too")
  func search() {
    let screen = TrackersScreen.describe(
      Fixture.context(.russian), query: TrackerQuery(day: today, search: "СЕМЬЕЙ"))
    #expect(cards(screen).map(\.name) == [Fixture.familyName])
  }

  @Test("Filters: a row per filter, the checkmark on the current one", arguments: Tables.allCases)
  func filters(_ tables: Tables) {
    let screen = FiltersScreen.describe(
      Fixture.context(.russian, tables: tables), current: .completed)
    let filters = TrackerFilter.allCases
    #expect(screen.rows.map(\.intents) == filters.map { [.selectFilter($0), .dismiss] })
    #expect(screen.rows.map(\.accessory) == filters.map { $0 == .completed ? .checkmark : .none })
    let keys = screen.rows.map(\.title.keyOrContent)
    #expect(Set(keys).count == keys.count && keys.allSatisfy { $0.hasPrefix("filters.") })
  }

  @Test(
    "Tracker menu: Pin or Unpin first, Edit, Delete last; the confirmation deletes",
    arguments: Tables.allCases)
  func trackerMenu(_ tables: Tables) throws {
    let russian = Fixture.context(.russian, tables: tables)
    let pinned = try #require(TrackerMenuScreen.describe(russian, tracker: "t2", day: today))
    // A new action may stand between them; these three keep their places.
    let keys = pinned.menu.buttons.compactMap { $0.title?.keyOrContent }
    #expect(keys.first == "trackerMenu.unpin" && keys.last == "trackerMenu.delete", "\(keys)")
    #expect(keys.contains("trackerMenu.edit"), "\(keys)")
    #expect(pinned.menu.buttons[0].intents == [.apply(.unpin("t2")), .dismiss])
    let unpinned = try #require(TrackerMenuScreen.describe(russian, tracker: "t1", day: today))
    #expect(unpinned.menu.buttons.first?.title?.keyOrContent == "trackerMenu.pin")
    #expect(TrackerMenuScreen.describe(russian, tracker: "nope", day: today) == nil)
    let sheet = TrackerMenuScreen.deleteConfirmation(russian, tracker: "t1")
    #expect(sheet.title?.key == "trackerMenu.deleteConfirmation.title")
    #expect(
      sheet.buttons.map(\.intents) == [[.apply(.deleteTracker("t1")), .dismiss], [.dismiss]])
  }

  @Test(
    "Statistics: the placeholder without records, else four indicators", arguments: Tables.allCases)
  func statistics(_ tables: Tables) {
    let empty = StatisticsScreen.describe(
      Fixture.context(.russian, tables: tables, state: TrackerState()))
    #expect(empty.placeholder?.text.key == "statistics.placeholder")
    #expect(empty.indicators.isEmpty)
    let screen = StatisticsScreen.describe(Fixture.context(.russian, tables: tables))
    #expect(screen.placeholder == nil)
    #expect(
      screen.indicators.map(\.title.key) == [
        "statistics.bestPeriod", "statistics.perfectDays", "statistics.trackersCompleted",
        "statistics.averageValue",
      ])
    let statistics = Fixture.state.statistics(today: today)
    #expect(screen.indicators[2].value == .number(String(statistics.trackersCompleted)))
    #expect(screen.tabBar.items.map(\.isSelected) == [false, true])
  }

  @Test("Average value follows the language: 1.5 in English, 1,5 in Russian")
  func averageDecimalSeparator() throws {
    let state = try TrackerState(
      categories: [TrackerCategory(id: "c", title: "C")],
      trackers: [
        Tracker(
          id: "a", name: "A", category: "c", emoji: "🙂", color: Palette.colors[0],
          schedule: .everyDay, created: today),
        Tracker(
          id: "b", name: "B", category: "c", emoji: "🙂", color: Palette.colors[0],
          schedule: .everyDay, created: today),
      ],
      records: [
        Record(tracker: "a", day: today), Record(tracker: "b", day: today),
        Record(tracker: "a", day: today.adding(days: -1)),
      ])
    #expect(
      StatisticsScreen.describe(Fixture.context(.english, state: state)).indicators[3].value
        == .number("1.5"))
    #expect(
      StatisticsScreen.describe(Fixture.context(.russian, state: state)).indicators[3].value
        == .number("1,5"))
  }

  @Test(
    "Counts of a thousand and more are written as the language writes them",
    arguments: Tables.allCases)
  func thousands(_ tables: Tables) throws {
    let records = (0..<1011).map { Record(tracker: "a", day: today.adding(days: -$0)) }
    let state = try TrackerState(
      categories: [TrackerCategory(id: "c", title: "C")],
      trackers: [
        Tracker(
          id: "a", name: "A", category: "c", emoji: "🙂", color: Palette.colors[0],
          schedule: .everyDay, created: today.adding(days: -2000))
      ],
      records: records)
    for (language, written) in [(Language.english, "1,011"), (.russian, "1\u{00A0}011")] {
      let context = Fixture.context(language, tables: tables, state: state)
      let card = try #require(
        TrackersScreen.describe(context, query: TrackerQuery(day: today)).sections.first?.cards
          .first)
      #expect(card.counter.key == (language == .english ? "card.days.other" : "card.days.many"))
      #expect(card.counter.arguments == [.integer(1011)])
      #expect(card.counter.string.contains(written))
      let statistics = StatisticsScreen.describe(context)
      #expect(
        statistics.indicators.map(\.value)[0...2] == [
          .number(written), .number(written), .number(written),
        ])
    }
  }

  @Test("Tab bar: the selected tab sends nothing, the other switches", arguments: Tables.allCases)
  func tabBar(_ tables: Tables) {
    let bar = TrackersScreen.describe(
      Fixture.context(.russian, tables: tables), query: TrackerQuery(day: today)
    ).tabBar
    #expect(bar.items.map(\.title.key) == ["tabBar.trackers", "tabBar.statistics"])
    #expect(bar.items.map(\.isSelected) == [true, false])
    #expect(bar.items.map(\.intents) == [[], [.selectTab(.statistics)]])
  }

  @Test("Onboarding: both pages, the page control follows the page", arguments: Tables.allCases)
  func onboarding(_ tables: Tables) {
    let russian = Fixture.context(.russian, tables: tables)
    let first = OnboardingScreen.describe(russian, page: 1)
    #expect(first.pages.map(\.title.key) == ["onboarding.page1.title", "onboarding.page2.title"])
    #expect(first.pageControl.currentPage == 1)
    #expect(first.button.title?.keyOrContent == "onboarding.button")
    let second = OnboardingScreen.describe(russian, page: 2).pageControl.accessibilityLabel
    #expect(second.key == "onboarding.pageControl.accessibility")
    #expect(second.arguments == [.integer(2), .integer(2)])
    #expect(OnboardingScreen.describe(russian, page: 7).currentPage == 2)
  }
}
