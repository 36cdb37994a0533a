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

/// Every screen of an app in the page, one after another: the app is walked breadth-first
/// through what is on its screens (`AppWalk.acts`, from the demo state and, for Tracker,
/// from onboarding), and each stack of screens it reaches is one stop (the first session
/// that reached it), the answer the page would get for it (the
/// screen and, under a menu, the screen beneath). The page is served by a `WebApp` in the
/// stop's language, and each stop is drawn by the page's own `answer`, so a check runs on
/// the page as a person sees it, in a light or dark system theme.
struct PageTour {
  /// One screen of the app, as the page is sent it.
  struct Stop {
    /// The stack of screens: `trackers > trackerMenu`.
    var name: String
    /// The page's answer for it, as JSON.
    var answer: String
  }

  /// The stops of `flavour` in `language`, in the order the walk reached them: walked once
  /// per test process, and shared by the tests that tour the same app in the same language.
  static func stops(_ flavour: AppSession.Flavour, _ language: Language) -> [Stop] {
    walked.lock.withLock {
      let key = "\(flavour) \(language.code)"
      if let known = walked.stops[key] { return known }
      let stops = walk(flavour, language)
      walked.stops[key] = stops
      return stops
    }
  }

  /// The stops walked so far, by app and language.
  private final class Walked: @unchecked Sendable {
    let lock = NSLock()
    var stops: [String: [Stop]] = [:]
  }
  private static let walked = Walked()

  /// Walks `flavour` in `language` for its stops.
  private static func walk(_ flavour: AppSession.Flavour, _ language: Language) -> [Stop] {
    let today = GalleryFixture.today
    let localizer = Localizer(language: language)
    let state = DemoState.make(today: today, words: SampleWords(localizer: localizer))
    let start = AppSession(
      state: state, today: today, localizer: localizer, flavour: flavour,
      hasSeenOnboarding: flavour == .goals)
    var stops: [Stop] = []
    var seen: Set<String> = []
    var waiting = [start]
    while !waiting.isEmpty, stops.count < limit {
      let session = waiting.removeFirst()
      guard seen.insert(place(session)).inserted else { continue }
      var server = ServeSession(session: session)
      var client: ClientScreens? = ClientScreens()
      stops.append(
        Stop(
          name: session.stack.map(\.name).joined(separator: " > "),
          answer: server.perform(.show, client: &client).json))
      for act in AppWalk.acts(on: session) {
        var next = session
        guard (try? next.perform(act)) != nil else { continue }
        if !seen.contains(place(next)) { waiting.append(next) }
      }
    }
    return stops
  }

  /// The most stops a tour makes.
  static let limit = 60

  /// What makes two sessions one stop: the same stack of screens, and on top the same kinds
  /// of element in the same states (a placeholder instead of cards, a field's error, a
  /// disabled button, a banner), whatever their words or how many there are.
  static func place(_ session: AppSession) -> String {
    let parts = Set(
      session.screen.allElements.map { element in
        [
          element.kind.rawValue, element.look.image?.rawValue ?? "",
          element.look.style?.rawValue ?? "", element.state.isEnabled ? "" : "disabled",
          element.texts.error == nil ? "" : "error", element.state.isDone == true ? "done" : "",
        ].joined(separator: ":")
      })
    return session.stack.map(\.name).joined(separator: " > ") + " "
      + parts.sorted().joined(separator: " ")
  }

  /// The script the page gets: the stops, and `window.tour.visitFrom(i)`, which draws stop
  /// `i` as the page draws an answer, runs `window.tour.check(i)` (set by the test) on it, and
  /// goes on with the next stops for up to a second; it returns what the check found at each
  /// stop, as a JSON list. The checks read the page's styles and layout, which the browser
  /// works out when asked, so a stop is checked right after it is drawn, and never painted: a
  /// paint is a cost of every stop that no check reads. The stops go one after another in
  /// the page, not one command each, because the page paints whenever it waits for the next
  /// command; and they are drawn in the update of a view transition, during which the
  /// browser holds the page's frames (it shows the page as it was before), because axe-core
  /// lets the page draw a frame between its rules (about 5 % of the tours' processor time).
  /// A transition's frames are held for a few seconds at most, then it is skipped and the
  /// page paints again: only the cost changes.
  static func script(_ stops: [Stop]) -> String {
    let list = stops.map { #"{"name":\#(WireValue.string($0.name).json),"answer":\#($0.answer)}"# }
    return """
      'use strict';
      window.tour = {
        stops: [\(list.joined(separator: ",\n"))],
        check: async () => [],
        async visit(index) {
          await window.trackerPage.idle();
          screens.clear();
          app.replaceChildren();
          shownStack = [];
          shownID = null;
          answer(window.tour.stops[index].answer);
          return window.tour.check(index);
        },
        async visitFrom(first) {
          const found = [];
          const visit = async () => {
            const start = performance.now();
            for (let index = first; index < window.tour.stops.length; index += 1) {
              if (found.length > 0 && performance.now() - start > 1000) break;
              found.push(await window.tour.visit(index));
            }
          };
          if (document.startViewTransition) {
            const transition = document.startViewTransition(visit);
            transition.ready.catch(() => {});
            await transition.updateCallbackDone;
            transition.skipTransition();
          } else {
            await visit();
          }
          return JSON.stringify(found);
        },
      };
      """
  }

  let browser: DevToolsBrowser
  let stops: [Stop]
  private let server: LoopbackServer

  /// The page of `flavour` in `language` with the tour's script (and `extra` scripts, by
  /// path and text, loaded before it), in a page of `width`×`height` with the system's
  /// theme `theme`.
  init(
    _ flavour: AppSession.Flavour, _ language: Language, theme: Theme,
    extra: [(path: String, text: String)] = [], width: Int = 430, height: Int = 932
  ) throws {
    let stops = Self.stops(flavour, language)
    let session = AppSession(
      state: TrackerState(), today: GalleryFixture.today,
      localizer: Localizer(language: language), flavour: flavour)
    let app = WebApp(server: ServeSession(session: session, edits: true))
    let scripts = extra + [("/tour.js", Self.script(stops))]
    let tags = scripts.map { #"<script src="\#($0.path.dropFirst())" defer></script>"# }.joined()
    server = try LoopbackServer { request, path in
      if let script = scripts.first(where: { $0.path == path }) {
        return .content(script.text, type: "text/javascript; charset=utf-8")
      }
      var response = app.respond(to: request, path: path)
      if path == "/" {
        response.body = Array(
          String(decoding: response.body, as: UTF8.self).replacingOccurrences(
            of: "</body>", with: tags + "</body>"
          ).utf8)
      }
      return response
    }
    Thread.detachNewThread { [server] in server.run() }
    self.stops = stops
    browser = try DevToolsBrowser(
      chromium: try #require(DevToolsBrowser.installedChromium), width: width, height: height,
      timeout: 90)
    try browser.emulate(colorScheme: theme.rawValue)
    try browser.open(server.address)
    let deadline = Date().addingTimeInterval(browser.timeout)
    while Date() < deadline,
      try browser.evaluate("!!window.tour && !!window.trackerPage") as? Bool != true
    {
      usleep(20_000)
    }
  }

  /// Sets what is checked at each stop: a JavaScript function of the stop's index returning a
  /// list of findings.
  func check(_ function: String) throws {
    try browser.evaluate("window.tour.check = \(function); true")
  }

  /// The findings of the check at each stop, in the tour's order: a command to the page for
  /// about a second of stops each (`script`), so that none waits long on a loaded machine.
  func visitEveryStop() throws -> [WireValue] {
    var found: [WireValue] = []
    while found.count < stops.count {
      let json = try browser.evaluate("window.tour.visitFrom(\(found.count))") as? String ?? "null"
      guard case .array(let more) = try WireReader.read(json), !more.isEmpty else {
        throw DevToolsBrowser.Failure(
          description: "the tour stopped at stop \(found.count): \(json)")
      }
      found += more
    }
    return found
  }

  /// Closes the page and stops the server.
  func close() {
    browser.close()
    server.stop()
  }
}
