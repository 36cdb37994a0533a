/// A tracker's runs of done days, up to today.
public struct Streaks: Hashable, Sendable {
  /// The run that is still going: it ends on the last counted day before today,
  /// or on today once today is done (today, not yet done, does not break it).
  public var current: Int
  /// The longest run since the start day.
  public var best: Int

  /// Streaks with both figures given.
  public init(current: Int, best: Int) {
    self.current = current
    self.best = best
  }
}

/// How far a tracker is toward its goal.
public struct GoalProgress: Hashable, Sendable {
  /// Counted days within the goal's span that were done.
  public var done: Int
  /// Counted days within the goal's span: the scheduled days of a habit, every
  /// day of an irregular event.
  public var target: Int

  /// Progress with both figures given.
  public init(done: Int, target: Int) {
    self.done = done
    self.target = target
  }

  /// Done over target as a whole percentage, rounded down and capped at 100.
  public var percent: Int {
    target == 0 ? 0 : min(100, done * 100 / target)
  }
}

extension TrackerState {
  /// Whether `day` counts for `tracker`'s streaks and goal: a scheduled day of a
  /// habit, any day of an irregular event, from the start day on.
  public func counts(_ tracker: Tracker, on day: Day) -> Bool {
    guard day >= tracker.created else { return false }
    return tracker.schedule?.contains(day.weekday) ?? true
  }

  /// The current and best streak of a tracker: consecutive counted days done.
  /// Days a habit is not scheduled on neither break nor extend a streak; an
  /// irregular event counts calendar days.
  public func streaks(of id: TrackerID, today: Day) -> Streaks {
    guard let tracker = tracker(id), tracker.created <= today else {
      return Streaks(current: 0, best: 0)
    }
    var run = 0
    var best = 0
    var day = tracker.created
    while day <= today {
      if counts(tracker, on: day) {
        if records.isDone(id, on: day) {
          run += 1
          best = max(best, run)
        } else if day < today {
          run = 0
        }
      }
      day = day.adding(days: 1)
    }
    return Streaks(current: run, best: best)
  }

  /// Progress toward the tracker's goal; nil without a goal or for forever.
  public func progress(of id: TrackerID) -> GoalProgress? {
    guard let tracker = tracker(id), let last = tracker.goal?.lastDay(startingOn: tracker.created)
    else { return nil }
    var progress = GoalProgress(done: 0, target: 0)
    var day = tracker.created
    while day <= last {
      if counts(tracker, on: day) {
        progress.target += 1
        if records.isDone(id, on: day) { progress.done += 1 }
      }
      day = day.adding(days: 1)
    }
    return progress
  }

  /// How many records moving the tracker's start to `day` would delete: those
  /// before it. The user must confirm that number (`TrackerAction.moveStart`).
  public func recordsLost(movingStartOf id: TrackerID, to day: Day) -> Int {
    records.days(for: id).lazy.filter { $0 < day }.count
  }

  /// How many habits are scheduled (and started) on `day`, and how many of them are done.
  public func habitsDone(on day: Day) -> (scheduled: Int, done: Int) {
    var scheduled = 0
    var done = 0
    for tracker in trackers where tracker.schedule != nil && counts(tracker, on: day) {
      scheduled += 1
      if records.isDone(tracker.id, on: day) { done += 1 }
    }
    return (scheduled, done)
  }

  /// Whether every habit scheduled on `day` was done, with at least one scheduled.
  public func isPerfect(_ day: Day) -> Bool {
    let (scheduled, done) = habitsDone(on: day)
    return scheduled > 0 && done == scheduled
  }
}
