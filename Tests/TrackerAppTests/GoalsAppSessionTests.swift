import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

@testable import TrackerApp

/// The goals app's forms, reminders and changes waiting for the server, driven
/// through acts on element ids; texts are compared by key, plural form and arguments.
@Suite("The goals app: forms, reminders, waiting changes")
struct GoalsAppSessionTests {
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  func session(_ state: TrackerState = TrackerState()) -> AppSession {
    AppSession(
      state: state, today: Self.today, localizer: Localizer(language: .russian),
      connection: .offline(pendingChanges: 0), flavour: .goals)
  }

  func perform(_ acts: [UserAct], on session: inout AppSession) throws {
    for act in acts { try session.perform(act) }
  }

  @Test("Save is enabled only when the form is valid, and each invalid field says why")
  func validation() throws {
    var app = session()
    try app.perform(.tap("week.add"))
    #expect(app.current.name == "goal-form")
    #expect(app.screen.element("goalForm.create")?.state.isEnabled == false)
    try perform(
      [
        .type("goalForm.name", String(repeating: "ж", count: 39)),
        .type("goalForm.goal.count", "0"),
      ],
      on: &app)
    #expect(
      app.screen.element("goalForm.name")?.texts.error?.localizedKey
        == "trackerForm.name.limit.many")
    let countError = try #require(app.screen.element("goalForm.goal.count")?.texts.error)
    #expect(countError.localizedKey == "goalForm.goal.count.error")
    #expect(countError.localizedArguments == [.integer(1), .integer(10_000)])
    try perform(
      [
        .type("goalForm.name", "Читать"), .type("goalForm.goal.count", "3"),
        .tap("goalForm.goal.weeks"), .tap("goalForm.category"), .tap("goalCategories.health"),
      ], on: &app)
    #expect(app.screen.element("goalForm.goal.count")?.texts.error == nil)
    #expect(app.screen.element("goalForm.create")?.state.isEnabled == true)
    // Forever needs no number.
    try perform([.type("goalForm.goal.count", "x"), .tap("goalForm.goal.forever")], on: &app)
    #expect(app.screen.element("goalForm.goal.count") == nil)
    #expect(app.screen.element("goalForm.create")?.state.isEnabled == true)
  }

  @Test("A habit created with a start, a goal and reminders; each change waits for the server")
  func createAndSync() throws {
    var app = session()
    try perform(
      [
        .tap("week.add"), .type("goalForm.name", "Бегать"), .tap("goalForm.category"),
        .tap("goalCategories.health"), .tap("goalForm.start"),
        .tap("goalStartPicker.2026-11-20"), .type("goalForm.goal.count", "30"),
        .tap("goalForm.reminders.add"), .tap("reminderPicker.hour.07"),
        .tap("reminderPicker.minute.30"), .tap("reminderPicker.add"), .tap("goalForm.create"),
      ], on: &app)
    #expect(app.current.name == "week")
    let tracker = try #require(app.state.trackers.first)
    #expect(tracker.category == GoalCategory.health.id)
    #expect(tracker.created == Self.today.adding(days: -3))
    #expect(tracker.goal == .days(30))
    #expect(tracker.reminders.map(\.description) == ["07:30"])
    #expect(tracker.schedule == .everyDay)
    // Tapping the card marks it done; then undone by its button: three changes wait.
    try app.perform(.tap(ElementID("trackers.card.\(tracker.id).done")))
    try app.perform(.tap(ElementID("trackers.card.\(tracker.id).done")))
    try app.perform(.tap(ElementID("trackers.card.\(tracker.id)")))
    #expect(app.pendingChanges.map(\.id) == [1, 2, 3, 4])
    #expect(
      app.pendingChanges.map(\.action).dropFirst() == [
        .markDone(tracker.id, on: Self.today), .markUndone(tracker.id, on: Self.today),
        .markDone(tracker.id, on: Self.today),
      ])
    guard case .createTracker(let draft, let id) = app.pendingChanges[0].action else {
      Issue.record("\(app.pendingChanges[0])")
      return
    }
    #expect(id == tracker.id)
    #expect(draft.start == tracker.created)
    let banner = try #require(app.screen.element("offlineBanner")?.texts.detail)
    #expect(banner.localizedKey == "offline.pending.few")
    #expect(banner.localizedArguments == [.integer(4)])
    #expect(app.changesSent([1, 2]) == 2)
    #expect(app.pendingChanges.map(\.id) == [3, 4])
    #expect(app.screen.element("offlineBanner")?.texts.detail?.localizedArguments == [.integer(2)])
    #expect(app.changesSent([3, 4, 3]) == 2)
    #expect(app.screen.element("offlineBanner")?.texts.detail?.localizedKey == "offline.saved")
  }

  @Test("An edit that moves the start later warns with the count first, then drops the records")
  func editWithWarning() throws {
    var app = session(DemoState.make(today: Self.today))
    let id = try #require(app.state.trackers.first { app.state.records.count(for: $0.id) > 3 }?.id)
    let lost = app.state.recordsLost(movingStartOf: id, to: Self.today)
    try perform(
      [
        .longPress(ElementID("trackers.card.\(id)")), .tap("detail.edit"),
        .type("goalForm.goal.count", "5"),
        .tap("goalForm.goal.days"), .tap("goalForm.start"),
      ], on: &app)
    for _ in 0..<24 where app.screen.element("goalStartPicker.2026-11-23") == nil {
      try app.perform(.tap("goalStartPicker.next"))
    }
    try perform([.tap("goalStartPicker.2026-11-23"), .tap("goalForm.save")], on: &app)
    #expect(app.current.name == "save-goal-changes")
    #expect(app.state.records.count(for: id) > 0)
    let question = try #require(app.screen.texts.title)
    #expect(question.localizedArguments.first == .integer(lost))
    try app.perform(.tap("goalChangesConfirmation.save"))
    // Back to the details the edit was opened from.
    #expect(app.current.name == "tracker-detail")
    #expect(app.state.tracker(id)?.created == Self.today)
    #expect(app.state.tracker(id)?.goal == .days(5))
    #expect(
      app.pendingChanges.map(\.action).first == .moveStart(id, to: Self.today, confirmedLoss: lost))
  }

  @Test("Delete from the details, after its warning")
  func delete() throws {
    var app = session(DemoState.make(today: Self.today))
    let id = try #require(app.state.trackers.first?.id)
    try perform(
      [
        .longPress(ElementID("trackers.card.\(id)")), .tap("detail.delete"),
        .tap("trackerDeleteConfirmation.delete"),
      ],
      on: &app)
    #expect(app.state.tracker(id) == nil)
    #expect(app.current.name == "week")
    #expect(app.pendingChanges.map(\.action) == [.deleteTracker(id)])
  }

  @Test("Reminder notifications: localized title and body with the habit's title, none once done")
  func notifications() throws {
    var app = session()
    try perform(
      [
        .tap("week.add"), .type("goalForm.name", "Бегать"), .tap("goalForm.category"),
        .tap("goalCategories.work"), .tap("goalForm.goal.forever"), .tap("goalForm.reminders.add"),
        .tap("reminderPicker.add"), .tap("goalForm.create"),
      ], on: &app)
    let due = ReminderNotification.due(app.context, on: Self.today)
    #expect(due.map(\.time.description) == ["09:00"])
    #expect(due.first?.title.key == "reminder.notification.title")
    #expect(due.first?.body.key == "reminder.notification.body")
    #expect(due.first?.body.arguments == [.text("Бегать")])
    try app.perform(.tap("trackers.card.t1"))
    #expect(ReminderNotification.due(app.context, on: Self.today).isEmpty)
  }

  @Test("The first app's edit form keeps a habit's reminders; a preset is renamed from its title")
  func firstAppKeepsGoalsFields() throws {
    var goals = session()
    try perform(
      [
        .tap("week.add"), .type("goalForm.name", "Бегать"), .tap("goalForm.category"),
        .tap("goalCategories.health"), .tap("goalForm.goal.forever"),
        .tap("goalForm.reminders.add"), .tap("reminderPicker.add"), .tap("goalForm.create"),
      ], on: &goals)
    var app = AppSession(
      state: goals.state, today: Self.today, localizer: Localizer(language: .russian))
    try perform(
      [
        .longPress("trackers.card.t1"), .tap("trackerMenu.edit"),
        .type("trackerForm.name", "Бегать утром"), .tap("trackerForm.save"),
      ], on: &app)
    #expect(app.state.tracker("t1")?.reminders == [.nineInTheMorning])
    #expect(app.state.tracker("t1")?.goal == .forever)
    try perform(
      [
        .longPress("trackers.card.t1"), .tap("trackerMenu.edit"), .tap("trackerForm.category"),
        .longPress(ElementID("categories.row.goals.health")), .tap("categoryMenu.edit"),
      ], on: &app)
    guard case .categoryForm(let typed, _) = app.current else {
      Issue.record("\(app.current)")
      return
    }
    #expect(typed == app.context.categoryTitle(GoalCategory.health.id).string)
    #expect(!typed.isEmpty)
  }

  @Test("Save Changes with nothing changed closes the form and queues nothing")
  func saveUnchanged() throws {
    var app = session(DemoState.make(today: Self.today))
    let id = try #require(app.state.trackers.first?.id)
    let before = app.state
    try perform(
      [.longPress(ElementID("trackers.card.\(id)")), .tap("detail.edit"), .tap("goalForm.save")],
      on: &app)
    #expect(app.current.name == "tracker-detail")
    #expect(app.state == before)
    #expect(app.pendingChanges.isEmpty)
  }

  @Test("A day picked on the month calendar is the week page's day, with its habits")
  func calendarPicksTheWeeksDay() throws {
    var app = session(DemoState.make(today: Self.today))
    try app.perform(.tap("week.calendar"))
    #expect(app.screen.initialFocus == "calendar.2026-11-23")
    let picked = try #require(Day(year: 2026, month: 11, day: 17))
    try app.perform(.tap("calendar.2026-11-17"))
    #expect(app.current == .week(day: picked))
    let listed = app.screen.allElements.filter { $0.kind == .card }.count
    let feed = app.state.feed(for: TrackerQuery(day: picked), today: Self.today)
    #expect(listed == feed.sections.reduce(0) { $0 + $1.trackers.count })
    #expect(listed > 0)
  }

  @Test("A front end without a server keeps no waiting changes and shows no offline banner")
  func noServer() throws {
    var app = AppSession(
      state: DemoState.make(today: Self.today), today: Self.today,
      localizer: Localizer(language: .english), connection: .offline(pendingChanges: 0),
      flavour: .goals, hasServer: false)
    #expect(app.screen.allElements.allSatisfy { $0.kind != .banner })
    try perform(
      [
        .tap("week.add"), .type("goalForm.name", "Бегать"), .tap("goalForm.category"),
        .tap("goalCategories.health"), .type("goalForm.goal.count", "30"),
        .tap("goalForm.create"),
      ], on: &app)
    #expect(app.state.trackers.contains { $0.name == "Бегать" })
    #expect(app.pendingChanges.isEmpty)
    #expect(app.screen.allElements.allSatisfy { $0.kind != .banner })
  }

  @Test("The first app keeps no waiting changes")
  func firstApp() throws {
    var app = AppSession(
      state: DemoState.make(today: Self.today), today: Self.today,
      localizer: Localizer(language: .english))
    let id = try #require(
      app.state.trackers.first { $0.schedule?.contains(Self.today.weekday) ?? true }?.id)
    try app.perform(.tap(ElementID("trackers.card.\(id).done")))
    #expect(app.pendingChanges.isEmpty)
  }
}

extension DisplayText {
  /// The table key of a text from the tables.
  var localizedKey: String? {
    if case .localized(let text) = self { return text.key }
    return nil
  }

  /// The arguments of a text from the tables.
  var localizedArguments: [TextArgument] {
    if case .localized(let text) = self { return text.arguments }
    return []
  }
}
