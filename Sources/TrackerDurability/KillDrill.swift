// TrackerDurability: the kill -9 drill of the front ends that keep a state file. A built
// `tracker-kit serve --stdio --save` or `tracker-kit web` is sent a stream of acts, one at a
// time as a front end sends them, each marking (or unmarking) a tracker on a day no act of the
// stream used before, and is killed with SIGKILL at a random moment; then the state file and
// its journal are read as every command reads them, and must hold every act that was answered,
// in order (the first answered acts, and at most the one in flight besides), and nothing else.
// The test suite runs it on a small state, `tracker-kit-bench kill` a hundred times and more
// on the L workload.
import Foundation
import TrackerDomain
import TrackerStateFile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One kill -9 drill: a front end on a state file, a stream of acts, a kill at a random moment,
/// and the check of what the file and its journal hold.
public struct KillDrill: Sendable {
  /// The front ends that keep a state file and answer acts from outside.
  public enum FrontEnd: String, Sendable, CaseIterable {
    /// `tracker-kit serve --stdio --save`: one request a line on a pipe.
    case serve
    /// `tracker-kit web`: requests posted to the page's api.
    case web
  }

  /// What one run saw.
  public struct Run: Sendable {
    /// How many acts were answered as done before the kill.
    public var answered: Int
    /// How many of the stream's acts the file and its journal hold.
    public var kept: Int
    /// What is wrong, or nil when every answered act is kept, in order, and nothing else.
    public var problem: String?
    /// How long each answered act took, its done button's request to its answer, in seconds.
    public var answerTimes: [Double]
  }

  /// The built `tracker-kit`.
  public let tool: URL
  /// The front end to drill.
  public let frontEnd: FrontEnd
  /// The state file (it is changed by the runs: each starts on what the last left).
  public let path: String
  /// Today, as the front end is started with (`--today`).
  public let today: Day
  /// The trackers whose done buttons the acts tap: daily habits, each shown on every day the
  /// stream goes back to.
  public let trackers: [TrackerID]

  /// A drill of `frontEnd` (the binary `tool`) on the file at `path`.
  public init(tool: URL, frontEnd: FrontEnd, path: String, today: Day, trackers: [TrackerID]) {
    self.tool = tool
    self.frontEnd = frontEnd
    self.path = path
    self.today = today
    self.trackers = trackers
  }

  /// The stream's acts: each tracker on today, then each on the day before, and so on back
  /// `days` days, so that no two acts touch the same tracker and day.
  public func acts(days: Int) -> [Record] {
    (0..<days).flatMap { back in
      trackers.map { Record(tracker: $0, day: today.adding(days: -back)) }
    }
  }

  /// Starts the front end on the file, sends `acts` one at a time, kills it with SIGKILL
  /// `delay` seconds after the answer to act number `answers` came (after the start when it is
  /// 0; once every act was answered when it is more), and checks the file and its journal
  /// against the state before (`base`, as read before the run). Counting answers rather than
  /// seconds puts the kill inside the stream however fast or loaded the machine is.
  /// With `duringFold`, the kill comes instead as soon as the front end's fold is writing the
  /// state file's temporary file (`.NAME.PID.tmp`), whenever that is.
  public func run(
    _ acts: [Record], base: TrackerState, killAfterAnswers answers: Int, delay: Double,
    duringFold: Bool = false
  ) throws -> Run {
    var front = try DrillProcess.start(tool: tool, frontEnd: frontEnd, path: path, today: today)
    let pid = front.pid
    func killSoon() {
      Thread.detachNewThread {
        usleep(UInt32(max(0, delay) * 1_000_000))
        kill(pid, SIGKILL)
      }
    }
    if duringFold {
      let url = URL(fileURLWithPath: path)
      let temporary = url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).\(pid).tmp"
      ).path
      Thread.detachNewThread {
        // A tenth of a millisecond between looks, until the fold writes or the process ends.
        while access(temporary, F_OK) != 0 && kill(pid, 0) == 0 { usleep(100) }
        kill(pid, SIGKILL)
      }
    } else if answers == 0 {
      killSoon()
    }
    var answered = 0
    var times: [Double] = []
    var shownDay = today
    streaming: for act in acts {
      var started = DispatchTime.now().uptimeNanoseconds
      for tap in Self.taps(showing: act, after: shownDay) {
        // The act's own time: its done button's request to its answer.
        started = DispatchTime.now().uptimeNanoseconds
        guard let answer = front.send(#"{"tap":"\#(tap)"}"#) else { break streaming }
        // An error, or a notice (the page's word that nothing was done), is a refusal.
        guard !answer.contains(#""error""#), !answer.contains(#""notice""#) else {
          kill(pid, SIGKILL)
          front.stop()
          let problem = "act \(answered + 1) (\(tap)) was refused: \(answer.prefix(300))"
          return Run(answered: answered, kept: 0, problem: problem, answerTimes: times)
        }
      }
      shownDay = act.day
      times.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
      answered += 1
      if answered == answers && !duringFold { killSoon() }
    }
    kill(pid, SIGKILL)
    front.stop()
    let (kept, problem) = try check(acts, answered: answered, base: base)
    return Run(answered: answered, kept: kept, problem: problem, answerTimes: times)
  }

  /// The taps that mark `act` on the main screen showing `shown`: the day picked in the date
  /// picker first (a month back for each month between), then the card's done button.
  static func taps(showing act: Record, after shown: Day) -> [String] {
    var taps: [String] = []
    if act.day != shown {
      let months = (shown.year - act.day.year) * 12 + shown.month - act.day.month
      taps =
        ["trackers.date"] + Array(repeating: "datePicker.previous", count: max(0, months))
        + ["datePicker.\(act.day.iso)"]
    }
    return taps + ["trackers.card.\(act.tracker.rawValue).done"]
  }

  /// How many of `acts` the file and its journal hold, and what is wrong: every answered act
  /// must be there, the one in flight may be, and no other change may.
  func check(_ acts: [Record], answered: Int, base: TrackerState) throws -> (Int, String?) {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let state = try StateFile.read(bytes, path: path, fileName: path, today: today).state
    let toggled = acts.map { act in
      state.records.isDone(act.tracker, on: act.day)
        != base.records.isDone(act.tracker, on: act.day)
    }
    let kept = toggled.prefix { $0 }.count
    if let lost = toggled.prefix(answered).firstIndex(of: false) {
      return (kept, "act \(lost + 1) of the \(answered) answered is not in the file")
    }
    if kept > answered + 1 {
      return (kept, "the file holds \(kept) acts, but only \(answered) were answered")
    }
    // The state the kept acts make, and nothing else.
    var expected = base
    for act in acts.prefix(kept) {
      let change: TrackerAction =
        base.records.isDone(act.tracker, on: act.day)
        ? .markUndone(act.tracker, on: act.day) : .markDone(act.tracker, on: act.day)
      expected = try expected.applying(change, today: act.day)
    }
    return (kept, state == expected ? nil : "the file holds changes the acts did not make")
  }
}
