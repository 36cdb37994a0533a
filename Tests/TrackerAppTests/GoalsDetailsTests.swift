import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

@testable import TrackerApp

/// The goals app's details and what opens from them, as a person meets them: the edit form
/// returns to the details it was opened from, Edit and Delete say their words, a reminder's
/// time is no button (its "×" removes it and says so), the calendar's "🔥" counts are spoken,
/// and a day before every habit starts does not invite the person to add a first one.
@Suite("The goals app: details, edit form, reminders, calendar streaks, empty days")
struct GoalsDetailsTests {
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  func session(_ state: TrackerState) -> AppSession {
    AppSession(
      state: state, today: Self.today, localizer: Localizer(language: .english), flavour: .goals)
  }

  /// The demo's habit with the most records, its details open over the week.
  func details() throws -> (AppSession, TrackerID) {
    var app = session(DemoState.make(today: Self.today))
    let id = try #require(
      app.state.trackers.max {
        app.state.records.count(for: $0.id) < app.state.records.count(for: $1.id)
      }?.id)
    try app.perform(.longPress(ElementID("trackers.card.\(id)")))
    #expect(app.stack.map(\.name) == ["week", "tracker-detail"])
    return (app, id)
  }

  @Test("Cancel, Esc and Save on an edit opened from the details return to the details")
  func editReturnsToDetails() throws {
    let (opened, id) = try details()
    var app = opened
    try app.perform(.tap("detail.edit"))
    #expect(app.stack.map(\.name) == ["week", "tracker-detail", "goal-form"])
    try app.perform(.tap("goalForm.cancel"))
    #expect(app.stack.map(\.name) == ["week", "tracker-detail"])
    try app.perform(.tap("detail.edit"))
    try app.perform(.back)
    #expect(app.stack.map(\.name) == ["week", "tracker-detail"])
    try app.perform(.tap("detail.edit"))
    try app.perform(.type("goalForm.name", "Read before bed"))
    try app.perform(.tap("goalForm.save"))
    #expect(app.stack.map(\.name) == ["week", "tracker-detail"])
    #expect(app.state.tracker(id)?.name == "Read before bed")
    #expect(app.screen.element(ElementID("detail.\(id)"))?.texts.title?.string == "Read before bed")
    // Saved after the warning that records are lost: back to the details too.
    try app.perform(.tap("detail.edit"))
    try app.perform(.tap("goalForm.start"))
    for _ in 0..<240 where app.screen.element("goalStartPicker.2026-11-23") == nil {
      try app.perform(.tap("goalStartPicker.next"))
    }
    try app.perform(.tap("goalStartPicker.2026-11-23"))
    try app.perform(.tap("goalForm.save"))
    #expect(app.current.name == "save-goal-changes")
    try app.perform(.tap("goalChangesConfirmation.save"))
    #expect(app.stack.map(\.name) == ["week", "tracker-detail"])
    #expect(app.state.tracker(id)?.created == Self.today)
  }

  @Test("Edit and Delete show their words beside their icons")
  func editAndDeleteHaveWords() throws {
    let (app, _) = try details()
    for (id, key) in [("detail.edit", "detail.edit"), ("detail.delete", "detail.delete")] {
      let button = try #require(app.screen.element(ElementID(id)))
      #expect(button.texts.title?.localizedKey == key)
      #expect(button.look.image != nil)
    }
  }

  @Test("A reminder's time is no button; its × removes it and says which it removes")
  func reminderRemovalIsExplicit() throws {
    var app = session(TrackerState())
    for act: UserAct in [
      .tap("week.add"), .tap("goalForm.reminders.add"), .tap("reminderPicker.hour.07"),
      .tap("reminderPicker.minute.30"), .tap("reminderPicker.add"),
    ] {
      try app.perform(act)
    }
    let chip = try #require(app.screen.element("goalForm.reminder.07:30"))
    #expect(chip.intents.isEmpty && chip.longPressIntents.isEmpty)
    #expect(throws: ActError.self) { try app.perform(.tap("goalForm.reminder.07:30")) }
    let remove = try #require(chip.children.first { $0.kind == .button })
    #expect(remove.id == "goalForm.reminder.07:30.remove")
    #expect(remove.look.image == .clearText)
    #expect(
      remove.texts.accessibilityLabel?.localizedKey == "goalForm.reminders.remove.accessibility")
    try app.perform(.tap("goalForm.reminder.07:30.remove"))
    #expect(app.screen.element("goalForm.reminder.07:30") == nil)
  }

  @Test("Each run of done days on the calendar says its length and last day to a screen reader")
  func calendarStreaksAreSpoken() throws {
    let (opened, id) = try details()
    var app = opened
    try app.perform(.back)
    try app.perform(.tap("week.calendar"))
    try app.perform(.tap(ElementID("calendar.tracker.\(id)")))
    let streaks = app.screen.allElements.filter { $0.kind == .streak }
    #expect(!streaks.isEmpty)
    for streak in streaks {
      let label = try #require(streak.texts.accessibilityLabel)
      #expect(label.localizedKey?.hasPrefix("calendar.streak.accessibility.") == true)
      #expect(label.localizedArguments.first == .integer(streak.number ?? -1))
      #expect(label.localizedArguments.count == 2)
    }
  }

  @Test(
    "A day before every habit starts says it has none; \"What will we track?\" only without habits")
  func dayBeforeHabitsStart() throws {
    let state = DemoState.make(today: Self.today)
    let first = try #require(state.trackers.map(\.created).min())
    let app = session(state)
    let before = WeekScreen.describe(app.context, day: first.adding(days: -1))
    #expect(before.sections.isEmpty)
    #expect(before.placeholder?.text.key == "week.placeholder.noHabits")
    let none = session(TrackerState())
    #expect(
      WeekScreen.describe(none.context, day: Self.today).placeholder?.text.key
        == "trackers.placeholder.empty")
  }
}
