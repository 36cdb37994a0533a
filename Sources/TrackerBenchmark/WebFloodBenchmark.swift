import Foundation
import LoopbackHTTP
import LoopbackLoad
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerWeb
import TrackerWire

/// The page's server while a local program floods it: the person's page loads and acts, each
/// timed from connecting to the answer's end, with 0, 16, 64 and 256 connections held open
/// without the token (half sending nothing, half a byte a second, each opened again as soon as
/// the server closes it). A request not answered 200 within 3 s counts as failed, and a
/// percentile that falls on a failure prints as one. Also the token check with the first or
/// the last byte wrong, which should take the same time.
enum WebFloodBenchmark {
  static let floods = [0, 16, 64, 256]
  static let rounds = 100
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  static func run(_ stopwatch: inout Stopwatch) -> String {
    var table = ReportTable(
      ["hostile", "page p50", "p90", "p99", "max", "act p50", "p90", "p99", "max", "answered"])
    for hostile in floods {
      guard let timings = measure(hostile: hostile) else { return "cannot start the server\n" }
      table.add(
        cells: ["\(hostile)"] + percentiles(timings.page) + percentiles(timings.act) + [
          "\(timings.answered) of \(2 * rounds)"
        ])
    }
    return table.text + "\n\n" + tokenCheck(&stopwatch)
  }

  /// The person's timings (nil: failed) with `hostile` connections flooding a new server.
  private static func measure(hostile: Int) -> (page: [Duration?], act: [Duration?], answered: Int)?
  {
    let session = AppSession(
      state: DemoState.make(today: today), today: today, localizer: Localizer(language: .english))
    let app = WebApp(server: ServeSession(session: session))
    guard let server = try? LoopbackServer(handler: { app.respond(to: $0, path: $1) }) else {
      return nil
    }
    Thread.detachNewThread { server.run() }
    defer { server.stop() }
    let flood = ConnectionFlood(port: server.port, idle: hostile / 2, slow: hostile - hostile / 2)
    flood.start()
    defer { flood.stop() }
    Thread.sleep(forTimeInterval: 0.5)
    let token = server.policy.token
    let page = "GET /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
    let body = #"{"tap":"trackers.card.t6.done"}"#
    let act = [
      "POST /\(token)/api HTTP/1.1", "Host: 127.0.0.1:\(server.port)",
      "Content-Type: application/json", "Tracker-View: bench", "Content-Length: \(body.count)",
      "", body,
    ].joined(separator: "\r\n")
    var timings = (page: [Duration?](), act: [Duration?](), answered: 0)
    for _ in 0..<rounds {
      let pageTime = time(page, port: server.port)
      let actTime = time(act, port: server.port)
      timings.page.append(pageTime)
      timings.act.append(actTime)
      timings.answered += [pageTime, actTime].compactMap { $0 }.count
      Thread.sleep(forTimeInterval: 0.02)
    }
    return timings
  }

  /// How long `request` took to be answered 200 (nil: it was not, within 3 s).
  private static func time(_ request: String, port: Int) -> Duration? {
    let clock = ContinuousClock()
    let start = clock.now
    let answer = LoopbackClient.exchange(Array(request.utf8), port: port, timeout: .seconds(3))
    let took = start.duration(to: clock.now)
    return LoopbackClient.status(of: answer) == 200 && took < .seconds(3) ? took : nil
  }

  /// p50, p90, p99 and the slowest, in milliseconds; a failure sorts last and prints "failed".
  private static func percentiles(_ timings: [Duration?]) -> [String] {
    let sorted = timings.sorted { ($0 ?? .seconds(1_000)) < ($1 ?? .seconds(1_000)) }
    return [0.5, 0.9, 0.99, 1].map { fraction in
      let index = min(sorted.count - 1, Int(Double(sorted.count) * fraction))
      guard let timing = sorted[index] else { return "failed" }
      let (seconds, attoseconds) = timing.components
      let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
      return milliseconds < 10
        ? "\((milliseconds * 100).rounded() / 100) ms" : "\(Int(milliseconds.rounded())) ms"
    }
  }

  /// The policy's check of a request whose token is wrong in its first or its last byte.
  private static func tokenCheck(_ stopwatch: inout Stopwatch) -> String {
    let token = LoopbackPolicy.randomToken()
    let policy = LoopbackPolicy(token: token, port: 1)
    var table = ReportTable(["token check (LoopbackPolicy.check)", "median", "runs"])
    for (label, wrong) in [
      ("first", token.startIndex), ("last", token.index(before: token.endIndex)),
    ] {
      var guess = token
      guess.replaceSubrange(wrong...wrong, with: token[wrong] == "0" ? "1" : "0")
      let request = HTTPRequest(
        method: "GET", target: "/\(guess)/api", headers: [("host", "127.0.0.1:1")])
      table.add(
        "\(label) byte wrong, 1,000 checks",
        ours: stopwatch.time {
          var refused = 0
          for _ in 0..<1_000 {
            if case .refuse = policy.check(request) { refused += 1 }
          }
          return refused
        })
    }
    return table.text
  }
}
