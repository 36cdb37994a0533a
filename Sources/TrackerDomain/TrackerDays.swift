/// Which days a tracker appears on, and on which it can be marked done.
extension TrackerState {
  /// Whether `tracker` is on the main screen for `day`. Nothing appears before
  /// its start day (`created`). A habit appears on the weekdays of its schedule
  /// from then on. An irregular event appears on every day from its start on
  /// until it is done; once done, only on the day it was done.
  public func appears(_ tracker: Tracker, on day: Day) -> Bool {
    guard day >= tracker.created else { return false }
    if let schedule = tracker.schedule { return schedule.contains(day.weekday) }
    if records.count(for: tracker.id) == 0 { return true }
    return records.isDone(tracker.id, on: day)
  }

  /// Whether `tracker` can be marked done, or undone, on `day`: it appears
  /// that day, and the day is not after today. `applying(_:today:)` refuses
  /// any other mark.
  public func canMark(_ tracker: Tracker, on day: Day, today: Day) -> Bool {
    // Not `&&`: its right side is a closure holding a copy of the whole state, in a debug
    // build (this is asked of every card at every description).
    guard day <= today else { return false }
    return appears(tracker, on: day)
  }
}
