import Foundation
import TrackerDomain

/// Saves a front end's state behind its screen: `submit` returns at once, and a thread
/// of its own writes through a `StateFileStore`, one save at a time. States submitted
/// while a save is being written are merged: only the newest is saved next (each state
/// is the whole of the user's data, so nothing is lost). `finish` waits for the save in
/// flight and the pending one, so that quitting, Ctrl-C, SIGTERM and SIGHUP lose nothing.
public final class StateFileSaver: @unchecked Sendable {
  /// How the newest save that finished went.
  public enum Outcome: Hashable, Sendable {
    /// The state is on disk.
    case saved
    /// The store refused or failed; the file is as it was.
    case notSaved(StateFileStoreError)
  }

  private let condition = NSCondition()
  private var store: StateFileStore
  /// The newest state submitted and not yet taken by the thread.
  private var pending: TrackerState?
  /// Whether the thread is writing a state now.
  private var isSaving = false
  /// How many states were submitted.
  private var submitted = 0
  /// The outcome of the newest finished save, until `takeOutcome` hands it out.
  private var unreported: Outcome?
  /// The outcome of the newest finished save.
  private var last: Outcome?
  private var isStopping = false

  /// A saver writing through `store`; its thread starts now.
  public init(store: StateFileStore) {
    self.store = store
    let thread = Thread { [self] in work() }
    thread.name = "tracker-kit save"
    thread.start()
  }

  /// Queues `state` to be saved after the save in flight, replacing any state waiting.
  public func submit(_ state: TrackerState) {
    condition.lock()
    pending = state
    submitted += 1
    condition.broadcast()
    condition.unlock()
  }

  /// The outcome of the newest save finished since the last call; nil when none finished.
  public func takeOutcome() -> Outcome? {
    condition.lock()
    defer { condition.unlock() }
    let outcome = unreported
    unreported = nil
    return outcome
  }

  /// Whether a save is being written or waits.
  public var isBusy: Bool {
    condition.lock()
    defer { condition.unlock() }
    return isSaving || pending != nil
  }

  /// Waits until the save in flight and the one waiting are done, then stops the thread.
  /// Returns how the newest submitted state fared: nil when nothing was ever submitted,
  /// `.saved` when it is on disk.
  @discardableResult
  public func finish() -> Outcome? {
    condition.lock()
    defer { condition.unlock() }
    while isSaving || pending != nil { condition.wait() }
    isStopping = true
    condition.broadcast()
    return submitted == 0 ? nil : last
  }

  /// The thread: takes the newest state, saves it, reports, and waits for the next.
  private func work() {
    // Signals (SIGTERM, SIGHUP …) go to the main thread, whose wait for keys they wake.
    var all = sigset_t()
    sigfillset(&all)
    pthread_sigmask(SIG_BLOCK, &all, nil)
    condition.lock()
    while true {
      while pending == nil && !isStopping { condition.wait() }
      guard let state = pending else { break }
      pending = nil
      isSaving = true
      var store = self.store
      condition.unlock()
      let outcome: Outcome
      do {
        try store.save(state)
        outcome = .saved
      } catch {
        outcome = .notSaved(error)
      }
      condition.lock()
      self.store = store
      isSaving = false
      last = outcome
      unreported = outcome
      condition.broadcast()
    }
    condition.unlock()
  }
}
