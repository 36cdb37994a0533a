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
    /// The state file of the app now.
    var path: String { behind.app.path }
    /// The app behind the server now.
    var app: WebApp { behind.app.app }
    /// The app's revision now, as the pages are told it.
    var revision: Int { behind.app.firstRevision + app.session.revision }
    let server: LoopbackServer
    let a: DevToolsBrowser
    let b: DevToolsBrowser
    /// Whether every page's `GET notice` is held.
    let hold = Hold()
    /// The app the server's threads answer with, and its file: replaced by `startAgain()`.
    private let behind: Behind
    /// How long each app holds a page's `GET notice` while nothing changes.
    private let holdTime: Duration
    /// How many apps this server has had.
    private var runs = 0

    /// A switch the server's threads read.
    final class Hold: @unchecked Sendable {
      private let lock = NSLock()
      private var isOn = false
      var on: Bool {
        get { lock.withLock { isOn } }
        set { lock.withLock { isOn = newValue } }
      }
    }

    /// The app the server answers with, the file it saves to, and where its revisions start.
    final class Behind: @unchecked Sendable {
      private let lock = NSLock()
      private var current: (app: WebApp, path: String, firstRevision: Int)
      init(_ app: (WebApp, String, Int)) { current = app }
      var app: (app: WebApp, path: String, firstRevision: Int) {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
      }
    }

    /// Two pages on a new app of the demo state; `holdTime` is each app's (`WebApp`): a test
    /// that starts the app again holds briefly, so that a page's notice still waiting at the
    /// app before comes back soon, and the page then waits on the new one.
    init(holdTime: Duration = .seconds(20)) throws {
      folder = try TemporaryFolder("two-pages")
      self.holdTime = holdTime
      let behind = Behind(try Self.app(in: folder, run: 0, holdTime: holdTime))
      self.behind = behind
      server = try LoopbackServer { [hold] request, path in
        while path == "/notice" && hold.on { usleep(10_000) }
        let response = behind.app.app.respond(to: request, path: path)
        // One the app answered while the switch is on (it was waiting there, or at the app
        // before `startAgain()`) waits too: a page learns nothing while the switch is on.
        while path == "/notice" && hold.on { usleep(10_000) }
        return response
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

    /// An app of the demo state saving to a new file in `folder`, its revisions counted from
    /// a number of its own (the run's millions), as a new run's are.
    static func app(in folder: TemporaryFolder, run: Int, holdTime: Duration) throws -> (
      WebApp, String, Int
    ) {
      let path = folder.path("state-\(run).json")
      try StateFile.save(DemoState.make(today: TwoPagesTests.today), to: path)
      let opened = try StateFileStore.open(path: path, today: TwoPagesTests.today)
      let session = AppSession(
        state: opened.state, today: TwoPagesTests.today, localizer: Localizer(language: .english))
      let app = WebApp(
        server: ServeSession(
          session: session, saver: StateFileSaver(store: opened.store, state: opened.state),
          edits: true),
        holdTime: holdTime, firstRevision: run * 1_000_000)
      return (app, path, run * 1_000_000)
    }

    /// Starts again from the demo state, saving to a new file, in the same two pages, their
    /// notices let go: a new app behind the same address, as a new run of `tracker-kit web`
    /// would be. Each page asks for the screen, as it does once it learns of a new run, and is
    /// drawn the new app's whole (no page load); the `GET notice` a page still has at the app
    /// before comes back when that app's `holdTime` ends, and the page then waits on the new
    /// one (held, as every notice, while the switch is on). Returns once both pages show the
    /// new app.
    func startAgain() throws {
      quiet(false)
      runs += 1
      behind.app = try Self.app(in: folder, run: runs, holdTime: holdTime)
      for page in [a, b] {
        try page.evaluate("window.trackerPage.send({ show: true }); window.trackerPage.idle()")
      }
      guard try settle() < 5 else {
        throw DevToolsBrowser.Failure(description: "the pages do not show the app started again")
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
        let revision = self.revision
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

    /// The trackers done today in the file, once every save is written (the app's saves
    /// end: an app that started again keeps answering pages that still ask it).
    func savedDone() throws -> Set<String> {
      app.session.saver?.finish()
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
    "However the two pages' clicks interleave, the file ends with what both show", enabled)
  func interleaved() throws {
    // One pair of pages plays every order, each on an app of its own (a new file), started
    // again behind the same address.
    let pages = try TwoPages(holdTime: .milliseconds(200))
    for order in Self.orders.indices {
      if order > 0 { try pages.startAgain() }
      try play(order, on: pages)
    }
  }

  /// Plays the clicks in the order `orders[order]` on `pages`, from the demo state.
  func play(_ order: Int, on pages: TwoPages) throws {
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
