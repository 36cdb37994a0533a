import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// The main screen's cards and the statistics computed the way the original
/// apps do: the records are one flat list, scanned for every card ("done
/// today?", "how many days?") and for every day of the statistics. The
/// benchmark times it beside the kit; the tests check that both agree.
public struct ScanningBaseline: Sendable {
  /// The categories, in their order of creation.
  public let categories: [TrackerCategory]
  /// The trackers, in their order of creation.
  public let trackers: [Tracker]
  /// Every record, in the order they were made (by day).
  public let records: [Record]

  /// The baseline's copy of `state`.
  public init(_ state: TrackerState) {
    categories = state.categories
    trackers = state.trackers
    records = state.records.sorted.sorted { ($0.day, $0.tracker) < ($1.day, $1.tracker) }
  }

  // MARK: The main screen

  /// A card as the baseline computes it: what a card shows that depends on the records.
  public struct Card: Hashable, Sendable {
    /// The tracker shown.
    public var tracker: TrackerID
    /// "5 days".
    public var counter: LocalizedText
    /// Whether the tracker is done on the shown day.
    public var isDone: Bool
    /// "Поливать растения, 5 дней, не выполнено".
    public var accessibilityLabel: LocalizedText

    /// A card with every part given.
    public init(
      tracker: TrackerID, counter: LocalizedText, isDone: Bool, accessibilityLabel: LocalizedText
    ) {
      self.tracker = tracker
      self.counter = counter
      self.isDone = isDone
      self.accessibilityLabel = accessibilityLabel
    }
  }

  /// A section of cards, under the text of its title.
  public struct Section: Hashable, Sendable {
    /// "Pinned" or the category's title.
    public var title: String
    /// The cards, sorted by name.
    public var cards: [Card]

    /// A section with every part given.
    public init(title: String, cards: [Card]) {
      self.title = title
      self.cards = cards
    }
  }

  /// The kit's main screen in the baseline's terms, to check that both computed the same.
  public static func sections(of screen: TrackersScreen) -> [Section] {
    screen.baselineSections(Section.init) { card in
      Card(
        tracker: card.tracker, counter: card.counter, isDone: card.isDone,
        accessibilityLabel: card.accessibilityLabel)
    }
  }

  /// The main screen's sections for `query`, scanning the records for every card.
  public func trackersScreen(
    query: TrackerQuery, today: Day, localizer: Localizer, order: NameOrder
  ) -> [Section] {
    let day = query.shownDay(today: today)
    let search = SearchText(query.search)
    let shown = trackers.filter { tracker in
      guard appears(tracker, on: day), search.matches(tracker.name) else { return false }
      return query.filter.keeps(isDone: isDone(tracker.id, on: day))
    }
    let sorted = order.sorted(shown)
    var sections: [Section] = []
    let pinned = sorted.filter(\.isPinned)
    if !pinned.isEmpty {
      sections.append(
        Section(
          title: localizer.text(.trackersSectionPinned).string,
          cards: pinned.map { card($0, on: day, today: today, localizer) }))
    }
    for category in categories {
      let inCategory = sorted.filter { !$0.isPinned && $0.category == category.id }
      guard !inCategory.isEmpty else { continue }
      sections.append(
        Section(
          title: category.title,
          cards: inCategory.map { card($0, on: day, today: today, localizer) }))
    }
    return sections
  }

  private func card(_ tracker: Tracker, on day: Day, today: Day, _ localizer: Localizer) -> Card {
    var count = 0
    for record in records where record.tracker == tracker.id { count += 1 }
    let isDone = isDone(tracker.id, on: day)
    let counter = localizer.plural(.cardDays, count: count)
    let label = localizer.text(
      tracker.isPinned ? .cardAccessibilityPinned : .cardAccessibility, .text(tracker.name),
      .localized(counter), .localized(localizer.text(isDone ? .cardDone : .cardNotDone)))
    return Card(tracker: tracker.id, counter: counter, isDone: isDone, accessibilityLabel: label)
  }

  private func appears(_ tracker: Tracker, on day: Day) -> Bool {
    if let schedule = tracker.schedule { return schedule.contains(day.weekday) }
    if !hasRecords(tracker.id) { return day >= tracker.created }
    return isDone(tracker.id, on: day)
  }

  // The scans are loops, not `filter` or `contains(where:)`, and days are compared by their
  // ordinals: the same scans of every record in a release build, where those are inlined,
  // without a call for every record in a debug build, which the tests that check the baseline
  // against the kit run.

  private func hasRecords(_ tracker: TrackerID) -> Bool {
    for record in records where record.tracker == tracker { return true }
    return false
  }

  private func isDone(_ tracker: TrackerID, on day: Day) -> Bool {
    for record in records where record.day.ordinal == day.ordinal {
      if record.tracker == tracker { return true }
    }
    return false
  }

  // MARK: Statistics

  /// The statistics up to `today`, day by day, scanning the records for each day.
  public func statistics(today: Day) -> Statistics {
    let habits = trackers.filter { $0.schedule != nil }
    let starts =
      records.filter { $0.day <= today }.map(\.day)
      + habits.filter { $0.created <= today }.map(\.created)
    guard var day = starts.min() else { return .zero }
    var trackersCompleted = 0
    var daysWithRecords = 0
    var perfectDays = PerfectDays()
    while day <= today {
      var done: [Record] = []
      for record in records where record.day.ordinal == day.ordinal { done.append(record) }
      trackersCompleted += done.count
      if !done.isEmpty { daysWithRecords += 1 }
      let scheduled = habits.filter { habit in
        habit.created <= day && habit.schedule?.contains(day.weekday) == true
      }
      let scheduledDone = scheduled.filter { habit in done.contains { $0.tracker == habit.id } }
      perfectDays.add(habitsDue: scheduled.count, habitsDone: scheduledDone.count)
      day = day.adding(days: 1)
    }
    guard trackersCompleted > 0 else { return .zero }
    return Statistics(
      bestPeriod: perfectDays.bestRun, perfectDays: perfectDays.count,
      trackersCompleted: trackersCompleted, daysWithRecords: daysWithRecords)
  }
}
