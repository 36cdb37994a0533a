import Foundation
import TrackerDomain

/// The state file decoded by Foundation instead of our reader, for the loading
/// benchmark: into plain structs of the file's shape (by `JSONDecoder`, or by
/// `JSONSerialization` and casts), then built into a state as our reader
/// builds it. It checks only what building the state needs, far less than our
/// reader, so it is a generous comparison.
struct FoundationStateFile: Decodable {
  struct Category: Decodable {
    let id: String
    let title: String
  }

  struct Tracker: Decodable {
    let id: String
    let name: String
    let category: String
    let emoji: String
    let color: Int
    let schedule: [String]?
    let pinned: Bool?
    let created: String?
    let notes: String?
    let goal: PlainGoal?
  }

  /// `{"days": 30}`, `{"weeks": 4}`, `{"months": 3}` or `"forever"`.
  struct PlainGoal: Decodable {
    let goal: Goal

    init(goal: Goal) {
      self.goal = goal
    }

    init(from decoder: any Decoder) throws {
      if let word = try? decoder.singleValueContainer().decode(String.self), word == "forever" {
        goal = .forever
        return
      }
      let counts = try decoder.singleValueContainer().decode([String: Int].self)
      guard let goal = PlainGoal(counts)?.goal else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a goal"))
      }
      self.goal = goal
    }

    init?(_ counts: [String: Int]) {
      guard counts.count == 1, let (unit, count) = counts.first else { return nil }
      switch unit {
      case "days": goal = .days(count)
      case "weeks": goal = .weeks(count)
      case "months": goal = .months(count)
      default: return nil
      }
    }
  }

  struct Record: Decodable {
    let tracker: String
    let date: String
  }

  let categories: [Category]
  let trackers: [Tracker]
  let records: [Record]

  /// The file decoded by `JSONDecoder`.
  static func decoded(_ data: Data) -> FoundationStateFile? {
    try? JSONDecoder().decode(FoundationStateFile.self, from: data)
  }

  /// The file read by `JSONSerialization` into dictionaries and arrays, then cast
  /// into the plain structs.
  static func serialized(_ data: Data) -> FoundationStateFile? {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return nil
    }
    let categories = (root["categories"] as? [[String: Any]] ?? []).compactMap { object in
      (object["id"] as? String).flatMap { id in
        (object["title"] as? String).map { Category(id: id, title: $0) }
      }
    }
    let trackers = (root["trackers"] as? [[String: Any]] ?? []).compactMap(tracker)
    let records = (root["records"] as? [[String: Any]] ?? []).compactMap { object in
      (object["tracker"] as? String).flatMap { tracker in
        (object["date"] as? String).map { Record(tracker: tracker, date: $0) }
      }
    }
    return FoundationStateFile(categories: categories, trackers: trackers, records: records)
  }

  private static func tracker(_ object: [String: Any]) -> Tracker? {
    guard let id = object["id"] as? String, let name = object["name"] as? String,
      let category = object["category"] as? String, let emoji = object["emoji"] as? String,
      let color = object["color"] as? Int
    else { return nil }
    var goal: PlainGoal?
    if object["goal"] as? String == "forever" {
      goal = PlainGoal(goal: .forever)
    } else if let counts = object["goal"] as? [String: Int] {
      goal = PlainGoal(counts)
    }
    return Tracker(
      id: id, name: name, category: category, emoji: emoji, color: color,
      schedule: object["schedule"] as? [String], pinned: object["pinned"] as? Bool,
      created: object["created"] as? String, notes: object["notes"] as? String, goal: goal)
  }

  /// The state, built as our reader builds it: a tracker without a creation day
  /// starts on its first record, or `today`.
  func state(today: Day) -> TrackerState? {
    var built: [TrackerDomain.Record] = []
    built.reserveCapacity(records.count)
    for record in records {
      guard let day = Day(iso: record.date) else { return nil }
      built.append(TrackerDomain.Record(tracker: TrackerID(record.tracker), day: day))
    }
    var firstRecord: [TrackerID: Day] = [:]
    if trackers.contains(where: { $0.created == nil }) {
      for record in built {
        firstRecord[record.tracker] = min(firstRecord[record.tracker] ?? record.day, record.day)
      }
    }
    var domainTrackers: [TrackerDomain.Tracker] = []
    for tracker in trackers {
      guard let color = TrackerColor(number: tracker.color) else { return nil }
      var schedule: WeekdaySet?
      if let codes = tracker.schedule {
        let days = codes.compactMap(Weekday.init(code:))
        guard days.count == codes.count else { return nil }
        schedule = WeekdaySet(days)
      }
      let id = TrackerID(tracker.id)
      let created = tracker.created.flatMap(Day.init(iso:)) ?? firstRecord[id] ?? today
      domainTrackers.append(
        TrackerDomain.Tracker(
          id: id, name: tracker.name, category: CategoryID(tracker.category), emoji: tracker.emoji,
          color: color, schedule: schedule, isPinned: tracker.pinned ?? false, created: created,
          notes: tracker.notes, goal: tracker.goal?.goal))
    }
    return try? TrackerState(
      categories: categories.map { TrackerCategory(id: CategoryID($0.id), title: $0.title) },
      trackers: domainTrackers, records: built)
  }
}
