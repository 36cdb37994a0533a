import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a local program without the token can do to a server on 127.0.0.1 to keep its person
/// out: hold `idle` connections that send nothing and `slow` ones that send a request line a
/// byte a second, and open a new one as soon as the server closes one. One thread of its own
/// drives them all, without blocking, until `stop()` closes them.
public final class ConnectionFlood: @unchecked Sendable {
  /// The port flooded.
  public let port: Int
  /// How many connections send nothing.
  public let idle: Int
  /// How many send a byte a second.
  public let slow: Int
  private let lock = NSLock()
  private var stopped = false
  private var opened = 0
  private let finished = DispatchSemaphore(value: 0)

  /// A flood of 127.0.0.1:`port`, not started yet.
  public init(port: Int, idle: Int, slow: Int) {
    self.port = port
    self.idle = idle
    self.slow = slow
  }

  /// Opens the connections and keeps them open, on a thread of its own.
  public func start() {
    Thread.detachNewThread { [self] in
      drive()
      finished.signal()
    }
  }

  /// Closes every connection, once the thread has stopped.
  public func stop() {
    lock.withLock { stopped = true }
    finished.wait()
  }

  /// How many connections it has opened so far (those the server closed were opened again).
  public var connectionsOpened: Int { lock.withLock { opened } }

  /// One of the flood's connections: its socket (-1 while closed) and, for a slow one, how
  /// many bytes it has sent and when the next is due.
  private struct Slot {
    let isSlow: Bool
    var socket: Int32 = -1
    var sent = 0
    var nextByte = ContinuousClock.now
  }

  /// The bytes a slow connection sends, one a second: a request line without the token.
  private static let crawl = Array(("GET /" + String(repeating: "a", count: 4_000)).utf8)

  private func drive() {
    let clock = ContinuousClock()
    let start = clock.now
    var slots = (0..<idle).map { _ in Slot(isSlow: false) }
    slots += (0..<slow).map { index in
      // The slow ones' bytes are spread over the second.
      Slot(isSlow: true, nextByte: start + .seconds(1) * Double(index) / Double(max(slow, 1)))
    }
    while !lock.withLock({ stopped }) {
      let round = clock.now
      for index in slots.indices where slots[index].socket < 0 { open(&slots[index]) }
      for index in slots.indices where slots[index].isSlow && slots[index].nextByte <= round {
        crawl(&slots[index])
      }
      watch(&slots, until: nextDue(slots, after: round))
      // At most forty rounds a second, even when the server closes connections at once.
      let spent = round.duration(to: clock.now)
      if spent < .milliseconds(25) { Thread.sleep(forTimeInterval: 0.025) }
    }
    for slot in slots where slot.socket >= 0 { close(slot.socket) }
  }

  /// Opens a new connection for `slot`, without waiting for it to be accepted.
  private func open(_ slot: inout Slot) {
    let socket = LoopbackClient.makeSocket()
    guard socket >= 0 else { return }
    _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
    guard LoopbackClient.connect(socket, port: port) == 0 || errno == EINPROGRESS else {
      close(socket)
      return
    }
    slot.socket = socket
    slot.sent = 0
    lock.withLock { opened += 1 }
  }

  /// Sends a slow connection's next byte (a full socket or a closed one waits for `watch`).
  private func crawl(_ slot: inout Slot) {
    slot.nextByte = slot.nextByte + .seconds(1)
    guard slot.socket >= 0, slot.sent < Self.crawl.count else { return }
    var byte = Self.crawl[slot.sent]
    #if canImport(Darwin)
      let count = Darwin.send(slot.socket, &byte, 1, 0)
    #else
      let count = Glibc.send(slot.socket, &byte, 1, Int32(MSG_NOSIGNAL))
    #endif
    if count == 1 { slot.sent += 1 }
  }

  /// When the next slow byte is due (in a second at most).
  private func nextDue(_ slots: [Slot], after now: ContinuousClock.Instant)
    -> ContinuousClock.Instant
  {
    slots.filter(\.isSlow).map(\.nextByte).min().map { max($0, now) } ?? now + .seconds(1)
  }

  /// Waits until `deadline` for the server to answer or close connections, and closes those
  /// (they are opened again next round).
  private func watch(_ slots: inout [Slot], until deadline: ContinuousClock.Instant) {
    var watched = slots.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
    let (seconds, attoseconds) = ContinuousClock.now.duration(to: deadline).components
    let milliseconds = Int32(
      clamping: max(0, seconds * 1_000 + attoseconds / 1_000_000_000_000_000))
    guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { return }
    var scratch = [UInt8](repeating: 0, count: 4_096)
    for (index, entry) in watched.enumerated() where entry.revents != 0 && entry.fd >= 0 {
      let count = scratch.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
      if count > 0 || (count < 0 && errno == EAGAIN) { continue }
      close(entry.fd)
      slots[index].socket = -1
    }
  }
}
