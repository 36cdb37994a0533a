import TrackerDomain
import TrackerLocalization
import TrackerScreenText
import TrackerScreens
import TrackerStateFile
import TrackerWorkload

/// The figures of one workload: loading, indexing, the main screen, the
/// statistics and the text rendering, ours beside the scanning baseline's.
struct WorkloadBenchmark {
  let workload: Workload
  let withBaseline: Bool

  /// Measures everything and returns the table, followed by the checks that
  /// the baseline computed the same thing.
  func run(_ stopwatch: inout Stopwatch) -> String {
    let state = workload.state
    let today = workload.today
    var table = ReportTable([
      "operation", "ours (median)", "runs", "baseline (median)", "runs", "ratio", "",
    ])
    var checks: [String] = []

    let text = StateFile.write(state)
    let bytes = Array(text.utf8)
    table.add("write JSON", ours: stopwatch.time { StateFile.write(state).utf8.count })
    let load = stopwatch.time {
      (try? StateFile.read(bytes, fileName: "\(workload.name).json", today: today))?.records.count
        ?? -1
    }
    table.add("load from JSON (\(mebibytes(bytes.count)))", ours: load)
    let reread = try? StateFile.read(bytes, fileName: "\(workload.name).json", today: today)
    checks.append(
      reread == state ? "the JSON reads back to the same state" : "THE JSON READS BACK DIFFERENTLY")

    let records = state.records.sorted
    table.add(
      "index build (\(grouped(records.count)) records)",
      ours: stopwatch.time {
        (try? TrackerState(categories: state.categories, trackers: state.trackers, records: records))?
          .records.count ?? -1
      })

    let context = ScreenContext(state: state, language: .russian, today: today)
    let baseline = ScanningBaseline(state)
    let queries: [(String, TrackerQuery)] = [
      ("trackers screen, one day", TrackerQuery(day: today)),
      ("  with search \"\(workload.search)\"", TrackerQuery(day: today, search: workload.search)),
      ("  with filter \"not completed\"", TrackerQuery(day: today, filter: .uncompleted)),
    ]
    for (label, query) in queries {
      let screen = TrackersScreen.describe(context, query: query)
      let cards = screen.sections.reduce(0) { $0 + $1.cards.count }
      let ours = stopwatch.time {
        TrackersScreen.describe(context, query: query).sections.reduce(0) { $0 + $1.cards.count }
      }
      var theirs: Timing?
      if withBaseline {
        theirs = stopwatch.time {
          baselineScreen(baseline, query, context).reduce(0) { $0 + $1.cards.count }
        }
        let agrees =
          baselineScreen(baseline, query, context) == ScanningBaseline.sections(of: screen)
        checks.append("\(label.trimmed): the baseline \(agrees ? "agrees" : "DISAGREES")")
      }
      table.add(label, ours: ours, baseline: theirs, note: "\(grouped(cards)) cards")
    }

    let statistics = state.statistics(today: today)
    let ours = stopwatch.time { state.statistics(today: today).trackersCompleted }
    var theirs: Timing?
    if withBaseline {
      theirs = stopwatch.time { baseline.statistics(today: today).trackersCompleted }
      let agrees = baseline.statistics(today: today) == statistics
      checks.append("statistics: the baseline \(agrees ? "agrees" : "DISAGREES")")
    }
    table.add(
      "statistics", ours: ours, baseline: theirs,
      note: "\(statistics.perfectDays) perfect days, best \(statistics.bestPeriod)")

    let request = ScreenRequest(context: context)
    let rendering = ScreenCatalog.renderAll(request)
    table.add(
      "text rendering, every screen",
      ours: stopwatch.time { ScreenCatalog.renderAll(request).utf8.count },
      note: "\(grouped(rendering.utf8.count)) bytes")

    return table.text + "\n" + checks.map { "  check: \($0)" }.joined(separator: "\n")
  }

  private func baselineScreen(
    _ baseline: ScanningBaseline, _ query: TrackerQuery, _ context: ScreenContext
  ) -> [ScanningBaseline.Section] {
    baseline.trackersScreen(
      query: query, today: context.today, localizer: context.localizer, order: context.nameOrder)
  }
}

extension String {
  fileprivate var trimmed: String {
    String(drop { $0 == " " })
  }
}
