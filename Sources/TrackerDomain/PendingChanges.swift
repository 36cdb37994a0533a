/// A change made on the device that the server has not received yet, with an
/// id that stays the same until the server has it.
public struct PendingChange: Hashable, Sendable {
  /// Unique on the device and never reused: 1, 2, 3 … in the order the changes were made.
  public var id: Int
  /// The change, as it was applied: a new tracker's or category's id and a new
  /// tracker's start day are written out (`TrackerState.recorded(_:after:today:)`).
  public var action: TrackerAction

  /// A change with both parts given.
  public init(id: Int, action: TrackerAction) {
    self.id = id
    self.action = action
  }
}

/// The goals app's changes not yet sent to the server, in the order they were
/// made. Every change is kept, an undone one too (mark done, then undo, sends
/// both), so the server replays the device's history; a front end's sync layer
/// sends them in order and reports which arrived, and those leave the list.
public struct PendingChanges: Hashable, Sendable {
  /// The largest id a change may have: 2^53 − 1, the largest whole number a JSON client
  /// (JavaScript's numbers) holds exactly, so that a sync layer can send every id. Ids
  /// this large come only from an edited file; at it, no change can be recorded any more.
  public static let largestID = 9_007_199_254_740_991

  /// The changes waiting, oldest first.
  public private(set) var changes: [PendingChange]
  /// The id the next change gets: one more than any id given so far, so that an
  /// id is never given twice, even after the list has emptied.
  public private(set) var nextID: Int

  /// Nothing waiting; the first change gets id 1.
  public init() {
    changes = []
    nextID = 1
  }

  /// The changes as saved; nil when ids are not increasing from 1 up to `largestID`, or
  /// `nextID` is not past every id (it may be one past `largestID`: every id was given).
  public init?(changes: [PendingChange], nextID: Int) {
    var previous = 0
    for change in changes {
      guard change.id > previous, change.id <= Self.largestID else { return nil }
      previous = change.id
    }
    guard nextID > previous, nextID <= Self.largestID + 1 else { return nil }
    self.changes = changes
    self.nextID = nextID
  }

  /// How many changes wait.
  public var count: Int { changes.count }

  /// Whether nothing waits.
  public var isEmpty: Bool { changes.isEmpty }

  /// Adds `action` at the end with the next id; refused, changing nothing, when every id
  /// up to `largestID` was given.
  public mutating func append(_ action: TrackerAction) throws(TrackerActionError) {
    guard nextID <= Self.largestID else { throw .noChangeIDLeft }
    changes.append(PendingChange(id: nextID, action: action))
    nextID += 1
  }

  /// Removes the changes the server has received; unknown ids are ignored (a
  /// report that arrives twice changes nothing). Returns how many left the list.
  @discardableResult
  public mutating func removeSent(_ ids: some Sequence<Int>) -> Int {
    let sent = Set(ids)
    let before = changes.count
    changes.removeAll { sent.contains($0.id) }
    return before - changes.count
  }
}

extension TrackerState {
  /// The state after `action` (`applying(_:today:)`), with the change also kept for the
  /// server when `queuing` is true (the goals app with a server): the app and a journal read
  /// back make the same state this one way.
  public func applying(_ action: TrackerAction, today: Day, queuing: Bool)
    throws(TrackerActionError) -> TrackerState
  {
    var next = try applying(action, today: today)
    if queuing {
      try next.pendingChanges.append(recorded(action, after: next, today: today))
    }
    return next
  }

  /// `action` as `next` (the state after it) applied it, for the server: the
  /// id chosen for a new tracker or category and a new tracker's start day are
  /// written out, so that replaying the change gives the same data.
  public func recorded(_ action: TrackerAction, after next: TrackerState, today: Day)
    -> TrackerAction
  {
    switch action {
    case .createCategory(let title, nil):
      return .createCategory(title: title, id: next.categories.last?.id)
    case .createTracker(var draft, let id):
      let created = id.flatMap { next.tracker($0) } ?? next.trackers.last
      draft.start = draft.start ?? created?.created ?? today
      return .createTracker(draft, id: id ?? created?.id)
    default:
      return action
    }
  }
}
