import JSONSyntax
import TrackerDomain

/// The goals app's additions to the state file: reminder times and the changes
/// waiting for the server, read with the same checks and positions as the rest
/// and written in the same canonical layout, one change a line.
extension StateFileReader {
  /// `["08:30", "21:00"]`: times of day, each once.
  func reminders(_ value: JSONValue) throws(StateFileError) -> [ReminderTime] {
    guard case .array(let elements) = value.kind else {
      throw source.error(
        at: value.offset, .wrongType(field: "reminders", expected: .list, found: value.valueKind))
    }
    var times: [ReminderTime] = []
    for element in elements {
      guard case .string(let text) = element.kind, let time = ReminderTime(text) else {
        let text = if case .string(let text) = element.kind { text } else { "" }
        throw source.error(at: element.offset, .invalidReminderTime(text))
      }
      guard !times.contains(time) else {
        throw source.error(at: element.offset, .repeatedReminderTime(text))
      }
      times.append(time)
    }
    return times
  }

  /// `{"next": 5, "changes": [{"id": 3, "change": "markDone", …}]}`.
  func pendingChanges(_ value: JSONValue) throws(StateFileError) -> PendingChanges {
    let fields = try Fields(value, .pending, source: source)
    var changes: [PendingChange] = []
    for element in try fields.list("changes") {
      changes.append(try change(element))
    }
    let next = try number(
      fields.required("next"), field: "next", in: 1...PendingChanges.largestID + 1)
    guard let pending = PendingChanges(changes: changes, nextID: next) else {
      throw source.error(at: fields.offset(of: "next"), .invalidChangeID)
    }
    return pending
  }

  private func change(_ value: JSONValue) throws(StateFileError) -> PendingChange {
    let fields = try Fields(value, .change, source: source)
    let id = try number(fields.required("id"), field: "id", in: 1...PendingChanges.largestID)
    return PendingChange(id: id, action: try action(fields))
  }

  /// The change named by `"change"`, with the fields it takes (a pending change's, or a
  /// journal record's). A journal record may leave out the id of a new tracker or category
  /// (`idsMayBeLeftOut`): the app chose it, and chooses the same one when it is read back.
  func action(_ fields: Fields, idsMayBeLeftOut: Bool = false) throws(StateFileError)
    -> TrackerAction
  {
    let kind = try fields.string("change")
    func newID(_ key: String) throws(StateFileError) -> String? {
      guard idsMayBeLeftOut, fields.optional(key) == nil else { return try fields.identifier(key) }
      return nil
    }
    func tracker() throws(StateFileError) -> TrackerID {
      TrackerID(try fields.identifier("tracker"))
    }
    func category() throws(StateFileError) -> CategoryID {
      CategoryID(try fields.identifier("category"))
    }
    func date() throws(StateFileError) -> Day { try day(try fields.string("date")) }
    func draft() throws(StateFileError) -> TrackerDraft {
      try self.draft(fields.required("fields"))
    }
    guard let name = ChangeName(rawValue: kind.text) else {
      throw source.error(
        at: kind.offset, .unknownChange(kind.text, known: ChangeName.allCases.map(\.rawValue)))
    }
    let action: TrackerAction
    switch name {
    case .createCategory:
      action = .createCategory(
        title: try fields.string("title").text, id: try newID("category").map { CategoryID($0) })
    case .renameCategory:
      action = .renameCategory(try category(), title: try fields.string("title").text)
    case .deleteCategory: action = .deleteCategory(try category())
    case .createTracker:
      action = .createTracker(try draft(), id: try newID("tracker").map { TrackerID($0) })
    case .editTracker: action = .editTracker(try tracker(), try draft())
    case .deleteTracker: action = .deleteTracker(try tracker())
    case .pin: action = .pin(try tracker())
    case .unpin: action = .unpin(try tracker())
    case .markDone: action = .markDone(try tracker(), on: try date())
    case .markUndone: action = .markUndone(try tracker(), on: try date())
    case .moveStart:
      action = .moveStart(
        try tracker(), to: try date(),
        confirmedLoss: try number(
          fields.required("confirmedLoss"), field: "confirmedLoss",
          in: 0...PendingChanges.largestID))
    }
    return action
  }

  private func draft(_ value: JSONValue) throws(StateFileError) -> TrackerDraft {
    let fields = try Fields(value, .draft, source: source)
    return TrackerDraft(
      name: try name(fields.string("name")),
      category: CategoryID(try fields.identifier("category")),
      emoji: try emoji(fields.string("emoji")), color: try color(fields.required("color")),
      schedule: try schedule(fields.optional("schedule")),
      notes: try fields.optionalString("notes")?.text,
      goal: try fields.optional("goal").map(goal),
      start: try fields.optionalString("start").map(day),
      reminders: try fields.optional("reminders").map(reminders) ?? [])
  }

  /// A whole number in `range`; anything else is refused with the range in the message.
  func number(_ value: JSONValue, field: String, in range: ClosedRange<Int>)
    throws(StateFileError) -> Int
  {
    guard case .number(let text) = value.kind else {
      throw source.error(
        at: value.offset, .wrongType(field: field, expected: .wholeNumber, found: value.valueKind))
    }
    guard let number = Int(text), range.contains(number) else {
      let shown = text.count > 40 ? text.prefix(40) + "…" : text
      throw source.error(
        at: value.offset, .numberOutOfRange(field: field, range: range, found: String(shown)))
    }
    return number
  }
}

/// The names of the changes as the state file writes them. Both directions switch over it
/// with no default: a new `TrackerAction` does not compile until the writer names it here,
/// and a new name does not compile until the reader reads it.
enum ChangeName: String, CaseIterable {
  case createCategory, renameCategory, deleteCategory, createTracker, editTracker
  case deleteTracker, pin, unpin, markDone, markUndone, moveStart
}

extension StateFileWriter {
  /// `"pending": {…}`, or nil when no change was ever made (files of the first app).
  static func pendingMember(of state: TrackerState) -> String? {
    let pending = state.pendingChanges
    guard !pending.isEmpty || pending.nextID > 1 else { return nil }
    let head = "  \"pending\": {\"next\": \(pending.nextID), \"changes\": ["
    guard !pending.isEmpty else { return head + "]}" }
    return head + "\n"
      + pending.changes.map { "    " + change($0) }.joined(separator: ",\n") + "\n  ]}"
  }

  private static func change(_ change: PendingChange) -> String {
    object([("id", String(change.id))] + fields(of: change.action))
  }

  /// `"change"` naming the change, then the fields it takes, in the order they are written.
  static func fields(of action: TrackerAction) -> [(String, String)] {
    var fields: [(String, String)] = []
    func add(_ name: ChangeName, _ rest: [(String, String)]) {
      fields.append(("change", string(name.rawValue)))
      fields += rest
    }
    func id(_ tracker: TrackerID) -> (String, String) { ("tracker", string(tracker.rawValue)) }
    func id(_ category: CategoryID) -> (String, String) { ("category", string(category.rawValue)) }
    func date(_ day: Day) -> (String, String) { ("date", string(day.iso)) }
    switch action {
    case .createCategory(let title, let category):
      add(.createCategory, (category.map { [id($0)] } ?? []) + [("title", string(title))])
    case .renameCategory(let category, let title):
      add(.renameCategory, [id(category), ("title", string(title))])
    case .deleteCategory(let category): add(.deleteCategory, [id(category)])
    case .createTracker(let draft, let tracker):
      add(.createTracker, (tracker.map { [id($0)] } ?? []) + [("fields", text(for: draft))])
    case .editTracker(let tracker, let draft):
      add(.editTracker, [id(tracker), ("fields", text(for: draft))])
    case .deleteTracker(let tracker): add(.deleteTracker, [id(tracker)])
    case .pin(let tracker): add(.pin, [id(tracker)])
    case .unpin(let tracker): add(.unpin, [id(tracker)])
    case .markDone(let tracker, let day): add(.markDone, [id(tracker), date(day)])
    case .markUndone(let tracker, let day): add(.markUndone, [id(tracker), date(day)])
    case .moveStart(let tracker, let day, let loss):
      add(.moveStart, [id(tracker), date(day), ("confirmedLoss", String(loss))])
    }
    return fields
  }

  private static func text(for draft: TrackerDraft) -> String {
    var fields: [(String, String)] = [
      ("name", string(draft.name)), ("category", string(draft.category.rawValue)),
      ("emoji", string(draft.emoji)), ("color", String(draft.color.number)),
      ("schedule", scheduleText(draft.schedule)),
    ]
    if let notes = draft.notes { fields.append(("notes", string(notes))) }
    if let goal = draft.goal { fields.append(("goal", text(for: goal))) }
    if let start = draft.start { fields.append(("start", string(start.iso))) }
    if !draft.reminders.isEmpty { fields.append(("reminders", remindersText(draft.reminders))) }
    return object(fields)
  }

  /// `["08:30", "21:00"]`.
  static func remindersText(_ times: [ReminderTime]) -> String {
    "[" + times.map { string($0.description) }.joined(separator: ", ") + "]"
  }
}
