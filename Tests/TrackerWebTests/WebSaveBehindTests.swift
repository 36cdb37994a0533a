import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The page never waits for the disk, and nothing is lost: the built `tracker-kit web` runs
/// on a state whose saves take a while, is sent many quick acts as the page sends them, then
/// Ctrl-C, SIGTERM or SIGHUP; the file must hold the state after the last act, as the same
/// acts give in-process, and the saves must still have been running when the signal came.
@Suite("tracker-kit web saves behind its answers and finishes its saves on a signal")
struct WebSaveBehindTests {
  /// Twenty cards marked done, one request each, as quickly as they are answered.
  static let acts = (1...20).map { ElementID("trackers.card.t\($0).done") }

  @Test(
    "Many quick acts on a big state, then a signal: the file holds the last state",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func signalAfterQuickActs(signal: Int32) throws {
    // On a loaded machine every save can finish before the test sends the signal; such a run
    // still checks the file, and the next run tries again, up to three times, to catch a save
    // in flight.
    let caughtASaveInFlight = try SaveBehind.catchingASaveInFlight {
      try quickActsThenSignal(signal)
    }
    #expect(
      caughtASaveInFlight,
      "every save had finished before the signal came, three times: the test proved less")
  }

  /// One run: the acts, then the signal; checks the exit and the file, and says whether a save
  /// was still to finish when the signal came.
  private func quickActsThenSignal(_ signal: Int32) throws -> Bool {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let file = try SaveBehind()

    // What the acts make, in-process.
    var expected = AppSession(
      state: file.start, today: SaveBehind.today, localizer: Localizer(language: .english))
    for act in Self.acts { try expected.perform(.tap(act)) }
    #expect(expected.state.records.count == file.start.records.count + Self.acts.count)

    let server = try StartedProcess(
      tool, ["web", "--state", file.path, "--today", "2026-11-23", "--locale", "en"])
    let printed = try #require(server.printed)
    // The first line says where the app is (in the launch's language): the address ends it.
    let line = try #require(printed.wait(forLineWith: "http://127.0.0.1:", seconds: 120))
    let address = try #require(URL(string: String(line.split(separator: " ").last ?? "")))
    let port = try #require(address.port)
    let token = address.pathComponents.dropFirst().first ?? ""
    for act in Self.acts {
      let body = #"{"tap":"\#(act.rawValue)"}"#
      let request = [
        "POST /\(token)/api HTTP/1.1", "Host: 127.0.0.1:\(port)",
        "Content-Type: application/json", "Tracker-View: test",
        "Content-Length: \(body.utf8.count)", "", body,
      ].joined(separator: "\r\n")
      let answer = LoopbackServerTests.exchange(request, port: port)
      #expect(
        answer.status == 200 && !answer.body.contains(#""error""#), "\(answer.body.prefix(300))")
    }
    let beforeSignal = file.bytes()
    server.send(signal)
    // The saves finish, then the server ends; a hang fails the test instead of the suite.
    guard server.waitForExit(seconds: 120) else {
      Issue.record("tracker-kit web did not end after the signal")
      return true
    }
    #expect(server.status == 0, "\(printed.text.suffix(400))")
    let stopped = Localizer(language: .english).text(
      .webTerminalStopped, arguments: [.text(file.path)])
    #expect(printed.text.contains(stopped.string), "\(printed.text.suffix(400))")
    #expect(try file.saved() == expected.state, "the file does not hold the last state")
    let leftovers = try file.leftovers()
    #expect(leftovers.isEmpty, "\(leftovers)")
    return file.savedInFlight(before: beforeSignal, last: expected.state)
  }
}
