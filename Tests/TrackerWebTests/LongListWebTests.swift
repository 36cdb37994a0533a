import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWeb
import TrackerWire
import TrackerWorkload

/// The page on L's main screen (1,000 trackers in 50 categories) in headless Chromium: it holds
/// a window of the cards, not all of them, and a person who scrolls the whole list sees every
/// card. The frames of a fling through the list are measured and printed (and checked, 30 a
/// second at least, with TRACKER_FRAME_CHECK=1).
@Suite("The page draws a long list lazily", .serialized, .onThreadsOfTheirOwn)
struct LongListWebTests {
  /// L's trackers with one day of history, made fast in a debug build; the list is L's.
  static let session: AppSession = {
    let workload = Workload.generated(
      "L", shape: WorkloadShape(trackers: 1_000, categories: 50, years: 0))
    return AppSession(
      state: workload.state, today: workload.today, localizer: Localizer(language: .russian))
  }()

  /// Whether the frames are checked (TRACKER_FRAME_CHECK=1, on a quiet machine).
  static let checksFrames = ProcessInfo.processInfo.environment["TRACKER_FRAME_CHECK"] == "1"

  /// How far the page scrolls each frame while it is flung: the whole list (about 84,000
  /// pixels) in about three seconds at 60 frames a second (about 178 frames) when the frames
  /// are checked, and in the exhaustive run. An everyday run flings twice as fast (about 89
  /// frames, half the browser's work): it still goes through the whole list, every category
  /// and every window the page asks for on the way, and counts the elements at each frame;
  /// the pace of a person's fling is what the checked frames measure.
  static let fling = checksFrames || RunSize.isExhaustive ? 480 : 960

  @Test(
    "L's main screen: under 1,500 elements, flung through or stopped at; every card shown where a person stops",
    .enabled(if: BrowserJourneyTests.chromium != nil, "chromium is not installed"))
  func scrollThrough() throws {
    let cards = Self.session.screen.allElements.filter { $0.kind == .card }.count
    #expect(cards > 900)
    let app = WebApp(server: ServeSession(session: Self.session, edits: true))
    let server = try LoopbackServer { request, path in app.respond(to: request, path: path) }
    Thread.detachNewThread { server.run() }
    defer { server.stop() }
    let browser = try DevToolsBrowser(
      chromium: try #require(BrowserJourneyTests.chromium), timeout: 60)
    defer { browser.close() }
    try browser.open(server.address)
    let ready = "window.trackerPage && window.trackerPage.shown() === 'trackers'"
    let deadline = Date().addingTimeInterval(30)
    while try browser.evaluate(ready) as? Bool != true, Date() < deadline { usleep(20_000) }
    try browser.evaluate("window.trackerPage.idle()")
    let elements = try #require(
      try browser.evaluate("document.getElementsByTagName('*').length") as? Int)
    #expect(elements < 1_500, "the page holds \(elements) elements")
    // The frames are measured and printed; they are checked only when asked
    // (TRACKER_FRAME_CHECK=1, on a quiet machine): speed is the benchmark's to check, and a
    // run on a machine busy with other work says nothing of the page. Then the best of three
    // runs counts (the page's own work is the same in each).
    var flung: [String: Any] = [:]
    for _ in 0..<(Self.checksFrames ? 3 : 1) {
      try browser.evaluate("scrollTo(0, 0)")
      try browser.evaluate("window.trackerPage.follow()")
      flung = try #require(try browser.evaluate(Self.flingScript) as? [String: Any])
      if flung["slowest"] as? Double ?? .infinity <= 1_000,
        flung["drawn"] as? Double ?? .infinity < 33
      {
        break
      }
    }
    let slowest = flung["slowest"] as? Double ?? .infinity
    let drawn = flung["drawn"] as? Double ?? .infinity
    let most = flung["most"] as? Int ?? .max
    let stops = try #require(try browser.evaluate(Self.stopsScript) as? [String: Any])
    let seen = stops["seen"] as? Int ?? 0
    print(
      "L in the page: \(elements) elements, \(most) at most; flung through in \(flung["frames"] ?? 0) frames, every 30 of them in \(Int(slowest)) ms at most, each answer drawn in \(Int(drawn)) ms at most; \(seen) of \(cards) cards shown at the stops"
    )
    #expect(most < 1_500, "the page held \(most) elements while it was flung")
    if Self.checksFrames {
      // 30 frames a second: the page's own work on an answer never takes a frame's 33 ms …
      #expect(drawn < 33, "an answer took \(drawn) ms to draw")
      // … and, measured, no run of 30 frames took more than a second.
      #expect(slowest <= 1_000, "30 frames took \(slowest) ms")
    }
    let order = Self.session.screen.allElements.filter { $0.kind == .card }.compactMap(
      \.id?.rawValue)
    let shown = Set(stops["ids"] as? [String] ?? [])
    let missing = order.enumerated().filter { !shown.contains($0.element) }.map(\.offset)
    #expect(seen == cards, "cards shown at the stops: \(seen) of \(cards); not shown: \(missing)")
  }

  /// Flings the page to the bottom, `fling` pixels a frame: the longest time 30 frames took,
  /// the longest an answer took to draw, and the most elements the page held.
  static let flingScript = """
    (async () => {
      const times = [];
      let most = 0;
      const start = window.trackerPage.drawTimes().length;
      const bottom = () => document.documentElement.scrollHeight - innerHeight;
      while (scrollY < bottom() - 1 && times.length < 5000) {
        times.push(await new Promise((frame) => requestAnimationFrame(frame)));
        scrollBy(0, \(fling));
        most = Math.max(most, document.getElementsByTagName('*').length);
      }
      await window.trackerPage.idle();
      let slowest = 0;
      for (let index = 30; index < times.length; index += 1) slowest = Math.max(slowest, times[index] - times[index - 30]);
      const drawn = Math.max(0, ...window.trackerPage.drawTimes().slice(start));
      return { slowest, drawn, frames: times.length, most };
    })()
    """

  /// Scrolls back to the top a screenful at a time, stopping at each until the page has its
  /// answer: how many cards showed in the view at the stops.
  static let stopsScript = """
    (async () => {
      const seen = new Set();
      const look = () => {
        for (const card of document.querySelectorAll('.card[data-id]')) {
          const box = card.getBoundingClientRect();
          if (box.bottom > 0 && box.top < innerHeight) seen.add(card.dataset.id);
        }
      };
      for (let stop = 0; stop < 1000; stop += 1) {
        // What the page does on the frame after a scroll, and its answer drawn.
        await window.trackerPage.follow();
        look();
        if (scrollY <= 0) break;
        scrollBy(0, -innerHeight);
      }
      return { seen: seen.size, ids: Array.from(seen) };
    })()
    """
}
