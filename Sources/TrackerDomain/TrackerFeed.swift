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
}

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

  /// The query after the user chooses `filter`; "Today's trackers" also
  /// selects today.
  public func selecting(filter: TrackerFilter, today: Day) -> TrackerQuery {
    var query = self
    query.filter = filter
    if filter == .today { query.day = today }
    return query
  }
}

/// A section of the main screen: the Pinned section or a category's.
public struct TrackerSection: Hashable, Sendable {
  /// Which section this is.
  public enum Kind: Hashable, Sendable {
    /// The pinned trackers, shown first.
    case pinned
    /// A category's unpinned trackers.
    case category(TrackerCategory)
  }

  /// Which section this is.
  public var kind: Kind
  /// The section's trackers, sorted by name.
  public var trackers: [Tracker]
}

/// The trackers the main screen shows for a query, in sections.
public struct TrackerFeed: Hashable, Sendable {
  /// The day shown: today under the "today" filter, else the selected day.
  public var day: Day
  /// The sections: Pinned first when any tracker shown is pinned, then the
  /// categories in their order of creation; no empty section.
  public var sections: [TrackerSection]
  /// Whether the shown day has any tracker before search and filter: without
  /// one there is no Filters button and the "What will we track?" placeholder shows.
  public var dayHasTrackers: Bool

  /// True when nothing is listed.
  public var isEmpty: Bool { sections.isEmpty }
}

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
    day <= today && appears(tracker, on: day)
  }

  /// The main screen's trackers for `query`. Search matches names ignoring case
  /// and diacritics (ё matches е); `order` sorts names within each section.
  public func feed(for query: TrackerQuery, today: Day, order: NameOrder = .latinFirst)
    -> TrackerFeed
  {
    let day = query.filter == .today ? today : query.day
    var dayHasTrackers = false
    let search = SearchText(query.search)
    // In name order already when the state has ranked its trackers' names.
    let inNameOrder = foldedNames.positionsByName(order, of: trackers)
    let shown = Array(
      (inNameOrder ?? Array(trackers.indices)).lazy.map { trackers[$0] }.filter { tracker in
        guard appears(tracker, on: day) else { return false }
        dayHasTrackers = true
        guard foldedNames.name(of: tracker, matches: search) else { return false }
        switch query.filter {
        case .all, .today: return true
        case .completed: return records.isDone(tracker.id, on: day)
        case .uncompleted: return !records.isDone(tracker.id, on: day)
        }
      })
    var sections = sections(of: shown, order: order, isSorted: inNameOrder != nil)
    if query.doneLast {
      for index in sections.indices {
        let trackers = sections[index].trackers
        let isDone = { (tracker: Tracker) in self.records.isDone(tracker.id, on: day) }
        sections[index].trackers = trackers.filter { !isDone($0) } + trackers.filter(isDone)
      }
    }
    return TrackerFeed(day: day, sections: sections, dayHasTrackers: dayHasTrackers)
  }

  /// Every tracker sorted by name for `order`, from the names the state keeps
  /// ranked (no folding or sorting once they are).
  public func trackersByName(_ order: NameOrder) -> [Tracker] {
    guard let positions = foldedNames.positionsByName(order, of: trackers) else {
      return foldedNames.sorted(trackers, by: order)
    }
    return positions.map { trackers[$0] }
  }

  /// `trackers` grouped into the Pinned section and their categories' sections;
  /// `isSorted` says they are in name order already.
  func sections(of trackers: [Tracker], order: NameOrder, isSorted: Bool = false)
    -> [TrackerSection]
  {
    let sorted = isSorted ? trackers : foldedNames.sorted(trackers, by: order)
    var pinned: [Tracker] = []
    var byCategory = Array(repeating: [Tracker](), count: categories.count)
    for tracker in sorted {
      if tracker.isPinned {
        pinned.append(tracker)
      } else if let position = categoryPosition(tracker.category) {
        byCategory[position].append(tracker)
      }
    }
    var sections: [TrackerSection] = []
    if !pinned.isEmpty { sections.append(TrackerSection(kind: .pinned, trackers: pinned)) }
    for (category, trackers) in zip(categories, byCategory) where !trackers.isEmpty {
      sections.append(TrackerSection(kind: .category(category), trackers: trackers))
    }
    return sections
  }
}
