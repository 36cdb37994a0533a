import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport

/// Keys on the page that used to lose the person's place, in headless Chromium (skipped when
/// it is absent): Enter on the search's Cancel, which goes away, leaves the focus on the stop
/// in its place; a future day visited leaves no extra stop behind; down and up in a month go a
/// week at a time, as in the terminal app.
@Suite("The page's keys keep the person's place", .onThreadsOfTheirOwn)
struct KeyboardWebTests {
  static let today = GalleryFixture.today

  static func served() throws -> ServedPage {
    try ServedPage(
      AppSession(
        state: DemoState.make(today: today), today: today,
        localizer: Localizer(language: .english)))
  }

  /// The id of the focused element, or what has the focus when it has none.
  static func focused(_ served: ServedPage) throws -> String {
    try served.page.evaluate(
      "document.activeElement.dataset.id || document.activeElement.tagName") as? String ?? ""
  }

  static func stops(_ served: ServedPage) throws -> [String] {
    try served.page.evaluate("window.trackerPage.stops()") as? [String] ?? []
  }

  /// Tab until the element `id` has the focus.
  static func tab(to id: String, _ served: ServedPage) throws {
    for _ in 0..<60 where try focused(served) != id {
      try served.page.press(.tab)
    }
    #expect(try focused(served) == id)
  }

  @Test(
    "Enter on the search's Cancel leaves the focus on the stop in its place",
    WayBackWebTests.enabled)
  func searchCancel() throws {
    let served = try Self.served()
    try Self.tab(to: "trackers.search", served)
    try served.page.type("o")
    try served.idle()
    try Self.tab(to: "trackers.search.cancel", served)
    let place = try #require(Self.stops(served).firstIndex(of: "trackers.search.cancel"))
    try served.page.press(.enter)
    try served.idle()
    #expect(
      try served.page.evaluate("document.querySelector('input[data-id=\"trackers.search\"]').value")
        as? String == "")
    let stops = try Self.stops(served)
    #expect(try Self.focused(served) == stops[min(place, stops.count - 1)])
  }

  @Test(
    "A future day visited leaves every card with its one stop, its done button",
    WayBackWebTests.enabled)
  func futureDayLeavesNoStop() throws {
    let served = try Self.served()
    let before = try Self.stops(served)
    let future = Self.today.adding(days: 3)
    for id in [
      "trackers.date", "datePicker.\(future.iso)", "trackers.date", "datePicker.\(Self.today.iso)",
    ] {
      try served.tap(id)
    }
    #expect(try served.shown == "trackers")
    #expect(try Self.stops(served) == before)
  }

  @Test(
    "Down and up on a day of the date picker go a week later and earlier", WayBackWebTests.enabled)
  func datePickerWeeks() throws {
    let served = try Self.served()
    try served.tap("trackers.date")
    #expect(try Self.focused(served) == "datePicker.\(Self.today.iso)")
    try served.page.press(.down)
    #expect(try Self.focused(served) == "datePicker.\(Self.today.adding(days: 7).iso)")
    try served.page.press(.up)
    try served.page.press(.up)
    #expect(try Self.focused(served) == "datePicker.\(Self.today.adding(days: -7).iso)")
    try served.page.press(.right)
    #expect(try Self.focused(served) == "datePicker.\(Self.today.adding(days: -6).iso)")
  }
}
