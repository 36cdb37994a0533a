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
/// sorting a day's trackers compares numbers instead of names.
struct FoldedNames: Sendable {
  private var byTracker: [TrackerID: FoldedName] = [:]

  init() {}

  /// The folded and ranked names of `trackers`.
  init(_ trackers: [Tracker]) {
    for tracker in trackers { byTracker[tracker.id] = FoldedName(tracker.name) }
    rank()
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

  /// Folds the name of a new or edited tracker and ranks the names again,
  /// unless the name is unchanged.
  mutating func update(_ tracker: Tracker) {
    guard byTracker[tracker.id]?.name != tracker.name else { return }
    byTracker[tracker.id] = FoldedName(tracker.name)
    rank()
  }

  /// Forgets a deleted tracker; the others keep their order.
  mutating func remove(_ id: TrackerID) {
    byTracker[id] = nil
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

  private mutating func rank() {
    for order in [NameOrder.latinFirst, .cyrillicFirst] {
      let sorted = byTracker.sorted { lhs, rhs in
        NameOrder.precedes(
          (lhs.value.key(for: order), lhs.value.name, lhs.key),
          (rhs.value.key(for: order), rhs.value.name, rhs.key))
      }
      for (rank, entry) in sorted.enumerated() {
        if order.firstScript == .latin {
          byTracker[entry.key]?.latinFirstRank = rank
        } else {
          byTracker[entry.key]?.cyrillicFirstRank = rank
        }
      }
    }
  }
}
