import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

@Suite("The goals app's screens: week strip, calendar, details, offline banner")
struct GoalsScreenTests {
  let today = Fixture.today

  @Test("The week strip starts on Monday in Russian and on Sunday in English")
  func firstWeekday() {
    let russian = WeekStrip.describe(Fixture.context(.russian), selected: today).days.compactMap {
      $0
    }
    #expect(russian.map(\.day.weekday).first == .monday)
    #expect(
      russian.map(\.weekday.key)
        == ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map {
          "weekday.short." + $0
        })
    let english = WeekStrip.describe(Fixture.context(.english), selected: today).days.compactMap {
      $0
    }
    #expect(english.first?.day == today.adding(days: -1))
    #expect(english.map(\.weekday.key).first == "weekday.short.sunday")
    #expect(english.filter(\.isSelected).map(\.day) == [today])
    #expect(Language(code: "en-GB")?.firstWeekday == 1)
    #expect(Language(code: "pt-BR")?.firstWeekday == 7)
    #expect(Language(code: "ar")?.firstWeekday == 6)
  }

  @Test("A day is marked when every habit scheduled on it was done")
  func perfectDaysMarked() {
    let strip = WeekStrip.describe(Fixture.context(.russian), selected: today.adding(days: -6))
    let days = strip.days.compactMap { $0 }
    #expect(days.count == 7)
    for cell in days {
      #expect(cell.isPerfect == Fixture.state.isPerfect(cell.day))
    }
    #expect(days.contains { $0.isPerfect })
    #expect(days.contains { !$0.isPerfect })
  }

  @Test("On the week page a done tracker moves to the end of its section")
  func doneLast() {
    let screen = WeekScreen.describe(Fixture.context(.english), day: today)
    for section in screen.sections {
      let done = section.cards.map(\.isDone)
      #expect(done == done.sorted { !$0 && $1 })
    }
    #expect(
      screen.sections.flatMap(\.cards).allSatisfy {
        $0.menuIntents == [.open(.trackerDetail($0.tracker))]
      })
  }

  @Test(
    "The calendar: weeks of seven, blanks outside the month, month switching",
    arguments: Tables.allCases)
  func calendarGrid(_ tables: Tables) throws {
    let screen = CalendarScreen.describe(
      Fixture.context(.russian, tables: tables), month: today, selected: today)
    #expect(
      MainScreenTests.shape(.localized(screen.title))
        == "calendar.title.format(2026, 11, 1, month.11)")
    #expect(screen.weeks.allSatisfy { $0.count == 7 })
    #expect(screen.weeks.joined().compactMap { $0 }.count == 30)
    // 1 November 2026 is a Sunday: the last column of the first Russian week.
    #expect(screen.weeks[0].prefix(6).allSatisfy { $0 == nil })
    #expect(screen.weeks[0][6]?.day == Day(year: 2026, month: 11, day: 1))
    #expect(
      screen.previousMonthButton.intents == [
        .showMonth(try #require(Day(year: 2026, month: 10, day: 1)))
      ])
    #expect(
      screen.nextMonthButton.intents == [
        .showMonth(try #require(Day(year: 2026, month: 12, day: 1)))
      ])
    #expect(screen.streakRows.isEmpty)
    let december = CalendarScreen.describe(
      Fixture.context(.english, tables: tables), month: today.addingMonths(1), selected: today)
    #expect(december.title.arguments.first == .integer(2026))
    #expect(
      MainScreenTests.shape(.localized(december.title))
        == "calendar.title.format(2026, 12, 1, month.12)")
    #expect(
      december.weeks.joined().compactMap { $0 }.allSatisfy { $0.isDone == nil && !$0.isPerfect })
  }

  @Test(
    "The calendar shows a chosen tracker's done days, its runs and its streaks",
    arguments: Tables.allCases)
  func calendarTracker(_ tables: Tables) throws {
    let screen = CalendarScreen.describe(
      Fixture.context(.russian, tables: tables), month: today, selected: today, tracker: "t1")
    let cells = screen.weeks.joined().compactMap { $0 }
    let done = cells.filter { $0.isDone == true }.map(\.day.dayOfMonth)
    #expect(done == [13, 16, 18, 20, 23])
    #expect(cells.first { $0.day == today }?.streak == 5)
    #expect(cells.first { $0.day.dayOfMonth == 24 }?.isDone == nil)
    #expect(
      screen.streakRows.map { $0.subtitle.map(Self.shape) } == [
        "card.days.many(5)", "card.days.many(5)",
      ])
    #expect(
      screen.trackerRows.filter { $0.accessory == .checkmark }.map(\.id) == ["calendar.tracker.t1"])
  }

  /// A text as a test reads it: its key with its arguments, or the user's «words».
  static func shape(_ text: DisplayText) -> String {
    switch text {
    case .localized(let text): MainScreenTests.shape(.localized(text))
    case .content, .number: text.keyOrContent
    }
  }

  @Test(
    "Details: notes, goal, start, streaks and progress with plural forms",
    arguments: Tables.allCases)
  func details(_ tables: Tables) throws {
    let screen = try #require(
      TrackerDetailScreen.describe(Fixture.context(.russian, tables: tables), tracker: "t1"))
    #expect(screen.notes == .content("Фикус, кактус и орхидея на подоконнике"))
    #expect(
      screen.rows.map { $0.subtitle.map(Self.shape) } == [
        "«Домашний уют»", "goal.weeks.many(10)", "date.long.format(2026, 9, 24, month.format.9)",
        "common.listSeparator(time.format(«08», «30»), time.format(«21», «00»))",
        "card.days.many(5)", "card.days.many(5)",
      ])
    #expect(screen.progress?.percent == 16)
    #expect(
      screen.progress.map { MainScreenTests.shape(.localized($0.detail)) }
        == "detail.progress.many(30, 5)")
    #expect(screen.editButton.intents == [.open(.goalForm(.edit("t1")))])
    #expect(TrackerDetailScreen.describe(Fixture.context(.russian), tracker: "t2")?.progress == nil)
    #expect(TrackerDetailScreen.describe(Fixture.context(.russian), tracker: "nope") == nil)
    let context = Fixture.context(.russian, tables: tables)
    let goals = [Goal.months(1), .weeks(3), .days(21)].map {
      MainScreenTests.shape(.localized(TrackerDetailScreen.goalText($0, context)))
    }
    #expect(goals == ["goal.months.one(1)", "goal.weeks.few(3)", "goal.days.one(21)"])
  }

  @Test(
    "Moving the start: straight away without loss, else through a warning that counts the records",
    arguments: Tables.allCases)
  func moveStart(_ tables: Tables) {
    let context = Fixture.context(.russian, tables: tables)
    #expect(
      StartDayChange.intents(context, tracker: "t6", to: today.adding(days: -365)) == [
        .apply(.moveStart("t6", to: today.adding(days: -365)))
      ])
    #expect(
      StartDayChange.intents(context, tracker: "t6", to: today) == [
        .open(.moveStartConfirmation("t6", to: today))
      ])
    let sheet = StartDayChange.confirmation(context, tracker: "t6", to: today)
    #expect(
      sheet.title.map { MainScreenTests.shape(.localized($0)) }
        == "moveStart.warning.many(11, moveStart.date.format(2026, 11, 23))")
    #expect(
      sheet.buttons[0].intents == [
        .apply(.moveStart("t6", to: today, confirmedLoss: 11)), .dismiss,
      ])
  }

  @Test("Offline, every screen shows the banner at the top; online, none does")
  func offlineBannerEverywhere() {
    let offline = Fixture.context(.english, connection: .offline(pendingChanges: 2))
    let online = Fixture.context(.english)
    for (offlineScreen, onlineScreen) in zip(everyScreen(offline), everyScreen(online)) {
      let lines = ScreenText.render(offlineScreen).split(separator: "\n")
      #expect(
        lines.dropFirst().first
          == "  banner #offlineBanner \"\(offline.localizer.text(.offlineTitle).string)\" \"\(offline.localizer.plural(.offlinePending, count: 2).string)\""
      )
      #expect(!ScreenText.render(onlineScreen).contains("banner"))
    }
  }

  /// One description of every screen that can show the banner.
  private func everyScreen(_ context: ScreenContext) -> [any ScreenElementConvertible] {
    var screens: [any ScreenElementConvertible] = []
    screens.append(OnboardingScreen.describe(context, page: 1))
    screens.append(TrackerTypeScreen.describe(context))
    screens.append(TrackerFormScreen.describe(context, form: .new(.habit)))
    screens.append(CategoryListScreen.describe(context, chosen: nil))
    screens.append(CategoryFormScreen.describe(context, typed: ""))
    screens.append(ScheduleScreen.describe(context, days: .everyDay))
    screens.append(TrackersScreen.describe(context, query: TrackerQuery(day: today)))
    screens.append(FiltersScreen.describe(context, current: .all))
    screens.append(StatisticsScreen.describe(context))
    screens.append(WeekScreen.describe(context, day: today))
    screens.append(CalendarScreen.describe(context, month: today, selected: today))
    if let detail = TrackerDetailScreen.describe(context, tracker: "t1") { screens.append(detail) }
    return screens
  }
}
