import Testing
import TrackerDomain

@Suite("Nothing before the start day; counters and statistics count the same records")
struct StartDayAndCounterTests {
  @Test("A habit appears, and can be marked done, only from its start day on")
  func habitFromItsStartDay() throws {
    let water = habit("t1", "Вода", days: Weekday.allCases, created: "2026-11-20")
    let state = try state([water])
    #expect(!state.appears(water, on: day("2026-11-19")))
    #expect(state.appears(water, on: day("2026-11-20")))
    #expect(!state.canMark(water, on: day("2026-11-19"), today: monday))
    #expect(state.canMark(water, on: day("2026-11-20"), today: monday))
    #expect(!state.canMark(water, on: monday.adding(days: 1), today: monday))
    #expect(throws: TrackerActionError.beforeStart("t1", day("2026-11-19"))) {
      try state.applying(.markDone("t1", on: day("2026-11-19")), today: monday)
    }
  }

  @Test("A record after today is kept, and counted once its day comes")
  func futureRecord() throws {
    let water = habit("t1", "Вода", days: Weekday.allCases, created: "2026-11-01")
    let state = try state([water], records: [("t1", "2026-11-22"), ("t1", "2026-11-30")])
    #expect(state.records.count(for: "t1") == 2)
    #expect(state.records.count(for: "t1", through: monday) == 1)
    #expect(state.records.count(for: "t1", through: day("2026-11-30")) == 2)
    #expect(state.records.count(for: "t1", through: day("2026-10-01")) == 0)
    #expect(state.statistics(today: monday).trackersCompleted == 1)
  }

  @Test("The counter up to a day, for days kept as bits and as a list")
  func countThrough() {
    let daily = DoneDays((0..<200).map { day("2026-01-01").adding(days: $0) })
    let sparse = DoneDays([day("2000-01-01"), day("2026-11-22"), day("2090-01-01")])
    for probe in stride(from: -5, through: 205, by: 7) {
      let limit = day("2026-01-01").adding(days: probe)
      #expect(daily.count(through: limit) == daily.filter { $0 <= limit }.count)
      #expect(sparse.count(through: limit) == sparse.filter { $0 <= limit }.count)
    }
  }

  @Test("Choosing Today's trackers selects today; picking a day then shows it with All trackers")
  func todayFilterAndDay() {
    let query = TrackerQuery(day: day("2026-11-10"), filter: .completed)
    let today = query.selecting(filter: .today, today: monday)
    #expect(today.day == monday)
    #expect(today.filter == .today)
    let picked = today.selecting(day: day("2026-11-12"))
    #expect(picked.day == day("2026-11-12"))
    #expect(picked.filter == .all)
    let kept = query.selecting(day: day("2026-11-12"))
    #expect(kept.filter == .completed)
    #expect(query.selecting(filter: .uncompleted, today: monday).day == query.day)
  }
}
