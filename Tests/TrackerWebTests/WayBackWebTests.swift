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

/// A way back from every screen, in headless Chromium (skipped when it is absent): every
/// screen the kit shows over another, in both apps, closes with a click on its close element
/// or beside it (on the dimmed backdrop), as the kit declares; and the browser's Back and
/// Forward follow the app's screens, and a reload keeps the screen and what was typed.
@Suite("A way back from every screen, in the page", .onThreadsOfTheirOwn)
struct WayBackWebTests {
  /// One screen over another, and how the kit says it closes.
  struct Place: Sendable, CustomStringConvertible {
    var session: AppSession
    var way: UserAct

    var description: String {
      "\(session.flavour.rawValue): \(session.stack.map(\.name).joined(separator: " › ")), \(way)"
    }
  }

  /// The first session of each screen over another that a walk of each app reaches, with
  /// each way back the kit declares for it.
  static let places: [Place] = {
    var places: [Place] = []
    var seen: Set<String> = []
    for flavour in AppSession.Flavour.allCases {
      let start = AppSession(
        state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
        localizer: Localizer(language: .english), flavour: flavour)
      AppWalk(from: start, depth: 4, limit: 300).run { session in
        guard session.current.presentation != .root,
          seen.insert("\(flavour) \(session.current.name)").inserted
        else { return }
        places += session.waysBack.map { Place(session: session, way: $0) }
      } visit: { _, _, _ in
      }
    }
    return places
  }()

  static let enabled = Testing.ConditionTrait.enabled(
    if: BrowserJourneyTests.chromium != nil, "chromium is not installed (apt-get install chromium)")

  @Test(
    "Every screen over another closes with a click on its close element or beside it", enabled,
    arguments: AppSession.Flavour.allCases)
  func closes(flavour: AppSession.Flavour) throws {
    // One page shows place after place: each a new app at the same address, drawn whole
    // as the page draws a new run of tracker-kit (no page load each).
    let places = Self.places.filter { $0.session.flavour == flavour }
    let served = try ServedPage(try #require(places.first).session)
    defer { served.close() }
    for place in places {
      do {
        try Self.close(place, in: served)
      } catch {
        Issue.record("\(place): \(error)")
      }
    }
  }

  /// Shows `place` in `served`'s page and closes it as the kit declares.
  static func close(_ place: Place, in served: ServedPage) throws {
    var after = place.session
    try after.perform(.back)
    try served.serve(place.session)
    let page = served.page
    #expect(try served.shown == place.session.screen.id?.rawValue, "\(place): not shown")
    guard case .tap(let id) = place.way else { return }
    if id == place.session.screen.id {
      // A click beside the screen: at the window's top corner, which the backdrop covers.
      let hit = try page.evaluate(
        "(() => { const at = document.elementFromPoint(3, 3); at.click(); return at.className; })()"
      )
      #expect(
        hit as? String == "backdrop as-\(place.session.current.presentation.rawValue)", "\(place)")
    } else {
      let visible = try page.evaluate(
        """
        (() => { const close = document.querySelector('[data-id="\(id)"]');
          // A person scrolls to a Cancel at the end of a long form; a "×" is at the top.
          close.scrollIntoView({ block: 'nearest' });
          const box = close.getBoundingClientRect();
          const shown = box.width >= 44 && box.height >= 44 && box.top >= 0
            && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === close;
          close.click(); return shown; })()
        """)
      #expect(visible as? Bool == true, "\(place): \(id) is not a 44 px target in view")
    }
    try served.idle()
    #expect(try served.shown == after.screen.id?.rawValue, "\(place)")
    #expect(served.app.session.session.stack == after.stack, "\(place)")
  }

  @Test(
    "Back and Forward follow the app's screens; a reload keeps the screen and the text", enabled)
  func history() async throws {
    let session = AppSession(
      state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
      localizer: Localizer(language: .english))
    let served = try ServedPage(session)
    let page = served.page
    func tap(_ id: String) throws { try served.tap(id) }
    func go(_ script: String) async throws -> String {
      try page.evaluate(script)
      // The history's move comes as an event, then the page's request and its answer.
      try await Task.sleep(for: .milliseconds(150))
      try page.evaluate("window.trackerPage.idle()")
      return try page.evaluate("window.trackerPage.shown()") as? String ?? ""
    }
    try tap("trackers.add")
    try tap("trackerType.habit")
    try tap("trackerForm.category")
    #expect(try await go("void 0") == "categories")
    #expect(try await go("history.back()") == "tracker-form", "Back: one screen")
    #expect(try await go("history.back()") == "trackers", "Back: the main screen")
    #expect(served.app.session.session.stack.count == 1)
    #expect(
      try await go("history.forward()") == "tracker-type", "Forward opens again what + opened")
    try tap("trackerType.habit")
    let input = "document.querySelector('input[data-id=\"trackerForm.name\"]')"
    try page.evaluate("\(input).focus()")
    try page.type("Read")
    try page.evaluate("window.trackerPage.idle()")
    try page.evaluate("location.reload()")
    try await Task.sleep(for: .milliseconds(300))
    _ = try KeyboardJourneyTests.waitForPage(page)
    #expect(try page.evaluate("window.trackerPage.shown()") as? String == "tracker-form")
    #expect(try page.evaluate("\(input).value") as? String == "Read")
    try tap("trackerForm.cancel")
    #expect(try await go("void 0") == "trackers")
    #expect(
      try page.evaluate("history.state === null || history.state.depth === 0") as? Bool == true,
      "Cancel took its entry off the history")
  }
}
