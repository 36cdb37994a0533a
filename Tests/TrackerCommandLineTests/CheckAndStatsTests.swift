import Foundation
import Testing
import TrackerCommandLine

private let example = """
  { "categories": [{"id": "home", "title": "Домашний уют"}],
    "trackers": [{"id": "t1", "name": "Поливать растения", "category": "home", "emoji": "🌺", "color": 5,
                  "schedule": ["mon", "wed", "fri"], "pinned": false, "created": "2026-11-01"}],
    "records": [{"tracker": "t1", "date": "2026-11-20"}, {"tracker": "t1", "date": "2026-11-23"}] }
  """

@Suite("tracker-kit check and stats")
struct CheckAndStatsTests {
  @Test("check prints a one-line summary of a valid state file")
  func checkSummary() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(example.utf8).write(to: folder.appendingPathComponent("state.json"))
    let result = run("check", "--state", "state.json", in: folder)
    #expect(result.status == 0)
    #expect(
      result.output
        == "state.json: ok, 1 category, 1 tracker (1 habit, 0 irregular events), 2 records from 2026-11-20 to 2026-11-23\n"
    )
    #expect(result.errors.isEmpty)
  }

  @Test("check counts the goals app's changes waiting to be sent")
  func checkPending() {
    let state = """
      {"categories": [{"preset": "health"}], "pending": {"next": 3, "changes": [
        {"id": 1, "change": "deleteCategory", "category": "c1"},
        {"id": 2, "change": "deleteTracker", "tracker": "t1"}]}}
      """
    let result = run("check", "--state", "-", stdin: state)
    #expect(result.status == 0)
    #expect(
      result.output
        == "<stdin>: ok, 1 category, 0 trackers (0 habits, 0 irregular events), 0 records, 2 changes waiting to be sent\n"
    )
  }

  @Test("--state - reads standard input")
  func standardInput() {
    let result = run("check", "--state", "-", stdin: example)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("<stdin>: ok, 1 category"))
  }

  @Test("Without --state the demo state is used")
  func demoState() {
    let result = run("check")
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        "demo state: ok, 3 categories, 10 trackers (7 habits, 3 irregular events)"))
  }

  @Test("A malformed state file: file, line and column on standard error, exit status 1")
  func malformedState() {
    let broken = example.replacingOccurrences(of: "\"wed\"", with: "\"Wed\"")
    let result = run("check", "--state", "-", stdin: broken)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "<stdin>:3:37: error: unknown weekday \"Wed\"; use mon, tue, wed, thu, fri, sat, sun\n")
  }

  @Test("A missing state file is an error, not a crash")
  func missingFile() {
    let result = run("check", "--state", "/no/such/state.json")
    #expect(result.status == 1)
    #expect(result.errors.contains("cannot read the state file /no/such/state.json"))
  }

  @Test("stats prints the statistics as plain numbers")
  func stats() {
    let result = run("stats", "--state", "-", "--today", "2026-11-23", stdin: example)
    #expect(result.status == 0)
    // Mondays, Wednesdays and Fridays from Nov 2 (created Nov 1): 10 scheduled days up to the 23rd;
    // done on Fri 20 and Mon 23, a run of two.
    #expect(
      result.output == """
        best period: 2
        perfect days: 2
        trackers completed: 2
        average value: 1

        """)
  }

  @Test("Bad flags and unknown commands: a clear message and exit status 1")
  func usageErrors() {
    let typo = run("stats", "--todya", "2026-11-23")
    #expect(typo.status == 1)
    #expect(typo.errors.contains("unknown option --todya. Did you mean --today?"))
    let date = run("stats", "--today", "2026-02-30")
    #expect(date.status == 1)
    #expect(date.errors.contains("--today 2026-02-30: not a date that exists"))
    let missing = run("check", "--state")
    #expect(missing.status == 1)
    #expect(missing.errors.contains("--state needs a value"))
    let unknown = run("stast")
    #expect(unknown.status == 1)
    #expect(unknown.errors.contains("unknown command 'stast'. Did you mean 'stats'?"))
    let extra = run("check", "state.json")
    #expect(extra.status == 1)
    #expect(extra.errors.contains("unexpected argument 'state.json'"))
  }

  @Test("--help lists the commands; help COMMAND shows its options")
  func help() {
    #expect(run("--help").output.contains("Check a state file and print a one-line summary."))
    #expect(run("help", "stats").output.contains("--today YYYY-MM-DD"))
    #expect(run("stats", "--help").output.contains("Usage: tracker-kit stats"))
  }
}

/// The crash: a waiting-changes counter near the largest integer passed `check`, and
/// the goals app's first change then trapped in `play` and `serve`.
@Suite("Numbers at the edges, through the commands")
struct EdgeNumberCommandTests {
  static func state(next: String, id: String = "1") -> String {
    """
    {"categories": [{"id": "c", "title": "C"}], "trackers": [
      {"id": "t1", "name": "N", "category": "c", "emoji": "🙂", "color": 1, "schedule": null, "created": "2026-11-01"}],
     "pending": {"next": \(next), "changes": [{"id": \(id), "change": "pin", "tracker": "t1"}]}}
    """
  }

  @Test("check refuses a counter or an id out of range, saying the range, at its position")
  func checkRefuses() {
    for (next, id, column) in [
      ("9223372036854775807", "1", 22), ("9007199254740993", "1", 22), ("2", "-3", 44),
      ("3", "9223372036854775806", 44),
    ] {
      let result = run("check", "--state", "-", stdin: Self.state(next: next, id: id))
      #expect(result.status == 1, "\(next) \(id)")
      #expect(result.errors.hasPrefix("<stdin>:3:\(column): error: "), "\(result.errors)")
      #expect(result.errors.contains("must be a whole number from"), "\(result.errors)")
    }
  }

  @Test("Past the last id, play's change is refused with a message and status 1, not a trap")
  func playRefuses() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = Self.state(next: "9007199254740992", id: "9007199254740991")
    try Data(state.utf8).write(to: folder.appendingPathComponent("state.json"))
    #expect(run("check", "--state", "state.json", in: folder).status == 0)
    try Data("tap trackers.card.t1.done\n".utf8).write(
      to: folder.appendingPathComponent("done.flow"))
    let result = run(
      "play", "done.flow", "--app", "goals", "--state", "state.json", "--save", "state.json",
      in: folder)
    #expect(result.status == 1)
    #expect(result.errors.contains("noChangeIDLeft"), "\(result.errors)")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("state.json"), encoding: .utf8) == state)
  }
}
