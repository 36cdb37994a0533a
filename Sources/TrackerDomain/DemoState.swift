/// The built-in demo: a few categories and trackers, and two months of records
/// up to the given day, the same for the same day on every machine. The tool
/// uses it when no state file is given, with the words of the language it shows
/// (`SampleWords`); the records are the same in every language.
public enum DemoState {
  /// The demo state with records up to `today`, its names, titles and notes from `words`.
  public static func make(today: Day, words: SampleWords = .builtIn) -> TrackerState {
    let categories = [
      TrackerCategory(id: "home", title: words[.homeCategory]),
      TrackerCategory(id: "joy", title: words[.joyCategory]),
      TrackerCategory(id: "health", title: words[.healthCategory]),
    ]
    let trackers = plans.map { plan in
      Tracker(
        id: plan.id, name: words[plan.name], category: plan.category, emoji: plan.emoji,
        color: TrackerColor(number: plan.color) ?? Palette.colors[0],
        schedule: plan.days.map(WeekdaySet.init), isPinned: plan.isPinned,
        created: today.adding(days: -plan.age), notes: plan.notes.map { words[$0] },
        goal: plan.goal)
    }
    let records = trackers.enumerated().flatMap { index, tracker in
      demoRecords(of: tracker, number: index, today: today)
    }
    // The demo's ids and categories are consistent by construction.
    return (try? TrackerState(categories: categories, trackers: trackers, records: records))
      ?? TrackerState()
  }

  private struct Plan {
    let id: TrackerID
    let name: SampleWords.Word
    let category: CategoryID
    let emoji: String
    let color: Int
    let days: [Weekday]?
    var isPinned = false
    let age: Int
    /// For an irregular event: how many days ago it was done, if it was.
    var doneDaysAgo: Int? = nil
    /// The goals app's notes and goal.
    var notes: SampleWords.Word? = nil
    var goal: Goal? = nil
  }

  private static let plans: [Plan] = [
    Plan(
      id: "t1", name: .waterPlants, category: "home", emoji: "🌺", color: 5,
      days: [.monday, .wednesday, .friday], age: 60,
      notes: .plantNotes, goal: .weeks(12)),
    Plan(
      id: "t2", name: .cleanKitchen, category: "home", emoji: "🙌", color: 13,
      days: [.saturday], age: 60),
    Plan(
      id: "t3", name: .catOnCall, category: "joy", emoji: "😻",
      color: 2, days: nil, age: 12, doneDaysAgo: 3),
    Plan(
      id: "t4", name: .grandmaCard, category: "joy", emoji: "❤️",
      color: 1, days: nil, age: 4),
    Plan(
      id: "t5", name: .aprilDates, category: "joy", emoji: "😇", color: 12, days: nil,
      age: 40, doneDaysAgo: 20),
    Plan(
      id: "t6", name: .drinkWater, category: "health", emoji: "🥶", color: 8,
      days: Weekday.allCases, isPinned: true, age: 60, goal: .forever),
    Plan(
      id: "t7", name: .exercise, category: "health", emoji: "🏓", color: 3,
      days: [.monday, .tuesday, .wednesday, .thursday, .friday], age: 60, goal: .days(90)),
    Plan(
      id: "t8", name: .yoga, category: "health", emoji: "🙂", color: 16,
      days: [.tuesday, .thursday], age: 45),
    Plan(
      id: "t9", name: .vegetables, category: "health", emoji: "🥦", color: 18,
      days: Weekday.allCases, age: 30),
    Plan(
      id: "t10", name: .dustFreeTree, category: "home", emoji: "🎸", color: 10,
      days: [.sunday], age: 20),
  ]

  /// A number from 0 to 99 that looks random but is fixed for a day and tracker.
  private static func roll(day: Day, tracker: Int) -> Int {
    var mixed = UInt64(bitPattern: Int64(day.ordinal)) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= UInt64(tracker) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 31)) &* 0x94D0_49BB_1331_11EB
    return Int((mixed ^ (mixed >> 29)) % 100)
  }

  /// About two habits in three done on their days; events on their day.
  private static func demoRecords(of tracker: Tracker, number: Int, today: Day) -> [Record] {
    guard let schedule = tracker.schedule else {
      let plan = plans[number]
      return plan.doneDaysAgo.map { [Record(tracker: tracker.id, day: today.adding(days: -$0))] }
        ?? []
    }
    return (0...today.days(since: tracker.created)).compactMap { daysAgo in
      let day = today.adding(days: -daysAgo)
      guard schedule.contains(day.weekday), roll(day: day, tracker: number) < 68 else {
        return nil
      }
      return Record(tracker: tracker.id, day: day)
    }
  }
}
