import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the server's other threads hand its loop: the answers handlers have finished, and the
/// word to stop; a byte on a pipe wakes the loop for either. It also keeps the loop's latest
/// count of what it holds, for `LoopbackServer.load`.
final class LoopMailbox: @unchecked Sendable {
  /// A handler's answer to the request of one connection.
  struct Answer: Sendable {
    /// The connection's socket.
    let socket: Int32
    /// The connection's serial number (a socket's number is reused once it is closed).
    let serial: Int
    /// The answer.
    let response: HTTPResponse
  }

  /// The end of the pipe the loop waits on.
  let wakeEnd: Int32
  private let writeEnd: Int32
  private let lock = NSLock()
  private var answers: [Answer] = []
  private var stopped = false
  private var latestLoad = LoopbackServer.Load()

  /// A mailbox with its pipe, or nil when the system has no descriptor left for one.
  init?() {
    guard let ends = Socket.pipe() else { return nil }
    wakeEnd = ends.read
    writeEnd = ends.write
  }

  deinit {
    close(wakeEnd)
    close(writeEnd)
  }

  /// Hands the loop a finished answer.
  func post(_ answer: Answer) {
    lock.withLock { answers.append(answer) }
    wake()
  }

  /// Asks the loop to stop.
  func stop() {
    lock.withLock { stopped = true }
    wake()
  }

  /// Whether the loop was asked to stop.
  var isStopped: Bool { lock.withLock { stopped } }

  /// The answers posted since the last call.
  func takeAnswers() -> [Answer] {
    lock.withLock {
      defer { answers = [] }
      return answers
    }
  }

  /// Reads the wake-up bytes that have come (the loop is awake now).
  func emptyPipe() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while bytes.withUnsafeMutableBytes({ read(wakeEnd, $0.baseAddress, $0.count) }) > 0 {}
  }

  /// What the loop holds now, as it last said.
  var load: LoopbackServer.Load {
    get { lock.withLock { latestLoad } }
    set { lock.withLock { latestLoad = newValue } }
  }

  /// One byte on the pipe (a full pipe already wakes the loop).
  private func wake() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }
}
