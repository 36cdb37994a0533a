/// Perfect days and the best run of them: the one rule the statistics, the week strip and the
/// month calendar share. A day is perfect when at least one habit was due on it (scheduled on
/// its weekday, and started) and every habit due was done; irregular events do not count. The
/// best period is the longest run of consecutive perfect days, where a day with no habit due
/// neither breaks nor extends a run.
///
/// Add days in order with `add(habitsDue:habitsDone:)`; `count` and `bestRun` follow.
public struct PerfectDays: Hashable, Sendable {
  /// The perfect days added so far.
  public private(set) var count = 0
  /// The longest run of consecutive perfect days so far.
  public private(set) var bestRun = 0
  /// The run the last day added belongs to.
  private var run = 0

  /// No day added yet.
  public init() {}

  /// Whether a day on which `habitsDue` habits were due and `habitsDone` of them were done is
  /// perfect.
  public static func isPerfect(habitsDue: Int, habitsDone: Int) -> Bool {
    habitsDue > 0 && habitsDone == habitsDue
  }

  /// Adds the next day.
  public mutating func add(habitsDue: Int, habitsDone: Int) {
    guard habitsDue > 0 else { return }
    if Self.isPerfect(habitsDue: habitsDue, habitsDone: habitsDone) {
      count += 1
      run += 1
      bestRun = max(bestRun, run)
    } else {
      run = 0
    }
  }
}

extension Tracker {
  /// Whether `day` counts for the tracker's streaks and goal: from its start day on, a day of
  /// its schedule for a habit, every day for an irregular event.
  public func counts(on day: Day) -> Bool {
    guard day >= created else { return false }
    return schedule?.contains(day.weekday) ?? true
  }

  /// The first day after `day` that counts, for a `day` that counts: the next day of an
  /// irregular event, the next scheduled weekday of a habit.
  func nextCountedDay(after day: Day) -> Day {
    var next = day.adding(days: 1)
    while let schedule, !schedule.contains(next.weekday), next.days(since: day) < 7 {
      next = next.adding(days: 1)
    }
    return next
  }

  /// Whether the tracker is a habit due on `day` (scheduled on its weekday, and started): a
  /// perfect day asks every habit due on it to be done.
  public func isHabitDue(on day: Day) -> Bool {
    if case .none = schedule { return false }
    return counts(on: day)
  }
}

extension TrackerState {
  /// How many habits are due on `day`, and how many of them are done.
  public func habitsDone(on day: Day) -> (scheduled: Int, done: Int) {
    var scheduled = 0
    var done = 0
    for tracker in trackers where tracker.isHabitDue(on: day) {
      scheduled += 1
      if records.isDone(tracker.id, on: day) { done += 1 }
    }
    return (scheduled, done)
  }

  /// Whether `day` is a perfect day (`PerfectDays`).
  public func isPerfect(_ day: Day) -> Bool {
    let (scheduled, done) = habitsDone(on: day)
    return PerfectDays.isPerfect(habitsDue: scheduled, habitsDone: done)
  }
}
