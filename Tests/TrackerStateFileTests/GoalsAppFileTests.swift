import Testing
import TrackerDomain
import TrackerStateFile

/// What the goals app adds to the state file: preset categories, reminder
/// times and the changes waiting for the server.
@Suite("The goals app in the state file")
struct GoalsAppFileTests {
  /// A goals-app state with a change of every kind waiting.
  static func goalsState() throws -> TrackerState {
    let health = GoalCategory.health
    let draft = TrackerDraft(
      name: "Бегать", category: health.id, emoji: health.emoji, color: health.color,
      schedule: .everyDay, notes: "По утрам", goal: .weeks(4), start: today,
      reminders: [ReminderTime(hour: 7, minute: 30), ReminderTime(hour: 21, minute: 0)]
        .compactMap { $0 })
    var state = try TrackerState().applying(.createTracker(draft, id: "t1"), today: today)
    state = try state.applying(.markDone("t1", on: today), today: today)
    let actions: [TrackerAction] = [
      .createCategory(title: "Дом", id: "c1"), .renameCategory("c1", title: "Дача"),
      .deleteCategory("c1"), .createTracker(draft, id: "t1"), .editTracker("t1", draft),
      .pin("t1"), .unpin("t1"), .markDone("t1", on: today), .markUndone("t1", on: today),
      .moveStart("t1", to: today, confirmedLoss: 2), .deleteTracker("t9"),
    ]
    for action in actions { try state.pendingChanges.append(action) }
    state.pendingChanges.removeSent([1])
    return state
  }

  @Test("Presets, reminders and every kind of waiting change read back as written")
  func roundTrip() throws {
    let state = try Self.goalsState()
    let text = StateFile.write(state)
    #expect(text.contains("{\"preset\": \"health\"}"))
    #expect(text.contains("\"reminders\": [\"07:30\", \"21:00\"]"))
    #expect(text.contains("\"pending\": {\"next\": 12, \"changes\": [\n"))
    let again = try read(text)
    #expect(again == state)
    #expect(again.pendingChanges.changes.map(\.id) == Array(2...11))
    #expect(StateFile.write(again) == text)
  }

  @Test("A file without the goals app's fields is written as before, with no pending changes")
  func firstAppUnchanged() throws {
    let text = """
      {"categories": [{"id": "home", "title": "Дом"}], "trackers": [], "records": []}
      """
    let state = try read(text)
    #expect(state.pendingChanges.isEmpty)
    #expect(!StateFile.write(state).contains("pending"))
    var emptied = state
    try emptied.pendingChanges.append(.deleteCategory("home"))
    emptied.pendingChanges.removeSent([1])
    // Ids are never given twice: the next one is kept once the list is empty.
    #expect(StateFile.write(emptied).contains("\"pending\": {\"next\": 2, \"changes\": []}"))
    #expect(try read(StateFile.write(emptied)).pendingChanges.nextID == 2)
  }

  @Test("Errors name the value at fault")
  func errors() {
    #expect(
      failure(#"{"categories": [{"preset": "sport"}]}"#)?.problem
        == .unknownPreset("sport", known: GoalCategory.allCases.map(\.rawValue)))
    #expect(
      failure(#"{"categories": [{"preset": "work", "title": "Работа"}]}"#)?.problem
        == .presetWithField("title"))
    let tracker =
      #"{"id": "t1", "name": "x", "category": "goals.work", "emoji": "💼", "color": 1, "schedule": null, "created": "2026-11-01", "reminders": REMINDERS}"#
    func withReminders(_ reminders: String) -> String {
      #"{"categories": [{"preset": "work"}], "trackers": ["#
        + tracker.replacingOccurrences(of: "REMINDERS", with: reminders) + "]}"
    }
    #expect(failure(withReminders(#"["7:30"]"#))?.problem == .invalidReminderTime("7:30"))
    #expect(
      failure(withReminders(#"["07:30", "07:30"]"#))?.problem == .repeatedReminderTime("07:30"))
    #expect((try? read(withReminders(#"["07:30"]"#)))?.trackers.first?.reminders.count == 1)
    // The known names are the reader's: each of them is read as a change (a new one adds
    // itself), and the unknown one is named.
    func changeProblem(_ name: String) -> StateFileProblem? {
      failure(#"{"pending": {"next": 2, "changes": [{"id": 1, "change": "\#(name)"}]}}"#)?.problem
    }
    if case .unknownChange("jump", let known)? = changeProblem("jump") {
      #expect(known.contains("markDone") && Set(known).count == known.count, "\(known)")
      for name in known {
        if case .unknownChange? = changeProblem(name) {
          Issue.record("\(name) is listed as known, yet not read")
        }
      }
    } else {
      Issue.record("\(String(describing: changeProblem("jump")))")
    }
    #expect(
      failure(#"{"pending": {"next": 1, "changes": [{"id": 1, "change": "pin", "tracker": "t"}]}}"#)
        == at(1, 22, .invalidChangeID))
    #expect(
      failure(
        #"{"pending": {"next": 3, "changes": [{"id": 2, "change": "markDone", "tracker": "t", "date": "2026-02-30"}]}}"#
      )?.problem
        == .invalidDate("2026-02-30"))
  }
}
