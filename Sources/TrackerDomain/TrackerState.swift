/// Everything the user has: categories in their order of creation, trackers,
/// and records. It changes only through `applying(_:today:)`, and every way of
/// building one checks that records and trackers refer to things that exist.
public struct TrackerState: Equatable, Sendable {
  /// The categories, in their order of creation.
  public private(set) var categories: [TrackerCategory]
  /// The trackers, in their order of creation.
  public private(set) var trackers: [Tracker]
  /// The records, indexed by tracker and day.
  public private(set) var records: RecordIndex
  /// The goals app's changes not yet sent to the server, in order; saved with
  /// the state (see `PendingChanges`).
  public var pendingChanges = PendingChanges()

  private var trackerPositions: [TrackerID: Int]
  private var categoryPositions: [CategoryID: Int]
  /// Each category by its title's `CategoryTitle.comparisonKey`, so that
  /// checking a new or renamed title is one lookup, not a pass over every title.
  private var categoriesByTitle: [String: CategoryID]
  /// The trackers' names folded for search and sorting (see `FoldedNames`).
  private(set) var foldedNames = FoldedNames()

  /// A state with nothing in it: what a new user has.
  public init() {
    self.categories = []
    self.trackers = []
    self.records = RecordIndex()
    self.trackerPositions = [:]
    self.categoryPositions = [:]
    self.categoriesByTitle = [:]
  }

  /// A state with the given contents, after checking that ids and category
  /// titles are unique, every tracker's category exists and every record's
  /// tracker exists. Every check is one lookup an item, so that building a
  /// state takes time in proportion to its size, whatever the order of its
  /// records.
  public init(
    categories: [TrackerCategory], trackers: [Tracker], records: some Sequence<Record>
  ) throws(StateProblem) {
    try self.init(categories: categories, trackers: trackers)
    self.records = try RecordIndex(records, of: self.trackers, positions: trackerPositions)
  }

  /// A state with the given contents, after the same checks. (Not generic, so
  /// that other modules get it compiled for arrays.)
  public init(categories: [TrackerCategory], trackers: [Tracker], records: [Record])
    throws(StateProblem)
  {
    try self.init(categories: categories, trackers: trackers)
    self.records = try RecordIndex(records, of: self.trackers, positions: trackerPositions)
  }

  /// A state with the given contents, its records given as each tracker's
  /// days (as a file lists them, tracker by tracker), after the same checks.
  public init(
    categories: [TrackerCategory], trackers: [Tracker], doneDays: [TrackerID: DoneDays]
  ) throws(StateProblem) {
    try self.init(categories: categories, trackers: trackers)
    if let unknown = doneDays.keys.filter({ trackerPositions[$0] == nil }).min() {
      throw .unknownTracker(unknown)
    }
    records = RecordIndex(daysByTracker: doneDays)
  }

  /// A state with these categories and trackers and no records, after
  /// checking that ids are unique and every tracker's category exists.
  private init(categories: [TrackerCategory], trackers: [Tracker]) throws(StateProblem) {
    self.init()
    for category in categories {
      guard categoryPositions[category.id] == nil else {
        throw .duplicateCategoryID(category.id)
      }
      if category.preset != nil {
        categoryPositions[category.id] = self.categories.count
        self.categories.append(category)
        continue
      }
      let key = CategoryTitle.comparisonKey(category.title)
      if let other = categoriesByTitle[key] {
        throw .duplicateCategoryTitle(category.id, sameAs: other)
      }
      categoriesByTitle[key] = category.id
      categoryPositions[category.id] = self.categories.count
      self.categories.append(category)
    }
    for tracker in trackers {
      guard trackerPositions[tracker.id] == nil else { throw .duplicateTrackerID(tracker.id) }
      guard categoryPositions[tracker.category] != nil else {
        throw .unknownCategory(tracker.category, tracker: tracker.id)
      }
      trackerPositions[tracker.id] = self.trackers.count
      self.trackers.append(tracker)
    }
    foldedNames = FoldedNames(self.trackers)
  }

  /// The category whose title is `title`, ignoring case and surrounding
  /// spaces (see `CategoryTitle`), if any.
  public func category(titled title: String) -> CategoryID? {
    categoriesByTitle[CategoryTitle.comparisonKey(title)]
  }

  /// The tracker with this id, if there is one.
  public func tracker(_ id: TrackerID) -> Tracker? {
    trackerPositions[id].map { trackers[$0] }
  }

  /// The category with this id, if there is one.
  public func category(_ id: CategoryID) -> TrackerCategory? {
    categoryPositions[id].map { categories[$0] }
  }

  /// The categories' ids in order, mapped to their position.
  func categoryPosition(_ id: CategoryID) -> Int? {
    categoryPositions[id]
  }

  /// Whether the two are equal.
  public static func == (lhs: TrackerState, rhs: TrackerState) -> Bool {
    // One part a line: the right side of `&&` is a closure holding copies of both states, in
    // a debug build.
    guard lhs.categories == rhs.categories else { return false }
    guard lhs.trackers == rhs.trackers else { return false }
    guard lhs.records == rhs.records else { return false }
    return lhs.pendingChanges == rhs.pendingChanges
  }

  // MARK: Changes, used by `applying(_:today:)` only.

  mutating func append(_ category: TrackerCategory) {
    categoryPositions[category.id] = categories.count
    if category.preset == nil {
      categoriesByTitle[CategoryTitle.comparisonKey(category.title)] = category.id
    }
    categories.append(category)
  }

  mutating func replace(_ category: TrackerCategory) {
    guard let position = categoryPositions[category.id] else { return }
    if categories[position].preset == nil {
      categoriesByTitle[CategoryTitle.comparisonKey(categories[position].title)] = nil
    }
    categoriesByTitle[CategoryTitle.comparisonKey(category.title)] = category.id
    categories[position] = category
  }

  mutating func append(_ tracker: Tracker) {
    trackerPositions[tracker.id] = trackers.count
    trackers.append(tracker)
    foldedNames.sync(with: trackers)
  }

  mutating func replace(_ tracker: Tracker) {
    if let position = trackerPositions[tracker.id] { trackers[position] = tracker }
    foldedNames.sync(with: trackers)
  }

  mutating func insert(_ record: Record) {
    records.insert(record)
  }

  mutating func remove(_ record: Record) {
    records.remove(record)
  }

  /// Removes the trackers for which `shouldRemove` is true, with their records.
  mutating func removeTrackers(where shouldRemove: (Tracker) -> Bool) {
    for tracker in trackers where shouldRemove(tracker) {
      records.removeAll(of: tracker.id)
    }
    trackers.removeAll(where: shouldRemove)
    trackerPositions = Dictionary(
      uniqueKeysWithValues: trackers.enumerated().map { ($1.id, $0) })
    foldedNames.sync(with: trackers)
  }

  mutating func removeCategory(_ id: CategoryID) {
    removeTrackers { $0.category == id }
    if let category = category(id), category.preset == nil {
      categoriesByTitle[CategoryTitle.comparisonKey(category.title)] = nil
    }
    categories.removeAll { $0.id == id }
    categoryPositions = Dictionary(
      uniqueKeysWithValues: categories.enumerated().map { ($1.id, $0) })
  }
}

/// Why a set of categories, trackers and records does not make a valid state.
public enum StateProblem: Error, Hashable, Sendable {
  /// Two categories share an id.
  case duplicateCategoryID(CategoryID)
  /// Two trackers share an id.
  case duplicateTrackerID(TrackerID)
  /// A tracker names a category that does not exist.
  case unknownCategory(CategoryID, tracker: TrackerID)
  /// A record names a tracker that does not exist.
  case unknownTracker(TrackerID)
  /// Two categories have the same title, ignoring case and surrounding spaces.
  case duplicateCategoryTitle(CategoryID, sameAs: CategoryID)
}
