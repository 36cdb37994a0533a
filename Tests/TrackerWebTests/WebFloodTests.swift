import Foundation
import LoopbackLoad
import Testing
import TrackerDomain
import TrackerStateFile
import TrackerTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `tracker-kit web`, flooded as a local program without the token could: 200
/// connections sending a request line a byte a second and 200 sending nothing, each opened
/// again as soon as the server closes it. Meanwhile the person's page and acts are answered
/// quickly every time, and afterwards the server holds no more descriptors or memory than
/// before.
@Suite("tracker-kit web keeps serving its person under a local flood", .onThreadsOfTheirOwn)
struct WebFloodTests {
  @Test("200 slow and 200 idle connections: page and act each answered in under 100 ms, 20 of 20")
  func flood() async throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let folder = try TemporaryFolder("web-flood")
    let path = folder.path("state.json")
    let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
    try StateFile.save(DemoState.make(today: today), to: path)
    let server = try StartedProcess(
      tool, ["web", "--state", path, "--today", "2026-11-23", "--locale", "en"])
    let printed = try #require(server.printed)
    let line = try #require(printed.wait(forLineWith: "http://127.0.0.1:", seconds: 120))
    let address = try #require(URL(string: String(line.split(separator: " ").last ?? "")))
    let person = Person(port: try #require(address.port), token: address.pathComponents[1])

    // Warmed up: the page and an act once each, and what the server holds then.
    for _ in 0..<3 { _ = (person.loadPage(), person.act()) }
    let pid = server.process.processIdentifier
    let before = (descriptors: Self.descriptors(of: pid), memory: Self.memory(of: pid))

    let flood = ConnectionFlood(port: person.port, idle: 200, slow: 200)
    flood.start()
    if let descriptors = before.descriptors {
      #expect(await Self.wait { (Self.descriptors(of: pid) ?? 0) >= descriptors + 350 })
    }
    // Twenty of each over 2.5 s: the flood's connections are closed at 2 s and opened again.
    // On a machine loaded by other work a request can wait for a core longer than 100 ms
    // whatever the server does; such a run is tried again, up to three times (a server that
    // lets the flood through fails every run by seconds or with 503s).
    var runs: [(page: Duration, act: Duration)] = []
    while runs.count < 3,
      runs.last.map({ $0.page >= .milliseconds(100) || $0.act >= .milliseconds(100) }) ?? true
    {
      var slowest = (page: Duration.zero, act: Duration.zero)
      for _ in 0..<20 {
        let (page, act) = (person.loadPage(), person.act())
        #expect(page.status == 200 && act.status == 200, "\(page.status) \(act.status)")
        slowest = (max(slowest.page, page.took), max(slowest.act, act.took))
        try await Task.sleep(for: .milliseconds(125))
      }
      runs.append(slowest)
    }
    let opened = flood.connectionsOpened
    flood.stop()
    let slowest = try #require(runs.last)
    #expect(
      slowest.page < .milliseconds(100) && slowest.act < .milliseconds(100),
      "the slowest page and act of each run of 20 under the flood: \(runs)")
    #expect(opened > 600, "the server closed too few of the flood's connections: \(opened)")

    if let descriptors = before.descriptors, let memory = before.memory {
      // (A save behind an act may have held the file open when they were counted.)
      #expect(
        await Self.wait { (Self.descriptors(of: pid) ?? .max) <= descriptors },
        "\((Self.descriptors(of: pid) ?? 0) - descriptors) descriptors more than before")
      let after = Self.memory(of: pid) ?? 0
      #expect(
        after < memory + 8 << 20, "memory grew from \(memory >> 10) KiB to \(after >> 10) KiB")
    }
    server.send(SIGTERM)
    #expect(server.waitForExit(seconds: 60) && server.status == 0, "\(printed.text.suffix(400))")
  }

  /// The person at the page: loads it and taps, each request timed.
  struct Person {
    let port: Int
    let token: String

    /// The page, its script and its style, asked for at once as a browser does, until all
    /// three have come.
    func loadPage() -> (status: Int, took: Duration) {
      let files = ["", "app.js", "app.css"]
      let statuses = Statuses(count: files.count)
      let clock = ContinuousClock()
      let start = clock.now
      DispatchQueue.concurrentPerform(iterations: files.count) { index in
        statuses.set(
          index,
          exchange("GET /\(token)/\(files[index]) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"))
      }
      let took = start.duration(to: clock.now)
      return (statuses.all.first { $0 != 200 } ?? 200, took)
    }

    /// A tap on a card's done button, as the page sends it.
    func act() -> (status: Int, took: Duration) {
      let body = #"{"tap":"trackers.card.t6.done"}"#
      let request = [
        "POST /\(token)/api HTTP/1.1", "Host: 127.0.0.1:\(port)", "Content-Type: application/json",
        "Tracker-View: flood", "Content-Length: \(body.utf8.count)", "", body,
      ].joined(separator: "\r\n")
      let clock = ContinuousClock()
      let start = clock.now
      let status = exchange(request)
      return (status, start.duration(to: clock.now))
    }

    private func exchange(_ text: String) -> Int {
      LoopbackClient.status(
        of: LoopbackClient.exchange(Array(text.utf8), port: port, timeout: .seconds(5)))
    }
  }

  /// The statuses of requests sent at once, each set by its own thread.
  final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int]

    init(count: Int) { statuses = Array(repeating: 0, count: count) }

    func set(_ index: Int, _ status: Int) { lock.withLock { statuses[index] = status } }

    var all: [Int] { lock.withLock { statuses } }
  }

  /// Waits up to 15 s for `condition`, without holding a thread; whether it came. It looks once
  /// more after the deadline: on a machine busy with other tests, the task can resume after
  /// the deadline without having looked since well before it (the flood's 350 connections
  /// were once not seen open within 5 s). A server that holds what it should not fails all
  /// the same, only later.
  static func wait(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(15)
    while ContinuousClock.now < deadline {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
  }

  /// How many descriptors process `pid` has open (Linux; nil elsewhere).
  static func descriptors(of pid: Int32) -> Int? {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))?.count
  }

  /// The resident memory of process `pid`, in bytes (Linux; nil elsewhere).
  static func memory(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kibibytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kibibytes << 10
  }
}
