import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWorkload

/// The benchmark's baseline must compute what the kit computes, or its ratio means nothing.
@Suite("The scanning baseline agrees with the kit")
struct BaselineTests {
  static let workloads: [Workload] = [
    .small(),
    .generated("small mix", shape: WorkloadShape(trackers: 40, categories: 5, years: 1), seed: 3),
    // Few habits done almost always, so that there are perfect days and runs.
    .generated(
      "diligent", shape: WorkloadShape(trackers: 4, categories: 2, years: 1, doneShare: 0.95),
      seed: 4),
  ]

  @Test(
    "Main screen: sections, cards, counters, done state and labels", arguments: workloads.indices)
  func trackersScreen(_ index: Int) {
    let workload = Self.workloads[index]
    let baseline = ScanningBaseline(workload.state)
    for language in [Language.russian, .english] {
      let context = ScreenContext(state: workload.state, language: language, today: workload.today)
      let days = [0, -1, -3, -30, 2].map { workload.today.adding(days: $0) }
      for day in days {
        for filter in TrackerFilter.allCases {
          for search in ["", workload.search, "zzz"] {
            let query = TrackerQuery(day: day, search: search, filter: filter)
            let ours = ScanningBaseline.sections(of: TrackersScreen.describe(context, query: query))
            let theirs = baseline.trackersScreen(
              query: query, today: workload.today, localizer: context.localizer,
              order: context.nameOrder)
            #expect(ours == theirs, "\(workload.name) \(language) \(day) \(filter) '\(search)'")
          }
        }
      }
    }
  }

  @Test("Statistics on several days", arguments: workloads.indices)
  func statistics(_ index: Int) {
    let workload = Self.workloads[index]
    let baseline = ScanningBaseline(workload.state)
    for offset in [0, -1, -7, -100, -400, 3] {
      let today = workload.today.adding(days: offset)
      #expect(
        baseline.statistics(today: today) == workload.state.statistics(today: today),
        "\(workload.name) \(today)")
    }
  }

  @Test("The diligent workload has perfect days, so the best period is checked too")
  func diligentHasRuns() {
    let workload = Self.workloads[2]
    #expect(workload.state.statistics(today: workload.today).bestPeriod > 1)
  }
}
