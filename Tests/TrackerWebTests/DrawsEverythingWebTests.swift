import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreenText
import TrackerScreens
import TrackerWeb
import TrackerWire

/// The web page draws every part of a description that the text rendering shows, as the
/// terminal does (`DrawsEverythingTests`): for each element of every gallery state, each
/// change of its state or texts, or its removal, that changes the text rendering
/// (`ShownChange`) must change what the page shows, in headless Chromium (skipped when it is
/// absent): the texts, the fields' values, and the styles a person sees (colors, opacity,
/// weight, decoration, the marks drawn before and after).
@Suite("The web page draws what the description says", .serialized, .onThreadsOfTheirOwn)
struct DrawsEverythingWebTests {
  /// The gallery's states (English) and every change of them the page must show, as the
  /// script of the page reads it: `window.shownChanges = {screens, changes}`.
  static func changesScript() throws -> (script: String, count: Int) {
    var seen: Set<ShownChange.Case> = []
    var screens: [String] = []
    var changes: [String] = []
    for entry in ScreenGallery.entries {
      let screen = try entry.describe(Localizer(language: .english))
      let index = screens.count
      screens.append(screen.json)
      for change in ShownChange.all(in: screen, skipping: &seen)
      where !Self.isOffScreenPage(change.path, in: screen) {
        let name = WireValue.string("\(entry.name): \(change.name)").json
        changes.append(#"{"screen":\#(index),"name":\#(name),"after":\#(change.screen.json)}"#)
      }
    }
    let data =
      #"{"screens":["# + screens.joined(separator: ",\n") + #"],"changes":["#
      + changes.joined(separator: ",\n") + "]}"
    return ("window.shownChanges = " + data + ";\n", changes.count)
  }

  /// Whether `path` is in an onboarding page not shown: the page shows one at a time, the
  /// others off screen to swipe to (the dots say there are more), as the app does.
  static func isOffScreenPage(_ path: [Int], in screen: ScreenElement) -> Bool {
    var element = screen
    for index in path {
      element = element.children[index]
      if element.kind == .page, !element.state.isSelected { return true }
    }
    return false
  }

  /// What the page's check writes into `<pre id="drops">`: the changes it does not show.
  static let checkScript = """
    'use strict';
    (async () => {
      await new Promise((done) => setTimeout(done, 0));
      await window.trackerPage.idle();
      const app = document.getElementById('app');
      // What a person sees of a drawing: its texts, fields' values, and the styles that show.
      const seen = (root) => {
        const parts = [];
        const walk = (node) => {
          if (node.nodeType === Node.TEXT_NODE) {
            if (node.textContent.trim() !== '') parts.push('text:' + node.textContent);
            return;
          }
          if (node.nodeType !== Node.ELEMENT_NODE) return;
          const style = getComputedStyle(node);
          if (style.display === 'none' || style.visibility === 'hidden') { parts.push('hidden'); return; }
          const before = getComputedStyle(node, '::before');
          const after = getComputedStyle(node, '::after');
          parts.push([
            node.tagName, style.color, style.backgroundColor, style.opacity, style.fontWeight,
            style.textDecorationLine, style.textDecorationStyle, style.boxShadow, style.borderColor,
            style.filter, before.content, before.color, after.content, after.color,
            node.tagName === 'INPUT' ? 'value:' + node.value + ' placeholder:' + node.placeholder : '',
          ].join('|'));
          for (const child of node.childNodes) walk(child);
        };
        walk(root);
        return parts.join('\\n');
      };
      const drawn = (element) => { app.replaceChildren(drawScreen(element).root); return seen(app); };
      const data = window.shownChanges;
      const originals = new Map();
      const drops = [];
      for (const change of data.changes) {
        if (!originals.has(change.screen)) originals.set(change.screen, drawn(data.screens[change.screen]));
        if (drawn(change.after) === originals.get(change.screen)) drops.push(change.name);
      }
      const pre = document.createElement('pre');
      pre.id = 'drops';
      pre.hidden = true;
      pre.textContent = JSON.stringify({ checked: data.changes.length, drops });
      document.body.appendChild(pre);
    })();
    """

  @Test(
    "Every part the text rendering shows is drawn by the page, in every gallery state",
    .enabled(
      if: BrowserJourneyTests.chromium != nil,
      "chromium is not installed (apt-get install chromium)"))
  func everyPart() throws {
    let (changes, count) = try Self.changesScript()
    let session = AppSession(
      state: TrackerState(), today: GalleryFixture.today, localizer: Localizer(language: .english))
    let app = WebApp(server: ServeSession(session: session, edits: true))
    let server = try LoopbackServer { request, path in
      switch path {
      case "/changes.js": return .content(changes, type: "text/javascript; charset=utf-8")
      case "/check.js": return .content(Self.checkScript, type: "text/javascript; charset=utf-8")
      case "/":
        var page = app.respond(to: request, path: path)
        page.body = Array(
          String(decoding: page.body, as: UTF8.self).replacingOccurrences(
            of: "</body>",
            with:
              #"<script src="changes.js" defer></script><script src="check.js" defer></script></body>"#
          ).utf8)
        return page
      default: return app.respond(to: request, path: path)
      }
    }
    Thread.detachNewThread { server.run() }
    defer { server.stop() }
    let dom = try BrowserJourneyTests.chromium(server.address, screenshot: nil, until: "drops")
    guard let start = dom.range(of: #"<pre id="drops" hidden="">"#),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      Issue.record("the page wrote no result: \(dom.suffix(400))")
      return
    }
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    let result = try WireReader.read(json).objectFields ?? [:]
    #expect(
      result["checked"] == .integer(count),
      "the page checked \(String(describing: result["checked"]))")
    guard case .array(let drops)? = result["drops"] else { return }
    for case .string(let drop) in drops {
      Issue.record("\(drop) is not drawn by the page")
    }
  }
}
