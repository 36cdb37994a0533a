import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWire
import TrackerWorkload

/// `serve` answering with edits (`{"edits": true}`) on one workload, beside the whole
/// screens of today's clients: a request line to its answer line, with the answer's bytes.
/// The goals on L: marking a card done under 2 KB and 5 ms; a typed search letter that hides
/// most cards under 10 ms. Each run answers on a copy of one server, so what the answer
/// changes is copied first (a server that answers in turn changes it in place).
enum EditsBenchmark {
  static func run(_ workload: Workload, _ stopwatch: inout Stopwatch) -> String {
    guard case (let session, let done)? = workload.sessionWithADoneButton() else {
      return "no tracker to mark done on \(workload.name)\n"
    }
    var whole = ServeSession(session: session)
    var edits = ServeSession(session: session, edits: true)
    _ = whole.respond(to: Array(#"{"show":true}"#.utf8))
    _ = edits.respond(to: Array(#"{"show":true}"#.utf8))
    let cards = session.screen.allElements.filter { $0.kind == .card }.count
    // The letter typed: the search's first, which hides most cards.
    let letter = String(workload.search.prefix(1))
    var searched = session
    _ = try? searched.perform(.type("trackers.search", letter))
    let shown = searched.screen.allElements.filter { $0.kind == .card }.count

    var table = ReportTable(["request to answer line", "median", "runs", "bytes"])
    func add(_ label: String, _ server: ServeSession, _ line: String) {
      let request = Array(line.utf8)
      var copy = server
      let bytes = copy.respond(to: request).utf8.count
      let timing = stopwatch.time {
        var copy = server
        return copy.respond(to: request).utf8.count
      }
      table.add(label, ours: timing, note: grouped(bytes))
    }
    let tap = #"{"tap":"\#(done.rawValue)"}"#
    let type = #"{"type":{"id":"trackers.search","text":"\#(letter)"}}"#
    add("mark a card done: edits", edits, tap)
    add("  … whole screen (today's clients)", whole, tap)
    add("type \"\(letter)\" in search (\(cards) cards → \(shown)): edits", edits, type)
    add("  … whole screen", whole, type)
    add("{\"show\":true}, nothing changed: edits", edits, #"{"show":true}"#)
    add("  … whole screen", whole, #"{"show":true}"#)
    var after = session
    _ = try? after.perform(.tap(done))
    let old = session.screen
    let new = after.screen
    let held = ScreenCopy(old)
    table.add(
      "  the edits alone: ScreenCopy.update(to:) after marking done",
      ours: stopwatch.time {
        var copy = held
        return copy.update(to: new)?.count ?? -1
      })
    return table.text
  }
}
