/// A tracker name folded once for search and sorting: folding goes through
/// Foundation's Unicode tables and is far slower than comparing, so the main
/// screen reads these instead of folding every name on every query.
struct FoldedName: Sendable {
  /// The name it was made from; a kept entry is used only while it matches.
  let name: String
  /// The name lowercased and without diacritics, as `SearchText` matches it.
  let folded: String
  /// The sort keys with Latin and with Cyrillic names first.
  let latinFirstKey: [UInt64]
  let cyrillicFirstKey: [UInt64]
  /// The name's place among all the state's names in each order; nil for a
  /// name folded on the spot.
  fileprivate(set) var latinFirstRank: Int?
  fileprivate(set) var cyrillicFirstRank: Int?

  init(_ name: String) {
    self.name = name
    folded = SearchText.fold(name)
    latinFirstKey = NameOrder.latinFirst.sortKey(folded: folded)
    cyrillicFirstKey = NameOrder.cyrillicFirst.sortKey(folded: folded)
  }

  func key(for order: NameOrder) -> [UInt64] {
    order.firstScript == .latin ? latinFirstKey : cyrillicFirstKey
  }

  func rank(for order: NameOrder) -> Int? {
    order.firstScript == .latin ? latinFirstRank : cyrillicFirstRank
  }
}

/// The folded names of a state's trackers and their places in both name
/// orders, kept up to date as trackers are added, renamed and deleted, so that
/// the main screen lists a day's trackers in name order without sorting them.
struct FoldedNames: Sendable {
  private var byTracker: [TrackerID: FoldedName] = [:]
  /// The trackers the names were ranked for, by position, to tell when the
  /// positions below no longer fit the state's trackers.
  private var rankedIDs: [TrackerID] = []
  private var rankedNames: [String] = []
  /// Positions in the state's trackers, sorted by name, in each order.
  private var latinFirstPositions: [Int] = []
  private var cyrillicFirstPositions: [Int] = []

  init() {}

  /// The folded and ranked names of `trackers`.
  init(_ trackers: [Tracker]) {
    sync(with: trackers)
  }

  /// Folds the names of new and renamed trackers, forgets deleted ones and
  /// ranks the names again, after any change to the state's trackers.
  mutating func sync(with trackers: [Tracker]) {
    guard !isRanked(for: trackers) else { return }
    var entries: [TrackerID: FoldedName] = [:]
    entries.reserveCapacity(trackers.count)
    for tracker in trackers {
      if let kept = byTracker[tracker.id], kept.name == tracker.name {
        entries[tracker.id] = kept
      } else {
        entries[tracker.id] = FoldedName(tracker.name)
      }
    }
    byTracker = entries
    rankedIDs = trackers.map(\.id)
    rankedNames = trackers.map(\.name)
    latinFirstPositions = rank(trackers, .latinFirst)
    cyrillicFirstPositions = rank(trackers, .cyrillicFirst)
  }

  /// The positions of `trackers` in name order, when they are the trackers the
  /// names were last ranked for; nil otherwise.
  func positionsByName(_ order: NameOrder, of trackers: [Tracker]) -> [Int]? {
    guard isRanked(for: trackers) else { return nil }
    return order.firstScript == .latin ? latinFirstPositions : cyrillicFirstPositions
  }

  /// Whether the names were ranked for exactly these trackers, in this order.
  private func isRanked(for trackers: [Tracker]) -> Bool {
    trackers.count == rankedIDs.count
      && zip(trackers, zip(rankedIDs, rankedNames)).allSatisfy {
        $0.id == $1.0 && $0.name == $1.1
      }
  }

  /// The folded name of `tracker`: the kept one when it is for the tracker's
  /// current name, else folded now (without a rank).
  func name(of tracker: Tracker) -> FoldedName {
    if let kept = byTracker[tracker.id], kept.name == tracker.name { return kept }
    return FoldedName(tracker.name)
  }

  /// Whether the name of `tracker` matches `search`, as `SearchText.matches(_:)` decides.
  func name(of tracker: Tracker, matches search: SearchText) -> Bool {
    search.folded.isEmpty || search.matches(folded: name(of: tracker).folded)
  }

  /// `trackers` sorted by name in `order`, as `NameOrder.sorted(_:)` sorts them.
  func sorted(_ trackers: [Tracker], by order: NameOrder) -> [Tracker] {
    let ranks = trackers.compactMap { tracker -> Int? in
      guard let kept = byTracker[tracker.id], kept.name == tracker.name else { return nil }
      return kept.rank(for: order)
    }
    let positions: [Int]
    if ranks.count == trackers.count {
      positions = trackers.indices.sorted { ranks[$0] < ranks[$1] }
    } else {
      let names = trackers.map(name(of:))
      positions = trackers.indices.sorted { lhs, rhs in
        NameOrder.precedes(
          (names[lhs].key(for: order), trackers[lhs].name, trackers[lhs].id),
          (names[rhs].key(for: order), trackers[rhs].name, trackers[rhs].id))
      }
    }
    return positions.map { trackers[$0] }
  }

  /// Positions in `trackers` sorted by name in `order`; records each name's rank.
  private mutating func rank(_ trackers: [Tracker], _ order: NameOrder) -> [Int] {
    let keys = trackers.map { byTracker[$0.id]?.key(for: order) ?? [] }
    let positions = trackers.indices.sorted { lhs, rhs in
      NameOrder.precedes(
        (keys[lhs], trackers[lhs].name, trackers[lhs].id),
        (keys[rhs], trackers[rhs].name, trackers[rhs].id))
    }
    for (rank, position) in positions.enumerated() {
      if order.firstScript == .latin {
        byTracker[trackers[position].id]?.latinFirstRank = rank
      } else {
        byTracker[trackers[position].id]?.cyrillicFirstRank = rank
      }
    }
    return positions
  }
}
