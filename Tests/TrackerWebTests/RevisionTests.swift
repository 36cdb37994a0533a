import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWire

@testable import TrackerWeb

/// Several pages on one app: an act names the revision of the screen it was taken on, and
/// an act on a revision the app has left (another page changed it) is not done but answered
/// with the app as it is and `outOfStep`; `GET notice?revision=N` waits for the app to leave
/// revision N, so that every page learns of a change without an act.
@Suite("Pages act on the revision they show, and learn of changes at once")
struct RevisionTests {
  static let today = GalleryFixture.today

  static func app(holdTime: Duration = .seconds(20)) -> WebApp {
    let session = AppSession(
      state: DemoState.make(today: today), today: today, localizer: Localizer(language: .english))
    return WebApp(server: ServeSession(session: session, edits: true), holdTime: holdTime)
  }

  /// Posts `body` from the page `view`, at `revision` when it is given.
  static func post(_ app: WebApp, _ body: String, view: String, revision: Int? = nil) throws
    -> [String: WireValue]
  {
    var headers = [("content-type", "application/json"), ("tracker-view", view)]
    if let revision { headers.append(("tracker-revision", String(revision))) }
    let request = HTTPRequest(
      method: "POST", target: "/token/api", headers: headers, body: Array(body.utf8))
    return try WireReader.read(app.respond(to: request, path: "/api").body).objectFields ?? [:]
  }

  /// `GET notice` with `query`, asked by the page `view` when it is given.
  static func news(_ app: WebApp, _ query: String, view: String? = nil) throws
    -> [String: WireValue]
  {
    let request = HTTPRequest(
      method: "GET", target: "/token/notice" + query,
      headers: view.map { [("tracker-view", $0)] } ?? [])
    return try WireReader.read(app.respond(to: request, path: "/notice").body).objectFields ?? [:]
  }

  static func revision(_ answer: [String: WireValue]) -> Int? {
    if case .integer(let number)? = answer["revision"] { return number }
    return nil
  }

  static func isDone(_ app: WebApp, _ tracker: TrackerID) -> Bool {
    app.session.session.state.records.isDone(tracker, on: today)
  }

  @Test(
    "A done button another page has changed since is not pressed: the page is shown it as it is")
  func staleDone() throws {
    let app = Self.app()
    let a = try Self.post(app, #"{"show":true}"#, view: "a")
    let b = try Self.post(app, #"{"show":true}"#, view: "b")
    let shown = try #require(Self.revision(a))
    #expect(Self.revision(b) == shown, "showing changes nothing")
    let done = #"{"tap":"trackers.card.t6.done"}"#
    let marked = try Self.post(app, done, view: "a", revision: shown)
    #expect(marked["notice"] == nil && Self.isDone(app, "t6"))
    #expect(Self.revision(marked) == shown + 1)
    // Page b still drew "+": its tap would undo what it did not see.
    let refused = try Self.post(app, done, view: "b", revision: shown)
    #expect(refused["notice"] == .string("outOfStep"))
    #expect(refused["error"] == nil, "b is shown the app as it is")
    #expect(Self.isDone(app, "t6"), "b's stale tap did not undo a's")
    #expect(Self.revision(refused) == shown + 1)
    // Now that b shows ✓, its tap undoes, as drawn.
    let undone = try Self.post(app, done, view: "b", revision: shown + 1)
    #expect(undone["notice"] == nil && !Self.isDone(app, "t6"))
  }

  @Test("An act on the revision shown is done; showing is never refused; no revision is as before")
  func currentRevision() throws {
    let app = Self.app()
    let start = try #require(Self.revision(try Self.post(app, #"{"show":true}"#, view: "a")))
    let typed = try Self.post(
      app, #"{"tap":"trackers.add"}"#, view: "a", revision: start)
    #expect(typed["name"] == .string("tracker-type") && typed["notice"] == nil)
    let show = try Self.post(app, #"{"show":true}"#, view: "b", revision: start)
    #expect(show["notice"] == nil, "a show is no act")
    let back = try Self.post(app, #"{"back":true}"#, view: "b")
    #expect(back["notice"] == nil && back["name"] == .string("trackers"), "no revision: done")
    #expect(Self.revision(back) == start + 2)
  }

  @Test("A page that opened a form in another page's back is refused its click, and shown the form")
  func formOpenedElsewhere() throws {
    let app = Self.app()
    let shown = try #require(Self.revision(try Self.post(app, #"{"show":true}"#, view: "a")))
    _ = try Self.post(app, #"{"tap":"trackers.add"}"#, view: "a", revision: shown)
    let records = app.session.session.state.records.count
    let clicked = try Self.post(
      app, #"{"tap":"trackers.card.t6.done"}"#, view: "b", revision: shown)
    #expect(clicked["notice"] == .string("outOfStep"))
    #expect(clicked["name"] == .string("tracker-type"))
    #expect(app.session.session.state.records.count == records)
  }

  @Test("notice?revision=N answers at once when the app is past N, else when it changes")
  func waitsForAChange() throws {
    let app = Self.app()
    let shown = try #require(Self.revision(try Self.post(app, #"{"show":true}"#, view: "a")))
    #expect(Self.revision(try Self.news(app, "?revision=\(shown + 5)")) == shown)
    #expect(Self.revision(try Self.news(app, "")) == shown, "no revision: at once")
    let start = ContinuousClock.now
    let other = Thread {
      usleep(300_000)
      _ = try? Self.post(app, #"{"tap":"trackers.card.t6.done"}"#, view: "b")
    }
    other.start()
    let news = try Self.news(app, "?revision=\(shown)")
    let waited = ContinuousClock.now - start
    #expect(Self.revision(news) == shown + 1)
    #expect(waited >= .milliseconds(250) && waited < .seconds(5), "waited \(waited)")
  }

  @Test("A page's own act, whose answer brings it the revision, is no news to it; another's is")
  func ownActIsNoNews() throws {
    let app = Self.app(holdTime: .milliseconds(300))
    let shown = try #require(Self.revision(try Self.post(app, #"{"show":true}"#, view: "a")))
    _ = try Self.post(app, #"{"tap":"trackers.card.t6.done"}"#, view: "a", revision: shown)
    // a still asks with the revision it had before its act: it waits the whole hold.
    let start = ContinuousClock.now
    #expect(Self.revision(try Self.news(app, "?revision=\(shown)", view: "a")) == shown + 1)
    #expect(ContinuousClock.now - start >= .milliseconds(300), "a's own act ended the wait")
    // b never saw that revision, nor does a page that does not say which it is.
    #expect(Self.revision(try Self.news(app, "?revision=\(shown)", view: "b")) == shown + 1)
    #expect(Self.revision(try Self.news(app, "?revision=\(shown)")) == shown + 1)
    // Another page's act is news to a, at once (the hold here is 20 s).
    let other = Self.app()
    let seen = try #require(Self.revision(try Self.post(other, #"{"show":true}"#, view: "a")))
    _ = try Self.post(other, #"{"tap":"trackers.card.t6.done"}"#, view: "b", revision: seen)
    let asked = ContinuousClock.now
    #expect(Self.revision(try Self.news(other, "?revision=\(seen)", view: "a")) == seen + 1)
    #expect(ContinuousClock.now - asked < .seconds(5), "b's act did not end a's wait")
  }

  @Test(
    "notice?revision=N with nothing changing answers after the hold time, and at once when stopped")
  func holdTime() throws {
    let app = Self.app(holdTime: .milliseconds(300))
    let shown = try #require(Self.revision(try Self.post(app, #"{"show":true}"#, view: "a")))
    let start = ContinuousClock.now
    #expect(Self.revision(try Self.news(app, "?revision=\(shown)")) == shown)
    #expect(ContinuousClock.now - start >= .milliseconds(300))
    app.stop()
    let request = HTTPRequest(method: "GET", target: "/token/notice?revision=\(shown)")
    #expect(app.respond(to: request, path: "/notice").status == .serviceUnavailable)
  }

  @Test("The query of a target")
  func query() {
    #expect(
      WebApp.query(of: "/t/notice?revision=3&notice=notSaved") == [
        "revision": "3", "notice": "notSaved",
      ])
    #expect(WebApp.query(of: "/t/notice") == [:])
    #expect(WebApp.query(of: "/t/notice?revision") == ["revision": ""])
  }
}
