import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerTerminal
import TrackerTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The screen never waits for the disk, and nothing is lost: the built `tracker-kit app`
/// runs in a pseudo-terminal on a state whose saves take a while, is sent many quick acts,
/// then SIGTERM or SIGHUP, and the file must hold the state after the last act, as the
/// same keys give in-process.
@Suite("The terminal app saves behind the screen and finishes its saves on SIGTERM and SIGHUP")
struct SaveBehindTests {
  /// Three Tabs to the first card's done button, Enter, then Tab and Enter on the next
  /// nineteen: twenty changes, each a save of a few MiB.
  static let keys = Array(("\t\t\t\r" + String(repeating: "\t\r", count: 19)).utf8)

  @Test(
    "Many quick acts on a big state, then a signal: the file holds the last state",
    arguments: [SIGTERM, SIGHUP])
  func signalAfterQuickActs(signal: Int32) throws {
    // Should every save have finished before the signal came (the signal follows the last
    // frame at once, so hardly ever), the run still checks the file, and the next run tries
    // again, up to three times, to catch a save in flight.
    let caughtASaveInFlight = try SaveBehind.catchingASaveInFlight {
      try quickActsThenSignal(signal)
    }
    #expect(
      caughtASaveInFlight,
      "every save had finished before the signal came, three times: the test proved less")
  }

  /// One run: the keys, the signal once the last is drawn; checks the exit and the file, and
  /// says whether a save was still to finish when the signal came.
  private func quickActsThenSignal(_ signal: Int32) throws -> Bool {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let file = try SaveBehind()

    // What the keys make, in-process.
    var expected = TerminalApp(
      session: AppSession(
        state: file.start, today: SaveBehind.today, localizer: Localizer(language: .english)))
    var decoder = KeyDecoder()
    for key in decoder.decode(Self.keys) { _ = expected.handle(key) }
    #expect(expected.session.state.records.count == file.start.records.count + 20)

    let terminal = try PseudoTerminal()
    let app = try StartedProcess(
      tool, ["app", "--state", file.path, "--today", "2026-11-23", "--locale", "en"],
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "NO_COLOR": "1"],
      terminal: terminal)
    let title = Localizer(language: .english).text(.trackersTitle).string
    try #require(terminal.waitForOutput(containing: title, seconds: 120), "no first frame")
    // Every key but the last Enter at once; once those are handled and drawn (the output
    // stays still), the last Enter, and the signal as soon as its frame is drawn: the app
    // has handled every key, and the last act's save has only just started, however fast
    // the machine (a fixed pause let every save finish first on a quiet one).
    terminal.type(Array(Self.keys.dropLast()))
    terminal.waitForQuiet(milliseconds: 300, seconds: 120)
    let drawn = terminal.outputCount
    terminal.type(Array(Self.keys.suffix(1)))
    try #require(terminal.waitForOutput(beyond: drawn, seconds: 120), "the last key drew nothing")
    let beforeSignal = file.bytes()
    app.send(signal)
    // The saves finish, then the app ends; a hang fails the test instead of stopping the suite.
    guard app.waitForExit(seconds: 120) else {
      Issue.record("the app did not end after the signal")
      return true
    }
    terminal.close()
    #expect(app.status == 128 + signal, "\(terminal.output.suffix(400))")
    #expect(try file.saved() == expected.session.state, "the file does not hold the last state")
    let leftovers = try file.leftovers()
    #expect(leftovers.isEmpty, "\(leftovers)")
    return file.savedInFlight(before: beforeSignal, last: expected.session.state)
  }
}
