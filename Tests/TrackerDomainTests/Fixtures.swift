import TrackerDomain

/// Short ways to build days, trackers and states in tests.
func day(_ iso: String) -> Day {
  guard let day = Day(iso: iso) else { preconditionFailure("bad test date \(iso)") }
  return day
}

let red = Palette.colors[0]

func habit(
  _ id: TrackerID, _ name: String, in category: CategoryID = "home", days: [Weekday],
  created: String = "2026-11-01", pinned: Bool = false
) -> Tracker {
  Tracker(
    id: id, name: name, category: category, emoji: "🙂", color: red, schedule: WeekdaySet(days),
    isPinned: pinned, created: day(created))
}

func event(
  _ id: TrackerID, _ name: String, in category: CategoryID = "home", created: String = "2026-11-01",
  pinned: Bool = false
) -> Tracker {
  Tracker(
    id: id, name: name, category: category, emoji: "😻", color: red, schedule: nil,
    isPinned: pinned, created: day(created))
}

func state(
  categories: [TrackerCategory] = [
    TrackerCategory(id: "home", title: "Домашний уют"),
    TrackerCategory(id: "health", title: "Здоровье"),
  ],
  _ trackers: [Tracker], records: [(TrackerID, String)] = []
) throws -> TrackerState {
  try TrackerState(
    categories: categories, trackers: trackers,
    records: records.map { Record(tracker: $0.0, day: day($0.1)) })
}

func draft(
  _ name: String, in category: CategoryID = "home", days: [Weekday]? = [.monday]
) -> TrackerDraft {
  TrackerDraft(
    name: name, category: category, emoji: "🌺", color: red, schedule: days.map(WeekdaySet.init))
}

/// 2026-11-23 is a Monday.
let monday = day("2026-11-23")
