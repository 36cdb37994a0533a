import TrackerDomain

/// The user data every screen state of the gallery is drawn from: two
/// categories, seven trackers (one pinned, one irregular event not yet done, a
/// name of exactly 38 characters, a name with an emoji family), and records
/// across weeks whose counts need every Russian plural form: 0 дней, 1 день,
/// 2 дня, 5 дней, 11 дней, 21 день, 22 дня.
public enum GalleryFixture {
  /// Monday, 23 November 2026.
  public static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  /// A name of exactly 38 characters, the longest allowed.
  public static let name38 = "Читать по двадцать страниц каждый день"
  /// One character too many.
  public static let name39 = name38 + "!"
  /// A name with an emoji family, which counts as one character.
  public static let familyName = "Ужин всей семьёй 👨‍👩‍👧‍👦"

  /// (id, name, category, emoji, color, schedule or nil, pinned, created, records)
  private static let plans:
    [(TrackerID, String, CategoryID, String, Int, [Weekday]?, Bool, Int, Int)] = [
      ("t1", "Поливать растения", "home", "🌺", 5, [.monday, .wednesday, .friday], false, 60, 5),
      ("t2", "Английский", "study", "🤔", 3, Weekday.allCases, true, 40, 21),
      ("t3", "Кошка заслонила камеру на созвоне", "home", "😻", 2, nil, false, 3, 0),
      ("t4", name38, "study", "🎸", 16, [.monday], false, 30, 2),
      ("t5", familyName, "home", "🍔", 13, [.monday, .saturday], false, 20, 1),
      ("t6", "Бег", "study", "🏓", 8, [.tuesday, .thursday], false, 60, 11),
      ("t7", "Йога", "home", "🙂", 18, [.monday, .wednesday], false, 90, 22),
    ]

  /// Notes and goals of the goals app: a goal in weeks with notes, a goal of
  /// forever, a goal in days; the rest have none.
  public static let goals: [TrackerID: (notes: String?, goal: Goal)] = [
    "t1": ("Фикус, кактус и орхидея на подоконнике", .weeks(10)),
    "t2": (nil, .forever),
    "t7": (nil, .days(30)),
  ]

  /// Reminder times of the goals app: two for t1 (done today, so none is due today).
  public static let reminders: [TrackerID: [ReminderTime]] = [
    "t1": [ReminderTime(hour: 21, minute: 0), ReminderTime(hour: 8, minute: 30)].compactMap { $0 }
  ]

  /// Trackers done today.
  public static let doneToday: Set<TrackerID> = ["t1", "t7"]

  /// The state.
  public static let state: TrackerState = {
    let categories = [
      TrackerCategory(id: "home", title: "Домашний уют"),
      TrackerCategory(id: "study", title: "Учёба"),
    ]
    var trackers: [Tracker] = []
    var records: [Record] = []
    for (id, name, category, emoji, color, days, pinned, age, count) in plans {
      let schedule = days.map(WeekdaySet.init)
      trackers.append(
        Tracker(
          id: id, name: name, category: category, emoji: emoji,
          color: TrackerColor(number: color) ?? Palette.colors[0], schedule: schedule,
          isPinned: pinned, created: today.adding(days: -age), notes: goals[id]?.notes,
          goal: goals[id]?.goal, reminders: reminders[id] ?? []))
      // The most recent `count` scheduled days, today only for trackers done today.
      var day = doneToday.contains(id) ? today : today.adding(days: -1)
      var added = 0
      while added < count {
        if schedule?.contains(day.weekday) ?? true {
          records.append(Record(tracker: id, day: day))
          added += 1
        }
        day = day.adding(days: -1)
      }
    }
    // The fixture's ids and categories are consistent by construction.
    return (try? TrackerState(categories: categories, trackers: trackers, records: records))
      ?? TrackerState()
  }()

  /// The fixture with `tracker`'s goal set to `goal` (the gallery's months goal).
  static func withGoal(_ goal: Goal, for tracker: TrackerID) -> TrackerState {
    guard let found = state.tracker(tracker) else { return state }
    let draft = TrackerDraft(
      name: found.name, category: found.category, emoji: found.emoji, color: found.color,
      schedule: found.schedule, notes: found.notes, goal: goal)
    return (try? state.applying(.editTracker(tracker, draft), today: today)) ?? state
  }

  /// One tracker done every day for 1,011 days: counts of a thousand and more, written as
  /// each language writes them (1,011; 1 011 with a no-break space).
  static let thousandDays: TrackerState = {
    let tracker = Tracker(
      id: "t1", name: "Поливать растения", category: "home", emoji: "🌺",
      color: TrackerColor(number: 5) ?? Palette.colors[0], schedule: .everyDay,
      created: today.adding(days: -1010))
    let records = (0..<1011).map { Record(tracker: "t1", day: today.adding(days: -$0)) }
    return
      (try? TrackerState(
        categories: [TrackerCategory(id: "home", title: "Домашний уют")], trackers: [tracker],
        records: records)) ?? TrackerState()
  }()
}
