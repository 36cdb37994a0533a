import Foundation
import TrackerDomain

/// Keeps a front end's changes so that the person never waits for the disk and no change
/// shown as done is ever lost: `record` appends an act's changes to the journal and syncs
/// them (a few milliseconds, whatever the size of the state) before the front end says they
/// happened, and a thread of its own folds the journal into the state file behind the
/// screen: at start-up when the journal holds changes, whenever it grows past `foldBound`,
/// and in `finish`, when the app quits (quitting, Ctrl-C, SIGTERM and SIGHUP lose nothing,
/// and a `kill -9` loses nothing either: the journal holds what the file does not).
public final class StateFileSaver: @unchecked Sendable {
  /// How the newest fold went.
  public enum Outcome: Hashable, Sendable {
    /// The state file holds every change recorded.
    case saved
    /// The store refused or failed to bring the file up to date; the file is as it was, and
    /// the changes are in the journal.
    case notSaved(StateFileStoreError)
    /// The state file (or its folder) could not be written (the reason), so the state was
    /// written to another file, in a folder that can be, which keeps the changes from now on.
    case moved(to: String, because: String)
  }

  /// A fold is due once the journal holds this many bytes (about 2,000 marks done): reading
  /// it back takes milliseconds, and a fold of the largest states (92 MB, a second or so of a
  /// thread's time) comes no more often than that.
  public static let foldBound = 256 * 1024

  /// This saver's bound (`foldBound` unless given).
  private let bound: Int

  private let condition = NSCondition()
  private var store: StateFileStore
  private var journal: StateFileJournal
  /// Where the changes go when the state file cannot be written, in order of preference.
  private let rescueFolders: [String]
  /// Called at once when the changes were moved to another file: its path, and why.
  private let whenMoved: (@Sendable (_ path: String, _ reason: String) -> Void)?
  /// The file the changes were moved to, and why; nil while they go to the state file.
  private var moved: (path: String, reason: String)?
  /// The newest state recorded, with the number of its newest change.
  private var newest: (state: TrackerState, lastChange: Int)
  /// The number of the newest change the state file holds; -1 while unknown (a journal
  /// with changes was read at start-up).
  private var foldedThrough: Int
  /// Whether the thread should fold now.
  private var isFoldDue: Bool
  /// After a fold failed, the journal's size at which the next is tried (or at `finish`).
  private var retrySize = 0
  /// Whether the thread is folding now.
  private var isFolding = false
  /// The outcome of the newest finished fold, until `takeOutcome` hands it out.
  private var unreported: Outcome?
  /// The outcome of the newest finished fold (`finish` returns it when nothing is left).
  private var lastFold: Outcome?
  private var isStopping = false

  /// A saver of the changes to `state`, the state `store` opened; its thread starts now, and
  /// folds the journal at once when it holds changes. `foldBound` is the journal's size past
  /// which a fold is due (0 folds after every act). When the state file or its folder cannot
  /// be written (read-only, a full disk), the state goes to `NAME.unsaved.json` in the first
  /// of `rescueFolders` that can be written (the user's data folder, the temporary folder),
  /// which keeps the changes from then on, and `whenMoved` is called at once to say where.
  public init(
    store: StateFileStore, state: TrackerState, foldBound: Int = StateFileSaver.foldBound,
    rescueFolders: [String] = [],
    whenMoved: (@Sendable (_ path: String, _ reason: String) -> Void)? = nil
  ) {
    self.store = store
    bound = foldBound
    self.rescueFolders = rescueFolders
    self.whenMoved = whenMoved
    journal = store.journal
    newest = (state, journal.lastChange)
    let hasChanges = journal.size > 0
    foldedThrough = hasChanges ? -1 : journal.lastChange
    isFoldDue = hasChanges
    let thread = Thread { [self] in work() }
    thread.name = "tracker-kit fold"
    thread.start()
  }

  /// Appends the changes of one act to the journal, synced, and returns once they survive a
  /// kill or a power cut: the front end says they happened after this. `state` is the state
  /// after them, `queuing` whether the app also kept them for the server
  /// (`AppSession.queuesChanges`). When the state file or its folder cannot be written, the
  /// state is written to a rescue file first (see `init`). Throws when the changes could not
  /// be written anywhere, or when another program changed the state file since it was read or
  /// folded (the changes would go on top of a file the app does not show); the front end then
  /// does not make them.
  public func record(
    _ changes: [TrackerAction], today: Day, queuing: Bool, state: TrackerState
  ) throws(StateFileStoreError) {
    guard !changes.isEmpty else { return }
    condition.lock()
    let store = self.store
    // While a fold runs, the file is being replaced by this saver: the fold checks it.
    let isChangedElsewhere = !isFolding && store.isChangedElsewhere
    condition.unlock()
    if isChangedElsewhere {
      let error = StateFileStoreError.changedElsewhere(path: store.path)
      report(.notSaved(error))
      throw error
    }
    let number: Int
    do throws(StateFileStoreError) {
      if let reason = store.whyNotWritable {
        throw .cannotAppend(StateFileJournalError(path: store.path, reason: reason))
      }
      number = try store.append(changes, today: today, queuing: queuing)
    } catch {
      // The file or its folder cannot be written: the state goes where it can be.
      try move(state, because: error)
      return
    }
    condition.lock()
    newest = (state, number)
    if journal.size >= max(bound, retrySize) {
      isFoldDue = true
      condition.broadcast()
    }
    condition.unlock()
  }

  /// The file the changes were moved to because the state file could not be written, and why;
  /// nil while they go to the state file.
  public var movedTo: (path: String, reason: String)? { condition.withLock { moved } }

  /// Writes `state` to a new file in the first rescue folder that takes it, and keeps the
  /// changes there from now on; rethrows `error` when none does.
  private func move(_ state: TrackerState, because error: StateFileStoreError)
    throws(StateFileStoreError)
  {
    let reason =
      if case .cannotAppend(let journalError) = error { journalError.reason } else { "\(error)" }
    let name = (store.path as NSString).lastPathComponent
    for folder in rescueFolders {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = StateFileStore.unsavedCopyPath(
          of: (folder as NSString).appendingPathComponent(name))
        var rescue = try StateFileStore.open(path: path, today: Day(ordinal: 0)).store
        // Readable by the user only, wherever it is (the temporary folder is everyone's).
        rescue.newFileMode = 0o600
        try rescue.save(state)
        condition.lock()
        self.store = rescue
        journal = rescue.journal
        newest = (state, journal.lastChange)
        foldedThrough = journal.lastChange
        retrySize = 0
        moved = (path, reason)
        condition.unlock()
        report(.moved(to: path, because: reason))
        whenMoved?(path, reason)
        return
      } catch {
        continue
      }
    }
    throw error
  }

  /// The outcome of the newest fold finished since the last call; nil when none finished.
  public func takeOutcome() -> Outcome? {
    condition.lock()
    defer { condition.unlock() }
    let outcome = unreported
    unreported = nil
    return outcome
  }

  /// Whether a fold is being written or is due.
  public var isBusy: Bool {
    condition.lock()
    defer { condition.unlock() }
    return isFolding || isFoldDue
  }

  /// Waits for the fold in flight, folds what it did not hold, and stops the thread.
  /// Returns how that went: nil when there was nothing to fold, `.saved` when the state
  /// file holds every change.
  @discardableResult
  public func finish() -> Outcome? {
    condition.lock()
    while isFolding { condition.wait() }
    isStopping = true
    condition.broadcast()
    let (state, number) = newest
    guard number != foldedThrough else {
      condition.unlock()
      return lastFold
    }
    condition.unlock()
    return fold(state, through: number)
  }

  /// The thread: waits until a fold is due, then folds the newest state.
  private func work() {
    // Signals (SIGTERM, SIGHUP …) go to the main thread, whose wait for keys they wake.
    var all = sigset_t()
    sigfillset(&all)
    pthread_sigmask(SIG_BLOCK, &all, nil)
    condition.lock()
    while true {
      while !isFoldDue && !isStopping { condition.wait() }
      guard !isStopping else { break }
      let (state, number) = newest
      isFoldDue = false
      isFolding = true
      condition.unlock()
      _ = fold(state, through: number)
      condition.lock()
      isFolding = false
      condition.broadcast()
    }
    condition.unlock()
  }

  /// Folds `state` (holding the changes up to `number`) into the file, and reports.
  private func fold(_ state: TrackerState, through number: Int) -> Outcome {
    condition.lock()
    var store = self.store
    condition.unlock()
    defer { condition.unlock() }
    let outcome: Outcome
    do {
      try store.fold(state, through: number)
      outcome = .saved
    } catch {
      outcome = .notSaved(error)
    }
    condition.lock()
    // The changes were moved to a rescue file meanwhile: this fold was of the old file.
    guard self.store.path == store.path else { return outcome }
    self.store = store
    if outcome == .saved {
      foldedThrough = number
      retrySize = 0
    } else {
      retrySize = journal.size + max(bound, 1)
    }
    lastFold = outcome
    unreported = outcome
    return outcome
  }

  /// Keeps `outcome` for `takeOutcome`.
  private func report(_ outcome: Outcome) {
    condition.lock()
    unreported = outcome
    condition.unlock()
  }
}
