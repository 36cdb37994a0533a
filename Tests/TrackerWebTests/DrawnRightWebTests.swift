import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport

/// What the page draws, checked in headless Chromium (skipped when it is absent): it loads
/// with no error the browser logs (its icon is its own, which its CSP allows), and what the
/// kit says a screen reader says of an element the page draws as a sign (the calendar's
/// "🔥 5") is said.
@Suite("The page draws what the kit says", .onThreadsOfTheirOwn)
struct DrawnRightWebTests {
  static let today = GalleryFixture.today

  static func session(_ flavour: AppSession.Flavour, _ language: Language = .english)
    -> AppSession
  {
    AppSession(
      state: DemoState.make(today: today), today: today, localizer: Localizer(language: language),
      flavour: flavour)
  }

  @Test(
    "The page loads with no error logged, its icon from its own address",
    WayBackWebTests.enabled, arguments: AppSession.Flavour.allCases)
  func loadsWithoutErrors(flavour: AppSession.Flavour) throws {
    let served = try ServedPage(Self.session(flavour))
    // The icon is asked for once the page is loaded: give the browser a moment to log.
    try served.page.evaluate("new Promise((done) => setTimeout(done, 300))")
    #expect(served.page.loggedErrors == [])
    let icon =
      try served.page.evaluate(
        """
        (async () => { const link = document.querySelector('link[rel~="icon"]');
          if (new URL(link.href).origin !== location.origin) return [link.href];
          const answer = await fetch(link.href);
          return [link.href, answer.status, answer.headers.get('content-type')]; })()
        """) as? [Any]
    #expect(icon?.count == 3, "\(icon ?? [])")
    #expect(icon?.dropFirst().first as? Int == 200)
    #expect((icon?.last as? String)?.hasPrefix("image/") == true)
  }

  @Test("Each run of done days on the calendar is spoken as the kit says", WayBackWebTests.enabled)
  func calendarStreaksSpoken() throws {
    var session = Self.session(.goals)
    let tracker = try #require(
      session.state.trackers.max {
        session.state.records.count(for: $0.id) < session.state.records.count(for: $1.id)
      }?.id)
    try session.perform(.tap("week.calendar"))
    try session.perform(.tap(ElementID("calendar.tracker.\(tracker)")))
    let spoken = session.screen.children.filter { $0.kind == .streak }.map {
      $0.texts.accessibilityLabel?.string ?? ""
    }
    #expect(!spoken.isEmpty)
    let served = try ServedPage(Self.session(.goals))
    try served.tap("week.calendar")
    try served.tap("calendar.tracker.\(tracker)")
    let drawn =
      try served.page.evaluate(
        """
        Array.from(document.querySelectorAll('.backdrop:not([hidden]) .streak'),
          (streak) => streak.closest('[aria-hidden="true"]') ? '(hidden)'
            : (streak.getAttribute('role') === 'img' ? streak.getAttribute('aria-label') : '(no role)'))
        """) as? [String]
    #expect(drawn == spoken)
  }

  @Test(
    "A form's section lists its rows one under another, at its full width", WayBackWebTests.enabled)
  func formSectionsStack() throws {
    let served = try ServedPage(Self.session(.goals))
    try served.tap("week.add")
    let rows =
      try served.page.evaluate(
        """
        Array.from(document.querySelectorAll('.backdrop:not([hidden]) .section .row'), (row) => {
          const box = row.getBoundingClientRect();
          const section = row.closest('.section').getBoundingClientRect();
          return [Math.round(box.left - section.left), Math.round(section.right - box.right),
            Math.round(box.top)]; })
        """) as? [[Int]]
    let drawn = try #require(rows)
    #expect(drawn.count >= 4)
    #expect(drawn.allSatisfy { $0[0] <= 1 && $0[1] <= 1 }, "\(drawn)")
    #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $0[2] < $1[2] }, "\(drawn)")
  }
}
