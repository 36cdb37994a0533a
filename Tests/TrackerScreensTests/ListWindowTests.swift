import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// Long lists cut to windows: the items held are exactly the window's, counted across the
/// sections, and the window stays where a person expects it.
@Suite("Long lists cut to windows")
struct ListWindowTests {
  /// A screen with a list of sections of `sizes` cards (ids `c<section>.<card>`), then a
  /// button, in `scope`.
  static func screen(_ sizes: [Int], scope: String = "", focus: ElementID? = nil) -> ScreenElement {
    let list = ScreenElement(
      .list, id: "l",
      children: sizes.enumerated().map { section, size in
        ScreenElement(
          .section, id: ElementID("s\(section)"),
          children: (0..<size).map { ScreenElement(.card, id: ElementID("c\(section).\($0)")) })
      },
      window: ListWindow(sectionSizes: sizes, scope: scope))
    return ScreenElement(
      .screen, id: "s", children: [list, ScreenElement(.button, id: "b")], initialFocus: focus)
  }

  /// The ids of the items (cards) a cut screen holds, in order.
  static func items(_ screen: ScreenElement) -> [String] {
    screen.children[0].children.flatMap { $0.children.compactMap(\.id?.rawValue) }
  }

  static let sizes = [3, 1, 4, 2]  // 10 items
  static let all = sizes.enumerated().flatMap { section, size in
    (0..<size).map { "c\(section).\($0)" }
  }

  @Test("Every window of every size holds exactly its items, with the counts around them")
  func everyWindow() {
    for count in 1...11 {
      for first in 0...12 {
        var windows = ListWindows()
        windows.place("l", first: first, count: count)
        let cut = windows.cut(Self.screen(Self.sizes))
        let start = max(0, min(first, Self.all.count - count))
        let end = min(Self.all.count, start + count)
        #expect(Self.items(cut) == Array(Self.all[start..<end]), "\(first), \(count)")
        let window = cut.children[0].window
        #expect(window?.before == start && window?.after == Self.all.count - end)
        #expect(window?.sectionSizes == Self.sizes)
        // A section comes with its title when one of its items does; none comes empty.
        #expect(cut.children[0].children.allSatisfy { !$0.children.isEmpty })
        #expect(cut.children[1] == ScreenElement(.button, id: "b"))
        #expect(windows.placement(of: "l")?.first == start)
      }
    }
  }

  @Test("A list of rows is cut the same way")
  func rows() {
    let list = ScreenElement(
      .list, id: "l", children: (0..<5).map { ScreenElement(.row, id: ElementID("r\($0)")) },
      window: ListWindow())
    var windows = ListWindows(size: 2)
    windows.place("l", first: 2, count: 2)
    let cut = windows.cut(ScreenElement(.screen, id: "s", children: [list]))
    #expect(cut.children[0].children.compactMap(\.id) == ["r2", "r3"])
    #expect(cut.children[0].window == ListWindow(before: 2, after: 1))
  }

  @Test("Lists come complete until a front end asks for windows")
  func completeByDefault() {
    var windows = ListWindows()
    let screen = Self.screen(Self.sizes)
    #expect(windows.cut(screen) == screen)
    windows.place("other", first: 3, count: 2)
    #expect(windows.cut(screen) == screen)
    windows.resize(to: 20)
    #expect(windows.cut(screen) == screen)
  }

  @Test("The window stays where it was, and starts at the top in another scope")
  func scope() {
    var windows = ListWindows(size: 3)
    #expect(
      Self.items(windows.cut(Self.screen(Self.sizes, scope: "a"))) == ["c0.0", "c0.1", "c0.2"])
    windows.place("l", first: 5, count: 3)
    // The same list again, with an item more (a new tracker): where it was.
    #expect(Self.items(windows.cut(Self.screen([3, 2, 4, 2], scope: "a"))).first == "c2.0")
    // Another search: the top.
    #expect(Self.items(windows.cut(Self.screen(Self.sizes, scope: "b"))).first == "c0.0")
    // A shorter list: moved back so that the window is full.
    windows.place("l", first: 8, count: 3)
    #expect(Self.items(windows.cut(Self.screen([2, 2], scope: "b"))) == ["c0.1", "c1.0", "c1.1"])
  }

  @Test("A list shown anew starts at the item the focus starts on")
  func focus() {
    var windows = ListWindows(size: 2)
    let cut = windows.cut(Self.screen(Self.sizes, scope: "a", focus: "c2.2"))
    #expect(Self.items(cut) == ["c2.2", "c2.3"])
    // A window placed before the list came is kept when it comes.
    var placed = ListWindows()
    placed.place("l", first: 9, count: 4)
    #expect(Self.items(placed.cut(Self.screen(Self.sizes, scope: "a"))).count == 4)
  }

  @Test("Each screen's long lists are lists, children of its root, described complete")
  func screens() throws {
    let context = Fixture.context(.english)
    let trackers = TrackersScreen.describe(context, query: TrackerQuery(day: Fixture.today))
      .element
    let list = try #require(trackers.children.first { $0.kind == .list })
    #expect(list.id == "trackers.list")
    #expect(list.window?.isComplete == true)
    #expect(list.window?.sectionSizes == list.children.map(\.children.count))
    #expect(list.children.allSatisfy { $0.kind == .section })
    let week = WeekScreen.describe(context, day: Fixture.today).element
    #expect(week.children.contains { $0.kind == .list && $0.id == "week.list" })
    let categories = CategoryListScreen.describe(context, chosen: nil).element
    let rows = try #require(categories.children.first { $0.kind == .list })
    #expect(rows.children.allSatisfy { $0.kind == .row } && !rows.children.isEmpty)
    #expect(rows.window?.sectionSizes == [])
  }
}
