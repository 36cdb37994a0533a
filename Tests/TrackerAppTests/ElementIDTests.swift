import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// Element ids are unique by construction: a tracker or category id is written into an
/// element id as one part (`ElementID.appending(userID:)`), so that no id, however it is
/// spelled, makes two elements share one id.
@Suite("Element ids: one element an id, whatever the user's ids")
struct ElementIDTests {
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  /// Every word that is a part of an element id of the gallery's screen states (`done`,
  /// `pinned`, `edit`, `all` …; numbers and days aside), and ids that try the escaping:
  /// the ids a file may give.
  static let awkwardIDs: [String] = {
    var parts: Set<String> = []
    for entry in ScreenGallery.entries {
      guard let screen = try? entry.describe(Localizer(language: .english)) else { continue }
      for id in screen.allElements.compactMap(\.id) {
        parts.formUnion(
          id.rawValue.split(separator: ".").map(String.init).filter {
            $0.first?.isLetter == true
          })
      }
    }
    parts.formUnion([
      "t1", "t1.done", "t1%2Edone", "%", "%25", "a b", "a.b.c", "goals", "goals.x", "дом",
      "e\u{301}", "\u{200D}", "👨‍👩‍👧‍👦",
    ])
    return parts.sorted()
  }()

  /// A state with a category and a habit for each awkward id (and the issue's `t1`).
  static func awkwardState() throws -> TrackerState {
    var state = TrackerState()
    for (index, id) in awkwardIDs.enumerated() {
      state = try state.applying(
        .createCategory(title: "Category \(index)", id: CategoryID(id)), today: today)
      let draft = TrackerDraft(
        name: "Habit \(index)", category: CategoryID(id), emoji: Palette.emoji[index % 18],
        color: Palette.colors[index % 18],
        schedule: .everyDay)
      state = try state.applying(.createTracker(draft, id: TrackerID(id)), today: today)
      if index % 3 == 0 { state = try state.applying(.pin(TrackerID(id)), today: today) }
    }
    return state
  }

  @Test(
    "The issue's case: t1 and t1.done each get their card and done button, and each is acted on")
  func dottedTrackerID() throws {
    var state = TrackerState()
    state = try state.applying(.createCategory(title: "Home", id: "home"), today: Self.today)
    for id in ["t1", "t1.done"] {
      let draft = TrackerDraft(
        name: "Habit \(id)", category: "home", emoji: Palette.emoji[0],
        color: Palette.colors[0], schedule: .everyDay)
      state = try state.applying(.createTracker(draft, id: TrackerID(id)), today: Self.today)
    }
    var session = AppSession(
      state: state, today: Self.today, localizer: Localizer(language: .english))
    #expect(WalkThroughTests.duplicateIDs(in: session.screen).isEmpty)
    let ids = Set(session.screen.allElements.compactMap(\.id?.rawValue))
    #expect(ids.isSuperset(of: ["trackers.card.t1.done", "trackers.card.t1%2Edone.done"]))
    try session.perform(.tap("trackers.card.t1%2Edone.done"))
    #expect(session.state.records.isDone("t1.done", on: Self.today))
    #expect(!session.state.records.isDone("t1", on: Self.today))
    try session.perform(.tap("trackers.card.t1.done"))
    #expect(session.state.records.isDone("t1", on: Self.today))
  }

  @Test("Every screen of the catalog, for each awkward tracker and category: one element an id")
  func awkwardIDsCatalog() throws {
    let state = try Self.awkwardState()
    // A catalog entry is described from a context alone, in which the apps differ only by the
    // connection they show: an app whose context another has given is not described again.
    var connections: [ConnectionStatus] = []
    for flavour in AppSession.Flavour.allCases {
      let session = AppSession(
        state: state, today: Self.today, localizer: Localizer(language: .english),
        flavour: flavour)
      guard !connections.contains(session.context.connection) else { continue }
      connections.append(session.context.connection)
      for entry in ScreenCatalog.entries {
        // Screens of one tracker or category are described for each; the others once.
        let takesAnID = entry.function.contains("tracker:") || entry.function.contains("category:")
        for id in takesAnID ? Self.awkwardIDs : ["t1"] {
          var request = ScreenRequest(context: session.context)
          request.tracker = TrackerID(id)
          request.category = CategoryID(id)
          guard let screen = try? entry.describe(request) else { continue }
          let duplicates = WalkThroughTests.duplicateIDs(in: screen)
          #expect(duplicates.isEmpty, "\(entry.name) for \(id): \(duplicates)")
        }
      }
    }
  }

  @Test("The awkward ids number a few dozen, so the test stays quick")
  func awkwardIDsCount() {
    #expect((40...160).contains(Self.awkwardIDs.count), "\(Self.awkwardIDs.count)")
  }

  @Test("Escaped parts hold no dot, differ for different ids and leave plain ids alone")
  func escaping() {
    let parts = Self.awkwardIDs.map { ElementID("x").appending(userID: $0, reserved: ["all"]) }
    #expect(Set(parts).count == Self.awkwardIDs.count)
    #expect(
      parts.allSatisfy {
        $0.rawValue.split(separator: ".", omittingEmptySubsequences: false).count == 2
      })
    #expect(ElementID("x").appending(userID: "t1").rawValue == "x.t1")
    #expect(ElementID("x").appending(userID: "all", reserved: ["all"]).rawValue == "x.%61ll")
    #expect(ElementID("x").appending(userID: "a b").rawValue == "x.a%20b")
    #expect(ElementID("x").appending(userID: "дом").rawValue == "x.дом")
    #expect(ElementID("x").appending(category: "goals.health").rawValue == "x.goals.health")
    #expect(ElementID("x").appending(category: "goals.x").rawValue == "x.goals%2Ex")
  }
}
