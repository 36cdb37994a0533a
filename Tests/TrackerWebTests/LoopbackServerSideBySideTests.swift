import Foundation
import LoopbackHTTP
import LoopbackLoad
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server serves its connections side by side: deadlines end what idles or crawls, a
/// connection without the token gives its place up, each holds bounded memory, and a request a
/// handler holds (a long poll) delays no other. Timeouts are injected short, so that the suite
/// stays quick; every bound checked is far from what a working server takes.
@Suite("tracker-kit web's server serves connections side by side")
struct LoopbackServerSideBySideTests {
  /// A server answering `ok` (or what `answer` says), running on its own thread.
  final class Running: @unchecked Sendable {
    let server: LoopbackServer

    init(
      lineTimeout: Duration = .seconds(10), timeout: Duration = .seconds(10), places: Int = 512,
      answering: Int = 64,
      answer: @escaping @Sendable (Substring) -> HTTPResponse = { _ in .text(.ok, "ok") }
    ) throws {
      server = try LoopbackServer(
        requestLineTimeout: lineTimeout, requestTimeout: timeout, maximumConnections: places,
        maximumAnswering: answering
      ) { _, path in answer(path) }
      let server = self.server
      Thread.detachNewThread { server.run() }
    }

    deinit { server.stop() }

    var port: Int { server.port }

    /// A GET of `path` after the token, as the page sends it.
    func get(_ path: String = "/") -> String {
      "GET /\(server.policy.token)\(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
    }

    /// The status `get(path)` is answered with.
    func status(_ path: String = "/", timeout: Duration = .seconds(10)) -> Int {
      LoopbackClient.status(
        of: LoopbackClient.exchange(Array(get(path).utf8), port: port, timeout: timeout))
    }

    /// A connection that has sent `text`.
    func connection(sending text: String = "") -> Int32 {
      let socket = LoopbackClient.connect(port: port)
      LoopbackClient.send(Array(text.utf8), on: socket)
      return socket
    }

    /// Waits until the server's load satisfies `condition` (up to 5 s); whether it did.
    func waitFor(_ condition: (LoopbackServer.Load) -> Bool) -> Bool {
      let deadline = ContinuousClock.now + .seconds(5)
      while !condition(server.load) {
        guard ContinuousClock.now < deadline else { return false }
        usleep(5_000)
      }
      return true
    }
  }

  /// What comes on `socket` until the server closes it (up to its read timeout), and when.
  static func answer(on socket: Int32) -> (bytes: [UInt8], after: Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return (bytes, start.duration(to: clock.now))
  }

  /// Closes every socket of `sockets`.
  static func closeAll(_ sockets: [Int32]) {
    for socket in sockets { close(socket) }
  }

  /// Whether the server has closed `socket` or written to it, without waiting.
  static func hasHeardFrom(_ socket: Int32) -> Bool {
    var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0
  }

  @Test("A request line is due within its deadline; the token's request then has longer")
  func deadlines() throws {
    let running = try Running(lineTimeout: .milliseconds(300), timeout: .milliseconds(1_500))
    let token = running.server.policy.token
    let idle = running.connection()
    let halfLine = running.connection(sending: "GET /\(token)/ HT")
    let tokenless = running.connection(sending: "GET /elsewhere HTTP/1.1\r\nHost: 1")
    let person = running.connection(sending: "GET /\(token)/ HTTP/1.1\r\nHost: 1")
    defer { Self.closeAll([idle, halfLine, tokenless, person]) }
    let closed = Self.answer(on: idle)
    #expect(closed.bytes.isEmpty, "an idle connection is closed without an answer")
    #expect(closed.after >= .milliseconds(250) && closed.after < .milliseconds(1_400))
    #expect(LoopbackClient.status(of: Self.answer(on: halfLine).bytes) == 408)
    #expect(LoopbackClient.status(of: Self.answer(on: tokenless).bytes) == 408)
    #expect(!Self.hasHeardFrom(person), "the token's request was cut off at the line's deadline")
    let late = Self.answer(on: person)
    #expect(LoopbackClient.status(of: late.bytes) == 408)
    #expect(running.waitFor { $0 == LoopbackServer.Load() })
  }

  @Test("When every place is taken, the oldest connection without the token gives way")
  func room() throws {
    let running = try Running(places: 8)
    let idle = (0..<8).map { _ in running.connection() }
    defer { Self.closeAll(idle) }
    #expect(running.waitFor { $0.connections == 8 })
    #expect(running.status() == 200, "the person was kept out by idle connections")
    #expect(Self.answer(on: idle[0]).bytes.isEmpty, "the oldest idle connection was not closed")
    #expect(idle.dropFirst().allSatisfy { !Self.hasHeardFrom($0) })
    // Connections that showed the token never give way: the ninth is refused.
    let line = "GET /\(running.server.policy.token)/ HTTP/1.1\r\n"
    let people = (0..<8).map { _ in running.connection(sending: line) }
    defer { Self.closeAll(people) }
    #expect(running.waitFor { _ in idle.allSatisfy(Self.hasHeardFrom) })
    #expect(running.status() == 503)
    #expect(people.allSatisfy { !Self.hasHeardFrom($0) })
  }

  @Test("Each connection holds at most its request's limits, and gives it back when closed")
  func memory() throws {
    let running = try Running()
    let limit = HTTPLimits.standard.requestLine
    let line = "GET /" + String(repeating: "a", count: limit - 5)
    let crawling = (0..<64).map { _ in running.connection(sending: line) }
    #expect(running.waitFor { $0.heldBytes == 64 * (limit) })
    #expect(running.server.load.connections == 64)
    LoopbackClient.send(Array("aa".utf8), on: crawling[0])
    #expect(LoopbackClient.status(of: Self.answer(on: crawling[0]).bytes) == 414)
    Self.closeAll(crawling)
    #expect(running.waitFor { $0 == LoopbackServer.Load() }, "\(running.server.load)")
  }

  @Test("A request its handler holds (a long poll) delays no other")
  func longPoll() throws {
    let release = DispatchSemaphore(value: 0)
    let holding = Counter()
    let running = try Running(answering: 3) { path in
      guard path == "/wait" else { return .text(.ok, "ok") }
      holding.add(1)
      _ = release.wait(timeout: .now() + 10)
      return .text(.ok, "waited")
    }
    let waiting = (0..<2).map { _ in running.connection(sending: running.get("/wait")) }
    defer { Self.closeAll(waiting) }
    #expect(holding.wait(for: 2))
    let clock = ContinuousClock()
    let start = clock.now
    let statuses = (0..<20).map { _ in running.status() }
    #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
    #expect(start.duration(to: clock.now) < .seconds(5))
    #expect(waiting.allSatisfy { !Self.hasHeardFrom($0) })
    // Past the handlers' limit, a request is refused rather than kept waiting.
    let third = running.connection(sending: running.get("/wait"))
    defer { close(third) }
    #expect(holding.wait(for: 3))
    #expect(running.status() == 503)
    for _ in 0..<3 { release.signal() }
    for socket in waiting + [third] {
      let answer = Self.answer(on: socket).bytes
      #expect(String(decoding: answer, as: UTF8.self).hasSuffix("waited\n"))
    }
  }

  /// A count that threads add to, and a wait for it to reach a number.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add(_ number: Int) { lock.withLock { count += number } }

    /// Waits up to 5 s for the count to reach `number`; whether it did.
    func wait(for number: Int) -> Bool {
      let deadline = ContinuousClock.now + .seconds(5)
      while lock.withLock({ count < number }) {
        guard ContinuousClock.now < deadline else { return false }
        usleep(2_000)
      }
      return true
    }
  }

  @Test("Stopping closes every connection")
  func stop() throws {
    let running = try Running()
    let idle = running.connection()
    defer { close(idle) }
    #expect(running.waitFor { $0.connections == 1 })
    running.server.stop()
    #expect(Self.answer(on: idle).bytes.isEmpty)
  }
}
