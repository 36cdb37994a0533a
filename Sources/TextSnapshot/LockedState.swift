import Foundation

/// A value guarded by a lock, for the harness's process-wide state (names used in
/// this run, the run record). `Mutex` needs macOS 15; `NSLock` works everywhere we build.
final class LockedState<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
