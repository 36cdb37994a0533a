import Testing
import TrackerDomain

@Suite("The main screen's feed: sections, pinning, search, filters")
struct FeedTests {
  let trackers = [
    habit("t1", "Поливать растения", days: [.monday]),
    habit("t2", "Английский", in: "health", days: [.monday]),
    habit("t3", "ёлка", days: [.monday], pinned: true),
    habit("t4", "Бег", in: "health", days: [.monday]),
    event("t5", "Café visit", in: "health"),
    habit("t6", "Tuesday only", days: [.tuesday]),
  ]

  func names(_ feed: TrackerFeed) -> [[String]] {
    feed.sections.map { $0.trackers.map(\.name) }
  }

  func kinds(_ feed: TrackerFeed) -> [String] {
    feed.sections.map {
      switch $0.kind {
      case .pinned: "pinned"
      case .category(let category): category.id.rawValue
      }
    }
  }

  @Test("Pinned trackers come first in a Pinned section and leave their category's")
  func pinnedSectionFirst() throws {
    let feed = try state(trackers).feed(for: TrackerQuery(day: monday), today: monday)
    #expect(kinds(feed) == ["pinned", "home", "health"])
    #expect(names(feed)[0] == ["ёлка"])
    #expect(names(feed)[1] == ["Поливать растения"])
  }

  @Test("No pinned trackers, no Pinned section")
  func noPinnedSection() throws {
    let unpinned = try state(trackers).applying(.unpin("t3"), today: monday)
    let feed = unpinned.feed(for: TrackerQuery(day: monday), today: monday)
    #expect(kinds(feed) == ["home", "health"])
    #expect(names(feed)[0] == ["ёлка", "Поливать растения"])
  }

  @Test("Categories keep their order of creation; empty ones are left out")
  func categoryOrder() throws {
    let categories = [
      TrackerCategory(id: "z", title: "Я последняя по алфавиту"),
      TrackerCategory(id: "empty", title: "Пусто"),
      TrackerCategory(id: "a", title: "А первая"),
    ]
    let state = try state(
      categories: categories,
      [habit("1", "Один", in: "a", days: [.monday]), habit("2", "Два", in: "z", days: [.monday])])
    #expect(kinds(state.feed(for: TrackerQuery(day: monday), today: monday)) == ["z", "a"])
  }

  @Test("Trackers inside a section are sorted by name, locale-aware")
  func sortedByNameLocaleAware() throws {
    let mixed = [
      habit("1", "яблоко", days: [.monday]), habit("2", "Ёж", days: [.monday]),
      habit("3", "apple", days: [.monday]), habit("4", "Ель", days: [.monday]),
      habit("5", "Éclair", days: [.monday]), habit("6", "banana", days: [.monday]),
      habit("7", "Жук", days: [.monday]), habit("8", "ель", days: [.monday]),
    ]
    let state = try state(mixed)
    let russian = state.feed(
      for: TrackerQuery(day: monday), today: monday, order: NameOrder(firstScript: .cyrillic))
    #expect(names(russian) == [["Ёж", "Ель", "ель", "Жук", "яблоко", "apple", "banana", "Éclair"]])
    let english = state.feed(for: TrackerQuery(day: monday), today: monday, order: .latinFirst)
    #expect(names(english) == [["apple", "banana", "Éclair", "Ёж", "Ель", "ель", "Жук", "яблоко"]])
  }

  @Test("The reader's own script comes first, then every other letter in Unicode order")
  func readersScriptFirst() throws {
    let mixed = [
      habit("1", "Ωμέγα", days: [.monday]), habit("2", "apple", days: [.monday]),
      habit("3", "Жук", days: [.monday]), habit("4", "Άλφα", days: [.monday]),
      habit("5", "zebra", days: [.monday]), habit("6", "Бег", days: [.monday]),
      habit("7", "10 км", days: [.monday]),
    ]
    let state = try state(mixed)
    func sorted(_ order: NameOrder) -> [String] {
      names(state.feed(for: TrackerQuery(day: monday), today: monday, order: order)).flatMap {
        $0
      }
    }
    #expect(sorted(.latinFirst) == ["10 км", "apple", "zebra", "Άλφα", "Ωμέγα", "Бег", "Жук"])
    #expect(
      sorted(NameOrder(firstScript: .greek))
        == ["10 км", "Άλφα", "Ωμέγα", "apple", "zebra", "Бег", "Жук"])
    #expect(
      sorted(NameOrder(firstScript: .cyrillic))
        == ["10 км", "Бег", "Жук", "apple", "zebra", "Άλφα", "Ωμέγα"])
    #expect(sorted(NameOrder(firstScript: .thai)) == sorted(.latinFirst))
  }

  @Test("An order is named by the ISO 15924 code of its script; an unknown one is Latin first")
  func orderFromScriptCode() {
    #expect(NameOrder(firstScriptCode: "Cyrl") == NameOrder(firstScript: .cyrillic))
    #expect(NameOrder(firstScriptCode: "grek") == NameOrder(firstScript: .greek))
    #expect(NameOrder(firstScriptCode: "Hant") == NameOrder(firstScript: .han))
    #expect(NameOrder(firstScriptCode: "Latn") == .latinFirst)
    #expect(NameOrder(firstScriptCode: "Ethi") == .latinFirst)
    #expect(NameOrder(firstScriptCode: "") == .latinFirst)
  }

  @Test("Search ignores case and diacritics, with ё equal to е, but й is not и")
  func searchFolding() throws {
    let state = try state(trackers + [habit("t7", "Йога", days: [.monday])])
    func found(_ text: String) -> [String] {
      names(state.feed(for: TrackerQuery(day: monday, search: text), today: monday)).flatMap { $0 }
    }
    #expect(found("ЕЛКА") == ["ёлка"])
    #expect(found("cafe") == ["Café visit"])
    #expect(found("CAFÉ") == ["Café visit"])
    #expect(found("  англ ") == ["Английский"])
    #expect(found("йог") == ["Йога"])
    #expect(found("иог") == [])
    #expect(found("").count == 6)
  }

  @Test("Search applies to the selected day's trackers only")
  func searchOnlyTheSelectedDay() throws {
    let state = try state(trackers)
    let feed = state.feed(for: TrackerQuery(day: monday, search: "tuesday"), today: monday)
    #expect(feed.isEmpty)
    #expect(feed.dayHasTrackers)
    let tuesday = state.feed(
      for: TrackerQuery(day: monday.adding(days: 1), search: "tuesday"), today: monday)
    #expect(names(tuesday) == [["Tuesday only"]])
  }

  @Test("Filter: all trackers of the selected day")
  func filterAll() throws {
    let feed = try state(trackers).feed(
      for: TrackerQuery(day: monday.adding(days: 1), filter: .all), today: monday)
    #expect(names(feed).flatMap { $0 } == ["Tuesday only", "Café visit"])
  }

  @Test("Filter: today's trackers sets the shown day to today")
  func filterToday() throws {
    let feed = try state(trackers).feed(
      for: TrackerQuery(day: monday.adding(days: 1), filter: .today), today: monday)
    #expect(feed.day == monday)
    #expect(names(feed).flatMap { $0 }.count == 5)
  }

  @Test("Filter: completed and not completed on the selected day")
  func filterCompletion() throws {
    let state = try state(trackers, records: [("t1", "2026-11-23"), ("t3", "2026-11-23")])
    let completed = state.feed(for: TrackerQuery(day: monday, filter: .completed), today: monday)
    #expect(names(completed) == [["ёлка"], ["Поливать растения"]])
    let open = state.feed(for: TrackerQuery(day: monday, filter: .uncompleted), today: monday)
    #expect(names(open) == [["Café visit", "Английский", "Бег"]])
  }

  @Test("The filter button is absent when the selected day has no trackers at all")
  func dayWithoutTrackers() throws {
    let state = try state([habit("t1", "Только вторник", days: [.tuesday])])
    #expect(!state.feed(for: TrackerQuery(day: monday), today: monday).dayHasTrackers)
    let filteredAway = state.feed(
      for: TrackerQuery(day: monday.adding(days: 1), filter: .completed), today: monday)
    #expect(filteredAway.dayHasTrackers)
    #expect(filteredAway.isEmpty)
  }
}
