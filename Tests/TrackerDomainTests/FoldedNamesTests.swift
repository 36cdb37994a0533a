import Foundation
import Testing

@testable import TrackerDomain

/// The main screen folds and ranks names once per state (`FoldedNames`); these
/// tests check that it gives exactly what folding and sorting on the spot gives,
/// also after trackers are created, renamed and deleted.
@Suite("Folded names: the same order and search results as folding on the spot")
struct FoldedNamesTests {
  static let names = [
    "яблоко", "Ёж", "apple", "Ель", "Éclair", "banana", "Жук", "ель", "Йога", "иога",
    "Café visit", "cafe visit", "Бег 2", "Бег 10", "👨‍👩‍👧 семья", "A\u{301}bc", "Ábc", "ZZZ",
    "Пить воду", "пить воду", "  ", "Άλφα", "βήτα", "Ωμέγα 2", "שלום", "مرحبا", "한국어", "日本",
    "ひらがな", "Δelta", "Zeta", "Зета",
  ]

  /// Latin first, each script some names use first, and a script no name uses.
  static let orders =
    [NameOrder.latinFirst]
    + [Script.cyrillic, .greek, .hebrew, .arabic, .korean, .japanese, .han, .thai].map {
      NameOrder(firstScript: $0)
    }

  func sampleState() throws -> TrackerState {
    try state(
      Self.names.enumerated().map { index, name in
        habit(TrackerID("t\(index)"), name, days: [.monday], pinned: index % 7 == 0)
      })
  }

  func expectSameOrder(_ state: TrackerState) {
    for order in Self.orders {
      #expect(state.foldedNames.sorted(state.trackers, by: order) == order.sorted(state.trackers))
      let positions = state.foldedNames.positionsByName(order, of: state.trackers)
      #expect(positions.map { $0.map { state.trackers[$0] } } == order.sorted(state.trackers))
      let some = Array(state.trackers.enumerated().filter { $0.offset % 3 != 1 }.map(\.element))
      #expect(state.foldedNames.sorted(some, by: order) == order.sorted(some))
    }
  }

  @Test("Sorting by rank equals sorting by folded name, in every order")
  func sameOrder() throws {
    expectSameOrder(try sampleState())
  }

  @Test("The feed lists a day's trackers in the order sorting them on the spot gives")
  func feedOrder() throws {
    let state = try sampleState()
    for order in Self.orders {
      let feed = state.feed(for: TrackerQuery(day: monday), today: monday, order: order)
      let listed = feed.sections.flatMap(\.trackers)
      let pinned = order.sorted(state.trackers.filter(\.isPinned))
      let unpinned = order.sorted(state.trackers.filter { !$0.isPinned })
      #expect(listed == pinned + unpinned)
    }
  }

  @Test("After creating, renaming, pinning and deleting trackers the ranks still agree")
  func sameOrderAfterChanges() throws {
    var state = try sampleState()
    let actions: [TrackerAction] = [
      .createTracker(draft("Аист"), id: "new1"),
      .createTracker(draft("aardvark"), id: "new2"),
      .editTracker("t3", draft("Ё-моё")),
      .editTracker("t5", draft("zebra")),
      .pin("t6"),
      .deleteTracker("t1"),
      .deleteTracker("new2"),
      .createTracker(draft("Ель"), id: "new3"),
    ]
    for action in actions {
      state = try state.applying(action, today: monday)
      expectSameOrder(state)
    }
  }

  @Test("A tracker whose name the cache has not seen is folded on the spot")
  func unseenName() throws {
    let state = try sampleState()
    var renamed = state.trackers
    renamed[0].name = "Новое имя"
    renamed[4].name = "aaa"
    for order in Self.orders {
      #expect(state.foldedNames.sorted(renamed, by: order) == order.sorted(renamed))
      #expect(state.foldedNames.positionsByName(order, of: renamed) == nil)
    }
    #expect(state.foldedNames.name(of: renamed[0]).folded == SearchText.fold("Новое имя"))
  }

  @Test("Matching a folded name gives what matching the name gives")
  func sameMatches() {
    let searches = [
      "", "е", "ё", "Е", "ел", "й", "и", "иог", "cafe", "CAFÉ", "é", "e", "👨", "👩", "семья",
      "\u{301}", "a", "á", "бег 1", "воду", " ", "zzz",
    ]
    for name in Self.names {
      let folded = SearchText.fold(name)
      for typed in searches {
        let search = SearchText(typed)
        #expect(search.matches(folded: folded) == search.matches(name), "\(name) \(typed)")
      }
    }
  }
}
