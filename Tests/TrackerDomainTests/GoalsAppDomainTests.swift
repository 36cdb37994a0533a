import Testing
import TrackerDomain

/// The goals app's domain: preset categories, start days on create and edit,
/// reminders that are due, and the changes waiting for the server.
@Suite("The goals app's domain")
struct GoalsAppDomainTests {
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
  var today: Day { Self.today }

  func draft(
    _ name: String = "Read", category: GoalCategory = .academic, start: Day? = nil,
    goal: Goal? = .days(30), reminders: [ReminderTime] = []
  ) -> TrackerDraft {
    TrackerDraft(
      name: name, category: category.id, emoji: category.emoji, color: category.color,
      schedule: .everyDay, goal: goal, start: start, reminders: reminders)
  }

  func time(_ text: String) -> ReminderTime {
    ReminderTime(text) ?? .nineInTheMorning
  }

  @Test("A habit in a preset category adds the category once, with no title of its own")
  func presetCategory() throws {
    var state = try TrackerState().applying(.createTracker(draft(), id: "h1"), today: today)
    state = try state.applying(.createTracker(draft("Write"), id: "h2"), today: today)
    #expect(state.categories.map(\.id) == [GoalCategory.academic.id])
    #expect(state.categories.first?.preset == .academic)
    #expect(state.categories.first?.title == "")
    #expect(GoalCategory(id: "goals.quit-bad-habit") == .quitBadHabit)
    #expect(GoalCategory(id: "academic") == nil)
    // The user's own category may take the preset's title in their language.
    state = try state.applying(.createCategory(title: "Academic", id: "c1"), today: today)
    #expect(state.categories.count == 2)
  }

  @Test("A new habit starts on the chosen day; an edit that would drop records is refused")
  func startDays() throws {
    let start = today.adding(days: -10)
    var state = try TrackerState().applying(
      .createTracker(draft(start: start), id: "h1"), today: today)
    #expect(state.tracker("h1")?.created == start)
    state = try state.applying(.markDone("h1", on: today.adding(days: -9)), today: today)
    var edited = draft(start: today.adding(days: -5))
    #expect(throws: TrackerActionError.unconfirmedRecordLoss("h1", records: 1)) {
      try state.applying(.editTracker("h1", edited), today: today)
    }
    state = try state.applying(
      .moveStart("h1", to: today.adding(days: -5), confirmedLoss: 1), today: today)
    edited.name = "Read more"
    state = try state.applying(.editTracker("h1", edited), today: today)
    #expect(state.tracker("h1")?.name == "Read more")
    #expect(state.records.count(for: "h1") == 0)
    // An earlier start loses nothing and needs no warning.
    state = try state.applying(
      .editTracker("h1", draft(start: today.adding(days: -20))), today: today)
    #expect(state.tracker("h1")?.created == today.adding(days: -20))
  }

  @Test("Reminder times read and write as HH:MM, sorted, each once")
  func reminderTimes() {
    #expect(ReminderTime("08:05")?.description == "08:05")
    #expect(ReminderTime("24:00") == nil)
    #expect(ReminderTime("8:05") == nil)
    #expect(ReminderTime("08:60") == nil)
    let tracker = Tracker(
      id: "h", name: "x", category: "c", emoji: "🙂", color: GoalCategory.work.color,
      schedule: .everyDay, created: today,
      reminders: [time("21:00"), time("08:30"), time("21:00")])
    #expect(tracker.reminders == [time("08:30"), time("21:00")])
  }

  @Test("Reminders are due on days the habit counts, until it is done, within its goal")
  func remindersDue() throws {
    var state = try TrackerState().applying(
      .createTracker(
        draft(start: today.adding(days: -2), goal: .days(5), reminders: [time("20:00")]),
        id: "h1"), today: today)
    state = try state.applying(
      .createTracker(draft("Run", reminders: [time("07:00"), time("20:00")]), id: "h2"),
      today: today)
    #expect(
      state.remindersDue(on: today).map { "\($0.tracker) \($0.time)" } == [
        "h2 07:00", "h1 20:00", "h2 20:00",
      ])
    // Done today: nothing more for it today.
    state = try state.applying(.markDone("h2", on: today), today: today)
    #expect(state.remindersDue(on: today).map(\.tracker) == ["h1"])
    // Before the start, and after the goal's last day (the fifth from the start).
    #expect(state.remindersDue(on: today.adding(days: -3)).isEmpty)
    #expect(state.remindersDue(on: today.adding(days: 2)).map(\.tracker) == ["h2", "h1", "h2"])
    #expect(state.remindersDue(on: today.adding(days: 3)).map(\.tracker) == ["h2", "h2"])
  }

  @Test("Waiting changes keep their order and ids, even after the list has emptied")
  func pendingChanges() throws {
    var pending = PendingChanges()
    try pending.append(.markDone("h1", on: today))
    try pending.append(.markUndone("h1", on: today))
    try pending.append(.deleteTracker("h1"))
    #expect(pending.changes.map(\.id) == [1, 2, 3])
    #expect(pending.removeSent([1, 3, 99]) == 2)
    #expect(pending.changes.map(\.action) == [.markUndone("h1", on: today)])
    #expect(pending.removeSent([2]) == 1)
    try pending.append(.pin("h2"))
    #expect(pending.changes.map(\.id) == [4])
    #expect(PendingChanges(changes: pending.changes, nextID: 4) == nil)
    #expect(PendingChanges(changes: pending.changes, nextID: 5) == pending)
  }

  @Test("Ids stop at 2^53 - 1: the last one is given, then a change is refused, not trapped")
  func lastChangeID() throws {
    let largest = PendingChanges.largestID
    #expect(largest == (1 << 53) - 1)
    let last = PendingChange(id: largest, action: .pin("h1"))
    #expect(PendingChanges(changes: [last], nextID: largest + 1) != nil)
    #expect(PendingChanges(changes: [last], nextID: largest + 2) == nil)
    #expect(PendingChanges(changes: [], nextID: Int.max) == nil)
    #expect(
      PendingChanges(changes: [PendingChange(id: largest + 1, action: .pin("h1"))], nextID: Int.max)
        == nil)
    var nearlyFull = try #require(PendingChanges(changes: [], nextID: largest))
    try nearlyFull.append(.pin("h1"))
    #expect(nearlyFull.changes.map(\.id) == [largest])
    let full = nearlyFull
    #expect(throws: TrackerActionError.noChangeIDLeft) { try nearlyFull.append(.unpin("h1")) }
    #expect(nearlyFull == full)
  }

  @Test("A change is kept with the ids and start day it was given")
  func recorded() throws {
    let state = TrackerState()
    let action = TrackerAction.createTracker(draft())
    let next = try state.applying(action, today: today)
    var resolved = draft()
    resolved.start = today
    #expect(state.recorded(action, after: next, today: today) == .createTracker(resolved, id: "t1"))
    let category = TrackerAction.createCategory(title: "Home")
    let withCategory = try state.applying(category, today: today)
    #expect(
      state.recorded(category, after: withCategory, today: today)
        == .createCategory(title: "Home", id: "c1"))
  }
}
