import Foundation
import JSONSyntax
import TrackerDomain

/// Turns a parsed JSON document into a `TrackerState`, checking every field and
/// pointing errors at the value at fault.
struct StateFileReader {
  let source: SourceText
  let today: Day
  /// The records list read by the parser's quick pass, if it could.
  var recordList: RecordList? = nil

  func state(from root: JSONValue) throws(StateFileError) -> TrackerState {
    let file = try Fields(root, .stateFile, source: source)
    let categories = try file.list("categories").map(category)
    let categoryIDs = try unique(categories.map { ($0.category, $0.idOffset) }, .category) {
      $0.id.rawValue
    }
    let accepted = try titled(categories)
    let entries = try file.list("trackers").map { value throws(StateFileError) in
      try trackerEntry(value, categories: categoryIDs)
    }
    let trackerIDs = try unique(entries, .tracker) { $0.id.rawValue }
    var starts: [String: Day] = [:]
    for (entry, _) in entries {
      if let created = entry.created { starts[entry.id.rawValue] = created }
    }
    let records = try self.records(of: file, trackers: trackerIDs, starts: starts)
    // Only a tracker without "created" starts on its first record.
    var firstRecord: [TrackerID: Day] = [:]
    if entries.contains(where: { entry, _ in entry.created == nil }) {
      for record in records {
        firstRecord[record.tracker] = min(firstRecord[record.tracker] ?? record.day, record.day)
      }
    }
    let trackers = entries.map { entry, _ in
      entry.tracker(created: entry.created ?? firstRecord[entry.id] ?? today)
    }
    let pending = try file.optional("pending").map(pendingChanges) ?? PendingChanges()
    do {
      var state = try records.state(categories: accepted, trackers: trackers)
      state.pendingChanges = pending
      return state
    } catch {
      // Every rule TrackerState checks was checked above with a position.
      throw source.error(at: 0, .inconsistentState(error))
    }
  }

  /// `"lastChange"`: the number of the newest journal change the file holds (0 without it).
  func lastChange(in root: JSONValue) throws(StateFileError) -> Int {
    let file = try Fields(root, .stateFile, source: source)
    guard let value = file.optional("lastChange") else { return 0 }
    return try number(value, field: "lastChange", in: 0...JournalRecord.largestNumber)
  }

  // MARK: Categories

  private func category(_ value: JSONValue) throws(StateFileError)
    -> (category: TrackerCategory, idOffset: Int, titleOffset: Int)
  {
    let fields = try Fields(value, .category, source: source)
    if let preset = try fields.optionalString("preset") {
      guard let category = GoalCategory(rawValue: preset.text) else {
        throw source.error(
          at: preset.offset,
          .unknownPreset(preset.text, known: GoalCategory.allCases.map(\.rawValue)))
      }
      for other in ["id", "title"] where fields.optional(other) != nil {
        throw source.error(at: fields.offset(of: other), .presetWithField(other))
      }
      return (TrackerCategory(preset: category), preset.offset, preset.offset)
    }
    let id = try fields.identifier("id")
    if let preset = GoalCategory(id: CategoryID(id)) {
      throw source.error(at: fields.offset(of: "id"), .presetID(id, preset: preset.rawValue))
    }
    let title = try fields.string("title")
    return (
      TrackerCategory(id: CategoryID(id), title: title.text), fields.offset(of: "id"), title.offset
    )
  }

  /// The categories with their titles trimmed, after checking that no title
  /// is empty and none is used twice (ignoring case): one lookup a title.
  private func titled(
    _ categories: [(category: TrackerCategory, idOffset: Int, titleOffset: Int)]
  ) throws(StateFileError) -> [TrackerCategory] {
    var owners: [String: CategoryID] = [:]
    owners.reserveCapacity(categories.count)
    var accepted: [TrackerCategory] = []
    accepted.reserveCapacity(categories.count)
    for (category, _, offset) in categories {
      if category.preset != nil {
        accepted.append(category)
        continue
      }
      let title = trimmed(category.title)
      guard !title.isEmpty else { throw source.error(at: offset, .emptyTitle) }
      let key = CategoryTitle.comparisonKey(title)
      if let other = owners[key] {
        throw source.error(at: offset, .duplicateTitle(category.title, usedBy: other))
      }
      owners[key] = category.id
      accepted.append(TrackerCategory(id: category.id, title: title))
    }
    return accepted
  }

  // MARK: Trackers

  /// A tracker as read, before its default creation day is known.
  struct TrackerEntry {
    let id: TrackerID
    let name: String
    let category: CategoryID
    let emoji: String
    let color: TrackerColor
    let schedule: WeekdaySet?
    let isPinned: Bool
    let created: Day?
    let notes: String?
    let goal: Goal?
    let reminders: [ReminderTime]

    func tracker(created: Day) -> Tracker {
      Tracker(
        id: id, name: name, category: category, emoji: emoji, color: color, schedule: schedule,
        isPinned: isPinned, created: created, notes: notes, goal: goal, reminders: reminders)
    }
  }

  private func trackerEntry(_ value: JSONValue, categories: [String: Int]) throws(StateFileError)
    -> (TrackerEntry, Int)
  {
    let fields = try Fields(value, .tracker, source: source)
    let id = try fields.identifier("id")
    let draft = TrackerEntry(
      id: TrackerID(id), name: try name(fields.string("name")),
      category: try knownCategory(fields.string("category"), categories),
      emoji: try emoji(fields.string("emoji")), color: try color(fields.required("color")),
      schedule: try schedule(fields.optional("schedule")),
      isPinned: try fields.bool("pinned") ?? false,
      created: try fields.optionalString("created").map(day),
      notes: try fields.optionalString("notes").map { trimmed($0.text) }.flatMap {
        $0.isEmpty ? nil : $0
      },
      goal: try fields.optional("goal").map(goal),
      reminders: try fields.optional("reminders").map(reminders) ?? [])
    return (draft, fields.offset(of: "id"))
  }

  func name(_ name: Located<String>) throws(StateFileError) -> String {
    switch TrackerName.validate(name.text) {
    case .success(let valid): return valid
    case .failure(.tooLong(let limit)):
      throw source.error(
        at: name.offset, .nameTooLong(length: trimmed(name.text).count, limit: limit))
    case .failure: throw source.error(at: name.offset, .emptyName)
    }
  }

  private func knownCategory(_ id: Located<String>, _ categories: [String: Int])
    throws(StateFileError) -> CategoryID
  {
    guard categories[id.text] != nil else {
      throw source.error(at: id.offset, .unknownCategory(id.text, known: categories.keys.sorted()))
    }
    return CategoryID(id.text)
  }

  /// One emoji, in the picker's spelling when it is one of the picker's.
  func emoji(_ emoji: Located<String>) throws(StateFileError) -> String {
    switch TrackerEmoji.validate(emoji.text) {
    case .success(let valid): return valid
    case .failure(.empty): throw source.error(at: emoji.offset, .missingEmoji)
    case .failure(.notOneEmoji): throw source.error(at: emoji.offset, .invalidEmoji(emoji.text))
    }
  }

  func color(_ value: JSONValue) throws(StateFileError) -> TrackerColor {
    guard case .number(let text) = value.kind, let number = Int(text),
      let color = TrackerColor(number: number)
    else {
      throw source.error(at: value.offset, .invalidColor)
    }
    return color
  }

  func schedule(_ value: JSONValue?) throws(StateFileError) -> WeekdaySet? {
    guard let value else { return nil }
    switch value.kind {
    case .null: return nil
    case .array(let elements):
      guard !elements.isEmpty else {
        throw source.error(at: value.offset, .emptySchedule)
      }
      var days = WeekdaySet([])
      for element in elements {
        guard case .string(let code) = element.kind else {
          throw source.error(at: element.offset, .weekdayNotAString(element.valueKind))
        }
        guard let weekday = Weekday(code: code) else {
          throw source.error(at: element.offset, .unknownWeekday(code))
        }
        guard !days.contains(weekday) else {
          throw source.error(at: element.offset, .repeatedWeekday(code))
        }
        days.insert(weekday)
      }
      return days
    default:
      throw source.error(at: value.offset, .invalidSchedule)
    }
  }

  /// `{"days": 30}`, `{"weeks": 4}`, `{"months": 3}` or `"forever"`.
  func goal(_ value: JSONValue) throws(StateFileError) -> Goal {
    if case .string("forever") = value.kind { return .forever }
    guard case .object(let members) = value.kind, members.count == 1, let member = members.first
    else { throw source.error(at: value.offset, .invalidGoal) }
    guard case .number(let text) = member.value.kind, let count = Int(text), count >= 1,
      count <= 10_000
    else {
      throw source.error(at: member.value.offset, .goalCountOutOfRange)
    }
    switch member.key {
    case "days": return .days(count)
    case "weeks": return .weeks(count)
    case "months": return .months(count)
    default: throw source.error(at: member.keyOffset, .invalidGoal)
    }
  }

  // MARK: Records

  /// The records of `values`, each for one of `trackers`, on a day that exists, not
  /// before its tracker's start day (`starts`, for the trackers that give one), and at
  /// most one a tracker and day.
  func records(_ values: [JSONValue], trackers: [String: Int], starts: [String: Day])
    throws(StateFileError) -> [Record]
  {
    var seen: [Record: Int] = [:]
    seen.reserveCapacity(values.count)
    var records: [Record] = []
    records.reserveCapacity(values.count)
    for value in values {
      let fields = try Fields(value, .record, source: source)
      let tracker = try fields.string("tracker")
      guard trackers[tracker.text] != nil else {
        throw source.error(at: tracker.offset, .unknownTracker(tracker.text))
      }
      let date = try fields.string("date")
      let record = Record(tracker: TrackerID(tracker.text), day: try day(date))
      if let start = starts[tracker.text], record.day < start {
        throw source.error(
          at: date.offset, .recordBeforeStart(tracker: tracker.text, start: start))
      }
      if let first = seen[record] {
        throw source.error(
          at: value.offset, .repeatedRecord(firstLine: source.position(of: first).line))
      }
      seen[record] = value.offset
      records.append(record)
    }
    return records
  }

  // MARK: Shared checks

  func day(_ text: Located<String>) throws(StateFileError) -> Day {
    guard let day = Day(iso: text.text) else {
      throw source.error(at: text.offset, .invalidDate(text.text))
    }
    return day
  }

  /// Checks that `key` is unique among `items`; returns each key's position.
  private func unique<Item>(
    _ items: [(Item, Int)], _ element: StateFileProblem.Element, key: (Item) -> String
  ) throws(StateFileError) -> [String: Int] {
    var positions: [String: Int] = [:]
    for (item, offset) in items {
      let id = key(item)
      if let first = positions[id] {
        throw source.error(
          at: offset, .duplicateID(element, id, firstLine: source.position(of: first).line))
      }
      positions[id] = offset
    }
    return positions
  }
}
