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
  /// The main screen's trackers for `query`. Search matches names ignoring case
  /// and diacritics (ё matches е); `order` sorts names within each section.
  public func feed(for query: TrackerQuery, today: Day, order: NameOrder = .latinFirst)
    -> TrackerFeed
  {
    let day = query.shownDay(today: today)
    var dayHasTrackers = false
    let search = SearchText(query.search)
    // In name order already when the state has ranked its trackers' names.
    let inNameOrder = foldedNames.positionsByName(order, of: trackers)
    let shown = Array(
      (inNameOrder ?? Array(trackers.indices)).lazy.map { trackers[$0] }.filter { tracker in
        guard appears(tracker, on: day) else { return false }
        dayHasTrackers = true
        guard foldedNames.name(of: tracker, matches: search) else { return false }
        return query.filter.keeps(isDone: records.isDone(tracker.id, on: day))
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
