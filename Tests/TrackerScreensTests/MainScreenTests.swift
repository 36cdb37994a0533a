import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

@Suite("The main screen, filters, tracker menu and statistics")
struct MainScreenTests {
  let russian = Fixture.context(.russian)
  let english = Fixture.context(.english)
  let today = Fixture.today

  func cards(_ screen: TrackersScreen) -> [TrackerCard] { screen.sections.flatMap(\.cards) }

  @Test("Pinned first, then categories in creation order; cards sorted by name")
  func sections() {
    let screen = TrackersScreen.describe(russian, query: TrackerQuery(day: today))
    #expect(screen.sections.map(\.title.string) == ["Закрепленные", "Домашний уют", "Учёба"])
    #expect(
      screen.sections.map { $0.cards.map(\.name) } == [
        ["Английский"],
        ["Йога", "Кошка заслонила камеру на созвоне", "Поливать растения", Fixture.familyName],
        [Fixture.name38],
      ])
  }

  @Test("The date is written dd.MM.yy and opens the calendar")
  func date() {
    let screen = TrackersScreen.describe(russian, query: TrackerQuery(day: today))
    #expect(screen.dateButton.title?.string == "23.11.26")
    #expect(screen.dateButton.intents == [.open(.datePicker)])
    #expect(
      TrackersScreen.describe(english, query: TrackerQuery(day: today)).dateButton.title?.string
        == "23.11.26")
  }

  @Test("Cards: counter with the right plural, done state, accessibility label")
  func cardContents() throws {
    let screen = TrackersScreen.describe(russian, query: TrackerQuery(day: today))
    let byID = Dictionary(uniqueKeysWithValues: cards(screen).map { ($0.tracker, $0) })
    #expect(byID["t1"]?.counter.string == "5 дней")
    #expect(byID["t2"]?.counter.string == "21 день")
    #expect(byID["t3"]?.counter.string == "0 дней")
    #expect(byID["t4"]?.counter.string == "2 дня")
    #expect(byID["t5"]?.counter.string == "1 день")
    #expect(byID["t7"]?.counter.string == "22 дня")
    let plants = try #require(byID["t1"])
    #expect(plants.isDone)
    #expect(plants.doneButton.image == .checkmark)
    #expect(plants.doneButton.intents == [.apply(.markUndone("t1", on: today))])
    #expect(plants.accessibilityLabel.string == "Поливать растения, 5 дней, выполнено")
    let cat = try #require(byID["t3"])
    #expect(
      cat.accessibilityLabel.string == "Кошка заслонила камеру на созвоне, 0 дней, не выполнено")
    #expect(cat.doneButton.image == .plus)
    #expect(cat.doneButton.intents == [.apply(.markDone("t3", on: today))])
    let tuesday = TrackersScreen.describe(russian, query: TrackerQuery(day: today.adding(days: -6)))
    #expect(cards(tuesday).first { $0.tracker == "t6" }?.counter.string == "11 дней")
  }

  @Test("The done button is disabled for a day after today")
  func futureDay() {
    let screen = TrackersScreen.describe(english, query: TrackerQuery(day: today.adding(days: 7)))
    #expect(!cards(screen).isEmpty)
    for card in cards(screen) {
      #expect(!card.doneButton.isEnabled)
      #expect(card.doneButton.intents.isEmpty)
      #expect(card.doneButton.accessibilityLabel?.key == "card.doneButton.future.accessibility")
    }
  }

  @Test("A day without trackers: the empty placeholder and no Filters button")
  func emptyDay() {
    let screen = TrackersScreen.describe(
      russian, query: TrackerQuery(day: today, search: "йога", filter: .all))
    #expect(screen.placeholder == nil)
    let nothing = TrackersScreen.describe(
      Fixture.context(.russian, state: TrackerState()), query: TrackerQuery(day: today))
    #expect(nothing.placeholder?.text.string == "Что будем отслеживать?")
    #expect(nothing.placeholder?.image == .placeholderNoTrackers)
    #expect(nothing.filtersButton == nil)
    #expect(nothing.sections.isEmpty)
  }

  @Test("Search or filter that finds nothing: the Nothing found placeholder, Filters still there")
  func nothingFound() {
    let search = TrackersScreen.describe(
      russian, query: TrackerQuery(day: today, search: "плавание"))
    #expect(search.placeholder?.text.string == "Ничего не найдено")
    #expect(search.placeholder?.image == .placeholderNothingFound)
    #expect(search.filtersButton != nil)
    #expect(search.searchCancelButton?.intents == [.search("")])
    let tomorrow = today.adding(days: 1)
    let filtered = TrackersScreen.describe(
      russian, query: TrackerQuery(day: tomorrow, filter: .completed))
    #expect(filtered.placeholder?.text.string == "Ничего не найдено")
  }

  @Test("Search ignores case and ё/е on the screen too")
  func search() {
    let screen = TrackersScreen.describe(russian, query: TrackerQuery(day: today, search: "СЕМЬЕЙ"))
    #expect(cards(screen).map(\.name) == [Fixture.familyName])
  }

  @Test("Filters: four rows, the checkmark on the current one")
  func filters() {
    let screen = FiltersScreen.describe(russian, current: .completed)
    #expect(
      screen.rows.map(\.title.string) == [
        "Все трекеры", "Трекеры на сегодня", "Завершенные", "Не завершенные",
      ])
    #expect(screen.rows.map(\.accessory) == [.none, .none, .checkmark, .none])
    #expect(screen.rows[1].intents == [.selectFilter(.today), .dismiss])
  }

  @Test("Tracker menu: Pin or Unpin, Edit, Delete; the confirmation deletes")
  func trackerMenu() throws {
    let pinned = try #require(TrackerMenuScreen.describe(russian, tracker: "t2", day: today))
    #expect(
      pinned.menu.buttons.map { $0.title?.string } == ["Открепить", "Редактировать", "Удалить"])
    #expect(pinned.menu.buttons[0].intents == [.apply(.unpin("t2")), .dismiss])
    let unpinned = try #require(TrackerMenuScreen.describe(russian, tracker: "t1", day: today))
    #expect(unpinned.menu.buttons.first?.title?.string == "Закрепить")
    #expect(TrackerMenuScreen.describe(russian, tracker: "nope", day: today) == nil)
    let sheet = TrackerMenuScreen.deleteConfirmation(russian, tracker: "t1")
    #expect(sheet.title?.string == "Уверены, что хотите удалить трекер?")
    #expect(
      sheet.buttons.map(\.intents) == [[.apply(.deleteTracker("t1")), .dismiss], [.dismiss]])
  }

  @Test("Statistics: the placeholder without records, else four indicators")
  func statistics() {
    let empty = StatisticsScreen.describe(Fixture.context(.russian, state: TrackerState()))
    #expect(empty.placeholder?.text.string == "Анализировать пока нечего")
    #expect(empty.indicators.isEmpty)
    let screen = StatisticsScreen.describe(russian)
    #expect(screen.placeholder == nil)
    #expect(
      screen.indicators.map(\.title.string) == [
        "Лучший период", "Идеальные дни", "Трекеров завершено", "Среднее значение",
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

  @Test("Tab bar: the selected tab sends nothing, the other switches")
  func tabBar() {
    let bar = TrackersScreen.describe(russian, query: TrackerQuery(day: today)).tabBar
    #expect(bar.items.map(\.title.string) == ["Трекеры", "Статистика"])
    #expect(bar.items.map(\.isSelected) == [true, false])
    #expect(bar.items.map(\.intents) == [[], [.selectTab(.statistics)]])
  }

  @Test("Onboarding: both pages, the page control follows the page")
  func onboarding() {
    let first = OnboardingScreen.describe(russian, page: 1)
    #expect(
      first.pages.map(\.title.string) == [
        "Отслеживайте только то, что хотите", "Даже если это не литры воды и йога",
      ])
    #expect(first.pageControl.currentPage == 1)
    #expect(first.button.title?.string == "Вот это технологии!")
    #expect(
      OnboardingScreen.describe(russian, page: 2).pageControl.accessibilityLabel.string.contains(
        "2"))
    #expect(OnboardingScreen.describe(russian, page: 7).currentPage == 2)
  }
}
