import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWire

/// Arrows point the way the reading goes, in headless Chromium (skipped when it is absent): a
/// row's "›" points to the end of the line (right, and left right to left), and the month's
/// arrows to the months before and after, measured from the drawn pixels.
@Suite("Arrows are mirrored right to left", .onThreadsOfTheirOwn)
struct MirroredWebTests {
  /// Which way each box's glyph points, from the dark pixels of a screenshot (`ScreenshotPixels`):
  /// 1 when its tip (the middle of its height) is right of its ends, -1 when left.
  static let pointing = """
      return items.map((box) => {
        const x0 = Math.floor(box.left), y0 = Math.floor(box.top);
        const width = Math.ceil(box.width), height = Math.ceil(box.height);
        const data = context.getImageData(x0, y0, width, height).data;
        const at = (x, y) => { const i = (y * width + x) * 4; return [data[i], data[i + 1], data[i + 2]]; };
        const paper = at(0, 0);
        const ink = [];
        for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) {
          const [r, g, b] = at(x, y);
          if (Math.abs(r - paper[0]) + Math.abs(g - paper[1]) + Math.abs(b - paper[2]) > 150) ink.push([x, y]);
        }
        if (ink.length === 0) return 0;
        const top = Math.min(...ink.map((p) => p[1])), bottom = Math.max(...ink.map((p) => p[1]));
        const span = bottom - top;
        const mean = (points) => points.reduce((sum, p) => sum + p[0], 0) / Math.max(points.length, 1);
        const ends = ink.filter((p) => p[1] <= top + span * 0.2 || p[1] >= bottom - span * 0.2);
        const tip = ink.filter((p) => Math.abs(p[1] - (top + bottom) / 2) <= span * 0.1);
        return mean(tip) > mean(ends) ? 1 : -1;
      });
    """

  /// Which way the glyphs of `selectors` on the screen shown point, in the page's order.
  static func directions(of selectors: [String], on served: ServedPage) throws -> [Int] {
    let page = served.page
    let scoped = selectors.map { ".backdrop:not([hidden]) " + $0 }.joined(separator: ", ")
    let boxes = try #require(
      try page.evaluate(
        """
        JSON.stringify(Array.from(document.querySelectorAll(`\(scoped)`), (node) => {
          const r = node.getBoundingClientRect();
          return { left: r.left, top: r.top, width: r.width, height: r.height }; }))
        """) as? String)
    let measured = try ScreenshotPixels.measure(
      try page.screenshot(), items: boxes, in: page, measuring: Self.pointing)
    guard case .array(let list) = try WireReader.read(try #require(measured)) else {
      return []
    }
    return list.map { item in
      if case .integer(let value) = item { return value }
      return 0
    }
  }

  @Test(
    "A row's chevron points to the end of the line, and the month's arrows to their months",
    WayBackWebTests.enabled, arguments: [Language.english, .pseudoRightToLeft])
  func pointTheReadingWay(language: Language) throws {
    let ahead = language == .pseudoRightToLeft ? -1 : 1
    var session = AppSession(
      state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
      localizer: Localizer(language: language))
    try session.perform(.tap("trackers.add"))
    try session.perform(.tap("trackerType.habit"))
    let form = try ServedPage(session)
    let rows = try Self.directions(of: [".chevron"], on: form)
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0 == ahead }, "\(language): \(rows)")
    var picker = AppSession(
      state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
      localizer: Localizer(language: language))
    try picker.perform(.tap("trackers.date"))
    // The month in the same page, drawn whole as a new run's app (no second page load).
    try form.serve(picker)
    #expect(try form.shown == picker.screen.id?.rawValue)
    let arrows = try Self.directions(
      of: ["[data-id='datePicker.previous']", "[data-id='datePicker.next']"], on: form)
    #expect(arrows == [-ahead, ahead], "\(language): \(arrows)")
  }
}
