import TrackerDomain
import TrackerScreens
import TrackerWorkload

/// The main screen and the statistics on L's trackers with 1, 2, 4 and 8 years
/// of history: the first should stay flat, the second grow at most linearly.
enum GrowthBenchmark {
  static let years = [1, 2, 4, 8]

  static func run(seed: UInt64, _ stopwatch: inout Stopwatch) -> String {
    var screen: [Timing] = []
    var statistics: [Timing] = []
    var records: [Int] = []
    for years in years {
      let workload = Workload.growth(years: years, seed: seed)
      let context = ScreenContext(state: workload.state, language: .russian, today: workload.today)
      let query = TrackerQuery(day: workload.today)
      screen.append(
        stopwatch.time {
          TrackersScreen.describe(context, query: query).sections.reduce(0) { $0 + $1.cards.count }
        })
      statistics.append(
        stopwatch.time { workload.state.statistics(today: workload.today).trackersCompleted })
      records.append(workload.state.records.count)
    }
    var table = ReportTable(["history"] + years.map { "\($0) y" } + ["8 y / 1 y"])
    table.add(cells: ["records"] + records.map(grouped) + [times(ratio(records))])
    table.add(
      cells: ["trackers screen, one day"] + screen.map { nanoseconds($0.median) }
        + [times(ratio(screen.map(\.median)))])
    table.add(
      cells: ["statistics"] + statistics.map { nanoseconds($0.median) }
        + [times(ratio(statistics.map(\.median)))])
    return table.text
  }

  private static func ratio(_ values: [Int]) -> Double {
    guard let first = values.first, let last = values.last, first > 0 else { return 0 }
    return Double(last) / Double(first)
  }
}
