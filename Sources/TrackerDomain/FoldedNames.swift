/// A tracker name folded once for search and sorting: folding goes through
/// Foundation's Unicode tables and is far slower than comparing, so the main
/// screen reads these instead of folding every name on every query.
struct FoldedName: Sendable {
  /// The name it was made from; a kept entry is used only while it matches.
  let name: String
  /// The name lowercased and without diacritics, as `SearchText` matches it.
  let folded: String
  /// The sort key with Latin first, which is the key in every order whose first
  /// script the name has no letter of (see `NameOrder.sortKey(folded:)`).
  let latinFirstKey: [UInt64]
  /// The sort keys in the orders of the other scripts the name has letters of
  /// (usually none or one).
  let scriptFirstKeys: [(script: Script, key: [UInt64])]
  /// The position of the name's tracker among the trackers the names were last
  /// ranked for; nil for a name folded on the spot.
  fileprivate(set) var position: Int?

  init(_ name: String) {
    self.name = name
    folded = SearchText.fold(name)
    latinFirstKey = NameOrder.latinFirst.sortKey(folded: folded)
    scriptFirstKeys = Script.nonLatinScripts(in: folded).map { [folded] script in
      (script, NameOrder(firstScript: script).sortKey(folded: folded))
    }
  }

  /// The name's sort key in `order`.
  func key(for order: NameOrder) -> [UInt64] {
    scriptFirstKeys.first { $0.script == order.firstScript }?.key ?? latinFirstKey
  }

  /// The scripts other than Latin the name has letters of.
  var scripts: [Script] { scriptFirstKeys.map(\.script) }
}

/// The folded names of a state's trackers and their places in name order,
/// kept up to date as trackers are added, renamed and deleted, so that the main
/// screen lists a day's trackers in name order without sorting them. The names
/// are ranked with Latin first and with each other script the names have
/// letters of first; with any other script first the order is Latin first's.
struct FoldedNames: Sendable {
  /// Where the trackers go in one name order.
  private struct Ranking: Sendable {
    /// Positions in the state's trackers, sorted by name.
    var positions: [Int] = []
    /// Each tracker's place in that order, by its position in the state's trackers.
    var ranks: [Int] = []
  }

  private var byTracker: [TrackerID: FoldedName] = [:]
  /// The trackers the names were ranked for, by position, to tell when the
  /// positions below no longer fit the state's trackers.
  private var rankedIDs: [TrackerID] = []
  private var rankedNames: [String] = []
  private var latinFirst = Ranking()
  private var scriptFirst: [Script: Ranking] = [:]

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
    var scripts: Set<Script> = []
    for (position, tracker) in trackers.enumerated() {
      var entry =
        byTracker[tracker.id].flatMap { $0.name == tracker.name ? $0 : nil }
        ?? FoldedName(tracker.name)
      entry.position = position
      scripts.formUnion(entry.scripts)
      entries[tracker.id] = entry
    }
    byTracker = entries
    rankedIDs = trackers.map(\.id)
    rankedNames = trackers.map(\.name)
    latinFirst = ranking(of: trackers, .latinFirst)
    scriptFirst = [:]
    for script in scripts {
      scriptFirst[script] = ranking(of: trackers, NameOrder(firstScript: script))
    }
  }

  /// The ranking that gives `order`.
  private func ranking(for order: NameOrder) -> Ranking {
    scriptFirst[order.firstScript] ?? latinFirst
  }

  /// The positions of `trackers` in name order, when they are the trackers the
  /// names were last ranked for; nil otherwise.
  func positionsByName(_ order: NameOrder, of trackers: [Tracker]) -> [Int]? {
    guard isRanked(for: trackers) else { return nil }
    return ranking(for: order).positions
  }

  /// Whether the names were ranked for exactly these trackers, in this order.
  /// (An index loop: `zip` and `allSatisfy` are generic calls for every tracker in a debug
  /// build, and this is asked at every description of the main screen.)
  private func isRanked(for trackers: [Tracker]) -> Bool {
    guard trackers.count == rankedIDs.count else { return false }
    for index in trackers.indices {
      let tracker = trackers[index]
      guard tracker.id == rankedIDs[index] else { return false }
      guard tracker.name == rankedNames[index] else { return false }
    }
    return true
  }

  /// The folded name of `tracker`: the kept one when it is for the tracker's
  /// current name, else folded now (without a position).
  func name(of tracker: Tracker) -> FoldedName {
    if let kept = byTracker[tracker.id], kept.name == tracker.name { return kept }
    return FoldedName(tracker.name)
  }

  /// Whether the name of `tracker` matches `search`, as `SearchText.matches(_:)` decides.
  func name(of tracker: Tracker, matches search: SearchText) -> Bool {
    // Not `||`: its right side is a closure holding copies of the names and the tracker, in
    // a debug build (this is asked of every tracker at every description of the main screen).
    if search.folded.isEmpty { return true }
    return search.matches(folded: name(of: tracker).folded)
  }

  /// `trackers` sorted by name in `order`, as `NameOrder.sorted(_:)` sorts them.
  func sorted(_ trackers: [Tracker], by order: NameOrder) -> [Tracker] {
    let ranking = ranking(for: order)
    let ranks = trackers.compactMap { tracker -> Int? in
      guard let kept = byTracker[tracker.id], kept.name == tracker.name,
        let position = kept.position, position < ranking.ranks.count
      else { return nil }
      return ranking.ranks[position]
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

  /// `trackers` (the state's, whose names are folded) ranked in `order`.
  private func ranking(of trackers: [Tracker], _ order: NameOrder) -> Ranking {
    let keys = trackers.map { byTracker[$0.id]?.key(for: order) ?? [] }
    let positions = trackers.indices.sorted { lhs, rhs in
      NameOrder.precedes(
        (keys[lhs], trackers[lhs].name, trackers[lhs].id),
        (keys[rhs], trackers[rhs].name, trackers[rhs].id))
    }
    var ranks = Array(repeating: 0, count: trackers.count)
    for (rank, position) in positions.enumerated() { ranks[position] = rank }
    return Ranking(positions: positions, ranks: ranks)
  }
}
