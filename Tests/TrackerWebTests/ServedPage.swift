import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerTestSupport
import TrackerWeb
import TrackerWire

/// A page of the tests' headless Chromium showing a new `tracker-kit web` server of a
/// session (in memory: nothing is saved), once it drew its first screen. Closing it (or
/// releasing it) closes the page and stops the server.
final class ServedPage: @unchecked Sendable {
  let app: WebApp
  let server: LoopbackServer
  let page: DevToolsBrowser

  /// Serves `session`; `delay` runs before each request reaches the app (a test's late
  /// answers), given the path after the token.
  init(_ session: AppSession, delay: @escaping @Sendable (Substring) -> Void = { _ in }) throws {
    let app = WebApp(server: ServeSession(session: session, edits: true))
    self.app = app
    server = try LoopbackServer { request, path in
      delay(path)
      return app.respond(to: request, path: path)
    }
    Thread.detachNewThread { [server] in server.run() }
    page = try DevToolsBrowser(chromium: try #require(BrowserJourneyTests.chromium))
    try page.open(server.address)
    _ = try KeyboardJourneyTests.waitForPage(page)
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
