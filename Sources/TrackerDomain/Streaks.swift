/// A tracker's runs of done days, up to today.
public struct Streaks: Hashable, Sendable {
  /// The run that is still going: it ends on the last counted day before today,
  /// or on today once today is done (today, not yet done, does not break it).
  public var current: Int
  /// The longest run since the start day.
  public var best: Int

  /// The streaks of a tracker's runs (see `TrackerState.streakRuns(of:today:)`).
  public init(_ runs: (all: [StreakRun], current: StreakRun?)) {
    self.init(current: runs.current?.length ?? 0, best: runs.all.map(\.length).max() ?? 0)
  }

  /// Streaks with both figures given.
  public init(current: Int, best: Int) {
    self.current = current
    self.best = best
  }
}

/// A run of consecutive counted days done, from `first` to `last`.
public struct StreakRun: Hashable, Sendable {
  /// The run's first day.
  public var first: Day
  /// The run's last day.
  public var last: Day
  /// How many counted days it holds (unscheduled days in between do not count).
  public var length: Int
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
  /// Whether `day` counts for `tracker`'s streaks and goal (`Tracker.counts(on:)`).
  public func counts(_ tracker: Tracker, on day: Day) -> Bool {
    tracker.counts(on: day)
  }

  /// The current and best streak of a tracker: consecutive counted days done.
  /// Days a habit is not scheduled on neither break nor extend a streak; an
  /// irregular event counts calendar days.
  public func streaks(of id: TrackerID, today: Day) -> Streaks {
    Streaks(streakRuns(of: id, today: today))
  }

  /// Every run of consecutive counted days done, from the start day to today,
  /// in order; `current` is the last run when it is still going. Made from the
  /// days done, not the calendar: the cost grows with the records, not with how
  /// far today lies from the start day.
  public func streakRuns(of id: TrackerID, today: Day) -> (all: [StreakRun], current: StreakRun?) {
    guard let tracker = tracker(id), tracker.created <= today else { return ([], nil) }
    var runs: [StreakRun] = []
    for day in records.doneDays(for: id) {
      guard day <= today else { break }
      guard counts(tracker, on: day) else { continue }
      // Two days done are one run when no counted day lies between them.
      if let last = runs.indices.last, tracker.nextCountedDay(after: runs[last].last) == day {
        runs[last].last = day
        runs[last].length += 1
      } else {
        runs.append(StreakRun(first: day, last: day, length: 1))
      }
    }
    // The last run is still going when no counted day before today has passed since it
    // (today, not yet done, does not break it).
    guard let last = runs.last, tracker.nextCountedDay(after: last.last) >= today else {
      return (runs, nil)
    }
    return (runs, last)
  }

  /// Progress toward the tracker's goal; nil without a goal or for forever.
  public func progress(of id: TrackerID) -> GoalProgress? {
    guard let tracker = tracker(id), let end = tracker.goal?.lastDay(startingOn: tracker.created)
    else { return nil }
    // A goal that would end after the calendar does ends with it.
    let last = min(end, Day.latest)
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
    records.doneDays(for: id).lazy.filter { $0 < day }.count
  }
}
