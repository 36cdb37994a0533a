import Foundation
import TrackerDomain
import TrackerLocalization
import TrackerScreenText
import TrackerScreens
import TrackerStateFile
import TrackerWorkload

/// Which baselines a run times beside the kit.
struct Baselines {
  /// `IdiomaticBaseline`: what a competent developer would write.
  var idiomatic = true
  /// `ScanningBaseline`: what the original apps do (slow: minutes on L).
  var scanning = true
}

/// The figures of one workload: writing and loading, indexing, the main
/// screen, the statistics and the text rendering, ours beside the baselines';
/// then loading against Foundation's readers and the main screen against the
/// least work it needs.
struct WorkloadBenchmark {
  let workload: Workload
  let baselines: Baselines

  /// Measures everything and returns the tables, each followed by the checks
  /// that the others computed the same thing.
  func run(_ stopwatch: inout Stopwatch) -> String {
    let state = workload.state
    let today = workload.today
    var table = ReportTable([
      "operation", "ours (median)", "runs", "idiomatic (median)", "runs", "ratio",
      "scanning (median)", "runs", "ratio", "",
    ])
    var checks: [String] = []

    let text = StateFile.write(state)
    let bytes = Array(text.utf8)
    table.add("write JSON", ours: stopwatch.time { StateFile.write(state).utf8.count })
    let load = stopwatch.time {
      (try? StateFile.read(bytes, fileName: "\(workload.name).json", today: today))?.records.count
        ?? -1
    }
    table.add(
      "load from JSON (\(mebibytes(bytes.count)))", ours: load,
      note: "\(LoadBenchmark.megabytesPerSecond(bytes.count, load)) MB/s")
    let reread = try? StateFile.read(bytes, fileName: "\(workload.name).json", today: today)
    checks.append(
      reread == state ? "the JSON reads back to the same state" : "THE JSON READS BACK DIFFERENTLY")

    let records = state.records.sorted
    let build = stopwatch.time {
      (try? TrackerState(categories: state.categories, trackers: state.trackers, records: records))?
        .records.count ?? -1
    }
    // The idiomatic model: the records' set and each tracker's count.
    let idiomaticBuild =
      !baselines.idiomatic
      ? nil
      : stopwatch.time {
        IdiomaticBaseline(
          categories: state.categories, trackers: state.trackers, records: records,
          language: .russian
        ).recordCount
      }
    table.add(
      "index build (\(grouped(records.count)) records)", ours: build,
      baselines: [idiomaticBuild, nil])

    let context = ScreenContext(state: state, language: .russian, today: today)
    let idiomatic = baselines.idiomatic ? IdiomaticBaseline(state, language: .russian) : nil
    let scanning = baselines.scanning ? ScanningBaseline(state) : nil
    let queries: [(String, TrackerQuery)] = [
      ("trackers screen, one day", TrackerQuery(day: today)),
      ("  with search \"\(workload.search)\"", TrackerQuery(day: today, search: workload.search)),
      ("  with filter \"not completed\"", TrackerQuery(day: today, filter: .uncompleted)),
    ]
    var plainScreen: Timing?
    for (label, query) in queries {
      let screen = TrackersScreen.describe(context, query: query)
      let cards = screen.sections.reduce(0) { $0 + $1.cards.count }
      let ours = stopwatch.time {
        TrackersScreen.describe(context, query: query).sections.reduce(0) { $0 + $1.cards.count }
      }
      if plainScreen == nil { plainScreen = ours }
      var timings: [Timing?] = [nil, nil]
      if let idiomatic {
        timings[0] = stopwatch.time {
          idiomatic.trackersScreen(query: query, today: today).reduce(0) { $0 + $1.cards.count }
        }
        let agrees =
          idiomatic.trackersScreen(query: query, today: today)
          == IdiomaticBaseline.sections(of: screen)
        checks.append("\(label.trimmed): the idiomatic baseline \(agrees ? "agrees" : "DISAGREES")")
      }
      if let scanning {
        timings[1] = stopwatch.time {
          scanningScreen(scanning, query, context).reduce(0) { $0 + $1.cards.count }
        }
        let agrees =
          scanningScreen(scanning, query, context) == ScanningBaseline.sections(of: screen)
        checks.append("\(label.trimmed): the scanning baseline \(agrees ? "agrees" : "DISAGREES")")
      }
      table.add(label, ours: ours, baselines: timings, note: "\(grouped(cards)) cards")
    }

    let statistics = state.statistics(today: today)
    let ours = stopwatch.time { state.statistics(today: today).trackersCompleted }
    var timings: [Timing?] = [nil, nil]
    if let idiomatic {
      timings[0] = stopwatch.time { idiomatic.statistics(today: today).trackersCompleted }
      let agrees = idiomatic.statistics(today: today) == statistics
      checks.append("statistics: the idiomatic baseline \(agrees ? "agrees" : "DISAGREES")")
    }
    if let scanning {
      timings[1] = stopwatch.time { scanning.statistics(today: today).trackersCompleted }
      let agrees = scanning.statistics(today: today) == statistics
      checks.append("statistics: the scanning baseline \(agrees ? "agrees" : "DISAGREES")")
    }
    table.add(
      "statistics", ours: ours, baselines: timings,
      note: "\(grouped(statistics.perfectDays)) perfect days, best \(statistics.bestPeriod)")

    let request = ScreenRequest(context: context)
    let rendering = ScreenCatalog.renderAll(request)
    table.add(
      "text rendering, every screen",
      ours: stopwatch.time { ScreenCatalog.renderAll(request).utf8.count },
      note: "\(grouped(rendering.utf8.count)) bytes")

    var parts = [table.text + "\n" + checks.map { "  check: \($0)" }.joined(separator: "\n")]
    if let plainScreen {
      parts.append(floor(context, ours: plainScreen, &stopwatch))
    }
    if baselines.idiomatic {
      // Foundation's readers take far more memory than anything else here.
      parts.append("peak memory before Foundation's readers: \(mebibytes(Machine.peakMemory))")
      parts.append(LoadBenchmark.run(workload, bytes: bytes, ours: load, &stopwatch))
    }
    return parts.joined(separator: "\n\n")
  }

  /// The main screen for one day beside the least work it needs.
  private func floor(_ context: ScreenContext, ours: Timing, _ stopwatch: inout Stopwatch)
    -> String
  {
    let floor = ScreenFloor(context)
    let day = context.today
    let cards = floor.cards(on: day)
    let count = cards.reduce(0) { $0 + $1.count }
    let timing = stopwatch.time { floor.cards(on: day).reduce(0) { $0 + $1.count } }
    var table = ReportTable(["the Trackers screen, one day", "median", "runs", "per card", ""])
    for (label, timing) in [("ours: TrackersScreen.describe", ours), ("least work", timing)] {
      table.add(cells: [
        label, nanoseconds(timing.median), "\(timing.runs)",
        nanoseconds(timing.median / max(count, 1)),
        label == "least work"
          ? "ours takes \(times(Double(ours.median) / Double(timing.median)))"
          : "",
      ])
    }
    let screen = TrackersScreen.describe(context, query: TrackerQuery(day: day))
    let same = ScreenFloor.cards(of: screen) == cards
    return table.text + "\n  least work: \(grouped(count)) cards × (2 lookups + 2 texts)"
      + "\n  check: \(same ? "the least work makes the kit's cards" : "THE LEAST WORK MAKES OTHER CARDS")"
  }

  private func scanningScreen(
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
