import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile
import TrackerTestSupport

@testable import TrackerApp
@testable import TrackerTerminal

/// The terminal draws a long list from a window of its items that fits its rows
/// (`TerminalApp.fit(rows:)`), and a person at the keyboard cannot tell: after every key of a
/// seeded walk, the frame is the one drawn from the complete list, and shows the focus.
@Suite struct WindowedListTests {
  /// 160 daily habits in 7 categories: a main screen of many screens of cards.
  static func app() throws -> TerminalApp {
    let trackers = (1...160).map { number in
      "{\"id\": \"t\(number)\", \"name\": \"Привычка \(number)\", \"category\": \"c\(number % 7)\", \"emoji\": \"🙂\", \"color\": \(number % 18 + 1), \"schedule\": [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\"], \"created\": \"2026-11-01\"}"
    }
    let categories = (0..<7).map { "{\"id\": \"c\($0)\", \"title\": \"Раздел \($0)\"}" }
    let text =
      "{\"categories\": [\(categories.joined(separator: ","))], \"trackers\": [\(trackers.joined(separator: ","))]}"
    let state = try StateFile.read(Array(text.utf8), fileName: "long.json", today: Journey.today)
    return TerminalApp(
      session: AppSession(
        state: state, today: Journey.today, localizer: Localizer(language: .russian)))
  }

  /// The keys of the walk: moving the focus, near and far, and now and then an act (a card
  /// marked done, a screen opened and left).
  static let keys: [TerminalKey] = [
    .down, .down, .down, .down, .up, .tab, .backTab, .pageDown, .pageDown, .pageUp, .home, .end,
    .text(" "), .text("m"), .escape,
  ]

  @Test(arguments: [10, 24])
  func theWindowedFrameIsTheCompleteOne(rows: Int) throws {
    let size = TerminalSize(columns: 50, rows: rows)
    var complete = try Self.app()
    var windowed = complete
    windowed.fit(rows: rows)
    var random = SeededRandom(seed: UInt64(rows))
    var moved = 0
    for step in 0..<RunSize.pick(everyday: 300, exhaustive: 1_500) {
      let key = Self.keys.randomElement(using: &random) ?? .down
      _ = complete.handle(key)
      let before = windowed.windows
      _ = windowed.handle(key)
      if windowed.windows != before { moved += 1 }
      let whole = ScreenDrawing.draw(complete, size: size)
      let cut = ScreenDrawing.draw(windowed, size: size)
      complete.drew(whole)
      windowed.drew(cut)
      guard cut.lines == whole.lines, cut.cursorRow == whole.cursorRow else {
        Issue.record(
          "step \(step), \(key) on \(windowed.session.current.name): the windowed frame differs\n\(cut.text)\nfrom\n\(whole.text)"
        )
        return
      }
      #expect(
        windowed.focus == nil || cut.text.contains("›"),
        "step \(step), \(key): the focus \(windowed.focus?.rawValue ?? "") is out of view")
      let cards = windowed.shown.allElements.filter { $0.kind == .card }.count
      #expect(cards <= 3 * rows, "\(cards) cards drawn in \(rows) rows")
    }
    #expect(moved > 10, "the window moved \(moved) times")
  }

  @Test func aWindowHoldsWhatFitsAndTheFocusedCard() throws {
    var app = try Self.app()
    app.fit(rows: 20)
    let all = app.session.screen.allElements.filter { $0.kind == .card }.count
    #expect(all == 160)
    #expect(app.shown.allElements.filter { $0.kind == .card }.count == 60)
    // The last card: End goes to the tab bar, up from there to the last card's done button.
    _ = app.handle(.end)
    _ = app.handle(.up)
    let list = try #require(app.shown.children.first { $0.kind == .list })
    #expect(list.window?.after == 0)
    #expect(list.window?.before == 100)
    let focus = try #require(app.focus)
    #expect(app.shown.element(focus) != nil)
  }
}
