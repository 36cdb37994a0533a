import SeededRandomness
import TrackerDomain

/// Builds a state of a given shape from a seed: categories, habits with their
/// schedules, irregular events, and the records of every day up to today.
struct WorkloadGenerator {
  let shape: WorkloadShape
  let today: Day
  var random: SeededRandom

  init(shape: WorkloadShape, seed: UInt64, today: Day) {
    self.shape = shape
    self.today = today
    random = SeededRandom(seed: seed)
  }

  /// The first day of the history.
  var firstDay: Day { today.adding(days: 1 - shape.days) }

  /// A search that matches one name in 24: the names with "Читать книгу".
  static let sampleSearch = "чита"

  mutating func state() -> TrackerState {
    let categories = (0..<shape.categories).map { index in
      TrackerCategory(id: CategoryID("c\(index + 1)"), title: Self.categoryTitle(index))
    }
    var trackers: [Tracker] = []
    var records: [Record] = []
    for index in 0..<shape.trackers {
      let tracker = makeTracker(index, categories: categories)
      trackers.append(tracker)
      appendRecords(of: tracker, to: &records)
    }
    // The ids, categories and records are consistent by construction.
    return (try? TrackerState(categories: categories, trackers: trackers, records: records))
      ?? TrackerState()
  }

  private mutating func makeTracker(_ index: Int, categories: [TrackerCategory]) -> Tracker {
    let isEvent = random.chance(shape.eventShare)
    let created =
      isEvent
      ? firstDay.adding(days: random.next(below: shape.days))
      : firstDay.adding(days: random.next(below: min(60, shape.days)))
    return Tracker(
      id: TrackerID("t\(index + 1)"), name: Self.trackerName(index, of: shape.trackers),
      category: categories[index % categories.count].id, emoji: random.pick(Palette.emoji),
      color: random.pick(Palette.colors), schedule: isEvent ? nil : randomSchedule(),
      isPinned: random.chance(shape.pinnedShare), created: created)
  }

  /// Most habits are daily; some are on weekdays or three days a week.
  private mutating func randomSchedule() -> WeekdaySet {
    let roll = random.next(below: 100)
    if roll < 85 { return .everyDay }
    if roll < 95 { return WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday]) }
    return WeekdaySet([.monday, .wednesday, .friday])
  }

  /// A habit is done on about `doneShare` of its days (each habit a little more
  /// or less often); an event is done once, on a day after its creation, four
  /// times in five.
  private mutating func appendRecords(of tracker: Tracker, to records: inout [Record]) {
    guard let schedule = tracker.schedule else {
      guard random.chance(0.8) else { return }
      let span = today.days(since: tracker.created) + 1
      records.append(
        Record(tracker: tracker.id, day: tracker.created.adding(days: random.next(below: span))))
      return
    }
    let share = min(1, max(0, shape.doneShare + (random.nextUnit() - 0.5) * shape.doneSpread))
    var day = tracker.created
    while day <= today {
      if schedule.contains(day.weekday), random.chance(share) {
        records.append(Record(tracker: tracker.id, day: day))
      }
      day = day.adding(days: 1)
    }
  }

  private static let categoryWords = [
    "Здоровье", "Домашний уют", "Work", "Учёба", "Спорт", "Café", "Финансы", "Hobby",
    "Семья", "Reading",
  ]

  /// Distinct titles: the words, then the words numbered.
  static func categoryTitle(_ index: Int) -> String {
    let word = categoryWords[index % categoryWords.count]
    let round = index / categoryWords.count
    return round == 0 ? word : "\(word) \(round + 1)"
  }

  private static let phrases = [
    "Пить воду", "Читать книгу", "Зарядка", "Йога", "Поливать растения", "Ёлка без пыли",
    "Овощи на ужин", "Уборка на кухне", "Английский", "Прогулка", "Медитация", "Сон до 23:00",
    "Morning run", "Read a chapter", "Café au lait", "Résumé update", "Piano practice",
    "Stretching", "Journal", "Éclair baking", "Übung macht", "Duolingo", "Call mom",
    "Inbox zero",
  ]

  /// Names that look real and sort in interesting ways: Cyrillic and Latin,
  /// accents, ё and й, each phrase numbered. The numbers of `count` names all
  /// have as many digits ("Йога 07" beside "Йога 12"), so that the kit's order
  /// (digits compared one by one) and Finder's (`localizedStandardCompare`,
  /// numbers compared by value) agree, and the idiomatic baseline can be checked.
  static func trackerName(_ index: Int, of count: Int) -> String {
    let width = String((count - 1) / phrases.count + 1).count
    let number = String(index / phrases.count + 1)
    let padding = String(repeating: "0", count: width - number.count)
    return "\(phrases[index % phrases.count]) \(padding)\(number)"
  }
}
