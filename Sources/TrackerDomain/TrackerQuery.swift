/// What the main screen asks for: a day, a search text and a filter.
public struct TrackerQuery: Hashable, Sendable {
  /// The day selected in the date picker.
  public var day: Day
  /// The search text; empty shows everything.
  public var search: String
  /// The chosen filter.
  public var filter: TrackerFilter
  /// Whether done trackers move to the end of their section (the second app's
  /// list); otherwise a section is sorted by name only.
  public var doneLast: Bool

  /// A query for `day` with the given search text and filter.
  public init(
    day: Day, search: String = "", filter: TrackerFilter = .all, doneLast: Bool = false
  ) {
    self.day = day
    self.search = search
    self.filter = filter
    self.doneLast = doneLast
  }
}

extension TrackerQuery {
  /// The query after the user picks `day` on the date picker: that day, with
  /// All trackers when "Today's trackers" was chosen (which shows today only).
  public func selecting(day: Day) -> TrackerQuery {
    var query = self
    query.day = day
    if query.filter == .today { query.filter = .all }
    return query
  }

  /// The day the main screen shows: today under "Today's trackers", else the selected day.
  public func shownDay(today: Day) -> Day {
    filter == .today ? today : day
  }

  /// The query after the user chooses `filter`; "Today's trackers" also
  /// selects today.
  public func selecting(filter: TrackerFilter, today: Day) -> TrackerQuery {
    var query = self
    query.filter = filter
    if filter == .today { query.day = today }
    return query
  }
}
