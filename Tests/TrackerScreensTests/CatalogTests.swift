import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

@Suite("The catalog of screens and the gallery of screen states")
struct CatalogTests {
  func request() -> ScreenRequest {
    ScreenRequest(context: Fixture.context(.english))
  }

  @Test("Every screen refuses a tracker id the state lacks, naming the ids there are")
  func unknownTracker() {
    for name in ScreenCatalog.names {
      var request = request()
      request.tracker = "nonexistent"
      #expect(throws: ScreenRequestError.self) { try ScreenCatalog.describe(name, request) }
      do {
        _ = try ScreenCatalog.describe(name, request)
      } catch {
        guard case .unknownTracker(let id, let known) = error else {
          Issue.record("\(name): \(error)")
          continue
        }
        #expect(id == "nonexistent")
        #expect(known == Fixture.state.trackers.map(\.id.rawValue))
      }
    }
  }

  @Test("Every screen refuses a category id the state lacks, naming the ids there are")
  func unknownCategory() {
    for name in ScreenCatalog.names {
      var request = request()
      request.category = "nonexistent"
      do {
        _ = try ScreenCatalog.describe(name, request)
        Issue.record("\(name) accepted an unknown category")
      } catch {
        #expect(error == .unknownCategory("nonexistent", known: ["home", "study"]))
      }
    }
  }

  @Test("An unknown screen name is refused with the names there are")
  func unknownScreen() {
    #expect(throws: ScreenRequestError.unknownScreen("trackerz", known: ScreenCatalog.names)) {
      try ScreenCatalog.describe("trackerz", request())
    }
  }

  @Test("Screens that show a tracker or a category say so on an empty state")
  func emptyState() {
    var request = request()
    request.context.state = TrackerState()
    #expect(throws: ScreenRequestError.unknownTracker(nil, known: [])) {
      try ScreenCatalog.describe("tracker-detail", request)
    }
    #expect(throws: ScreenRequestError.unknownCategory(nil, known: [])) {
      try ScreenCatalog.describe("category-menu", request)
    }
  }

  @Test("No screen state of the gallery has two elements with one id")
  func uniqueElementIDs() throws {
    for entry in ScreenGallery.entries {
      let screen = try entry.describe(Localizer(language: .english))
      var seen: Set<ElementID> = []
      for id in screen.allElements.compactMap(\.id) {
        #expect(seen.insert(id).inserted, "\(entry.name): two elements have the id \(id)")
      }
    }
  }

  @Test("Every gallery state shows a catalog screen, and every catalog screen has a state")
  func galleryCoversCatalog() throws {
    let shown = Set(ScreenGallery.entries.map(\.screen))
    #expect(shown == Set(ScreenCatalog.names))
    #expect(Set(ScreenGallery.entries.map(\.name)).count == ScreenGallery.entries.count)
    for entry in ScreenGallery.entries {
      let tree = try entry.describe(.english)
      #expect(tree.kind == .screen || tree.kind == .menu, "\(entry.name)")
    }
  }

  @Test("Element ids are unique within every screen state")
  func uniqueIDs() throws {
    for entry in ScreenGallery.entries {
      let ids = try entry.describe(.english).allElements.compactMap(\.id)
      #expect(Set(ids).count == ids.count, "\(entry.name) repeats an id")
    }
  }
}
