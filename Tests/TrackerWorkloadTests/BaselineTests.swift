import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
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

  /// The main screens the baselines are checked on: days (today, past ones, a future one),
  /// filters and searches (none, matching some names, matching none). The exhaustive run takes
  /// every combination (5 × 4 × 3); an everyday run a third of them, in which every day still
  /// meets every filter and every search, and every filter every search (the search is the
  /// day's and the filter's positions added, modulo 3), so a rule of any two of them is still
  /// checked: the baselines scan the whole history for each screen and cost the most here.
  static func queries(_ workload: Workload) -> [TrackerQuery] {
    let days = [0, -1, -3, -30, 2].map { workload.today.adding(days: $0) }
    let searches = ["", workload.search, "zzz"]
    var queries: [TrackerQuery] = []
    for (dayIndex, day) in days.enumerated() {
      for (filterIndex, filter) in TrackerFilter.allCases.enumerated() {
        for (searchIndex, search) in searches.enumerated()
        where RunSize.isExhaustive || searchIndex == (dayIndex + filterIndex) % searches.count {
          queries.append(TrackerQuery(day: day, search: search, filter: filter))
        }
      }
    }
    return queries
  }

  @Test(
    "Main screen: sections, cards, counters, done state and labels", arguments: workloads.indices)
  func trackersScreen(_ index: Int) {
    let workload = Self.workloads[index]
    let baseline = ScanningBaseline(workload.state)
    for language in [Language.russian, .english] {
      let context = ScreenContext(state: workload.state, language: language, today: workload.today)
      for query in Self.queries(workload) {
        let ours = ScanningBaseline.sections(of: TrackersScreen.describe(context, query: query))
        let theirs = baseline.trackersScreen(
          query: query, today: workload.today, localizer: context.localizer,
          order: context.nameOrder)
        #expect(
          ours == theirs,
          "\(workload.name) \(language) \(query.day) \(query.filter) '\(query.search)'")
      }
    }
  }

  /// The days, from the workload's today, the statistics are checked on: today, past days
  /// inside the history, a day before all of it and a future day. An everyday run leaves out
  /// two of the past days inside the history (the baselines scan the whole history each
  /// time); the exhaustive run checks all six.
  static let statisticsOffsets = RunSize.pick(
    everyday: [0, -7, -400, 3], exhaustive: [0, -1, -7, -100, -400, 3])

  @Test("Statistics on several days", arguments: workloads.indices)
  func statistics(_ index: Int) {
    let workload = Self.workloads[index]
    let baseline = ScanningBaseline(workload.state)
    for offset in Self.statisticsOffsets {
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
