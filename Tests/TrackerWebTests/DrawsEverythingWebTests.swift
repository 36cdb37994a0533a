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
  /// script of the page reads it: `window.shownChanges = {screens, changes}`, each change its
  /// screen's index, its name, the path of the changed element (child indexes from the
  /// screen) and the element after the change (none: it was removed). The page makes the
  /// changed screen from these: a whole screen each would be about 5 MB of script.
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
        let path = "[" + change.path.map(String.init).joined(separator: ",") + "]"
        let after = Self.element(at: change.path, in: change.screen, like: screen)
        changes.append(
          #"{"screen":\#(index),"name":\#(name),"path":\#(path),"element":\#(after?.json ?? "null")}"#
        )
      }
    }
    let data =
      #"{"screens":["# + screens.joined(separator: ",\n") + #"],"changes":["#
      + changes.joined(separator: ",\n") + "]}"
    return ("window.shownChanges = " + data + ";\n", changes.count)
  }

  /// The element at `path` in `changed`, or nil when `changed` has it no more (the change
  /// removed it: its parent has one child fewer than in `screen`).
  static func element(at path: [Int], in changed: ScreenElement, like screen: ScreenElement)
    -> ScreenElement?
  {
    var element = changed
    var before = screen
    for index in path.dropLast() {
      element = element.children[index]
      before = before.children[index]
    }
    guard let last = path.last, element.children.count == before.children.count else {
      return nil
    }
    return element.children[last]
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
      // What a person sees of a drawing, part by part: its texts, fields' values, and the
      // styles that show; each given to `take` until it returns false.
      const walk = (node, take) => {
        if (node.nodeType === Node.TEXT_NODE) {
          return node.textContent.trim() === '' || take('text:' + node.textContent);
        }
        if (node.nodeType !== Node.ELEMENT_NODE) return true;
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return take('hidden');
        const before = getComputedStyle(node, '::before');
        const after = getComputedStyle(node, '::after');
        const part = [
          node.tagName, style.color, style.backgroundColor, style.opacity, style.fontWeight,
          style.textDecorationLine, style.textDecorationStyle, style.boxShadow, style.borderColor,
          style.filter, before.content, before.color, after.content, after.color,
          node.tagName === 'INPUT' ? 'value:' + node.value + ' placeholder:' + node.placeholder : '',
        ].join('|');
        if (!take(part)) return false;
        for (const child of node.childNodes) if (!walk(child, take)) return false;
        return true;
      };
      const drawn = (element) => { app.replaceChildren(drawScreen(element).root); return app; };
      const seen = (root) => { const parts = []; walk(root, (part) => parts.push(part)); return parts; };
      // Whether `root` shows just the parts `parts` (read up to the first that differs).
      const shows = (root, parts) => { let at = 0; return walk(root, (part) => part === parts[at++]) && at === parts.length; };
      // The screen `index` with the element at `path` replaced by `element` (or removed).
      const changed = (index, path, element) => {
        const screen = structuredClone(data.screens[index]);
        let parent = screen;
        for (const at of path.slice(0, -1)) parent = parent.children[at];
        if (element) parent.children[path[path.length - 1]] = element;
        else parent.children.splice(path[path.length - 1], 1);
        return screen;
      };
      const data = window.shownChanges;
      const originals = new Map();
      const drops = [];
      for (const change of data.changes) {
        if (!originals.has(change.screen)) originals.set(change.screen, seen(drawn(data.screens[change.screen])));
        const after = drawn(changed(change.screen, change.path, change.element));
        if (shows(after, originals.get(change.screen))) drops.push(change.name);
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
