import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerTestSupport
import TrackerWeb
import TrackerWire

/// A page of the tests' headless Chromium showing a new `tracker-kit web` server of a
/// session (in memory: nothing is saved), once it drew its first screen. Closing it (or
/// releasing it) stops the server and closes the page, unless the page was lent to it.
final class ServedPage: @unchecked Sendable {
  let app: WebApp
  let server: LoopbackServer
  let page: DevToolsBrowser
  /// Whether the page is this one's own, not lent by the test.
  private let ownsPage: Bool

  /// Serves `session`, in a page of its own or in `lent` (a test that opens many servers one
  /// after another: a page that goes to another address on the same host keeps its renderer
  /// process, where a new page starts one); `delay` runs before each request reaches the app
  /// (a test's late answers), given the path after the token.
  init(
    _ session: AppSession, in lent: DevToolsBrowser? = nil,
    delay: @escaping @Sendable (Substring) -> Void = { _ in }
  ) throws {
    let app = WebApp(server: ServeSession(session: session, edits: true))
    self.app = app
    server = try LoopbackServer { request, path in
      delay(path)
      return app.respond(to: request, path: path)
    }
    Thread.detachNewThread { [server] in server.run() }
    ownsPage = lent == nil
    page = try lent ?? DevToolsBrowser(chromium: try #require(BrowserJourneyTests.chromium))
    // The page a lent one showed stays until the new one comes: it is marked, to be told apart.
    if lent != nil { try page.evaluate("window.leftForAnotherServer = true") }
    try page.open(server.address)
    let deadline = Date().addingTimeInterval(page.timeout)
    while (try? page.evaluate("window.leftForAnotherServer === true") as? Bool) ?? true,
      Date() < deadline
    {
      usleep(5_000)
    }
    _ = try KeyboardJourneyTests.waitForPage(page)
  }

  deinit { close() }

  func close() {
    if ownsPage { page.close() }
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
