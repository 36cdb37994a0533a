import Foundation
import LoopbackHTTP
import Testing
import TextSnapshotTesting
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile
import TrackerWire

@testable import TrackerWeb

/// Every word the page shows around its screens is a table's, in the app's language: its
/// title, what it says without JavaScript, and its notices, which the page is sent when it
/// loads and an answer names. Keys are checked here; the words themselves by the snapshots
/// of the page (`Snapshots/Web/page.<language>.txt`).
@Suite("The page's own words come from the tables", .snapshotTool("tracker-kit"))
struct WebWordsTests {
  static let languages = LocalizationTables.embedded.languages + Language.pseudoLocales

  static func app(_ language: Language) -> WebApp {
    let session = AppSession(
      state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
      localizer: Localizer(language: language))
    return WebApp(server: ServeSession(session: session, edits: true))
  }

  static func get(_ app: WebApp, _ path: Substring) -> String {
    let response = app.respond(to: HTTPRequest(method: "GET", target: "/token" + path), path: path)
    return String(decoding: response.body, as: UTF8.self)
  }

  static func post(_ app: WebApp, _ body: String) throws -> [String: WireValue] {
    let request = HTTPRequest(
      method: "POST", target: "/token/api",
      headers: [("content-type", "application/json"), ("tracker-view", "test")],
      body: Array(body.utf8))
    let response = app.respond(to: request, path: "/api")
    return try WireReader.read(response.body).objectFields ?? [:]
  }

  /// The JSON between `<script id="words" type="application/json">` and `</script>`.
  static func words(in page: String) throws -> [String: WireValue] {
    let open = #"<script id="words" type="application/json">"#
    let start = try #require(page.range(of: open))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    return try WireReader.read(String(page[start.upperBound..<end.lowerBound])).objectFields ?? [:]
  }

  @Test(
    "The page comes in the app's language: lang, dir, title and every notice", arguments: languages)
  func page(language: Language) throws {
    let localizer = Localizer(language: language)
    let page = Self.get(Self.app(language), "/")
    #expect(
      page.contains(
        #"<html lang="\#(language.tag)" dir="\#(localizer.layoutDirection.rawValue)">"#))
    #expect(page.contains("<title>\(localizer.text(.appName).string)</title>"))
    #expect(!page.contains("{{"), "a blank left unfilled")
    let notices = try Self.words(in: page)["notices"]?.objectFields ?? [:]
    #expect(Set(notices.keys) == Set(WebNotice.allCases.map(\.rawValue)))
    for notice in WebNotice.allCases {
      #expect(notices[notice.rawValue] == .string(localizer.text(notice.key).string))
    }
  }

  @Test("A translator's < or & cannot end the page's words early or break its markup")
  func escaped() throws {
    #expect(WebPage.escaped(#"a</title><b>&""#) == "a&lt;/title&gt;&lt;b&gt;&amp;&quot;")
    let data = WebPage.scriptData(.object(["x": .string("</script><")]))
    #expect(!data.contains("<"))
    #expect(try WireReader.read(data) == .object(["x": .string("</script><")]))
    #expect(WebPage.filled("<t>{{a}}</t>{{b}}", ["a": "{{b}}", "b": "x"]) == "<t>{{b}}</t>x")
  }

  @Test("Each error the app answers has its notice, or none when nothing is to be said")
  func errorNotices() {
    let id = ElementID("trackers.add")
    let cases: [(ServeError, WebNotice?)] = [
      (.act(.noSuchElement(id, screen: "trackers", available: [])), .outOfStep),
      (.act(.disabled(id, screen: "trackers")), .outOfStep),
      (.act(.doesNothing(id, screen: "trackers", act: "tap")), .outOfStep),
      (.act(.notATextField(id, screen: "trackers")), .outOfStep),
      (.act(.refused(id, screen: "trackers", reason: .emptySchedule)), .refused),
      (.act(.nothingToGoBackTo(screen: "trackers")), nil),
      (.cannotSave(.diskFull, message: "disk full"), .notSaved),
      (.cannotSave(.changedElsewhere, message: "changed"), .changedElsewhere),
      (.malformedJSON(WireReadError(line: 1, column: 1, message: "x")), .notAnswered),
      (.lineTooLong(limit: 1), .notAnswered), (.unknownRequest(keys: []), .notAnswered),
      (.invalidRequest(WireDecodingError(path: "$", message: "x")), .notAnswered),
    ]
    for (error, notice) in cases { #expect(WebNotice(error) == notice, "\(error)") }
    #expect(WebNotice(after: .saved) == nil)
    #expect(WebNotice(after: .notSaved(.changedElsewhere(path: "f"))) == .changedElsewhere)
  }

  @Test("A tap on what the app no longer shows: the page is shown the app as it is, with a notice")
  func outOfStep() throws {
    let app = Self.app(.english)
    _ = try Self.post(app, #"{"show":true}"#)
    _ = try Self.post(app, #"{"tap":"trackers.add"}"#)
    // The page still showed the main screen: its + is not on the sheet now on top.
    let answer = try Self.post(app, #"{"tap":"trackers.add"}"#)
    #expect(answer["notice"] == .string("outOfStep"))
    #expect(answer["error"] == nil)
    #expect(answer["name"] == .string("tracker-type"))
    let unreadable = try Self.post(app, #"{"tap":"#)
    #expect(unreadable["notice"] == .string("notAnswered"))
    #expect(unreadable["error"] != nil)
    let back = try Self.post(app, #"{"back":true}"#)
    #expect(back["notice"] == nil)
  }

  @Test("A change on a file another program changed is not made, and the notice stands")
  func standingNotice() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "web-words-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.json").path
    let today = GalleryFixture.today
    try StateFile.save(DemoState.make(today: today), to: path)
    let opened = try StateFileStore.open(path: path, today: today)
    let saver = StateFileSaver(store: opened.store, state: opened.state, foldBound: 0)
    let session = AppSession(
      state: opened.state, today: today, localizer: Localizer(language: .english))
    let app = WebApp(server: ServeSession(session: session, saver: saver, edits: true))
    #expect(Self.get(app, "/notice") == #"{"revision":0}"#)
    #expect(try Self.post(app, #"{"tap":"trackers.card.t6.done"}"#)["error"] == nil)
    while saver.isBusy { usleep(1_000) }
    #expect(Self.get(app, "/notice") == #"{"revision":1}"#, "the fold went through")
    try Data(#"{"categories":[],"records":[],"trackers":[]}"#.utf8).write(
      to: URL(fileURLWithPath: path))
    let answer = try Self.post(app, #"{"tap":"trackers.card.t6.done"}"#)
    #expect(answer["error"] != nil, "not made on top of a file the page does not show")
    #expect(answer["notice"] == .string("changedElsewhere"))
    #expect(Self.get(app, "/notice") == #"{"notice":"changedElsewhere","revision":1}"#)
    #expect(try Self.post(app, #"{"show":true}"#)["notice"] == .string("changedElsewhere"))
    #expect(Self.get(app, "/notice") == #"{"notice":"changedElsewhere","revision":1}"#)
    saver.finish()
  }

  @Test(
    "The page in each language of the tables, as served",
    arguments: LocalizationTables.embedded.languages)
  func snapshot(language: Language) {
    assertSnapshot(
      of: Self.get(Self.app(language), "/"), named: "page.\(language.code)", suite: "Web")
  }
}
