/// Every record, indexed by tracker and day: "is it done on day D" and a
/// card's counter are O(1), and no rule ever scans all records for one card.
public struct RecordIndex: Equatable, Sendable {
  private var daysByTracker: [TrackerID: DoneDays] = [:]

  /// The number of records, over all trackers and all time.
  public private(set) var count = 0

  /// An empty index.
  public init() {}

  /// An index of the given records; a repeated record counts once.
  public init(_ records: some Sequence<Record>) {
    for record in records { insert(record) }
  }

  /// An index of `records`, whose trackers must be among `trackers` (their
  /// positions by id); a repeated record counts once. Records are gathered by
  /// tracker first, without hashing an id while the tracker stays the same
  /// from one record to the next (as files list them), then each tracker's
  /// days are stored in one go.
  init(
    _ records: some Sequence<Record>, of trackers: [Tracker], positions: [TrackerID: Int]
  ) throws(StateProblem) {
    var ordinals = Array(repeating: [Int](), count: trackers.count)
    var lastTracker: TrackerID?
    var lastPosition = 0
    for record in records {
      if record.tracker != lastTracker {
        guard let position = positions[record.tracker] else {
          throw .unknownTracker(record.tracker)
        }
        lastTracker = record.tracker
        lastPosition = position
      }
      ordinals[lastPosition].append(record.day.ordinal)
    }
    daysByTracker.reserveCapacity(trackers.count)
    for (tracker, ordinals) in zip(trackers, ordinals) where !ordinals.isEmpty {
      let days = DoneDays(ordinals: ordinals)
      daysByTracker[tracker.id] = days
      count += days.count
    }
  }

  /// An index of each tracker's days.
  init(daysByTracker: [TrackerID: DoneDays]) {
    self.daysByTracker = daysByTracker.filter { !$0.value.isEmpty }
    count = self.daysByTracker.values.reduce(0) { $0 + $1.count }
  }

  /// Whether `tracker` was done on `day`.
  public func isDone(_ tracker: TrackerID, on day: Day) -> Bool {
    daysByTracker[tracker]?.contains(day) ?? false
  }

  /// How many days `tracker` was done, over all time.
  public func count(for tracker: TrackerID) -> Int {
    daysByTracker[tracker]?.count ?? 0
  }

  /// How many days `tracker` was done up to `day`: a card's counter on `day`
  /// = today, counting what the statistics count.
  public func count(for tracker: TrackerID, through day: Day) -> Int {
    daysByTracker[tracker]?.count(through: day) ?? 0
  }

  /// The days on which `tracker` was done, in order.
  public func doneDays(for tracker: TrackerID) -> DoneDays {
    daysByTracker[tracker] ?? DoneDays()
  }

  /// All records, sorted by tracker and day.
  public var sorted: [Record] {
    daysByTracker.sorted { $0.key < $1.key }.flatMap { tracker, days in
      days.map { Record(tracker: tracker, day: $0) }
    }
  }

  /// Adds a record; returns false when it was already there.
  @discardableResult
  mutating func insert(_ record: Record) -> Bool {
    let inserted = daysByTracker[record.tracker, default: DoneDays()].insert(record.day)
    if inserted { count += 1 }
    return inserted
  }

  /// Removes a record; returns false when it was not there.
  @discardableResult
  mutating func remove(_ record: Record) -> Bool {
    guard daysByTracker[record.tracker]?.remove(record.day) == true else { return false }
    count -= 1
    if daysByTracker[record.tracker]?.isEmpty == true {
      daysByTracker[record.tracker] = nil
    }
    return true
  }

  /// Removes every record of `tracker`.
  mutating func removeAll(of tracker: TrackerID) {
    count -= daysByTracker.removeValue(forKey: tracker)?.count ?? 0
  }
}
