import Dispatch
import Testing

/// A browser test waits on Chromium for most of its time, in calls that block the thread they
/// run on (`DevToolsBrowser`). On the concurrency pool, which has a thread per core, each such
/// wait held a core's worth of the run idle: with two browser tests running, no other test
/// could run, and the cores were half idle for seconds. With this trait on its suite, each of
/// its test cases runs on a thread of its own (its task prefers a `ThreadOfItsOwn` executor, so
/// that `#expect` and the test's other task-local context are kept), and the pool's threads run
/// other tests meanwhile. At most `BrowserTestGate.limit` such cases run at once, so that the
/// browser is not handed every page of the suite at the same moment. The flood test has it too:
/// it waits on a server under a flood, and its polls resumed seconds late on a busy pool.
struct OnThreadsOfTheirOwn: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  /// A scope for each test case, none for the suite or the test around them.
  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await BrowserTestGate.shared.enter()
    do {
      try await withTaskExecutorPreference(ThreadOfItsOwn()) { try await function() }
    } catch {
      await BrowserTestGate.shared.leave()
      throw error
    }
    await BrowserTestGate.shared.leave()
  }
}

extension Trait where Self == OnThreadsOfTheirOwn {
  /// Each test case of the suite runs on a thread of its own, off the concurrency pool.
  static var onThreadsOfTheirOwn: Self { OnThreadsOfTheirOwn() }
}

/// An executor that runs its jobs one at a time on a serial dispatch queue: a queue of one's
/// own gets a thread of its own while another blocks, where the pool's threads are shared.
final class ThreadOfItsOwn: TaskExecutor {
  private let queue = DispatchQueue(label: "a browser test's thread")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}

/// How many test cases with `OnThreadsOfTheirOwn` (the browser tests and the flood) run off
/// the pool at once: each waits, without a thread, for its turn.
actor BrowserTestGate {
  static let shared = BrowserTestGate()
  /// Four: at the end of a full run, when browser tests are most of what is left, two left the
  /// cores a third idle while their pages waited on Chromium (a full run 36–38 s against 32–33 s).
  static let limit = 4
  private var running = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Waits for a free place, and takes it.
  func enter() async {
    if running < Self.limit {
      running += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Gives the place to the next waiting case, or frees it.
  func leave() {
    if waiting.isEmpty {
      running -= 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
