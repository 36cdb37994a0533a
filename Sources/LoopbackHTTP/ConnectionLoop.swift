import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's event loop: one thread waits with `poll` on the listening socket, every open
/// connection and the mailbox's pipe, and does whatever is ready without ever blocking, so
/// that a connection that idles, crawls or waits for its handler costs the others nothing.
/// Each request that passed the checks goes to its handler on a thread of its own, and the
/// answer comes back through the mailbox to be written here. A connection that has not shown
/// the token gives up its place to a new one when all are taken, oldest first.
final class ConnectionLoop {
  /// What the loop serves with, as the server was made.
  struct Settings {
    let listener: Int32
    let policy: LoopbackPolicy
    let limits: HTTPLimits
    let requestLineTimeout: Duration
    let requestTimeout: Duration
    let maximumConnections: Int
    let maximumAnswering: Int
    let handler: @Sendable (HTTPRequest, Substring) -> HTTPResponse
  }

  /// How long the client's last bytes are read and dropped after its answer.
  static let drainTime = Duration.milliseconds(500)
  /// How long accepting waits when the process has no descriptor left and nothing gave way.
  static let acceptPause = Duration.milliseconds(100)

  private let settings: Settings
  private let mailbox: LoopMailbox
  private let clock = ContinuousClock()
  private var connections: [Int32: Connection] = [:]
  private var serials = 0
  private var answering = 0
  private var acceptPausedUntil: ContinuousClock.Instant?
  /// The nearest deadline when the loop last looked (nil: none).
  private var nearestDeadline: ContinuousClock.Instant?
  /// The bytes the connections hold, counted as they change.
  private var heldBytes = 0
  /// Where each read lands before the connection's reader takes it.
  private var chunk = [UInt8](repeating: 0, count: 16 << 10)

  init(settings: Settings, mailbox: LoopMailbox) {
    self.settings = settings
    self.mailbox = mailbox
  }

  /// Serves until the mailbox says stop, then closes every connection.
  func run() {
    while !mailbox.isStopped {
      if let nearestDeadline, nearestDeadline <= clock.now { endOverdue() }
      mailbox.load = LoopbackServer.Load(
        connections: connections.count, answering: answering, heldBytes: heldBytes)
      var (ready, timeout) = waitingSet()
      let count = poll(&ready, nfds_t(ready.count), timeout)
      guard count >= 0 || errno == EINTR else { continue }
      if ready[0].revents != 0 { mailbox.emptyPipe() }
      for answer in mailbox.takeAnswers() { deliver(answer) }
      for entry in ready.dropFirst(2) where entry.revents != 0 { serve(entry.fd) }
      if ready[1].revents != 0 { acceptWaiting() }
    }
    for socket in Array(connections.keys) { end(socket) }
    mailbox.load = LoopbackServer.Load(answering: answering)
  }

  // MARK: Waiting

  /// In one pass over the connections: what to wait on (the pipe, the listener unless
  /// accepting is paused, and each connection waiting to read or write; one whose handler has
  /// it is not waited on), and for how long in milliseconds, until the nearest deadline
  /// (-1: none).
  private func waitingSet() -> ([pollfd], Int32) {
    let now = clock.now
    if let paused = acceptPausedUntil, paused <= now { acceptPausedUntil = nil }
    var set = [
      pollfd(fd: mailbox.wakeEnd, events: Int16(POLLIN), revents: 0),
      pollfd(
        fd: acceptPausedUntil == nil ? settings.listener : -1, events: Int16(POLLIN), revents: 0),
    ]
    set.reserveCapacity(connections.count + 2)
    var nearest = acceptPausedUntil
    for (socket, connection) in connections {
      if let deadline = connection.deadline, nearest.map({ deadline < $0 }) ?? true {
        nearest = deadline
      }
      switch connection.phase {
      case .reading, .draining: set.append(pollfd(fd: socket, events: Int16(POLLIN), revents: 0))
      case .writing: set.append(pollfd(fd: socket, events: Int16(POLLOUT), revents: 0))
      case .answering: break
      }
    }
    nearestDeadline = nearest
    guard let nearest else { return (set, -1) }
    let (seconds, attoseconds) = now.duration(to: nearest).components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1
    return (set, Int32(clamping: max(0, milliseconds)))
  }

  /// Ends what is past its deadline: a request that did not come in time is answered 408
  /// (a connection that sent nothing is just closed); a write or a drain is cut off.
  private func endOverdue() {
    let now = clock.now
    let overdue = connections.filter { $0.value.deadline.map { $0 <= now } ?? false }.keys
    for socket in overdue {
      guard var connection = takeOut(socket) else { continue }
      guard case .reading = connection.phase, connection.received > 0 else {
        close(socket)
        continue
      }
      let timeout = HTTPResponse.text(.requestTimeout, "the request did not arrive in time")
      keep(respond(&connection, timeout, drain: true), connection)
    }
  }

  // MARK: Connections

  /// Does what `socket`'s phase is waiting for.
  private func serve(_ socket: Int32) {
    guard var connection = takeOut(socket) else { return }
    let kept: Bool
    switch connection.phase {
    case .reading: kept = read(&connection)
    case .writing: kept = write(&connection)
    case .draining: kept = drain(&connection)
    case .answering: kept = true
    }
    keep(kept, connection)
  }

  /// Takes `socket`'s connection out of the table while it changes (so that its reader's
  /// bytes are not copied, and what it holds is counted again when it is put back).
  private func takeOut(_ socket: Int32) -> Connection? {
    guard let connection = connections.removeValue(forKey: socket) else { return nil }
    heldBytes -= connection.heldBytes
    return connection
  }

  /// Puts `connection` back when `kept`, else closes it.
  private func keep(_ kept: Bool, _ connection: Connection) {
    guard kept else {
      close(connection.socket)
      return
    }
    connections[connection.socket] = connection
    heldBytes += connection.heldBytes
  }

  /// Closes `socket` and forgets it.
  private func end(_ socket: Int32) {
    _ = takeOut(socket)
    close(socket)
  }

  /// Reads what came and acts on what the request has come to.
  private func read(_ connection: inout Connection) -> Bool {
    let count: Int
    switch Socket.receive(connection.socket, into: &chunk) {
    case .nothingYet: return true
    case .closed: return false
    case .bytes(let received): count = received
    }
    connection.received += count
    switch connection.reader.read(chunk[..<count]) {
    case .refused(let status, let reason):
      return respond(&connection, .text(status, reason), drain: true)
    case .request(let request):
      connection.sentMore = connection.reader.bufferedByteCount > 0
      return take(request, &connection)
    case .needMore:
      return checkSoFar(&connection)
    }
  }

  /// Checks what has come of a request before the rest: a request line with the token makes
  /// the connection the person's (it then has the whole request timeout and is never closed
  /// to make room); a head that the policy refuses is refused before its body comes.
  private func checkSoFar(_ connection: inout Connection) -> Bool {
    if !connection.carriesToken, let target = connection.reader.target,
      settings.policy.carriesToken(target)
    {
      connection.carriesToken = true
      connection.deadline = connection.accepted + settings.requestTimeout
    }
    guard !connection.headChecked, let head = connection.reader.head else { return true }
    connection.headChecked = true
    guard case .refuse(let refusal) = settings.policy.check(head) else { return true }
    return respond(&connection, refusal, drain: true)
  }

  /// A whole request: refused by the policy, or handed to the handler on a thread of its own.
  private func take(_ request: HTTPRequest, _ connection: inout Connection) -> Bool {
    let path: Substring
    switch settings.policy.check(request) {
    case .refuse(let refusal): return respond(&connection, refusal, drain: connection.sentMore)
    case .answer(let answered): path = answered
    }
    guard answering < settings.maximumAnswering else {
      return respond(
        &connection, .text(.serviceUnavailable, "too many requests at once"),
        drain: connection.sentMore)
    }
    answering += 1
    connection.phase = .answering
    connection.deadline = nil
    connection.reader = HTTPRequestReader(limits: settings.limits)
    let (handler, mailbox) = (settings.handler, mailbox)
    let (socket, serial) = (connection.socket, connection.serial)
    Thread.detachNewThread {
      let response = handler(request, path)
      mailbox.post(LoopMailbox.Answer(socket: socket, serial: serial, response: response))
    }
    return true
  }

  /// A handler's answer, for its connection if that is still waiting for it.
  private func deliver(_ answer: LoopMailbox.Answer) {
    answering -= 1
    guard let waiting = connections[answer.socket], waiting.serial == answer.serial,
      case .answering = waiting.phase, var connection = takeOut(answer.socket)
    else { return }
    keep(respond(&connection, answer.response, drain: connection.sentMore), connection)
  }

  /// Starts writing `response`; `drain` when the client may still be sending.
  private func respond(_ connection: inout Connection, _ response: HTTPResponse, drain: Bool)
    -> Bool
  {
    connection.phase = .writing(bytes: response.bytes, sent: 0, drain: drain)
    connection.deadline = clock.now + settings.requestTimeout
    connection.reader = HTTPRequestReader(limits: settings.limits)
    return write(&connection)
  }

  /// Writes what the socket takes of the answer; once all is written, shuts the writing side
  /// and either closes or drains.
  private func write(_ connection: inout Connection) -> Bool {
    guard case .writing(let bytes, let sent, let drain) = connection.phase else { return true }
    guard let count = Socket.send(connection.socket, bytes[sent...]) else { return false }
    guard sent + count == bytes.count else {
      connection.phase = .writing(bytes: bytes, sent: sent + count, drain: drain)
      return true
    }
    shutdown(connection.socket, Int32(SHUT_WR))
    guard drain else { return false }
    connection.phase = .draining
    connection.deadline = clock.now + Self.drainTime
    return true
  }

  /// Reads and drops what the client still sends after its answer, until it closes.
  private func drain(_ connection: inout Connection) -> Bool {
    switch Socket.receive(connection.socket, into: &chunk) {
    case .bytes, .nothingYet: true
    case .closed: false
    }
  }

  // MARK: Accepting

  /// Accepts the connections waiting (a batch at a time). When every place is taken, the
  /// oldest connection that has not shown the token gives its place up; when none can, the
  /// new one is answered 503.
  private func acceptWaiting() {
    for _ in 0..<64 {
      let socket = Socket.accept(settings.listener)
      guard socket >= 0 else {
        switch errno {
        case EINTR, ECONNABORTED: continue
        case EMFILE, ENFILE:
          if makeRoom() { continue }
          acceptPausedUntil = clock.now + Self.acceptPause
        default: break
        }
        return
      }
      guard connections.count < settings.maximumConnections || makeRoom() else {
        turnAway(socket)
        continue
      }
      serials += 1
      keep(
        true,
        Connection(
          socket: socket, serial: serials, accepted: clock.now,
          lineDue: min(settings.requestLineTimeout, settings.requestTimeout),
          limits: settings.limits))
    }
  }

  /// Closes the oldest connection that may make room; whether there was one.
  private func makeRoom() -> Bool {
    let oldest = connections.values.filter(\.mayMakeRoom).min { $0.accepted < $1.accepted }
    guard let oldest else { return false }
    end(oldest.socket)
    return true
  }

  /// Answers 503 on a new connection there is no place for, as far as the socket takes it
  /// at once, and closes it.
  private func turnAway(_ socket: Int32) {
    let refusal = HTTPResponse.text(.serviceUnavailable, "too many connections at once")
    _ = Socket.send(socket, refusal.bytes[...])
    close(socket)
  }
}
