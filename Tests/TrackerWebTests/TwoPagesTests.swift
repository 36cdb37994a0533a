import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile
import TrackerTestSupport
import TrackerWeb
import TrackerWire

/// Two pages (browser tabs) on one `tracker-kit web`, in headless Chromium (skipped when it
/// is absent), saving to a state file: each page learns of the other's change within two
/// seconds without a click; a click on what the other page has changed since is not done
/// (the page is shown the app as it is, with `outOfStep`), so a done button never does the
/// opposite of what it showed; and however the clicks of the two interleave, the file ends
/// with what both pages show.
@Suite("Two pages on one app", .onThreadsOfTheirOwn)
struct TwoPagesTests {
  static let today = GalleryFixture.today

  /// A server of the demo state saving to a file, its two pages, and a switch that holds
  /// every page's `GET notice` (so that a page stays as it was while the other acts).
  final class TwoPages: @unchecked Sendable {
    let folder: TemporaryFolder
    let path: String
    let app: WebApp
    let server: LoopbackServer
    let a: DevToolsBrowser
    let b: DevToolsBrowser
    /// Whether every page's `GET notice` is held.
    let hold = Hold()

    /// A switch the server's threads read.
    final class Hold: @unchecked Sendable {
      private let lock = NSLock()
      private var isOn = false
      var on: Bool {
        get { lock.withLock { isOn } }
        set { lock.withLock { isOn = newValue } }
      }
    }

    init() throws {
      folder = try TemporaryFolder("two-pages")
      path = folder.path("state.json")
      try StateFile.save(DemoState.make(today: TwoPagesTests.today), to: path)
      let opened = try StateFileStore.open(path: path, today: TwoPagesTests.today)
      let session = AppSession(
        state: opened.state, today: TwoPagesTests.today, localizer: Localizer(language: .english))
      let app = WebApp(
        server: ServeSession(
          session: session, saver: StateFileSaver(store: opened.store, state: opened.state),
          edits: true))
      self.app = app
      server = try LoopbackServer { [hold] request, path in
        while path == "/notice" && hold.on { usleep(10_000) }
        return app.respond(to: request, path: path)
      }
      let chromium = try #require(BrowserJourneyTests.chromium)
      a = try DevToolsBrowser(chromium: chromium)
      b = try DevToolsBrowser(chromium: chromium)
      Thread.detachNewThread { [server] in server.run() }
      for page in [a, b] {
        try page.open(server.address)
        _ = try KeyboardJourneyTests.waitForPage(page)
      }
    }

    deinit {
      a.close()
      b.close()
      server.stop()
    }

    /// Holds (true) or lets go (false) every page's `GET notice`.
    func quiet(_ on: Bool) { hold.on = on }

    /// Clicks the element `id` in `page` (not waiting for the answer).
    func click(_ page: DevToolsBrowser, _ id: String) throws {
      try page.evaluate("document.querySelector('[data-id=\"\(id)\"]:not(.card)').click()")
    }

    /// Waits until `page` sent and drew every answer.
    func idle(_ page: DevToolsBrowser) throws {
      try page.evaluate("window.trackerPage.idle()")
    }

    /// Waits (up to `limit`) until both pages show the app's revision; how long it took.
    @discardableResult
    func settle(limit: TimeInterval = 5) throws -> TimeInterval {
      let start = Date()
      while Date().timeIntervalSince(start) < limit {
        let revision = app.session.revision
        let shown = try [a, b].map {
          try $0.evaluate("window.trackerPage.idle().then(() => window.trackerPage.revision())")
            as? Int
        }
        if shown.allSatisfy({ $0 == revision }) { return Date().timeIntervalSince(start) }
        usleep(20_000)
      }
      return limit
    }

    /// Whether `page` draws the card of `tracker` done.
    func drawsDone(_ page: DevToolsBrowser, _ tracker: String) throws -> Bool {
      try page.evaluate(
        "document.querySelector('.card[data-id=\"trackers.card.\(tracker)\"]').classList.contains('done')"
      ) as? Bool ?? false
    }

    func shown(_ page: DevToolsBrowser) throws -> String {
      try page.evaluate("window.trackerPage.shown()") as? String ?? ""
    }

    func notice(_ page: DevToolsBrowser) throws -> String {
      try page.evaluate("document.getElementById('notice').textContent") as? String ?? ""
    }

    /// The trackers done today in the file, once every save is written.
    func savedDone() throws -> Set<String> {
      app.stop()
      let state = try StateFile.read(
        Array(try Data(contentsOf: URL(fileURLWithPath: path))), fileName: path,
        today: TwoPagesTests.today)
      return Set(
        state.trackers.map(\.id).filter { state.records.isDone($0, on: TwoPagesTests.today) }
          .map(\.rawValue))
    }
  }

  static let enabled = Testing.ConditionTrait.enabled(
    if: BrowserJourneyTests.chromium != nil, "chromium is not installed (apt-get install chromium)")

  @Test("A change in one page shows in the other within two seconds, without a click", enabled)
  func learns() throws {
    let pages = try TwoPages()
    #expect(try !pages.drawsDone(pages.b, "t6"))
    try pages.click(pages.a, "trackers.card.t6.done")
    try pages.idle(pages.a)
    let start = Date()
    while try !pages.drawsDone(pages.b, "t6"), Date().timeIntervalSince(start) < 5 {
      usleep(20_000)
    }
    let waited = Date().timeIntervalSince(start)
    #expect(waited < 2, "the other page showed it after \(waited) s")
    try pages.click(pages.b, "trackers.card.t6.done")
    try pages.idle(pages.b)
    #expect(try pages.settle() < 2)
    #expect(try !pages.drawsDone(pages.a, "t6") && !pages.drawsDone(pages.b, "t6"))
    #expect(try !pages.savedDone().contains("t6"))
  }

  @Test("A page that still shows + is refused its click on what the other marked", enabled)
  func staleDone() throws {
    let pages = try TwoPages()
    pages.quiet(true)
    try pages.click(pages.a, "trackers.card.t6.done")
    try pages.idle(pages.a)
    #expect(try !pages.drawsDone(pages.b, "t6"), "b has not learned yet")
    try pages.click(pages.b, "trackers.card.t6.done")
    try pages.idle(pages.b)
    #expect(try pages.notice(pages.b).isEmpty == false, "b says it was out of step")
    #expect(try pages.drawsDone(pages.b, "t6"), "b is shown the card as it is: done")
    pages.quiet(false)
    try pages.settle()
    #expect(try pages.drawsDone(pages.a, "t6"))
    #expect(try pages.savedDone().contains("t6"), "b's stale click did not undo a's")
  }

  @Test(
    "A form opened in one page: the other's click is not done, and it is shown the form", enabled)
  func formOpenedElsewhere() throws {
    let pages = try TwoPages()
    pages.quiet(true)
    try pages.click(pages.a, "trackers.add")
    try pages.idle(pages.a)
    try pages.click(pages.b, "trackers.card.t6.done")
    try pages.idle(pages.b)
    #expect(try pages.shown(pages.b) == "tracker-type")
    pages.quiet(false)
    try pages.settle()
    #expect(try pages.shown(pages.a) == "tracker-type")
    #expect(try !pages.savedDone().contains("t6"))
  }

  /// Clicks on two habits, each page marking and undoing the other's.
  static let clicks: [(page: Int, tracker: String)] = [(0, "t6"), (1, "t9"), (0, "t9"), (1, "t6")]

  /// Orders of `clicks`, chosen by a seeded generator, and the pauses between them (none,
  /// or long enough for the other page to learn).
  static let orders: [[Int]] = {
    var generator = SeededRandom(seed: 29)
    return (0..<6).map { _ in Array(clicks.indices).shuffled(using: &generator) }
  }()

  @Test(
    "However the two pages' clicks interleave, the file ends with what both show", enabled,
    arguments: orders.indices)
  func interleaved(order: Int) throws {
    let pages = try TwoPages()
    for (step, index) in Self.orders[order].enumerated() {
      let (page, tracker) = Self.clicks[index]
      try pages.click(page == 0 ? pages.a : pages.b, "trackers.card.\(tracker).done")
      // Every other click waits for its page's answer; the others follow at once.
      if step % 2 == 1 { try pages.idle(page == 0 ? pages.a : pages.b) }
    }
    try pages.settle()
    let a = try Set(["t6", "t9"].filter { try pages.drawsDone(pages.a, $0) })
    let b = try Set(["t6", "t9"].filter { try pages.drawsDone(pages.b, $0) })
    #expect(a == b, "order \(Self.orders[order]): the pages show \(a) and \(b)")
    let saved = try pages.savedDone().intersection(["t6", "t9"])
    #expect(saved == a, "order \(Self.orders[order]): the file has \(saved), the pages show \(a)")
  }
}
