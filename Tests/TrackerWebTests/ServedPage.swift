import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerTestSupport
import TrackerWeb
import TrackerWire

/// A page of the tests' headless Chromium showing a new `tracker-kit web` server of a
/// session (in memory: nothing is saved), once it drew its first screen. Closing it (or
/// releasing it) stops the server and closes the page.
final class ServedPage: @unchecked Sendable {
  let server: LoopbackServer
  let page: DevToolsBrowser
  /// The app the server answers with: the session's, until `serve(_:)` gives it another.
  private let behind: Behind

  /// The app behind the server now.
  var app: WebApp { behind.app }

  /// The app the server's threads answer with.
  private final class Behind: @unchecked Sendable {
    private let lock = NSLock()
    private var current: WebApp
    init(_ app: WebApp) { current = app }
    var app: WebApp {
      get { lock.withLock { current } }
      set { lock.withLock { current = newValue } }
    }
  }

  /// Serves `session` in a page of its own; `delay` runs before each request reaches the app
  /// (a test's late answers), given the path after the token.
  init(_ session: AppSession, delay: @escaping @Sendable (Substring) -> Void = { _ in }) throws {
    let behind = Behind(WebApp(server: ServeSession(session: session, edits: true)))
    self.behind = behind
    server = try LoopbackServer { request, path in
      delay(path)
      return behind.app.respond(to: request, path: path)
    }
    Thread.detachNewThread { [server] in server.run() }
    page = try DevToolsBrowser(chromium: try #require(BrowserJourneyTests.chromium))
    try page.open(server.address)
    _ = try KeyboardJourneyTests.waitForPage(page)
  }

  /// Serves `session` at the same address instead, as a new run of `tracker-kit web` there
  /// would (its revisions start elsewhere), and waits until the page drew it: the page asks
  /// for the screen, as it does once it learns of a new run, and the new app, which does not
  /// know the page yet, answers with whole screens. A test that shows many sessions one after
  /// another does so in one page, without a page load each (about 45 ms of Chromium's
  /// navigation machinery). The app shown before is left as it is: the page's `GET notice`
  /// that waits on it is answered when its hold ends, and the page then asks the new one.
  func serve(_ session: AppSession) throws {
    behind.app = WebApp(
      server: ServeSession(session: session, edits: true),
      firstRevision: WebApp.randomFirstRevision())
    try page.evaluate("window.trackerPage.send({ show: true }); window.trackerPage.idle()")
  }

  deinit { close() }

  func close() {
    page.close()
    server.stop()
  }

  /// Clicks the element `id` (a card's button, not the card) and waits for the answer.
  func tap(_ id: String) throws {
    try page.evaluate("document.querySelector('[data-id=\"\(id)\"]:not(.card)').click()")
    try idle()
  }

  /// Waits until every request the page sent is answered and drawn.
  func idle() throws {
    try page.evaluate("window.trackerPage.idle()")
  }

  /// The id of the screen the page shows.
  var shown: String {
    get throws { try page.evaluate("window.trackerPage.shown()") as? String ?? "" }
  }
}
