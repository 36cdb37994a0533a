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

/// The page in headless Chromium (Debian's `chromium`; skipped when it is absent): a new
/// user's journey, in every language of the tables, through the page's own buttons and
/// fields, checking after each step that the page shows the words of the kit's text
/// rendering of the same screen (its texts on the page, its spoken labels as `aria-label`).
/// With `WEB_SCREENSHOTS=FOLDER` it also writes screenshots of each language's form and
/// last step, and of the form in `pseudo-rtl`, to look at.
@Suite("The web page in a real browser", .serialized, .onThreadsOfTheirOwn)
struct BrowserJourneyTests {
  static let chromium = DevToolsBrowser.installedChromium

  /// One step of the journey, as the page's user does it.
  enum Step: Sendable {
    case tap(String)
    case type(String, String)

    var act: UserAct {
      switch self {
      case .tap(let id): .tap(ElementID(id))
      case .type(let id, let text): .type(ElementID(id), text)
      }
    }

    var script: String {
      switch self {
      case .tap(let id): #"{"tap":"\#(id)"}"#
      case .type(let id, let text): #"{"type":["\#(id)","\#(text)"]}"#
      }
    }
  }

  /// A new habit with a new category, a schedule, an emoji and a color; done; statistics.
  static let journey: [Step] = [
    .tap("onboarding.button"), .tap("trackers.add"), .tap("trackerType.habit"),
    .type("trackerForm.name", "Read"), .tap("trackerForm.category"), .tap("categories.add"),
    .type("categoryForm.name", "Mind"), .tap("categoryForm.done"), .tap("categories.row.c1"),
    .tap("trackerForm.schedule"), .tap("schedule.mon"), .tap("schedule.sun"),
    .tap("schedule.done"), .tap("trackerForm.emoji.9"), .tap("trackerForm.color.8"),
    .tap("trackerForm.create"), .tap("trackers.card.t1.done"), .tap("tabBar.statistics"),
  ]

  static let today = GalleryFixture.today

  static func newUser(_ language: Language) -> AppSession {
    AppSession(
      state: TrackerState(), today: today, localizer: Localizer(language: language),
      hasSeenOnboarding: false)
  }

  @Test(
    "A new user's journey in the page shows the kit's words after every step",
    .enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium)"),
    arguments: LocalizationTables.embedded.languages)
  func journey(language: Language) throws {
    let journal = try Self.play(Self.journey, from: Self.newUser(language))
    if let folder = Self.screenshots {
      try Self.play(
        Self.journey, from: Self.newUser(language),
        screenshot: "\(folder)/journey.\(language.code).png")
      try Self.play(
        Array(Self.journey.prefix(15)), from: Self.newUser(language),
        screenshot: "\(folder)/form.\(language.code).png")
    }
    var session = Self.newUser(language)
    #expect(journal.count == Self.journey.count + 1, "the page's journal: \(journal.count) steps")
    #expect(journal.last?.visible.contains("Read") == false)
    #expect(journal.dropLast().last?.visible.contains("Read") == true)
    for (index, shown) in journal.enumerated() {
      if index > 0 { try session.perform(Self.journey[index - 1].act) }
      let step = index == 0 ? "the first screen" : "after \(Self.journey[index - 1].script)"
      #expect(shown.screen == session.screen.id?.rawValue, "\(language.code), \(step)")
      for (role, words) in Self.words(of: session.screen) {
        for word in words
        where role == "accessibilityLabel"
          ? !shown.labels.contains(word) : !shown.visible.contains(word)
        {
          Issue.record("\(language.code), \(step): the page does not show \(role) “\(word)”")
        }
      }
    }
  }

  @Test(
    "The main screen in pseudo-rtl is laid out right to left",
    .enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium)"))
  func rightToLeft() throws {
    let session = AppSession(
      state: DemoState.make(today: Self.today), today: Self.today,
      localizer: Localizer(language: .pseudoRightToLeft))
    let journal = try Self.play([], from: session)
    #expect(journal.first?.direction == "rtl")
    if let folder = Self.screenshots {
      try Self.play(
        Array(Self.journey.prefix(15)), from: Self.newUser(.pseudoRightToLeft),
        screenshot: "\(folder)/form.pseudo-rtl.png")
    }
  }

  /// The texts the text rendering prints for `screen`, by role: every element's texts, but
  /// the onboarding page not shown.
  static func words(of screen: ScreenElement) -> [String: Set<String>] {
    var words: [String: Set<String>] = [:]
    for element in screen.allElements {
      if element.kind == .page, !element.state.isSelected { continue }
      let texts = element.texts
      let roles: [(String, DisplayText?)] = [
        ("title", texts.title), ("subtitle", texts.subtitle), ("detail", texts.detail),
        ("value", texts.value), ("placeholder", texts.placeholder), ("error", texts.error),
        ("accessibilityLabel", texts.accessibilityLabel),
      ]
      for (role, text) in roles {
        guard let string = text?.string, !string.isEmpty else { continue }
        words[role, default: []].insert(string)
      }
    }
    return words
  }

  /// What the page showed after a step: the screen's id, its direction, the texts a person
  /// sees (the text shown, fields' values and placeholders) and the spoken labels.
  struct Shown {
    var screen: String
    var direction: String
    var visible: String
    var labels: Set<String>
  }

  /// Where to write screenshots, if anywhere.
  static let screenshots = ProcessInfo.processInfo.environment["WEB_SCREENSHOTS"]

  /// Plays `steps` in the page of a new server of `session`; the page's journal after each
  /// (or, with `screenshot`, a picture of the page after the last, and no journal).
  @discardableResult
  static func play(_ steps: [Step], from session: AppSession, screenshot: String? = nil) throws
    -> [Shown]
  {
    let app = WebApp(server: ServeSession(session: session, edits: true))
    let script = JourneyScript.source(steps: "[" + steps.map(\.script).joined(separator: ",") + "]")
    let server = try LoopbackServer { request, path in
      switch path {
      case "/journey.js": return .content(script, type: "text/javascript; charset=utf-8")
      case "/":
        var page = app.respond(to: request, path: path)
        page.body = Array(
          String(decoding: page.body, as: UTF8.self).replacingOccurrences(
            of: "</body>", with: #"<script src="journey.js" defer></script></body>"#
          ).utf8)
        return page
      default: return app.respond(to: request, path: path)
      }
    }
    Thread.detachNewThread { server.run() }
    defer { server.stop() }
    let dom = try Self.chromium(server.address, screenshot: screenshot, until: "journal")
    if screenshot != nil { return [] }
    guard let start = dom.range(of: #"<pre id="journal" hidden="">"#),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      Issue.record("the page wrote no journal: \(dom.suffix(400))")
      return []
    }
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    guard case .array(let entries) = try WireReader.read(json) else { return [] }
    return entries.map { entry in
      let fields = entry.objectFields ?? [:]
      func string(_ name: String) -> String {
        if case .string(let value)? = fields[name] { return value }
        return ""
      }
      var labels: Set<String> = []
      if case .array(let values)? = fields["labels"] {
        for case .string(let label) in values { labels.insert(label) }
      }
      return Shown(
        screen: string("screen"), direction: string("direction"), visible: string("visible"),
        labels: labels)
    }
  }

  /// The DOM of the page at `address` once its scripts wrote the element with id `element`
  /// (and a screenshot then, if asked), in a page of the tests' one headless Chromium.
  static func chromium(_ address: String, screenshot: String?, until element: String) throws
    -> String
  {
    let browser = try DevToolsBrowser(chromium: try #require(Self.chromium))
    defer { browser.close() }
    try browser.open(address)
    let dom = "document.getElementById('\(element)') ? document.documentElement.outerHTML : null"
    let deadline = Date().addingTimeInterval(browser.timeout)
    while Date() < deadline {
      if let page = try browser.evaluate(dom) as? String {
        if let screenshot { try browser.screenshot().write(to: URL(fileURLWithPath: screenshot)) }
        return page
      }
      usleep(20_000)
    }
    return try browser.evaluate("document.documentElement.outerHTML") as? String ?? ""
  }
}

/// The script a test adds to the page: plays the steps through the page's own elements (a
/// click, or text typed into a field), waits for each answer to be drawn, and writes what the
/// page shows after each into `<pre id="journal">`.
enum JourneyScript {
  static func source(steps: String) -> String {
    """
    'use strict';
    (async () => {
      const steps = \(steps);
      const page = window.trackerPage;
      const settle = async () => { await new Promise((done) => setTimeout(done, 0)); await page.idle(); };
      const shown = () => {
        const root = page.screens().get(page.shown()).root;
        const visible = [root.innerText];
        for (const input of root.querySelectorAll('input')) visible.push(input.value, input.placeholder);
        const labels = Array.from(root.querySelectorAll('[aria-label]'), (node) => node.getAttribute('aria-label'));
        return { screen: page.shown(), direction: document.documentElement.dir, visible: visible.join('\\n'), labels };
      };
      const journal = [];
      await settle();
      journal.push(shown());
      for (const step of steps) {
        if (step.tap) {
          const target = document.querySelector('[data-id="' + CSS.escape(step.tap) + '"]:not(.card)');
          if (!target) { journal.push({ screen: 'missing ' + step.tap, visible: '', labels: [] }); break; }
          target.click();
        } else {
          const input = document.querySelector('input[data-id="' + CSS.escape(step.type[0]) + '"]');
          input.focus();
          input.value = step.type[1];
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        await settle();
        journal.push(shown());
      }
      const pre = document.createElement('pre');
      pre.id = 'journal';
      pre.hidden = true;
      pre.textContent = JSON.stringify(journal);
      document.body.appendChild(pre);
    })();
    """
  }
}
