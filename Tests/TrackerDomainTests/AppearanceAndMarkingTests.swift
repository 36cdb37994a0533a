import Testing
import TrackerDomain

@Suite("Which trackers appear on a day, and marking them done")
struct AppearanceAndMarkingTests {
  @Test("A habit appears on a day when its schedule contains that day's weekday")
  func habitAppearsOnScheduledWeekdays() throws {
    let plants = habit("t1", "Поливать растения", days: [.monday, .wednesday, .friday])
    let state = try state([plants])
    #expect(state.appears(plants, on: day("2026-11-23")))  // Monday
    #expect(!state.appears(plants, on: day("2026-11-24")))  // Tuesday
    #expect(state.appears(plants, on: day("2026-11-25")))  // Wednesday
    #expect(!state.appears(plants, on: day("2026-11-29")))  // Sunday
  }

  @Test("An irregular event appears every day from its creation on until it is completed")
  func eventAppearsFromCreationUntilDone() throws {
    let card = event("e1", "Открытка", created: "2026-11-10")
    let state = try state([card])
    #expect(!state.appears(card, on: day("2026-11-09")))
    #expect(state.appears(card, on: day("2026-11-10")))
    #expect(state.appears(card, on: day("2026-12-31")))
  }

  @Test("Once completed, an irregular event appears only on the day it was completed")
  func completedEventAppearsOnlyOnItsDay() throws {
    let card = event("e1", "Открытка", created: "2026-11-10")
    let state = try state([card]).applying(.markDone("e1", on: day("2026-11-15")), today: monday)
    #expect(state.appears(card, on: day("2026-11-15")))
    #expect(!state.appears(card, on: day("2026-11-14")))
    #expect(!state.appears(card, on: day("2026-11-16")))
    let undone = try state.applying(.markUndone("e1", on: day("2026-11-15")), today: monday)
    #expect(undone.appears(card, on: day("2026-11-16")))
  }

  @Test("A tracker can be marked done, and undone, on a day it appears, up to today")
  func markAndUnmark() throws {
    let start = try state([habit("t1", "Вода", days: [.monday, .sunday])])
    let done = try start.applying(.markDone("t1", on: monday), today: monday)
    #expect(done.records.isDone("t1", on: monday))
    let past = try done.applying(.markDone("t1", on: day("2026-11-22")), today: monday)
    #expect(past.records.count(for: "t1") == 2)
    let undone = try past.applying(.markUndone("t1", on: monday), today: monday)
    #expect(!undone.records.isDone("t1", on: monday))
    #expect(undone.records.count == 1)
  }

  @Test("A tracker cannot be marked for a day after today")
  func noMarkingInTheFuture() throws {
    let start = try state([habit("t1", "Вода", days: Weekday.allCases)])
    let tomorrow = monday.adding(days: 1)
    #expect(throws: TrackerActionError.dayAfterToday(tomorrow)) {
      try start.applying(.markDone("t1", on: tomorrow), today: monday)
    }
    #expect(throws: TrackerActionError.dayAfterToday(tomorrow)) {
      try start.applying(.markUndone("t1", on: tomorrow), today: monday)
    }
  }

  @Test("A tracker cannot be marked on a day it does not appear")
  func noMarkingOnOtherDays() throws {
    let start = try state(
      [habit("t1", "Вода", days: [.tuesday]), event("e1", "Торт", created: "2026-11-23")])
    #expect(throws: TrackerActionError.notOnThisDay("t1", monday)) {
      try start.applying(.markDone("t1", on: monday), today: monday)
    }
    #expect(throws: TrackerActionError.beforeStart("e1", day("2026-11-22"))) {
      try start.applying(.markDone("e1", on: day("2026-11-22")), today: monday)
    }
    let eventDone = try start.applying(.markDone("e1", on: monday), today: day("2026-11-25"))
    #expect(throws: TrackerActionError.notOnThisDay("e1", day("2026-11-24"))) {
      try eventDone.applying(.markDone("e1", on: day("2026-11-24")), today: day("2026-11-25"))
    }
  }

  @Test("Marking twice is a no-op, never a second record; undoing what is not done too")
  func markingTwiceIsANoOp() throws {
    let start = try state([habit("t1", "Вода", days: [.monday])])
    let once = try start.applying(.markDone("t1", on: monday), today: monday)
    let twice = try once.applying(.markDone("t1", on: monday), today: monday)
    #expect(twice == once)
    #expect(twice.records.count == 1)
    #expect(try start.applying(.markUndone("t1", on: monday), today: monday) == start)
  }

  @Test("A card's counter is the number of records the tracker has, over all time")
  func counterCountsAllRecords() throws {
    let state = try state(
      [habit("t1", "Вода", days: Weekday.allCases), habit("t2", "Сон", days: Weekday.allCases)],
      records: [
        ("t1", "2020-01-01"), ("t1", "2026-11-20"), ("t1", "2026-11-23"), ("t2", "2026-11-23"),
      ])
    #expect(state.records.count(for: "t1") == 3)
    #expect(state.records.count(for: "t2") == 1)
    #expect(state.records.count(for: "nobody") == 0)
  }

  @Test("Marking an unknown tracker is an error")
  func unknownTracker() throws {
    #expect(throws: TrackerActionError.unknownTracker("ghost")) {
      try TrackerState().applying(.markDone("ghost", on: monday), today: monday)
    }
  }
}
