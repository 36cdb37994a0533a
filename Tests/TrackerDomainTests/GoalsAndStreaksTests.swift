import Testing
import TrackerDomain

@Suite("Goals, streaks, progress and the movable start day")
struct GoalsAndStreaksTests {
  /// Mon/Wed/Fri habit started Monday 2 November 2026.
  func plants(goal: Goal? = nil) -> Tracker {
    var tracker = habit(
      "t1", "Поливать растения", days: [.monday, .wednesday, .friday], created: "2026-11-02")
    tracker.goal = goal
    return tracker
  }

  @Test(
    "A streak counts consecutive scheduled days done; unscheduled days neither break nor extend it")
  func habitStreaks() throws {
    // Done Mon 2, Wed 4, Fri 6, Mon 9; missed Wed 11; done Fri 13, Mon 16, Wed 18.
    let state = try state(
      [plants()],
      records: [
        ("t1", "2026-11-02"), ("t1", "2026-11-04"), ("t1", "2026-11-06"), ("t1", "2026-11-09"),
        ("t1", "2026-11-13"), ("t1", "2026-11-16"), ("t1", "2026-11-18"),
      ])
    #expect(state.streaks(of: "t1", today: day("2026-11-18")) == Streaks(current: 3, best: 4))
    // Thursday 19th is not scheduled: nothing changes.
    #expect(state.streaks(of: "t1", today: day("2026-11-19")) == Streaks(current: 3, best: 4))
    // Friday 20th, not done yet: today does not break the streak.
    #expect(state.streaks(of: "t1", today: day("2026-11-20")) == Streaks(current: 3, best: 4))
    // Saturday 21st: Friday was missed, the streak is broken.
    #expect(state.streaks(of: "t1", today: day("2026-11-21")) == Streaks(current: 0, best: 4))
  }

  @Test("An irregular event's streak counts calendar days")
  func eventStreaks() throws {
    let state = try state(
      [event("e1", "Прогулка", created: "2026-11-01")],
      records: [
        ("e1", "2026-11-20"), ("e1", "2026-11-21"), ("e1", "2026-11-22"), ("e1", "2026-11-10"),
      ])
    #expect(state.streaks(of: "e1", today: day("2026-11-22")) == Streaks(current: 3, best: 3))
    #expect(state.streaks(of: "e1", today: day("2026-11-24")) == Streaks(current: 0, best: 3))
  }

  @Test("The runs made from the days done are those of a walk over every calendar day")
  func runsAsTheCalendarWalkMakesThem() throws {
    let created = day("2026-11-04")
    let schedules: [[Weekday]?] = [
      nil, [.monday, .wednesday, .friday], [.sunday], Weekday.allCases, [.tuesday, .wednesday],
    ]
    for (index, days) in schedules.enumerated() {
      let tracker =
        days.map { habit("t1", "Habit", days: $0, created: "2026-11-04") }
        ?? event("t1", "Event", created: "2026-11-04")
      // Done patterns over five weeks from three days before the start, ten per schedule.
      for pattern in 0..<10 {
        let done = (-3..<35).filter { ($0 * 7 + pattern * 13 + index) % 5 < 3 + pattern % 2 }
        let state = try TrackerState(
          categories: [TrackerCategory(id: "home", title: "Home")], trackers: [tracker],
          records: done.map { Record(tracker: "t1", day: created.adding(days: $0)) })
        for offset in -1..<38 {
          let today = created.adding(days: offset)
          let runs = state.streakRuns(of: "t1", today: today)
          let walked = Self.walkedRuns(tracker, done: Set(done.map(created.adding)), today: today)
          #expect(
            runs.all.map(Self.figures) == walked.all
              && runs.current.map(Self.figures) == walked.current,
            "\(days ?? []) \(today)")
        }
      }
    }
  }

  /// A run's first and last day and its length.
  static func figures(_ run: StreakRun) -> [Int] {
    [run.first.ordinal, run.last.ordinal, run.length]
  }

  /// The streak runs (as `figures`) by their definition, a calendar day at a time from the
  /// start day.
  static func walkedRuns(_ tracker: Tracker, done: Set<Day>, today: Day) -> (
    all: [[Int]], current: [Int]?
  ) {
    var runs: [[Int]] = []
    var isGoing = false
    var day = tracker.created
    while day <= today {
      if tracker.counts(on: day) {
        if done.contains(day) {
          if isGoing, let last = runs.indices.last {
            runs[last][1] = day.ordinal
            runs[last][2] += 1
          } else {
            runs.append([day.ordinal, day.ordinal, 1])
          }
          isGoing = true
        } else if day < today {
          isGoing = false
        }
      }
      day = day.adding(days: 1)
    }
    return (runs, isGoing ? runs.last : nil)
  }

  @Test("Days before the start day do not count")
  func beforeStartIgnored() throws {
    let state = try state([plants()], records: [("t1", "2026-10-30"), ("t1", "2026-11-02")])
    #expect(state.streaks(of: "t1", today: day("2026-11-02")) == Streaks(current: 1, best: 1))
    #expect(state.streaks(of: "nobody", today: day("2026-11-02")) == Streaks(current: 0, best: 0))
  }

  @Test("Progress: done days within the goal's span over its counted days, capped at 100%")
  func progress() throws {
    // Two weeks from Mon 2 Nov: Mon/Wed/Fri gives 6 counted days; 4 done → 66%.
    let twoWeeks = try state(
      [plants(goal: .weeks(2))],
      records: [
        ("t1", "2026-11-02"), ("t1", "2026-11-04"), ("t1", "2026-11-09"), ("t1", "2026-11-13"),
        ("t1", "2026-11-16"),
      ])
    #expect(twoWeeks.progress(of: "t1") == GoalProgress(done: 4, target: 6))
    #expect(twoWeeks.progress(of: "t1")?.percent == 66)
    // Three days from Monday: only Monday and Wednesday count.
    let threeDays = try state(
      [plants(goal: .days(3))], records: [("t1", "2026-11-02"), ("t1", "2026-11-04")])
    #expect(threeDays.progress(of: "t1")?.percent == 100)
    #expect(try state([plants(goal: .forever)]).progress(of: "t1") == nil)
    #expect(try state([plants()]).progress(of: "t1") == nil)
    #expect(GoalProgress(done: 9, target: 6).percent == 100)
    #expect(GoalProgress(done: 0, target: 0).percent == 0)
  }

  @Test("A month goal ends the day before the same day a month later, clamped to short months")
  func monthSpans() {
    #expect(Goal.months(1).lastDay(startingOn: day("2026-01-31")) == day("2026-02-27"))
    #expect(Goal.months(1).lastDay(startingOn: day("2024-01-31")) == day("2024-02-28"))
    #expect(Goal.months(12).lastDay(startingOn: day("2026-11-02")) == day("2027-11-01"))
    #expect(Goal.days(1).lastDay(startingOn: day("2026-11-02")) == day("2026-11-02"))
    #expect(Goal.weeks(1).lastDay(startingOn: day("2026-11-02")) == day("2026-11-08"))
    #expect(day("2026-12-15").addingMonths(1) == day("2027-01-15"))
    #expect(day("2026-03-31").addingMonths(-1) == day("2026-02-28"))
  }

  @Test("Moving the start later deletes earlier records only when the user confirms how many")
  func moveStart() throws {
    let start = try state(
      [plants()], records: [("t1", "2026-11-02"), ("t1", "2026-11-04"), ("t1", "2026-11-06")])
    let later = day("2026-11-05")
    #expect(start.recordsLost(movingStartOf: "t1", to: later) == 2)
    #expect(throws: TrackerActionError.unconfirmedRecordLoss("t1", records: 2)) {
      try start.applying(.moveStart("t1", to: later), today: monday)
    }
    #expect(throws: TrackerActionError.unconfirmedRecordLoss("t1", records: 2)) {
      try start.applying(.moveStart("t1", to: later, confirmedLoss: 1), today: monday)
    }
    let moved = try start.applying(.moveStart("t1", to: later, confirmedLoss: 2), today: monday)
    #expect(moved.tracker("t1")?.created == later)
    #expect(moved.records.sorted.map(\.day) == [day("2026-11-06")])
    let earlier = try start.applying(.moveStart("t1", to: day("2026-10-01")), today: monday)
    #expect(earlier.records.count == 3)
    #expect(earlier.tracker("t1")?.created == day("2026-10-01"))
  }

  @Test("Notes are trimmed and empty notes are none; a goal of zero is refused; edits keep them")
  func notesAndGoals() throws {
    var withNotes = draft("Вода")
    withNotes.notes = "  два литра \n"
    withNotes.goal = .days(30)
    let created = try state([]).applying(.createTracker(withNotes), today: monday)
    let tracker = try #require(created.trackers.first)
    #expect(tracker.notes == "два литра")
    #expect(tracker.goal == .days(30))
    var blank = withNotes
    blank.notes = "   "
    #expect(
      try state([]).applying(.createTracker(blank), today: monday).trackers.first?.notes == nil)
    var zero = withNotes
    zero.goal = .weeks(0)
    #expect(throws: TrackerActionError.invalidGoal(.weeks(0))) {
      try state([]).applying(.createTracker(zero), today: monday)
    }
  }

  @Test("With doneLast, done trackers move to the end of their section")
  func doneLast() throws {
    let state = try state(
      [
        habit("a", "Аист", days: [.monday]), habit("b", "Бобр", days: [.monday]),
        habit("c", "Волк", days: [.monday]),
      ],
      records: [("a", "2026-11-23")])
    let byName = state.feed(for: TrackerQuery(day: monday), today: monday)
    #expect(byName.sections[0].trackers.map(\.id) == ["a", "b", "c"])
    let doneLast = state.feed(for: TrackerQuery(day: monday, doneLast: true), today: monday)
    #expect(doneLast.sections[0].trackers.map(\.id) == ["b", "c", "a"])
  }

  @Test("A perfect day: every habit scheduled and started that day was done")
  func perfectDay() throws {
    let state = try state(
      [
        habit("a", "Аист", days: [.monday]), habit("b", "Бобр", days: [.monday, .tuesday]),
        event("e", "Ель"),
      ],
      records: [("a", "2026-11-23"), ("b", "2026-11-23"), ("b", "2026-11-17")])
    #expect(state.isPerfect(day("2026-11-23")))
    #expect(state.isPerfect(day("2026-11-17")))
    #expect(!state.isPerfect(day("2026-11-16")))
    #expect(!state.isPerfect(day("2026-11-22")))  // Sunday: no habit scheduled
  }
}
