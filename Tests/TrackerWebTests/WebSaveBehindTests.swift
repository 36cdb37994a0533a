import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile

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
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  /// Twenty cards marked done, one request each, as quickly as they are answered.
  static let acts = (1...20).map { ElementID("trackers.card.t\($0).done") }

  @Test(
    "Many quick acts on a big state, then a signal: the file holds the last state",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func signalAfterQuickActs(signal: Int32) throws {
    // On a loaded machine every save can finish before the test sends the signal; such a run
    // still checks the file, and the next run tries again, up to three times, to catch a save
    // in flight.
    var caughtASaveInFlight = false
    for _ in 1...3 where !caughtASaveInFlight {
      caughtASaveInFlight = try quickActsThenSignal(signal)
    }
    #expect(
      caughtASaveInFlight,
      "every save had finished before the signal came, three times: the test proved less")
  }

  /// One run: the acts, then the signal; checks the exit and the file, and says whether a save
  /// was still to finish when the signal came.
  private func quickActsThenSignal(_ signal: Int32) throws -> Bool {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "web-save-behind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.json").path
    let start = Self.bigState()
    try StateFile.save(start, to: path)

    // What the acts make, in-process.
    var expected = AppSession(
      state: start, today: Self.today, localizer: Localizer(language: .english))
    for act in Self.acts { try expected.perform(.tap(act)) }
    #expect(expected.state.records.count == start.records.count + Self.acts.count)

    let process = Process()
    process.executableURL = tool
    process.arguments = ["web", "--state", path, "--today", "2026-11-23", "--locale", "en"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let printed = PrintedLines(output.fileHandleForReading)
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
    let beforeSignal = FileManager.default.contents(atPath: path)
    kill(process.processIdentifier, signal)
    // The saves finish, then the server ends; a hang fails the test instead of the suite.
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("tracker-kit web did not end after the signal")
      return true
    }
    process.waitUntilExit()
    printed.waitForEnd(seconds: 10)
    #expect(process.terminationStatus == 0, "\(printed.text.suffix(400))")
    let stopped = Localizer(language: .english).text(.webTerminalStopped, arguments: [.text(path)])
    #expect(printed.text.contains(stopped.string), "\(printed.text.suffix(400))")
    let saved = try StateFile.read(
      Array(try Data(contentsOf: URL(fileURLWithPath: path))), fileName: path, today: Self.today)
    #expect(saved == expected.state, "the file does not hold the last state")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.allSatisfy { !$0.hasSuffix(".tmp") && !$0.contains("unsaved") }, "\(names)")
    return beforeSignal != Data(StateFile.write(expected.state).utf8)
  }

  /// 100 daily habits with 1,000 days of records each (about 5 MiB: a save takes a while).
  static func bigState() -> TrackerState {
    let first = today.adding(days: -1_000)
    let category = TrackerCategory(id: "c", title: "Habits")
    let trackers = (1...100).map { number in
      Tracker(
        id: TrackerID("t\(number)"), name: "Habit \(number)", category: category.id,
        emoji: Palette.emoji[number % 18], color: Palette.colors[number % 18],
        schedule: .everyDay, created: first)
    }
    let records = trackers.flatMap { tracker in
      (0..<1_000).filter { $0 % 3 != 0 }.map {
        Record(tracker: tracker.id, day: first.adding(days: $0))
      }
    }
    do {
      return try TrackerState(categories: [category], trackers: trackers, records: records)
    } catch {
      Issue.record("cannot make the state: \(error)")
      return TrackerState()
    }
  }
}

/// What a process printed, read on a thread of its own so that it never blocks writing.
final class PrintedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  private var hasEnded = false

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      while true {
        let data = handle.availableData
        guard !data.isEmpty else { break }
        lock.withLock { bytes += data }
      }
      lock.withLock { hasEnded = true }
    }
  }

  var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

  /// Waits until everything the process printed was read (it ended and closed its output);
  /// without it, the last lines may still be on their way when the process has exited.
  func waitForEnd(seconds: Double) {
    let deadline = Date().addingTimeInterval(seconds)
    while !lock.withLock({ hasEnded }), Date() < deadline { usleep(5_000) }
  }

  /// The first line that holds `part`, once it is printed whole; nil after `seconds`.
  func wait(forLineWith part: String, seconds: Double) -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let lines = text.components(separatedBy: "\n").dropLast()
      if let line = lines.first(where: { $0.contains(part) }) { return line }
      usleep(20_000)
    }
    return nil
  }
}

/// The built `tracker-kit` executable beside the test bundle.
func builtTool() -> URL? {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<3 {
    let candidate = folder.appendingPathComponent("tracker-kit")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    folder = folder.deletingLastPathComponent()
  }
  return nil
}
