import Foundation
import LoopbackHTTP
import LoopbackLoad
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile
import TrackerWeb
import TrackerWire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The web page's server, as a hostile page or local program would try it: every bad request
/// is answered with its status and the protective headers, and the state file is unchanged.
@Suite("tracker-kit web's server refuses what it must", .serialized)
struct LoopbackServerTests {
  /// A server of the app on a fresh state file (the demo state), running on its own thread.
  final class Running: @unchecked Sendable {
    let folder: URL
    let path: String
    let app: WebApp
    let server: LoopbackServer

    init(timeout: Duration = .seconds(10)) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "web-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      path = folder.appendingPathComponent("state.json").path
      let today = GalleryFixture.today
      try StateFile.save(DemoState.make(today: today), to: path)
      let opened = try StateFileStore.open(path: path, today: today)
      let session = AppSession(
        state: opened.state, today: today, localizer: Localizer(language: .english))
      let saver = StateFileSaver(store: opened.store, state: opened.state)
      let app = WebApp(server: ServeSession(session: session, saver: saver, edits: true))
      self.app = app
      server = try LoopbackServer(requestTimeout: timeout) { request, path in
        app.respond(to: request, path: path)
      }
      let server = self.server
      Thread.detachNewThread { server.run() }
    }

    deinit {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }

    var host: String { "127.0.0.1:\(server.port)" }
    var token: String { server.policy.token }
    /// The state file's bytes and its journal's: what every reader reads.
    var fileBytes: Data {
      (FileManager.default.contents(atPath: path) ?? Data())
        + (FileManager.default.contents(atPath: StateFileJournal.path(beside: path)) ?? Data())
    }

    /// A POST of `body` to the page's api, with `headers` added.
    func post(_ body: String, headers: [String] = [], host: String? = nil) -> String {
      let lines =
        [
          "POST /\(token)/api HTTP/1.1", "Host: \(host ?? self.host)",
          "Content-Type: application/json", "Tracker-View: test",
          "Content-Length: \(body.utf8.count)",
        ] + headers
      return lines.joined(separator: "\r\n") + "\r\n\r\n" + body
    }
  }

  /// Sends `text` on a new connection and reads the answer to its end.
  static func exchange(_ text: String, port: Int) -> HTTPAnswer {
    HTTPAnswer(LoopbackClient.exchange(Array(text.utf8), port: port))
  }

  @Test("Bad requests get their status, the protective headers, and change nothing")
  func badRequests() throws {
    let running = try Running()
    let before = running.fileBytes
    let token = running.token
    let host = running.host
    let done = #"{"tap":"trackers.card.t6.done"}"#
    let cases: [(String, String, Int)] = [
      ("no token", "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n", 403),
      ("another token", "GET /0123456789abcdef/ HTTP/1.1\r\nHost: \(host)\r\n\r\n", 403),
      ("a token's prefix", "GET /\(token.dropLast())/ HTTP/1.1\r\nHost: \(host)\r\n\r\n", 403),
      (
        "the api without its token",
        running.post(done).replacingOccurrences(of: "/\(token)", with: ""), 403
      ),
      (
        "another Host (DNS rebinding)",
        running.post(done, host: "evil.example:\(running.server.port)"), 421
      ),
      ("another port in Host", running.post(done, host: "127.0.0.1:1"), 421),
      ("no Host", "GET /\(token)/ HTTP/1.1\r\n\r\n", 421),
      ("two Hosts", "GET /\(token)/ HTTP/1.1\r\nHost: \(host)\r\nHost: \(host)\r\n\r\n", 421),
      ("another site's Origin", running.post(done, headers: ["Origin: https://evil.example"]), 403),
      ("a null Origin", running.post(done, headers: ["Origin: null"]), 403),
      ("a cross-site fetch", running.post(done, headers: ["Sec-Fetch-Site: cross-site"]), 403),
      (
        "a form's text/plain",
        running.post(done).replacingOccurrences(of: "application/json", with: "text/plain"), 415
      ),
      (
        "a type that only starts as JSON's",
        running.post(done).replacingOccurrences(
          of: "application/json", with: "application/json-seq"), 415
      ),
      (
        "JSON with another parameter",
        running.post(done).replacingOccurrences(
          of: "application/json", with: "application/json; evil=1"), 415
      ),
      (
        "bare line feeds",
        "GET /\(token)/ HTTP/1.1\nHost: \(host)\n\n", 400
      ),
      (
        "no view", running.post(done).replacingOccurrences(of: "Tracker-View: test\r\n", with: ""),
        400
      ),
      ("GET on the api", "GET /\(token)/api HTTP/1.1\r\nHost: \(host)\r\n\r\n", 405),
      (
        "PUT on the page", "PUT /\(token)/ HTTP/1.1\r\nHost: \(host)\r\nContent-Length: 0\r\n\r\n",
        405
      ),
      ("DELETE on the api", "DELETE /\(token)/api HTTP/1.1\r\nHost: \(host)\r\n\r\n", 405),
      ("a file's path", "GET /\(token)/etc/passwd HTTP/1.1\r\nHost: \(host)\r\n\r\n", 404),
      ("a path that climbs", "GET /\(token)/../../app.js HTTP/1.1\r\nHost: \(host)\r\n\r\n", 404),
      ("the source's name", "GET /\(token)/Package.swift HTTP/1.1\r\nHost: \(host)\r\n\r\n", 404),
      (
        "a request line too long",
        "GET /\(token)/\(String(repeating: "a", count: 9_000)) HTTP/1.1\r\nHost: \(host)\r\n\r\n",
        414
      ),
      (
        "too many headers",
        "GET /\(token)/ HTTP/1.1\r\nHost: \(host)\r\n" + String(repeating: "X-A: b\r\n", count: 80)
          + "\r\n", 431
      ),
      ("a body too long", running.post(String(repeating: " ", count: 70_000) + done), 413),
      (
        "a chunked body",
        "POST /\(token)/api HTTP/1.1\r\nHost: \(host)\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        411
      ),
      ("not HTTP", "HELLO\r\n\r\n", 400),
      ("HTTP/2", "GET /\(token)/ HTTP/2.0\r\nHost: \(host)\r\n\r\n", 505),
    ]
    for (name, request, status) in cases {
      let answer = Self.exchange(request, port: running.server.port)
      #expect(answer.status == status, "\(name): \(answer.status) \(answer.body.prefix(80))")
      #expect(
        answer.headers["content-security-policy"]?.hasPrefix("default-src 'self'") == true,
        "\(name)")
      #expect(answer.headers["x-content-type-options"] == "nosniff", "\(name)")
    }
    #expect(running.fileBytes == before, "a refused request changed the state file")
    // The same request, sent as the page sends it, is answered and saved.
    let good = Self.exchange(running.post(done), port: running.server.port)
    #expect(good.status == 200 && good.body.contains(#""changes":[{"#), "\(good.body.prefix(2000))")
    #expect(running.fileBytes != before)
  }

  @Test("The page, its style and script, from memory, with their types")
  func page() throws {
    let running = try Running()
    let page = Self.exchange(
      "GET /\(running.token)/ HTTP/1.1\r\nHost: localhost:\(running.server.port)\r\n\r\n",
      port: running.server.port)
    #expect(page.status == 200 && page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.body.contains(#"<script src="app.js""#))
    for (file, type) in [("app.js", "text/javascript"), ("app.css", "text/css")] {
      let answer = Self.exchange(
        "GET /\(running.token)/\(file) HTTP/1.1\r\nHost: \(running.host)\r\n\r\n",
        port: running.server.port)
      #expect(answer.status == 200 && answer.headers["content-type"]?.hasPrefix(type) == true)
    }
    let bare = Self.exchange(
      "GET /\(running.token) HTTP/1.1\r\nHost: \(running.host)\r\n\r\n", port: running.server.port)
    #expect(bare.status == 308 && bare.headers["location"] == "/\(running.token)/")
  }

  @Test("A slow client is answered 408 and does not hold up another")
  func slowClient() throws {
    // Half a request: once the server's request timeout (injected short here) is over, 408.
    let hurried = try Running(timeout: .milliseconds(100))
    let late = Self.exchange(
      "GET /\(hurried.token)/ HTTP/1.1\r\nHost: 127", port: hurried.server.port)
    #expect(late.status == 408)
    // While one client sends half a request, another is answered, and the first is still
    // waited for (a server that served one connection at a time would answer it first, 408).
    let running = try Running()
    let slow = LoopbackClient.connect(port: running.server.port)
    defer { close(slow) }
    LoopbackClient.send(Array("GET /\(running.token)/ HTTP/1.1\r\nHost: 127".utf8), on: slow)
    let quick = Self.exchange(
      "GET /\(running.token)/app.css HTTP/1.1\r\nHost: \(running.host)\r\n\r\n",
      port: running.server.port)
    #expect(quick.status == 200)
    var poller = pollfd(fd: slow, events: Int16(POLLIN), revents: 0)
    #expect(poll(&poller, 1, 0) == 0, "the slow client was answered before the quick one")
  }

  @Test("A change another program made to the file is never overwritten")
  func changedElsewhere() throws {
    let running = try Running()
    let other = #"{"categories":[],"records":[],"trackers":[]}"#
    try Data(other.utf8).write(to: URL(fileURLWithPath: running.path))
    let answer = Self.exchange(
      running.post(#"{"tap":"trackers.card.t6.done"}"#), port: running.server.port)
    #expect(answer.status == 200 && answer.body.contains(#""cannotSave""#), "\(answer.body)")
    #expect(String(decoding: running.fileBytes, as: UTF8.self) == other)
  }
}

/// An answer as read from the socket: status, headers (names in lowercase), body.
struct HTTPAnswer {
  var status = 0
  var headers: [String: String] = [:]
  var body = ""

  init(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else { return }
    let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
    status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    body = String(text[split.upperBound...])
  }
}
