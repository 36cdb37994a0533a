import SeededRandomness
import Testing
import TrackerDomain
import TrackerStateFile
import TrackerWorkload

@Suite("Generated workloads")
struct WorkloadTests {
  @Test("The random numbers depend on the seed only (SplitMix64's published sequence)")
  func seededRandom() {
    var random = SeededRandom(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    var bounded = SeededRandom(seed: 7)
    #expect((0..<1_000).allSatisfy { _ in (0..<6).contains(bounded.next(below: 6)) })
  }

  @Test("The same shape and seed give the same state; another seed gives another")
  func deterministic() {
    let first = Workload.medium(seed: 1)
    #expect(first.state == Workload.medium(seed: 1).state)
    #expect(first.state != Workload.medium(seed: 2).state)
  }

  @Test("Today is Monday 2026-11-23")
  func today() {
    #expect(Workload.defaultToday == Day(iso: "2026-11-23"))
    #expect(Workload.defaultToday.weekday == .monday)
  }

  @Test("M has the shape asked for: habits and events, history up to today, about 60% done")
  func mediumShape() throws {
    let workload = Workload.medium()
    let state = workload.state
    #expect(state.trackers.count == 100)
    #expect(state.categories.count == 10)
    #expect(Set(state.trackers.map(\.category)).count == 10)
    #expect(state.trackers.contains { $0.kind == .irregularEvent })
    #expect(state.trackers.contains { $0.kind == .habit })
    let first = workload.today.adding(days: -365)
    var scheduled = 0
    var done = 0
    for habit in state.trackers {
      guard let schedule = habit.schedule else { continue }
      var day = habit.created
      while day <= workload.today {
        if schedule.contains(day.weekday) {
          scheduled += 1
          if state.records.isDone(habit.id, on: day) { done += 1 }
        }
        day = day.adding(days: 1)
      }
    }
    let share = Double(done) / Double(scheduled)
    #expect((0.55...0.65).contains(share))
    for tracker in state.trackers {
      #expect(
        state.records.doneDays(for: tracker.id).allSatisfy { (first...workload.today).contains($0) }
      )
    }
  }

  @Test("A generated state is a valid state file: names, titles, ids all pass the reader")
  func validStateFile() throws {
    let state = Workload.medium(seed: 5).state
    let text = StateFile.write(state)
    let read = try StateFile.read(
      Array(text.utf8), fileName: "M.json", today: Workload.defaultToday)
    #expect(read == state)
  }

  @Test("The shapes of L, M and the growth series")
  func shapes() {
    #expect(WorkloadShape.large.trackers == 1_000)
    #expect(WorkloadShape.large.categories == 50)
    #expect(WorkloadShape.large.years == 10)
    #expect(WorkloadShape.large.doneShare == 0.6)
    #expect(WorkloadShape.medium.trackers == 100)
    #expect(WorkloadShape.medium.years == 1)
    #expect(WorkloadShape.large(years: 4).years == 4)
    #expect(WorkloadShape.large(years: 4).trackers == 1_000)
  }

  @Test("H: 10 to 20 habits kept for ten years, most days perfect, long runs")
  func heavyUser() {
    let workload = Workload.heavyUser()
    let state = workload.state
    #expect((10...20).contains(state.trackers.count))
    #expect(state.trackers.allSatisfy { $0.kind == .habit })
    let statistics = state.statistics(today: workload.today)
    #expect(statistics.perfectDays > WorkloadShape.heavyUser.days / 2)
    #expect(statistics.bestPeriod >= 30)
  }

  @Test("Names are numbered with as many digits each, so both name orders agree")
  func paddedNames() {
    let names = Workload.medium().state.trackers.map(\.name)
    #expect(names.contains("Пить воду 1"))
    let large = Workload.generated(
      "names", shape: WorkloadShape(trackers: 250, categories: 1, years: 0))
    #expect(large.state.trackers.map(\.name).contains("Пить воду 01"))
    #expect(large.state.trackers.map(\.name).contains("Пить воду 11"))
  }

  @Test("The sample search matches some names of L, not all")
  func sampleSearch() {
    let workload = Workload.medium()
    let search = SearchText(workload.search)
    let matching = workload.state.trackers.filter { search.matches($0.name) }
    #expect(!matching.isEmpty)
    #expect(matching.count < workload.state.trackers.count / 10)
  }
}
