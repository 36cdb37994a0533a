import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWire
import TrackerWorkload

/// The app over the wire, on one workload: what `serve --stdio` does for one request
/// (the act, the new screen, its JSON), and the JSON of the main screen alone, written
/// and read back.
enum WireBenchmark {
  static func run(_ workload: Workload, _ stopwatch: inout Stopwatch) -> String {
    guard case (let session, let done)? = workload.sessionWithADoneButton() else {
      return "no tracker to mark done on \(workload.name)\n"
    }
    let json = session.screen.json
    var table = ReportTable(["operation", "median", "runs"])
    table.add(
      "the main screen as JSON (\(json.utf8.count) bytes)",
      ours: stopwatch.time { session.screen.json.utf8.count })
    let value = session.screen.wire
    table.add(
      "  the same tree as a WireValue, written (WireValue.json)",
      ours: stopwatch.time { value.json.utf8.count })
    table.add(
      "the main screen's JSON read and decoded",
      ours: stopwatch.time {
        (try? ScreenElement.decode(json: json))?.children.count ?? -1
      })
    let request = Array(#"{"tap":"\#(done.rawValue)"}"#.utf8)
    table.add(
      "serve: {\"tap\":\"\(done)\"} to the response line",
      ours: stopwatch.time {
        var server = ServeSession(session: session)
        return server.respond(to: request).utf8.count
      })
    return table.text
  }
}
