import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWire

@testable import TrackerWeb

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An address that lasts: `tracker-kit web` keeps the token and the port for the state file
/// (`WebAddress`, mode 0600 beside it), so a second start prints the same address and a page
/// left open comes back by itself; `--new-address` makes another; an old address gets a page
/// in the launch's language that says what to do; a kept address that cannot be read stops
/// the start with the file's position and what to do.
@Suite("An address that lasts", .onThreadsOfTheirOwn)
struct LastingAddressTests {
  @Test("A kept address is read back; none is nil; it is readable by its owner alone")
  func keptAddress() throws {
    let folder = try TemporaryFolder("web-address")
    let state = folder.path("state.json")
    let path = WebAddress.path(for: state)
    #expect(path == folder.path(".state.json.web-address"))
    #expect(try WebAddress.read(path) == nil)
    let address = WebAddress(token: LoopbackPolicy.randomToken(), port: 52_341)
    try address.write(to: path)
    #expect(try WebAddress.read(path) == address)
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
    chmod(path, 0o644)
    try address.write(to: path)
    #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600, "narrowed again")
  }

  @Test(
    "A kept address that is not one is refused with its position",
    arguments: [
      (#"{"port": 8080, "token": "#, "1:25"), (#"{"port": 8080}"#, "1:1"),
      (#"{"port": 70000, "token": "0123456789abcdef0123456789abcdef"}"#, "1:1"),
      (#"{"port": 8080, "token": "../../etc"}"#, "1:1"),
    ])
  func unreadable(text: String, position: String) throws {
    let folder = try TemporaryFolder("web-address")
    let path = try folder.write(text, to: ".state.json.web-address").path
    #expect {
      try WebAddress.read(path)
    } throws: { error in
      "\(error)".hasPrefix("\(path):\(position): error: ")
    }
  }

  /// Starts the built `tracker-kit web` on `state`; the address it printed, then stops it.
  static func address(_ state: String, _ options: [String] = [], locale: String = "en") throws
    -> URL
  {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let server = try StartedProcess(
      tool,
      ["web", "--state", state, "--today", "2026-11-23", "--locale", locale] + options)
    let printed = try #require(server.printed)
    let line = try #require(printed.wait(forLineWith: "http://127.0.0.1:", seconds: 60))
    server.send(SIGINT)
    #expect(server.waitForExit(seconds: 60))
    return try #require(URL(string: String(line.split(separator: " ").last ?? "")))
  }

  @Test("tracker-kit web prints the same address each time, and a new one when asked")
  func sameAddress() throws {
    let folder = try TemporaryFolder("web-address")
    let state = folder.path("state.json")
    let first = try Self.address(state)
    #expect(try Self.address(state) == first, "the second start")
    let kept = try #require(try WebAddress.read(WebAddress.path(for: state)))
    #expect(first.absoluteString == "http://127.0.0.1:\(kept.port)/\(kept.token)/")
    let new = try Self.address(state, ["--new-address"])
    #expect(new.pathComponents.dropFirst().first != first.pathComponents.dropFirst().first)
    #expect(try Self.address(state) == new, "the new one is kept")
  }

  @Test("A kept port another program took: another port, said on the terminal, and kept")
  func portTaken() throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let folder = try TemporaryFolder("web-address")
    let state = folder.path("state.json")
    let other = try LoopbackServer { _, _ in .text(.ok, "another program") }
    let kept = WebAddress(token: LoopbackPolicy.randomToken(), port: other.port)
    try kept.write(to: WebAddress.path(for: state))
    let server = try StartedProcess(
      tool, ["web", "--state", state, "--today", "2026-11-23", "--locale", "ru"])
    let printed = try #require(server.printed)
    let line = try #require(printed.wait(forLineWith: "http://127.0.0.1:", seconds: 60))
    server.send(SIGINT)
    #expect(server.waitForExit(seconds: 60))
    let said = Localizer(language: .russian).text(
      .webTerminalPortTaken, arguments: [.text(String(other.port))]
    ).string
    #expect(printed.text.contains(said), "\(printed.text)")
    let now = try #require(try WebAddress.read(WebAddress.path(for: state)))
    #expect(now.token == kept.token && now.port != kept.port)
    #expect(line.hasSuffix("http://127.0.0.1:\(now.port)/\(kept.token)/"))
  }

  @Test("A kept address that cannot be read: the start stops and says what to do")
  func unreadableAtStart() throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let folder = try TemporaryFolder("web-address")
    let state = folder.path("state.json")
    let kept = try folder.write("not json", to: ".state.json.web-address").path
    let run = try launch(
      tool, ["web", "--state", state, "--today", "2026-11-23", "--locale", "ru"])
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("\(kept):1:2: error: "), "\(run.errors)")
    let hint = Localizer(language: .russian).text(.webTerminalAddressUnreadable).string
    #expect(run.errors.contains(hint), "\(run.errors)")
    #expect(try Self.address(state, ["--new-address"]).port != nil, "--new-address starts")
  }

  @Test(
    "An address whose key is not this launch's gets a page in the launch's language",
    arguments: LocalizationTables.embedded.languages)
  func wrongAddressPage(language: Language) throws {
    let localizer = Localizer(language: language)
    let server = try LoopbackServer(wrongAddressPage: WebApp.wrongAddressPage(localizer)) {
      _, _ in .text(.ok, "the app")
    }
    Thread.detachNewThread { server.run() }
    defer { server.stop() }
    let request = [
      "GET /0123456789abcdef0123456789abcdef/ HTTP/1.1", "Host: 127.0.0.1:\(server.port)", "",
      "",
    ].joined(separator: "\r\n")
    let answer = LoopbackServerTests.exchange(request, port: server.port)
    #expect(answer.status == 403)
    #expect(answer.body.contains(#"lang="\#(language.tag)""#))
    for key in [StringKey.webWrongAddressTitle, .webWrongAddressDetail] {
      #expect(answer.body.contains(WebPage.escaped(localizer.text(key).string)), "\(key)")
    }
    #expect(!answer.body.contains(server.policy.token), "the page never holds the key")
    let post = [
      "POST /x/api HTTP/1.1", "Host: 127.0.0.1:\(server.port)", "Content-Length: 0", "", "",
    ].joined(separator: "\r\n")
    #expect(LoopbackServerTests.exchange(post, port: server.port).body.hasPrefix("open the"))
  }

  @Test("A page of an earlier launch at the same address never acts on the new launch's app")
  func earlierLaunch() throws {
    let today = RevisionTests.today
    let session = AppSession(
      state: DemoState.make(today: today), today: today, localizer: Localizer(language: .english))
    let earlier = WebApp(
      server: ServeSession(session: session, edits: true),
      firstRevision: WebApp.randomFirstRevision())
    let shown = try #require(
      RevisionTests.revision(try RevisionTests.post(earlier, #"{"show":true}"#, view: "a")))
    // The page still shows "+"; meanwhile the habit was marked (in the terminal app, say),
    // and tracker-kit web started again. The page had not noticed (a tab in the background).
    var marked = session
    try marked.perform(.tap("trackers.card.t6.done"))
    let later = WebApp(
      server: ServeSession(session: marked, edits: true),
      firstRevision: WebApp.randomFirstRevision())
    let news = try RevisionTests.news(later, "?revision=\(shown)")
    #expect(RevisionTests.revision(news) != shown, "answered at once: the page asks for the screen")
    let tap = try RevisionTests.post(
      later, #"{"tap":"trackers.card.t6.done"}"#, view: "a", revision: shown)
    #expect(tap["notice"] == .string("outOfStep"))
    #expect(
      RevisionTests.isDone(later, "t6"), "the tap on \"+\" did not undo the mark it never saw")
  }

  @Test(
    "A page left open comes back by itself when tracker-kit runs again at its address",
    .enabled(
      if: BrowserJourneyTests.chromium != nil,
      "chromium is not installed (apt-get install chromium)"))
  func pageComesBack() throws {
    let session = AppSession(
      state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
      localizer: Localizer(language: .english))
    let token = LoopbackPolicy.randomToken()
    var first: LoopbackServer? = try Self.serve(session, port: 0, token: token)
    let port = try #require(first).port
    let page = try DevToolsBrowser(chromium: try #require(BrowserJourneyTests.chromium))
    defer { page.close() }
    try page.open(try #require(first).address)
    _ = try KeyboardJourneyTests.waitForPage(page)
    // tracker-kit stops: its socket closes once the server is gone.
    first?.stop()
    first = nil
    let notice = "document.getElementById('notice')"
    func waitFor(_ condition: String) throws -> Bool {
      let deadline = Date().addingTimeInterval(8)
      while Date() < deadline {
        if try page.evaluate(condition) as? Bool == true { return true }
        usleep(50_000)
      }
      return false
    }
    #expect(try waitFor("!\(notice).hidden"), "the page says tracker-kit does not answer")
    // It runs again at the same address, on a state changed meanwhile (its revisions start
    // again, as a new run's do).
    var again = session
    try again.perform(.tap("trackers.card.t6.done"))
    let second = try Self.serve(again, port: port, token: token)
    defer { second.stop() }
    #expect(try waitFor("\(notice).hidden"), "the notice goes once tracker-kit answers")
    #expect(
      try waitFor(
        "document.querySelector('.card[data-id=\"trackers.card.t6\"]').classList.contains('done')"),
      "the page shows the app as it is now")
  }

  /// A running server of `session` on `port` with `token`; on a port just left by another
  /// server, it tries again until that one's socket is closed (its run loop let go of it).
  static func serve(_ session: AppSession, port: Int, token: String) throws -> LoopbackServer {
    let app = WebApp(server: ServeSession(session: session, edits: true))
    func listen() throws -> LoopbackServer {
      try LoopbackServer(port: port, token: token) { app.respond(to: $0, path: $1) }
    }
    let deadline = Date().addingTimeInterval(10)
    var server = try? listen()
    while server == nil && Date() < deadline {
      usleep(50_000)
      server = try? listen()
    }
    let running = try server ?? listen()
    Thread.detachNewThread { running.run() }
    return running
  }
}
