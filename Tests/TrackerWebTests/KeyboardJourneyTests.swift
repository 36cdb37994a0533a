import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTerminal
import TrackerTestSupport
import TrackerWeb
import TrackerWire

/// The page with the keyboard alone, in headless Chromium driven with trusted keys over the
/// DevTools protocol (`DevToolsBrowser`; skipped when chromium is absent): a new user makes a
/// habit (the name typed, a new category, a schedule, an emoji and a color, reached with Tab,
/// Shift-Tab and the arrow keys in the grids, chosen with Enter or Space), marks it done, goes
/// back with Esc, opens the card's menu with `m` and switches tabs, in the languages of the
/// tables and in `pseudo-rtl` (whose arrows are mirrored; `languages(_:)`). The same keys are
/// played on an `AppSession` beside it: after each step the page shows the same screen with its
/// words, the focus is where the kit's focus order (`FocusOrder`, the terminal app's) puts it,
/// and the page says no notice.
@Suite("The page with the keyboard alone, in a real browser", .onThreadsOfTheirOwn)
struct KeyboardJourneyTests {
  /// One step of the journey, as keys.
  enum Step: Sendable, CustomStringConvertible {
    /// The focus moved to the element with this id: Tab or Shift-Tab as many times as the
    /// kit's focus order says, or the arrow keys between cells of one grid.
    case to(String)
    /// Enter on the focused element (a tap; in a text field, on to the next control).
    case enter
    /// Space on the focused button (a tap).
    case space
    /// Esc: back.
    case escape
    /// `m`, the menu key: a long press on the focused element or the one around it.
    case menu
    /// Text typed into the focused field.
    case type(String)

    var description: String {
      switch self {
      case .to(let id): "to \(id)"
      case .enter: "Enter"
      case .space: "Space"
      case .escape: "Esc"
      case .menu: "m"
      case .type(let text): "type “\(text)”"
      }
    }
  }

  /// A new user's first habit, from the keyboard alone.
  static let journey: [Step] = [
    .enter,  // onboarding: its button has the focus
    .to("trackers.add"), .enter, .escape,  // the type sheet, and back
    .to("trackers.add"), .enter, .to("trackerType.habit"), .space,
    .type("Читать 📚"), .enter,  // on to Category, past the clear button
    .enter, .to("categories.add"), .enter, .type("Mind"), .enter, .enter,
    .to("categories.row.c1"), .enter,
    .to("trackerForm.schedule"), .enter, .enter, .to("schedule.wed"), .space, .to("schedule.sun"),
    .enter, .to("schedule.done"), .enter,
    .to("trackerForm.emoji.2"), .to("trackerForm.emoji.9"), .enter, .to("trackerForm.color.14"),
    .to("trackerForm.color.8"), .space,
    .to("trackerForm.create"), .enter,
    .to("trackers.card.t1.done"), .enter, .menu, .escape,  // the card's menu, and back
    .to("tabBar.statistics"), .enter, .to("tabBar.trackers"), .space,
  ]

  /// The languages the journey of `flavour`'s app is played in: `pseudo-rtl`, whose arrows are
  /// mirrored, and the languages of the tables. The exhaustive run plays each app's journey in
  /// every one; an everyday run (`RunSize`) shares the tables' languages out among the apps'
  /// journeys in turn, so that each language is played and a new one adds one journey, not
  /// one for each app. A language changes the words on the page, which each step compares, not
  /// the focus order or the keys.
  static func languages(_ flavour: AppSession.Flavour) -> [Language] {
    RunSize.pairs(AppSession.Flavour.allCases, LocalizationTables.embedded.languages).filter {
      $0.0 == flavour
    }.map(\.1) + [.pseudoRightToLeft]
  }

  @Test(
    "A new user's first habit with the keyboard alone",
    .enabled(
      if: BrowserJourneyTests.chromium != nil,
      "chromium is not installed (apt-get install chromium)"),
    arguments: languages(.tracker))
  func keyboardAlone(language: Language) throws {
    let session = try play(Self.journey, from: BrowserJourneyTests.newUser(language))
    #expect(session.state.trackers.count == 1 && session.state.records.count == 1)
  }

  /// The goals app on the demo state: the week strip, the month calendar and back, a day
  /// chosen, a habit marked done, its menu, and a new habit's form left with Esc.
  static let goalsJourney: [Step] = [
    .to("week.calendar"), .enter, .escape, .to("weekStrip.2026-11-24"), .space,
    .to("weekStrip.2026-11-23"), .enter, .to("trackers.card.t6.done"), .enter, .menu, .escape,
    .to("week.add"), .enter, .type("Run"), .escape,
  ]

  @Test(
    "The goals app with the keyboard alone",
    .enabled(
      if: BrowserJourneyTests.chromium != nil,
      "chromium is not installed (apt-get install chromium)"),
    arguments: languages(.goals))
  func goalsWithTheKeyboard(language: Language) throws {
    let start = AppSession(
      state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
      localizer: Localizer(language: language), flavour: .goals)
    let session = try play(Self.goalsJourney, from: start)
    #expect(session.state.records.count == start.state.records.count + 1)
  }

  /// Plays `steps` with the keyboard in a page of a new server of `start`, and on a copy of
  /// `start` beside it, checking the page after each; returns the copy as it ended.
  func play(_ steps: [Step], from start: AppSession) throws -> AppSession {
    var session = start
    let language = start.localizer.language
    let app = WebApp(server: ServeSession(session: session, edits: true))
    let server = try LoopbackServer { request, path in app.respond(to: request, path: path) }
    Thread.detachNewThread { server.run() }
    defer { server.stop() }
    let browser = try DevToolsBrowser(chromium: try #require(BrowserJourneyTests.chromium))
    defer { browser.close() }
    try browser.open(server.address)
    var shown = try Self.waitForPage(browser)
    var focus = Focus(session: session)
    try check(shown, session, focus, "\(language.code), the first screen")
    for (index, step) in steps.enumerated() {
      let name = "\(language.code), step \(index + 1) (\(step))"
      try Self.press(step, browser, session, from: shown.focus, rightToLeft: shown.isRightToLeft)
      try focus.play(step, on: &session)
      shown = try Self.settle(browser)
      try check(shown, session, focus, name)
      if shown.screen != session.screen.id?.rawValue { break }
    }
    if let folder = BrowserJourneyTests.screenshots {
      try browser.screenshot().write(
        to: URL(
          fileURLWithPath: "\(folder)/keyboard.\(start.flavour.rawValue).\(language.code).png"))
    }
    return session
  }

  /// What the page showed after a step.
  struct Shown {
    var screen: String
    var focus: String
    var stops: [String]
    var visible: String
    var labels: Set<String>
    var notice: String
    var isRightToLeft: Bool
    /// Whether the page scrolls sideways (a menu wrapped beside its card did).
    var isWiderThanWindow: Bool
  }

  /// Checks that the page shows the kit's screen, its words, the focus the kit's order
  /// gives, and no notice.
  func check(_ shown: Shown, _ session: AppSession, _ focus: Focus, _ step: String) throws {
    #expect(shown.screen == session.screen.id?.rawValue, "\(step): the screen")
    #expect(
      shown.stops == FocusOrder.stops(in: session.screen).map(\.rawValue),
      "\(step): the Tab order is the kit's")
    #expect(shown.focus == focus.current(in: session)?.rawValue ?? "", "\(step): the focus")
    #expect(shown.notice.isEmpty, "\(step): the page says “\(shown.notice)”")
    #expect(!shown.isWiderThanWindow, "\(step): the page is wider than the window")
    for (role, words) in BrowserJourneyTests.words(of: session.screen) {
      for word in words
      where role == "accessibilityLabel"
        ? !shown.labels.contains(word) : !shown.visible.contains(word)
      {
        Issue.record("\(step): the page does not show \(role) “\(word)”")
      }
    }
  }

  /// Where the kit's focus is on each screen of the stack, as the terminal app keeps it: a
  /// screen that comes on takes its initial stop, a screen returned to the focus it had.
  struct Focus {
    var stack: [(name: String, focus: ElementID?)] = []

    init(session: AppSession) { settle(session) }

    func current(in session: AppSession) -> ElementID? { stack.last?.focus }

    mutating func settle(_ session: AppSession) {
      let names = session.stack.map(\.name)
      let kept = zip(stack.map(\.name), names).prefix { $0 == $1 }.count
      stack = Array(stack.prefix(kept))
      for (index, name) in names.enumerated().dropFirst(kept) {
        let screen = index == names.count - 1 ? session.screen : nil
        stack.append((name, screen.flatMap(FocusOrder.initialStop(in:))))
      }
    }

    /// Plays `step` on `session` as the page should.
    mutating func play(_ step: Step, on session: inout AppSession) throws {
      let focused = current(in: session).flatMap { session.screen.element($0) }
      switch step {
      case .to(let id):
        stack[stack.count - 1].focus = ElementID(id)
        return
      case .type(let text):
        let id = try #require(focused?.id)
        try session.perform(.type(id, (focused?.texts.value?.string ?? "") + text))
      case .enter where focused?.kind == .textField:
        // On to the next stop that is not inside the field (its clear button).
        let stops = FocusOrder.stops(in: session.screen)
        let inside = Set(focused?.allElements.compactMap(\.id) ?? [])
        let index = stops.firstIndex { $0 == focused?.id } ?? 0
        stack[stack.count - 1].focus = stops[(index + 1)...].first { !inside.contains($0) }
        return
      case .enter, .space:
        let element = try #require(focused, "nothing has the focus")
        let id = try #require(element.id)
        try session.perform(element.intents.isEmpty ? .longPress(id) : .tap(id))
      case .escape:
        if session.stack.count > 1 { try session.perform(.back) }
      case .menu:
        let id = try #require(focused?.id)
        let holder = FocusOrder.path(to: id, in: session.screen).last {
          !$0.longPressIntents.isEmpty && $0.state.isEnabled
        }
        try session.perform(.longPress(try #require(holder?.id)))
      }
      settle(session)
      // A focused element that went away (a chosen row drawn again) keeps its place by id.
      if let focus = stack.last?.focus, session.screen.element(focus) == nil {
        stack[stack.count - 1].focus = FocusOrder.initialStop(in: session.screen)
      }
    }
  }

  /// Presses the keys of `step`; `.to` counts the stops between the focus and the target in
  /// the kit's order, or moves with the arrows inside a grid.
  static func press(
    _ step: Step, _ browser: DevToolsBrowser, _ session: AppSession, from focus: String,
    rightToLeft: Bool
  ) throws {
    switch step {
    case .enter: try browser.press(.enter)
    case .space: try browser.press(.space)
    case .escape: try browser.press(.escape)
    case .menu: try browser.press(.m)
    case .type(let text): try browser.type(text)
    case .to(let id):
      if let (columns, rows) = gridMoves(
        from: ElementID(focus), to: ElementID(id), in: session.screen)
      {
        // The arrows point the way the grid is laid out: mirrored right to left.
        let across: DevToolsBrowser.Key = (columns > 0) != rightToLeft ? .right : .left
        for _ in 0..<abs(columns) { try browser.press(across) }
        for _ in 0..<abs(rows) { try browser.press(rows > 0 ? .down : .up) }
        return
      }
      let stops = FocusOrder.stops(in: session.screen)
      let from = try #require(stops.firstIndex(of: ElementID(focus)), "\(focus) is no stop")
      let to = try #require(stops.firstIndex(of: ElementID(id)), "\(id) is no stop")
      for _ in 0..<abs(to - from) { try browser.press(.tab, shift: to < from) }
    }
  }

  /// The columns and rows from one cell to another of the same grid; nil otherwise.
  static func gridMoves(from: ElementID, to: ElementID, in screen: ScreenElement) -> (Int, Int)? {
    for grid in screen.allElements where grid.kind == .grid {
      let ids = grid.children.map(\.id)
      guard let start = ids.firstIndex(of: from), let end = ids.firstIndex(of: to) else {
        continue
      }
      let columns = max(grid.look.columns ?? 6, 1)
      return (end % columns - start % columns, end / columns - start / columns)
    }
    return nil
  }

  /// What the page shows once it drew its first screen.
  static func waitForPage(_ browser: DevToolsBrowser) throws -> Shown {
    let deadline = Date().addingTimeInterval(browser.timeout)
    while Date() < deadline {
      if try browser.evaluate("!!(window.trackerPage && window.trackerPage.shown())") as? Bool
        == true
      {
        return try settle(browser)
      }
      usleep(50_000)
    }
    throw DevToolsBrowser.Failure(description: "the page drew no screen")
  }

  /// What the page shows once every request it sent was answered and drawn.
  static func settle(_ browser: DevToolsBrowser) throws -> Shown {
    let script = """
      (async () => {
        await new Promise((done) => setTimeout(done, 0));
        await window.trackerPage.idle();
        const page = window.trackerPage;
        const root = page.screens().get(page.shown()).root;
        const visible = [root.innerText];
        for (const input of root.querySelectorAll('input')) visible.push(input.value, input.placeholder);
        const labels = Array.from(root.querySelectorAll('[aria-label]'), (node) => node.getAttribute('aria-label'));
        const active = document.activeElement;
        return JSON.stringify({
          screen: page.shown(), focus: (active && active.dataset && active.dataset.id) || '', stops: page.stops(),
          visible: visible.join('\\n'), labels, notice: document.getElementById('notice').textContent,
          direction: document.documentElement.dir,
          wider: document.scrollingElement.scrollWidth > document.scrollingElement.clientWidth,
        });
      })()
      """
    let json = try #require(try browser.evaluate(script) as? String)
    let fields = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return Shown(
      screen: fields["screen"] as? String ?? "", focus: fields["focus"] as? String ?? "",
      stops: fields["stops"] as? [String] ?? [],
      visible: fields["visible"] as? String ?? "",
      labels: Set(fields["labels"] as? [String] ?? []), notice: fields["notice"] as? String ?? "",
      isRightToLeft: fields["direction"] as? String == "rtl",
      isWiderThanWindow: fields["wider"] as? Bool ?? false)
  }
}
