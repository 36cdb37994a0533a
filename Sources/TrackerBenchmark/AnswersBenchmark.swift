import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWire
import TrackerWorkload

/// Every kind of answer a client of edits waits for on one workload, from the request line to
/// the answer line, with the answer's bytes: the first screen, and each act of a person on
/// the main screen (the goals on L: every answer under 64 KB and 10 ms). Each request is
/// answered on a copy of a server brought to the place where a person makes it; the client
/// holds what it was sent on the way there (so opening the date picker again finds the one it
/// had).
enum AnswersBenchmark {
  /// A place and a request made there.
  private struct Answer {
    let label: String
    /// The requests that bring a new client there, after its first.
    let before: [String]
    let request: String
  }

  static func run(_ workload: Workload, _ stopwatch: inout Stopwatch) -> String {
    let session = AppSession(
      state: workload.state, today: workload.today, localizer: Localizer(language: .russian))
    guard
      let done = session.screen.allElements.first(where: {
        $0.kind == .button && $0.id?.rawValue.hasSuffix(".done") == true && $0.state.isEnabled
      })?.id
    else { return "no tracker to mark done on \(workload.name)\n" }
    let letter = String(workload.search.prefix(1))
    let today = workload.today
    let yesterday = today.adding(days: -1)
    let search = #"{"type":{"id":"trackers.search","text":"\#(letter)"}}"#
    let answers = [
      Answer(label: "mark a card done", before: [], request: #"{"tap":"\#(done.rawValue)"}"#),
      Answer(label: "type \"\(letter)\" in the search", before: [], request: search),
      Answer(
        label: "clear the search", before: [search],
        request: #"{"type":{"id":"trackers.search","text":""}}"#),
      Answer(
        label: "change the date to yesterday", before: [#"{"tap":"trackers.date"}"#],
        request: #"{"tap":"datePicker.\#(yesterday.iso)"}"#),
      Answer(
        label: "  … and back to today",
        before: [
          #"{"tap":"trackers.date"}"#, #"{"tap":"datePicker.\#(yesterday.iso)"}"#,
          #"{"tap":"trackers.date"}"#,
        ], request: #"{"tap":"datePicker.\#(today.iso)"}"#),
      Answer(
        label: "pick the filter \"all\" (after \"not completed\")",
        before: [
          #"{"tap":"trackers.filters"}"#, #"{"tap":"filters.uncompleted"}"#,
          #"{"tap":"trackers.filters"}"#,
        ], request: #"{"tap":"filters.all"}"#),
      Answer(
        label: "open the date picker (another day selected)",
        before: [
          #"{"tap":"trackers.date"}"#, #"{"tap":"datePicker.\#(yesterday.iso)"}"#,
        ], request: #"{"tap":"trackers.date"}"#),
      Answer(
        label: "switch to the statistics tab", before: [], request: #"{"tap":"tabBar.statistics"}"#),
      Answer(
        label: "  … and back to the trackers", before: [#"{"tap":"tabBar.statistics"}"#],
        request: #"{"tap":"tabBar.trackers"}"#),
      Answer(label: "{\"show\":true}, nothing changed", before: [], request: #"{"show":true}"#),
    ]
    let window = 40
    let scrolls = [
      Answer(
        label: "scroll: the window moved on by \(window) items", before: [],
        request: #"{"window":{"id":"trackers.list","first":\#(window),"count":\#(window)}}"#),
      Answer(
        label: "  … to the middle of the list",
        before: [#"{"window":{"id":"trackers.list","first":\#(window),"count":\#(window)}}"#],
        request: #"{"window":{"id":"trackers.list","first":480,"count":\#(window)}}"#),
    ]
    return "complete lists (today's clients):\n"
      + table(session, first: #"{"show":true}"#, answers, &stopwatch)
      + "\na window of \(window) items ({\"window\":{\"count\":\(window)}} first):\n"
      + table(session, first: #"{"window":{"count":\#(window)}}"#, answers + scrolls, &stopwatch)
  }

  /// The answers to a client that sends `first` first.
  private static func table(
    _ session: AppSession, first: String, _ answers: [Answer], _ stopwatch: inout Stopwatch
  ) -> String {
    var table = ReportTable(["request to answer line (edits)", "median", "runs", "bytes"])
    let start = Array(first.utf8)
    var fresh = ServeSession(session: session, edits: true)
    let firstBytes = fresh.respond(to: start).utf8.count
    table.add(
      "the first screen: \(first) to a new server", note: grouped(firstBytes),
      ours: stopwatch.time {
        var server = ServeSession(session: session, edits: true)
        return server.respond(to: start).utf8.count
      })
    for answer in answers {
      var server = fresh
      for line in answer.before { _ = server.respond(to: Array(line.utf8)) }
      let request = Array(answer.request.utf8)
      var copy = server
      let line = copy.respond(to: request)
      let kind =
        line.hasPrefix(#"{"error""#)
        ? "ERROR " + line.prefix(120) : line.contains(#""type":"whole""#) ? "whole" : "edits"
      table.add(
        answer.label, note: grouped(line.utf8.count) + " " + kind,
        ours: stopwatch.time {
          var copy = server
          return copy.respond(to: request).utf8.count
        })
    }
    return table.text + "\n"
  }
}

extension ReportTable {
  /// A row of our timing with a note, the note first at the call.
  fileprivate mutating func add(_ label: String, note: String, ours: Timing) {
    add(label, ours: ours, note: note)
  }
}
