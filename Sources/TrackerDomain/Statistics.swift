/// The indicators of the Statistics screen, counted over the days up to today.
public struct Statistics: Hashable, Sendable {
  /// The longest run of consecutive perfect days (`PerfectDays.bestRun`).
  public var bestPeriod: Int
  /// The perfect days (`PerfectDays`).
  public var perfectDays: Int
  /// The number of records: every tracker done on every day, up to today.
  public var trackersCompleted: Int
  /// The number of days with at least one record; the average's divisor.
  public var daysWithRecords: Int

  /// Records per day with at least one record; 0 when there are none.
  public var averageValue: Double {
    daysWithRecords == 0 ? 0 : Double(trackersCompleted) / Double(daysWithRecords)
  }

  /// True when there is nothing to show: no record up to today.
  public var isEmpty: Bool { trackersCompleted == 0 }

  /// All zero: the statistics of a state without records.
  public static let zero = Statistics(
    bestPeriod: 0, perfectDays: 0, trackersCompleted: 0, daysWithRecords: 0)

  /// Statistics with every figure given.
  public init(bestPeriod: Int, perfectDays: Int, trackersCompleted: Int, daysWithRecords: Int) {
    self.bestPeriod = bestPeriod
    self.perfectDays = perfectDays
    self.trackersCompleted = trackersCompleted
    self.daysWithRecords = daysWithRecords
  }
}

extension TrackerState {
  /// The statistics of every day up to `today`, in one pass over the records
  /// and one over the days (never days × trackers × records).
  public func statistics(today: Day) -> Statistics {
    guard let first = firstCountedDay(today: today) else { return .zero }
    var timeline = DayTimeline(first: first, last: today)
    var trackersCompleted = 0
    let habits = trackers.filter { $0.schedule != nil }
    for habit in habits {
      timeline.addScheduledHabit(habit)
    }
    for tracker in trackers {
      for day in records.doneDays(for: tracker.id) where day <= today {
        trackersCompleted += 1
        timeline.addRecord(on: day, ofScheduledHabit: tracker.isHabitDue(on: day))
      }
    }
    guard trackersCompleted > 0 else { return .zero }
    return timeline.statistics(trackersCompleted: trackersCompleted)
  }

  /// The earliest day that can count: the first record or habit creation, if
  /// any is on or before today.
  private func firstCountedDay(today: Day) -> Day? {
    var first: Day?
    for tracker in trackers {
      if let day = records.doneDays(for: tracker.id).first, day <= today,
        day < (first ?? today.adding(days: 1))
      {
        first = day
      }
    }
    for tracker in trackers where tracker.schedule != nil && tracker.created <= today {
      if tracker.created < (first ?? today.adding(days: 1)) { first = tracker.created }
    }
    return first
  }
}

/// Per-day counters from `first` to `last`, filled by one pass over habits and
/// one over records, then read in one pass over the days.
private struct DayTimeline {
  let first: Day
  let last: Day
  /// Records on each day.
  var records: [Int]
  /// Records of habits due on their day (`Tracker.isHabitDue(on:)`).
  var scheduledDone: [Int]
  /// For each weekday, how many habits start being due on each day: from its start day on, a
  /// habit is due on the weekdays of its schedule (`Tracker.isHabitDue(on:)`, counted ahead).
  var habitsStarting: [[Int]]

  init(first: Day, last: Day) {
    self.first = first
    self.last = last
    let length = last.days(since: first) + 1
    records = Array(repeating: 0, count: length)
    scheduledDone = Array(repeating: 0, count: length)
    habitsStarting = Array(repeating: Array(repeating: 0, count: length), count: 7)
  }

  mutating func addScheduledHabit(_ habit: Tracker) {
    guard let schedule = habit.schedule, habit.created <= last else { return }
    let start = max(habit.created, first).days(since: first)
    for weekday in schedule {
      habitsStarting[weekday.rawValue - 1][start] += 1
    }
  }

  mutating func addRecord(on day: Day, ofScheduledHabit: Bool) {
    let index = day.days(since: first)
    records[index] += 1
    if ofScheduledHabit { scheduledDone[index] += 1 }
  }

  func statistics(trackersCompleted: Int) -> Statistics {
    var habitsByWeekday = Array(repeating: 0, count: 7)
    var perfectDays = PerfectDays()
    var daysWithRecords = 0
    var weekday = first.weekday.rawValue - 1
    for index in records.indices {
      for day in 0..<7 { habitsByWeekday[day] += habitsStarting[day][index] }
      if records[index] > 0 { daysWithRecords += 1 }
      perfectDays.add(habitsDue: habitsByWeekday[weekday], habitsDone: scheduledDone[index])
      weekday = (weekday + 1) % 7
    }
    return Statistics(
      bestPeriod: perfectDays.bestRun, perfectDays: perfectDays.count,
      trackersCompleted: trackersCompleted,
      daysWithRecords: daysWithRecords)
  }
}
