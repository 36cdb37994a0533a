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

/// The page is readable in light and dark, in headless Chromium (skipped when it is absent):
/// on every screen of both apps (`EveryScreenWebTests`), no text under 12 px, every control
/// 44×44 px to touch, a level-one heading, every dialog and progress bar named, and a `lang`
/// that is a language; card names on each of the 18 tracker colors at 4.5:1 or more, measured from the drawn
/// pixels in both themes; every emoji of the picker in color.
@Suite("The page is readable in light and dark", .serialized, .onThreadsOfTheirOwn)
struct ReadablePageTests {
  static let chromium = DevToolsBrowser.installedChromium

  /// What the page must be on every screen (checked there by `EveryScreenWebTests`), as
  /// findings (none is right).
  static let everyScreen = """
    async () => {
      const found = [];
      const shown = (node) => node.getClientRects().length > 0 && !node.closest('[inert]')
        && getComputedStyle(node).visibility !== 'hidden';
      const name = (node) => node.dataset.id || node.className || node.tagName;
      const texts = document.createTreeWalker(document.getElementById('app'), NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent.trim() || !shown(text.parentElement)) continue;
        const size = parseFloat(getComputedStyle(text.parentElement).fontSize);
        if (size < 12) found.push('text at ' + size + ' px: ' + text.textContent.trim().slice(0, 40));
      }
      for (const node of document.querySelectorAll('#app *')) {
        if (!shown(node)) continue;
        for (const part of ['::before', '::after']) {
          const style = getComputedStyle(node, part);
          if (!['none', 'normal', '""'].includes(style.content) && parseFloat(style.fontSize) < 12) {
            found.push('mark ' + style.content + ' at ' + style.fontSize + ' on ' + name(node));
          }
        }
      }
      for (const control of document.querySelectorAll('button, input, [tabindex="0"], [role="switch"]')) {
        if (!shown(control)) continue;
        const box = control.getBoundingClientRect();
        if (box.width < 43.99 || box.height < 43.99) {
          found.push('control ' + name(control) + ' ' + Math.round(box.width) + '×' + Math.round(box.height) + ' px');
        }
      }
      if (!Array.from(document.querySelectorAll('h1')).some(shown)) found.push('no level-one heading');
      for (const node of document.querySelectorAll('[role="dialog"], [role="progressbar"]')) {
        if (shown(node) && !node.getAttribute('aria-label') && !node.getAttribute('aria-labelledby')) {
          found.push('a ' + node.getAttribute('role') + ' with no name: ' + name(node));
        }
      }
      const lang = document.documentElement.lang;
      let valid = /^[a-z]{2,3}(-|$)/i.test(lang);
      try { Intl.getCanonicalLocales(lang); } catch (error) { valid = false; }
      if (!valid) found.push('lang "' + lang + '" is no BCP 47 language');
      return found;
    }
    """

  /// A tracker of each color, with a name of tall letters, every day: the main screen shows
  /// all 18 cards.
  static func everyColor() throws -> TrackerState {
    let category = CategoryID("c")
    return try TrackerState(
      categories: [TrackerCategory(id: category, title: "Ш")],
      trackers: Palette.colors.map { color in
        Tracker(
          id: TrackerID("t\(color.number)"), name: "ШIlНЖШIlНЖ", category: category,
          emoji: Palette.emoji[color.number - 1], color: color, schedule: .everyDay,
          created: GalleryFixture.today.adding(days: -7))
      }, records: [])
  }

  /// Measures the contrast of each card's name as drawn (`ScreenshotPixels`): the card's
  /// color (a pixel of the card away from its text) against the pixel of its name farthest
  /// from it, in hundredths. `items` are the cards' blocks and names, in CSS px at a scale of 1.
  static let measure = """
      const pixel = (x, y) => Array.from(context.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3));
      const luminance = (rgb) => {
        const [r, g, b] = rgb.map((v) => { const c = v / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
      return items.map((card) => {
        const background = pixel(card.block.right - 20, card.block.bottom - 6);
        let best = 1;
        const data = context.getImageData(Math.floor(card.name.left), Math.floor(card.name.top),
          Math.ceil(card.name.width), Math.ceil(card.name.height)).data;
        for (let i = 0; i < data.length; i += 4) best = Math.max(best, ratio(background, [data[i], data[i + 1], data[i + 2]]));
        return { color: card.color, ratio: Math.round(best * 100) };
      });
    """

  @Test(
    "A card's name on each of the 18 colors measures 4.5:1 or more in the drawn pixels",
    .enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium)"),
    arguments: Theme.allCases)
  func cardNames(theme: Theme) throws {
    let session = AppSession(
      state: try Self.everyColor(), today: GalleryFixture.today,
      localizer: Localizer(language: .english))
    let app = WebApp(server: ServeSession(session: session, edits: true))
    let server = try LoopbackServer { request, path in app.respond(to: request, path: path) }
    Thread.detachNewThread { server.run() }
    defer { server.stop() }
    let page = try DevToolsBrowser(
      chromium: try #require(Self.chromium), height: 2_400, timeout: 90)
    defer { page.close() }
    try page.emulate(colorScheme: theme.rawValue)
    try page.open(server.address)
    let rects = """
      (async () => {
        for (let i = 0; i < 200 && document.querySelectorAll('.card').length < 18; i += 1) {
          await new Promise((done) => setTimeout(done, 20));
        }
        await window.trackerPage.idle();
        const box = (node) => { const r = node.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
        return JSON.stringify(Array.from(document.querySelectorAll('.card'), (card) => ({
          color: card.style.getPropertyValue('--color'),
          block: box(card.querySelector('.card-block')), name: box(card.querySelector('.card-name')) })));
      })()
      """
    let cards = try #require(try page.evaluate(rects) as? String)
    let measured = try ScreenshotPixels.measure(
      try page.screenshot(), items: cards, in: page, measuring: Self.measure)
    let results = try WireReader.read(try #require(measured))
    guard case .array(let list) = results else { return }
    #expect(list.count == Palette.colors.count, "the page drew \(list.count) cards")
    for item in list {
      let fields = item.objectFields ?? [:]
      guard case .string(let color)? = fields["color"] else { continue }
      guard case .integer(let hundredths)? = fields["ratio"] else { continue }
      let ratio = Double(hundredths) / 100
      #expect(ratio >= 4.5, "\(theme): the name on \(color) measures \(ratio):1")
    }
  }

  @Test(
    "Every emoji of the picker is drawn in color",
    .enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium)"))
  func emojiInColor() throws {
    var session = AppSession(
      state: TrackerState(), today: GalleryFixture.today,
      localizer: Localizer(language: .english))
    try session.perform(.tap("trackers.add"))
    try session.perform(.tap("trackerType.habit"))
    let app = WebApp(server: ServeSession(session: session, edits: true))
    let server = try LoopbackServer { request, path in app.respond(to: request, path: path) }
    Thread.detachNewThread { server.run() }
    defer { server.stop() }
    let page = try DevToolsBrowser(
      chromium: try #require(Self.chromium), height: 1_400, timeout: 90)
    defer { page.close() }
    try page.open(server.address)
    let rects = """
      (async () => {
        for (let i = 0; i < 200 && document.querySelectorAll('.cell.emoji').length < 18; i += 1) {
          await new Promise((done) => setTimeout(done, 20));
        }
        await window.trackerPage.idle();
        return JSON.stringify(Array.from(document.querySelectorAll('.cell.emoji'), (cell) => {
          const r = cell.getBoundingClientRect();
          return { emoji: cell.textContent, left: r.left, top: r.top, width: r.width, height: r.height };
        }));
      })()
      """
    let cells = try #require(try page.evaluate(rects) as? String)
    // The share of a cell's pixels in a color (channels far apart): a black-and-white glyph
    // has none.
    let colored = """
        return items.map((cell) => {
          const data = context.getImageData(Math.floor(cell.left), Math.floor(cell.top), Math.ceil(cell.width), Math.ceil(cell.height)).data;
          let count = 0;
          for (let i = 0; i < data.length; i += 4) {
            if (Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 60) count += 1;
          }
          return { emoji: cell.emoji, colored: count };
        });
      """
    let measured = try ScreenshotPixels.measure(
      try page.screenshot(), items: cells, in: page, measuring: colored)
    let results = try WireReader.read(try #require(measured))
    guard case .array(let list) = results else { return }
    #expect(list.count == Palette.emoji.count, "the page drew \(list.count) emoji")
    for item in list {
      let fields = item.objectFields ?? [:]
      guard case .string(let emoji)? = fields["emoji"],
        case .integer(let count)? = fields["colored"]
      else { continue }
      #expect(count >= 30, "\(emoji) is drawn with \(count) colored pixels")
    }
  }
}
