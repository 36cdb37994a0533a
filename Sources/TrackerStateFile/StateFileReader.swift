import Foundation
import TrackerDomain

/// Turns a parsed JSON document into a `TrackerState`, checking every field and
/// pointing errors at the value at fault.
struct StateFileReader {
  let source: SourceText
  let today: Day
  /// The records list read by the parser's quick pass, if it could.
  var recordList: RecordList? = nil

  func state(from root: JSONValue) throws(StateFileError) -> TrackerState {
    let file = try Fields(
      root, "the state file", known: ["categories", "trackers", "records"], source: source)
    let categories = try file.list("categories").map(category)
    let categoryIDs = try unique(categories.map { ($0.category, $0.idOffset) }, "category") {
      $0.id.rawValue
    }
    var accepted: [TrackerCategory] = []
    for (category, _, offset) in categories {
      switch CategoryTitle.validate(category.title, among: accepted) {
      case .success(let title): accepted.append(TrackerCategory(id: category.id, title: title))
      case .failure(.duplicate(let other)):
        throw source.error(
          at: offset,
          "the title \"\(category.title)\" is already used by category \"\(other)\" (titles are compared ignoring case)"
        )
      case .failure: throw source.error(at: offset, "a category's title cannot be empty")
      }
    }
    let entries = try file.list("trackers").map { value throws(StateFileError) in
      try trackerEntry(value, categories: categoryIDs)
    }
    let trackerIDs = try unique(entries, "tracker") { $0.id.rawValue }
    let records = try self.records(of: file, trackers: trackerIDs)
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
    do {
      return try records.state(categories: accepted, trackers: trackers)
    } catch {
      // Every rule TrackerState checks was checked above with a position.
      throw source.error(at: 0, "the state is inconsistent: \(error)")
    }
  }

  // MARK: Categories

  private func category(_ value: JSONValue) throws(StateFileError)
    -> (category: TrackerCategory, idOffset: Int, titleOffset: Int)
  {
    let fields = try Fields(value, "a category", known: ["id", "title"], source: source)
    let id = try fields.identifier("id")
    let title = try fields.string("title")
    return (
      TrackerCategory(id: CategoryID(id), title: title.text), fields.offset(of: "id"), title.offset
    )
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

    func tracker(created: Day) -> Tracker {
      Tracker(
        id: id, name: name, category: category, emoji: emoji, color: color, schedule: schedule,
        isPinned: isPinned, created: created, notes: notes, goal: goal)
    }
  }

  private func trackerEntry(_ value: JSONValue, categories: [String: Int]) throws(StateFileError)
    -> (TrackerEntry, Int)
  {
    let fields = try Fields(
      value, "a tracker",
      known: [
        "id", "name", "category", "emoji", "color", "schedule", "pinned", "created", "notes",
        "goal",
      ],
      source: source)
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
      goal: try fields.optional("goal").map(goal))
    return (draft, fields.offset(of: "id"))
  }

  private func name(_ name: Located<String>) throws(StateFileError) -> String {
    switch TrackerName.validate(name.text) {
    case .success(let valid): return valid
    case .failure(.tooLong(let limit)):
      throw source.error(
        at: name.offset,
        "this name is \(trimmed(name.text).count) characters long; the limit is \(limit)")
    case .failure: throw source.error(at: name.offset, "a tracker's name cannot be empty")
    }
  }

  private func knownCategory(_ id: Located<String>, _ categories: [String: Int])
    throws(StateFileError) -> CategoryID
  {
    guard categories[id.text] != nil else {
      let known = categories.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
      throw source.error(
        at: id.offset,
        "no category has the id \"\(id.text)\"" + (known.isEmpty ? "" : "; known: \(known)"))
    }
    return CategoryID(id.text)
  }

  private func emoji(_ emoji: Located<String>) throws(StateFileError) -> String {
    guard !trimmed(emoji.text).isEmpty else {
      throw source.error(at: emoji.offset, "a tracker needs an emoji")
    }
    return emoji.text
  }

  private func color(_ value: JSONValue) throws(StateFileError) -> TrackerColor {
    guard case .number(let text) = value.kind, let number = Int(text),
      let color = TrackerColor(number: number)
    else {
      throw source.error(at: value.offset, "\"color\" must be a whole number from 1 to 18")
    }
    return color
  }

  private func schedule(_ value: JSONValue?) throws(StateFileError) -> WeekdaySet? {
    guard let value else { return nil }
    switch value.kind {
    case .null: return nil
    case .array(let elements):
      guard !elements.isEmpty else {
        throw source.error(
          at: value.offset,
          "a habit needs at least one weekday; leave \"schedule\" out for an irregular event")
      }
      var days = WeekdaySet([])
      for element in elements {
        guard case .string(let code) = element.kind, let weekday = Weekday(code: code) else {
          throw source.error(
            at: element.offset,
            "unknown weekday \(quoted(element)); use mon, tue, wed, thu, fri, sat, sun")
        }
        guard !days.contains(weekday) else {
          throw source.error(at: element.offset, "the weekday \"\(code)\" is listed twice")
        }
        days.insert(weekday)
      }
      return days
    default:
      throw source.error(
        at: value.offset,
        "\"schedule\" must be a list of weekdays such as [\"mon\", \"fri\"], or null")
    }
  }

  /// `{"days": 30}`, `{"weeks": 4}`, `{"months": 3}` or `"forever"`.
  private func goal(_ value: JSONValue) throws(StateFileError) -> Goal {
    let usage = "a goal is {\"days\": N}, {\"weeks\": N}, {\"months\": N} or \"forever\""
    if case .string("forever") = value.kind { return .forever }
    guard case .object(let members) = value.kind, members.count == 1, let member = members.first
    else { throw source.error(at: value.offset, usage) }
    guard case .number(let text) = member.value.kind, let count = Int(text), count >= 1,
      count <= 10_000
    else {
      throw source.error(
        at: member.value.offset, "a goal's count must be a whole number from 1 to 10000")
    }
    switch member.key {
    case "days": return .days(count)
    case "weeks": return .weeks(count)
    case "months": return .months(count)
    default: throw source.error(at: member.keyOffset, usage)
    }
  }

  // MARK: Records

  func records(_ values: [JSONValue], trackers: [String: Int]) throws(StateFileError)
    -> [Record]
  {
    var seen: [Record: Int] = [:]
    var records: [Record] = []
    for value in values {
      let fields = try Fields(value, "a record", known: ["tracker", "date"], source: source)
      let tracker = try fields.string("tracker")
      guard trackers[tracker.text] != nil else {
        throw source.error(at: tracker.offset, "no tracker has the id \"\(tracker.text)\"")
      }
      let record = Record(tracker: TrackerID(tracker.text), day: try day(fields.string("date")))
      if let first = seen[record] {
        throw source.error(
          at: value.offset,
          "this record repeats the one on line \(source.position(of: first).line): a tracker is done at most once a day"
        )
      }
      seen[record] = value.offset
      records.append(record)
    }
    return records
  }

  // MARK: Shared checks

  private func day(_ text: Located<String>) throws(StateFileError) -> Day {
    guard let day = Day(iso: text.text) else {
      throw source.error(
        at: text.offset, "\"\(text.text)\" is not a date that exists; write it as YYYY-MM-DD")
    }
    return day
  }

  /// Checks that `key` is unique among `items`; returns each key's position.
  private func unique<Item>(
    _ items: [(Item, Int)], _ what: String, key: (Item) -> String
  ) throws(StateFileError) -> [String: Int] {
    var positions: [String: Int] = [:]
    for (item, offset) in items {
      let id = key(item)
      if let first = positions[id] {
        throw source.error(
          at: offset,
          "the \(what) id \"\(id)\" is already used on line \(source.position(of: first).line)")
      }
      positions[id] = offset
    }
    return positions
  }

  private func quoted(_ value: JSONValue) -> String {
    if case .string(let text) = value.kind { return "\"\(text)\"" }
    return value.kindName
  }
}

/// `text` without surrounding white space, as the app trims what users type.
func trimmed(_ text: String) -> String {
  text.trimmingCharacters(in: .whitespacesAndNewlines)
}
