import Testing
import TrackerDomain

@Suite("Category titles are unique in every state, found by one lookup")
struct CategoryTitleTests {
  let home = TrackerCategory(id: "home", title: "Домашний уют")
  let health = TrackerCategory(id: "health", title: "Здоровье")

  @Test("Building a state refuses two titles that differ only in case and spaces")
  func stateRefusesDuplicateTitles() {
    #expect(throws: StateProblem.duplicateCategoryTitle("again", sameAs: "home")) {
      try TrackerState(
        categories: [home, health, TrackerCategory(id: "again", title: " домашний УЮТ ")],
        trackers: [], records: [])
    }
  }

  @Test("The state finds a category by its title, ignoring case and surrounding spaces")
  func lookup() throws {
    let state = try TrackerState(categories: [home, health], trackers: [], records: [])
    #expect(state.category(titled: "  ЗДОРОВЬЕ ") == "health")
    #expect(state.category(titled: "Здоровье и спорт") == nil)
  }

  @Test("Validating in a state gives what validating among its categories gives")
  func sameAnswerBothWays() throws {
    let state = try TrackerState(categories: [home, health], trackers: [], records: [])
    let typed = ["Учёба", "  здоровье ", "   ", "домашний уют", "ДОМАШНИЙ УЮТ "]
    for title in typed {
      for renaming in [nil, "home", "health"] as [CategoryID?] {
        #expect(
          CategoryTitle.validate(title, in: state, renaming: renaming)
            == CategoryTitle.validate(title, among: state.categories, renaming: renaming),
          "\(title) renaming \(String(describing: renaming))")
      }
    }
  }

  @Test("Renaming and deleting keep the lookup right")
  func lookupFollowsChanges() throws {
    let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
    var state = try TrackerState(categories: [home, health], trackers: [], records: [])
    state = try state.applying(.renameCategory("home", title: "Дом"), today: today)
    #expect(state.category(titled: "дом") == "home")
    #expect(state.category(titled: "Домашний уют") == nil)
    state = try state.applying(.createCategory(title: "Домашний уют", id: "old"), today: today)
    #expect(state.category(titled: "домашний уют") == "old")
    state = try state.applying(.deleteCategory("health"), today: today)
    #expect(state.category(titled: "Здоровье") == nil)
    #expect(
      try state.applying(.createCategory(title: "здоровье"), today: today).categories.count == 3)
  }

  @Test("Records in any order give the same state as records in day order")
  func recordOrder() throws {
    let tracker = Tracker(
      id: "t", name: "Вода", category: "home", emoji: "🙂", color: Palette.colors[0],
      schedule: .everyDay, created: Day(ordinal: 0))
    let days = [500, 3, 200_000, 7, 6, 1_000_000, 64, 65, 4].map { Day(ordinal: $0) }
    let shuffled = try TrackerState(
      categories: [home], trackers: [tracker], records: days.map { Record(tracker: "t", day: $0) })
    let ordered = try TrackerState(
      categories: [home], trackers: [tracker],
      records: days.sorted().map { Record(tracker: "t", day: $0) })
    #expect(shuffled == ordered)
    #expect(Array(shuffled.records.doneDays(for: "t")) == days.sorted())
  }
}
