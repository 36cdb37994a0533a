import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWorkload

/// The app as a front end drives it, on one workload: one act that changes
/// the state (marking a tracker done on the main screen) together with the
/// new screen, and the act alone (the goal for both: under 5 ms on L, with no
/// index rebuilt and no name folded again).
enum AppBenchmark {
  static func run(_ workload: Workload, _ stopwatch: inout Stopwatch) -> String {
    guard case (let session, let done)? = workload.sessionWithADoneButton() else {
      return "no tracker to mark done on \(workload.name)\n"
    }
    var table = ReportTable(["operation", "median", "runs"])
    let query = TrackerQuery(day: workload.today)
    table.add(
      "the main screen as an element tree (\(session.screen.allElements.count) elements)",
      ours: stopwatch.time {
        TrackersScreen.describe(session.context, query: query).element.children.count
      })
    table.add(
      "tap \(done): the act alone",
      ours: stopwatch.time {
        var copy = session
        return (try? copy.perform(.tap(done)))?.count ?? -1
      })
    table.add(
      "tap \(done) and the new screen",
      ours: stopwatch.time {
        var copy = session
        _ = try? copy.perform(.tap(done))
        return copy.screen.children.count
      })
    var after = session
    let changes = (try? after.perform(.tap(done))) ?? []
    let check =
      changes.count == 1 && after.state.records.count == session.state.records.count + 1
      ? "the act made one record" : "THE ACT DID NOT MAKE ONE RECORD"
    return table.text + "\n" + check + "\n"
  }
}
