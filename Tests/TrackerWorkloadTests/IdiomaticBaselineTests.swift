import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWorkload

/// The idiomatic baseline must compute what the kit computes, or its ratio means nothing.
@Suite("The idiomatic baseline agrees with the kit")
struct IdiomaticBaselineTests {
  static let workloads =
    BaselineTests.workloads + [
      .heavyUser(shape: .heavyUser(years: 1)),
      // Enough trackers that names are numbered past 9 within a section.
      .generated(
        "many names", shape: WorkloadShape(trackers: 300, categories: 3, years: 1), seed: 5),
    ]

  @Test(
    "Main screen: sections, cards, counters, done state and labels", arguments: workloads.indices)
  func trackersScreen(_ index: Int) {
    let workload = Self.workloads[index]
    for language in [Language.russian, .english] {
      let baseline = IdiomaticBaseline(workload.state, language: language)
      let context = ScreenContext(state: workload.state, language: language, today: workload.today)
      for query in BaselineTests.queries(workload) {
        let ours = IdiomaticBaseline.sections(of: TrackersScreen.describe(context, query: query))
        let theirs = baseline.trackersScreen(query: query, today: workload.today)
        #expect(
          ours == theirs,
          "\(workload.name) \(language) \(query.day) \(query.filter) '\(query.search)'")
      }
    }
  }

  @Test("Statistics on several days", arguments: workloads.indices)
  func statistics(_ index: Int) {
    let workload = Self.workloads[index]
    let baseline = IdiomaticBaseline(workload.state, language: .russian)
    for offset in BaselineTests.statisticsOffsets {
      let today = workload.today.adding(days: offset)
      #expect(
        baseline.statistics(today: today) == workload.state.statistics(today: today),
        "\(workload.name) \(today)")
    }
  }
}
