import Testing
import TrackerDomain

@Suite("Changes through the update function: create, edit, delete, names")
struct ChangeTests {
  let base: TrackerState

  init() throws {
    base = try state(
      [habit("t1", "Вода", days: [.monday]), event("t2", "Торт", in: "health")],
      records: [("t1", "2026-11-16"), ("t1", "2026-11-23"), ("t2", "2026-11-20")])
  }

  @Test("Deleting a tracker deletes its records")
  func deleteTracker() throws {
    let after = try base.applying(.deleteTracker("t1"), today: monday)
    #expect(after.tracker("t1") == nil)
    #expect(after.records.count(for: "t1") == 0)
    #expect(after.records.count == 1)
  }

  @Test("Deleting a category deletes its trackers and their records")
  func deleteCategory() throws {
    let after = try base.applying(.deleteCategory("home"), today: monday)
    #expect(after.categories.map(\.id) == ["health"])
    #expect(after.trackers.map(\.id) == ["t2"])
    #expect(after.records.count == 1)
    #expect(after.tracker("t2") != nil)
  }

  @Test("Renaming a category keeps its trackers")
  func renameCategory() throws {
    let after = try base.applying(.renameCategory("home", title: "  Дом  "), today: monday)
    #expect(after.category("home")?.title == "Дом")
    #expect(after.tracker("t1")?.category == "home")
    #expect(after.records.count == 3)
  }

  @Test("Editing a tracker keeps its records, pin and creation day")
  func editTracker() throws {
    let pinned = try base.applying(.pin("t1"), today: monday)
    let after = try pinned.applying(
      .editTracker("t1", draft(" Пить воду ", in: "health", days: [.monday, .friday])),
      today: monday)
    let edited = try #require(after.tracker("t1"))
    #expect(edited.name == "Пить воду")
    #expect(edited.category == "health")
    #expect(edited.schedule == WeekdaySet([.monday, .friday]))
    #expect(edited.isPinned)
    #expect(edited.created == day("2026-11-01"))
    #expect(after.records.count(for: "t1") == 2)
  }

  @Test("Creating a tracker checks its fields and sets its creation day to today")
  func createTracker() throws {
    let after = try base.applying(.createTracker(draft("Йога", days: [.tuesday])), today: monday)
    let created = try #require(after.trackers.last)
    #expect(created.name == "Йога")
    #expect(created.created == monday)
    #expect(!created.isPinned)
    #expect(created.id == "t3")
    #expect(throws: TrackerActionError.unknownCategory("nowhere")) {
      try base.applying(.createTracker(draft("Йога", in: "nowhere")), today: monday)
    }
    #expect(throws: TrackerActionError.emptySchedule) {
      try base.applying(.createTracker(draft("Йога", days: [])), today: monday)
    }
    #expect(throws: TrackerActionError.idInUse("t1")) {
      try base.applying(.createTracker(draft("Йога"), id: "t1"), today: monday)
    }
    var noEmoji = draft("Йога")
    noEmoji.emoji = " "
    #expect(throws: TrackerActionError.missingEmoji) {
      try base.applying(.createTracker(noEmoji), today: monday)
    }
  }

  @Test("Creating a category adds it last; its title must be new, ignoring case and spaces")
  func createCategory() throws {
    let after = try base.applying(.createCategory(title: "Учёба"), today: monday)
    #expect(after.categories.map(\.title) == ["Домашний уют", "Здоровье", "Учёба"])
    #expect(after.categories.last?.id == "c1")
    #expect(throws: TrackerActionError.invalidCategoryTitle(.duplicate("health"))) {
      try base.applying(.createCategory(title: "  здоровье "), today: monday)
    }
    #expect(throws: TrackerActionError.invalidCategoryTitle(.empty)) {
      try base.applying(.createCategory(title: "   "), today: monday)
    }
    #expect(throws: TrackerActionError.invalidCategoryTitle(.duplicate("health"))) {
      try base.applying(.renameCategory("home", title: "ЗДОРОВЬЕ"), today: monday)
    }
    // A category may keep its own title when renamed.
    #expect(
      try base.applying(.renameCategory("home", title: "домашний уют"), today: monday)
        .category("home")?.title == "домашний уют")
  }

  @Test("A refused action leaves the state as it was")
  func refusedActionChangesNothing() {
    let copy = base
    #expect(throws: TrackerActionError.self) {
      try copy.applying(.deleteTracker("nope"), today: monday)
    }
    #expect(copy == base)
  }

  @Test("Names are trimmed; empty is invalid")
  func namesTrimmedAndNotEmpty() {
    #expect(TrackerName.validate("  Вода \n") == .success("Вода"))
    #expect(TrackerName.validate("   ") == .failure(.empty))
    #expect(TrackerName.validate("") == .failure(.empty))
  }

  @Test("Names longer than 38 characters are invalid with a distinct reason")
  func namesAtMost38Characters() {
    let exactly38 = String(repeating: "я", count: 38)
    #expect(TrackerName.validate(exactly38) == .success(exactly38))
    #expect(TrackerName.validate(exactly38 + "я") == .failure(.tooLong(limit: 38)))
    #expect(TrackerName.validate(" " + exactly38 + " ") == .success(exactly38))
  }

  @Test("Name length counts characters as people see them: an emoji family is one")
  func namesCountGraphemeClusters() {
    let family = "👨‍👩‍👧‍👦"
    let name = family + String(repeating: "a", count: 37)
    #expect(name.unicodeScalars.count > 38)
    #expect(TrackerName.validate(name) == .success(name))
    #expect(TrackerName.validate(name + "🇷🇺") == .failure(.tooLong(limit: 38)))
  }

  @Test("A state refuses records without their tracker and trackers without their category")
  func stateIntegrity() {
    #expect(throws: StateProblem.unknownTracker("ghost")) {
      try state([], records: [("ghost", "2026-11-01")])
    }
    #expect(throws: StateProblem.unknownCategory("nowhere", tracker: "t1")) {
      try state([habit("t1", "Вода", in: "nowhere", days: [.monday])])
    }
    #expect(throws: StateProblem.duplicateTrackerID("t1")) {
      try state([habit("t1", "Вода", days: [.monday]), habit("t1", "Сок", days: [.monday])])
    }
  }
}
