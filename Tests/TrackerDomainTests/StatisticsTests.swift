import Testing
import TrackerDomain

@Suite("Statistics")
struct StatisticsTests {
  @Test("All zero when there are no records")
  func zeroWithoutRecords() throws {
    let state = try state([habit("t1", "Вода", days: Weekday.allCases)])
    #expect(state.statistics(today: monday) == .zero)
    #expect(state.statistics(today: monday).averageValue == 0)
    #expect(TrackerState().statistics(today: monday).isEmpty)
  }

  @Test("Trackers completed is the number of records up to today")
  func trackersCompleted() throws {
    let state = try state(
      [habit("t1", "Вода", days: Weekday.allCases), event("e1", "Торт")],
      records: [
        ("t1", "2026-11-21"), ("t1", "2026-11-22"), ("e1", "2026-11-22"), ("t1", "2026-11-30"),
      ])
    #expect(state.statistics(today: monday).trackersCompleted == 3)
  }

  @Test("Average value is records divided by days with at least one record")
  func averageValue() throws {
    let state = try state(
      [habit("t1", "Вода", days: Weekday.allCases), habit("t2", "Сон", days: Weekday.allCases)],
      records: [("t1", "2026-11-20"), ("t2", "2026-11-20"), ("t1", "2026-11-22")])
    let statistics = state.statistics(today: monday)
    #expect(statistics.daysWithRecords == 2)
    #expect(statistics.averageValue == 1.5)
  }

  @Test("A perfect day has at least one habit scheduled and every scheduled habit done")
  func perfectDays() throws {
    // Monday 16th: both habits scheduled, both done: perfect.
    // Tuesday 17th: only t2 scheduled, done: perfect.
    // Wednesday 18th: t2 scheduled, not done: not perfect.
    // Monday 23rd: t1 done, t2 not: not perfect. Events never count.
    let state = try state(
      [
        habit("t1", "Вода", days: [.monday], created: "2026-11-16"),
        habit("t2", "Сон", days: [.monday, .tuesday, .wednesday], created: "2026-11-16"),
        event("e1", "Торт", created: "2026-11-16"),
      ],
      records: [
        ("t1", "2026-11-16"), ("t2", "2026-11-16"), ("t2", "2026-11-17"), ("t1", "2026-11-23"),
      ])
    #expect(state.statistics(today: monday).perfectDays == 2)
  }

  @Test(
    "Habits not yet created do not count on a day; records on unscheduled days do not make it perfect"
  )
  func onlyCreatedAndScheduledHabitsCount() throws {
    let state = try state(
      [
        habit("t1", "Вода", days: Weekday.allCases, created: "2026-11-20"),
        habit("t2", "Сон", days: Weekday.allCases, created: "2026-11-22"),
      ],
      records: [("t1", "2026-11-20"), ("t1", "2026-11-21"), ("t2", "2026-11-21")])
    // 20th: only t1 exists, done: perfect. 21st: only t1 exists, done (t2's early record does not
    // matter): perfect. 22nd, 23rd: nothing done.
    let statistics = state.statistics(today: monday)
    #expect(statistics.perfectDays == 2)
    #expect(statistics.bestPeriod == 2)
  }

  @Test("Best period: days with no habit scheduled neither break nor extend a run")
  func bestPeriodSkipsUnscheduledDays() throws {
    // Scheduled Mon/Wed/Fri from Mon 2026-11-02. Done Mon 2, Wed 4, Fri 6, Mon 9 (run of 4),
    // missed Wed 11, done Fri 13, Mon 16 (run of 2).
    let state = try state(
      [habit("t1", "Вода", days: [.monday, .wednesday, .friday], created: "2026-11-02")],
      records: [
        ("t1", "2026-11-02"), ("t1", "2026-11-04"), ("t1", "2026-11-06"), ("t1", "2026-11-09"),
        ("t1", "2026-11-13"), ("t1", "2026-11-16"),
      ])
    let statistics = state.statistics(today: day("2026-11-17"))
    #expect(statistics.bestPeriod == 4)
    #expect(statistics.perfectDays == 6)
  }

  @Test("PerfectDays: a day with no habit due neither breaks nor extends a run")
  func perfectDaysRule() {
    var days = PerfectDays()
    for (due, done) in [(2, 2), (0, 0), (1, 1), (1, 0), (1, 1), (0, 0)] {
      days.add(habitsDue: due, habitsDone: done)
    }
    #expect(days.count == 3)
    #expect(days.bestRun == 2)
    #expect(!PerfectDays.isPerfect(habitsDue: 0, habitsDone: 0))
  }

  @Test("Days after today do not count")
  func futureIgnored() throws {
    let state = try state(
      [habit("t1", "Вода", days: Weekday.allCases, created: "2026-11-20")],
      records: [("t1", "2026-11-20"), ("t1", "2026-11-21"), ("t1", "2026-11-25")])
    let statistics = state.statistics(today: day("2026-11-21"))
    #expect(
      statistics
        == Statistics(bestPeriod: 2, perfectDays: 2, trackersCompleted: 2, daysWithRecords: 2))
  }

  @Test("Statistics agree with a day-by-day count on the demo state")
  func agreesWithNaiveCount() {
    let today = monday
    let demo = DemoState.make(today: today)
    #expect(demo.statistics(today: today) == naiveStatistics(demo, today: today))
    #expect(demo.trackers.count == 10)
    #expect(demo.records.count > 100)
  }
}

/// The statistics counted day by day, each day's habits looked up one by one
/// (`TrackerState.habitsDone(on:)`), which the statistics' one pass must agree with.
private func naiveStatistics(_ state: TrackerState, today: Day) -> Statistics {
  let records = state.records.sorted.filter { $0.day <= today }
  guard let first = (records.map(\.day) + state.trackers.map(\.created)).min() else { return .zero }
  var perfectDays = PerfectDays()
  var current = first
  while current <= today {
    let (due, done) = state.habitsDone(on: current)
    perfectDays.add(habitsDue: due, habitsDone: done)
    current = current.adding(days: 1)
  }
  return Statistics(
    bestPeriod: perfectDays.bestRun, perfectDays: perfectDays.count,
    trackersCompleted: records.count, daysWithRecords: Set(records.map(\.day)).count)
}
