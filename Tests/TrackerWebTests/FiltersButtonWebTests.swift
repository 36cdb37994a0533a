import Foundation
import Testing
import TrackerApp
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWorkload

/// The Filters button on a long list, in headless Chromium (skipped when it is absent): it
/// floats over the bottom of the list, above the tab bar and not covered, at the top of the
/// list and while it scrolls; with a filter on it is marked and spoken with the filter.
@Suite("The Filters button floats over the list", .onThreadsOfTheirOwn)
struct FiltersButtonWebTests {
  /// A hundred trackers of one day: a list many screens long.
  static let session: AppSession = {
    let workload = Workload.generated(
      "S", shape: WorkloadShape(trackers: 100, categories: 10, years: 0))
    return AppSession(
      state: workload.state, today: workload.today, localizer: Localizer(language: .english))
  }()

  /// Whether Filters is in view above the tab bar, and what is drawn at its middle.
  static let inView = """
    (() => { const button = document.querySelector('button[data-id="trackers.filters"]');
      const box = button.getBoundingClientRect();
      const bar = document.querySelector('.tab-bar').getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return box.top >= 0 && box.bottom <= bar.top && (hit === button || button.contains(hit)); })()
    """

  @Test("Filters stays in view above the tab bar as the list scrolls", WayBackWebTests.enabled)
  func staysInView() throws {
    let served = try ServedPage(Self.session)
    let page = served.page
    let long = try page.evaluate("document.documentElement.scrollHeight > 3 * innerHeight")
    #expect(long as? Bool == true)
    #expect(try page.evaluate(Self.inView) as? Bool == true, "at the top of the list")
    for part in [0.3, 0.6] {
      try page.evaluate("scrollTo(0, document.documentElement.scrollHeight * \(part))")
      try page.evaluate("window.trackerPage.follow()")
      #expect(try page.evaluate(Self.inView) as? Bool == true, "scrolled \(part) down")
    }
  }

  @Test("With a filter on, Filters is marked and says which", WayBackWebTests.enabled)
  func markedWithAFilterOn() throws {
    var session = Self.session
    try session.perform(.tap("trackers.filters"))
    try session.perform(.tap("filters.completed"))
    let label = try #require(
      session.screen.element("trackers.filters")?.texts.accessibilityLabel?.string)
    let served = try ServedPage(Self.session)
    let mark = """
      (() => { const button = document.querySelector('button[data-id="trackers.filters"]');
        return [getComputedStyle(button, '::after').content, button.getAttribute('aria-label') || '']; })()
      """
    #expect(try served.page.evaluate(mark) as? [String] == ["none", ""])
    try served.tap("trackers.filters")
    try served.tap("filters.completed")
    let marked = try served.page.evaluate(mark) as? [String]
    #expect(marked?.first != "none")
    #expect(marked?.last == label)
    #expect(try served.page.evaluate(Self.inView) as? Bool == true)
  }
}
