/// Which trackers of the shown day the main screen lists.
public enum TrackerFilter: String, CaseIterable, Hashable, Sendable {
  /// Every tracker of the selected day.
  case all
  /// Every tracker of today, whatever day was selected.
  case today
  /// The trackers done on the selected day.
  case completed
  /// The trackers not done on the selected day.
  case uncompleted

  /// Whether a tracker of the shown day stays listed under this filter, given whether it is
  /// done on that day (asked only by the filters that need it).
  public func keeps(isDone: @autoclosure () -> Bool) -> Bool {
    switch self {
    case .all, .today: true
    case .completed: isDone()
    case .uncompleted: !isDone()
    }
  }
}
