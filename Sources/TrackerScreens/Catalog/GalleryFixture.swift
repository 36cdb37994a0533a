import TrackerDomain

/// The user data every screen state of the gallery is drawn from: two
/// categories, seven trackers (one pinned, one irregular event not yet done, a
/// name of exactly 38 characters, a name with an emoji family), and records
/// across weeks whose counts need every Russian plural form: 0 дней, 1 день,
/// 2 дня, 5 дней, 11 дней, 21 день, 22 дня. Its names, titles and notes are the
/// language's sample words (`SampleWords`); `state` and the names here are the
/// built-in (Russian) ones.
public enum GalleryFixture {
  /// Monday, 23 November 2026.
  public static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  /// A name of exactly 38 characters, the longest allowed.
  public static let name38 = name38(.builtIn)
  /// One character too many.
  public static let name39 = name38 + "!"
  /// A name with an emoji family, which counts as one character.
  public static let familyName = SampleWords.builtIn[.familyDinner]

  /// A name of exactly 38 characters in the language of `words`: its longest sample name,
  /// cut or filled out with dots to 38.
  public static func name38(_ words: SampleWords) -> String {
    let name = String(words[.readPages].prefix(TrackerName.maximumLength))
    return name + String(repeating: ".", count: TrackerName.maximumLength - name.count)
  }

  /// (id, name, category, emoji, color, schedule or nil, pinned, created, records); a nil
  /// name is `name38`.
  private static let plans:
    [(TrackerID, SampleWords.Word?, CategoryID, String, Int, [Weekday]?, Bool, Int, Int)] = [
      ("t1", .waterPlants, "home", "🌺", 5, [.monday, .wednesday, .friday], false, 60, 5),
      ("t2", .english, "study", "🤔", 3, Weekday.allCases, true, 40, 21),
      ("t3", .catOnCall, "home", "😻", 2, nil, false, 3, 0),
      ("t4", nil, "study", "🎸", 16, [.monday], false, 30, 2),
      ("t5", .familyDinner, "home", "🍔", 13, [.monday, .saturday], false, 20, 1),
      ("t6", .running, "study", "🏓", 8, [.tuesday, .thursday], false, 60, 11),
      ("t7", .yoga, "home", "🙂", 18, [.monday, .wednesday], false, 90, 22),
    ]

  /// Notes and goals of the goals app: a goal in weeks with notes, a goal of
  /// forever, a goal in days; the rest have none.
  public static let goals: [TrackerID: (notes: SampleWords.Word?, goal: Goal)] = [
    "t1": (.windowsillNotes, .weeks(10)),
    "t2": (nil, .forever),
    "t7": (nil, .days(30)),
  ]

  /// Reminder times of the goals app: two for t1 (done today, so none is due today).
  public static let reminders: [TrackerID: [ReminderTime]] = [
    "t1": [ReminderTime(hour: 21, minute: 0), ReminderTime(hour: 8, minute: 30)].compactMap { $0 }
  ]

  /// Trackers done today.
  public static let doneToday: Set<TrackerID> = ["t1", "t7"]

  /// The state, in the built-in words.
  public static let state = state(.builtIn)

  /// The state, its names, titles and notes in `words`.
  public static func state(_ words: SampleWords) -> TrackerState {
    let categories = [
      TrackerCategory(id: "home", title: words[.homeCategory]),
      TrackerCategory(id: "study", title: words[.studyCategory]),
    ]
    var trackers: [Tracker] = []
    var records: [Record] = []
    for (id, name, category, emoji, color, days, pinned, age, count) in plans {
      let schedule = days.map(WeekdaySet.init)
      trackers.append(
        Tracker(
          id: id, name: name.map { words[$0] } ?? name38(words), category: category,
          emoji: emoji, color: TrackerColor(number: color) ?? Palette.colors[0],
          schedule: schedule, isPinned: pinned, created: today.adding(days: -age),
          notes: goals[id]?.notes.map { words[$0] },
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
  }

  /// The fixture in `words` with `tracker`'s goal set to `goal` (the gallery's months goal).
  static func withGoal(_ goal: Goal, for tracker: TrackerID, _ words: SampleWords)
    -> TrackerState
  {
    let state = state(words)
    guard let found = state.tracker(tracker) else { return state }
    let draft = TrackerDraft(
      name: found.name, category: found.category, emoji: found.emoji, color: found.color,
      schedule: found.schedule, notes: found.notes, goal: goal)
    return (try? state.applying(.editTracker(tracker, draft), today: today)) ?? state
  }

  /// The fixture with every tracker it can be marked done today: today is a day on which
  /// every habit was done (the week strip's and calendar's "today, all habits done").
  static func allDoneToday(_ words: SampleWords) -> TrackerState {
    var state = state(words)
    for tracker in state.trackers where !doneToday.contains(tracker.id) {
      if let next = try? state.applying(.markDone(tracker.id, on: today), today: today) {
        state = next
      }
    }
    return state
  }

  /// One tracker, made today and done today: statistics of one (a streak of 1 day, 1 perfect
  /// day, 1 tracker completed).
  static func oneRecord(_ words: SampleWords) -> TrackerState {
    let tracker = Tracker(
      id: "t1", name: words[.waterPlants], category: "home", emoji: "🌺",
      color: TrackerColor(number: 5) ?? Palette.colors[0], schedule: .everyDay, created: today)
    return
      (try? TrackerState(
        categories: [TrackerCategory(id: "home", title: words[.homeCategory])],
        trackers: [tracker], records: [Record(tracker: "t1", day: today)])) ?? TrackerState()
  }

  /// One tracker done every day for 1,011 days: counts of a thousand and more, written as
  /// each language writes them (1,011; 1 011 with a no-break space).
  static func thousandDays(_ words: SampleWords) -> TrackerState {
    let tracker = Tracker(
      id: "t1", name: words[.waterPlants], category: "home", emoji: "🌺",
      color: TrackerColor(number: 5) ?? Palette.colors[0], schedule: .everyDay,
      created: today.adding(days: -1010))
    let records = (0..<1011).map { Record(tracker: "t1", day: today.adding(days: -$0)) }
    return
      (try? TrackerState(
        categories: [TrackerCategory(id: "home", title: words[.homeCategory])],
        trackers: [tracker], records: records)) ?? TrackerState()
  }
}
