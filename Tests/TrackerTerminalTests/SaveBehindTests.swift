import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerStateFile
import TrackerTerminal

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
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

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
    var caughtASaveInFlight = false
    for _ in 1...3 where !caughtASaveInFlight {
      caughtASaveInFlight = try quickActsThenSignal(signal)
    }
    #expect(
      caughtASaveInFlight,
      "every save had finished before the signal came, three times: the test proved less")
  }

  /// One run: the keys, the signal once the last is drawn; checks the exit and the file, and
  /// says whether a save was still to finish when the signal came.
  private func quickActsThenSignal(_ signal: Int32) throws -> Bool {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "save-behind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.json").path
    let start = Self.bigState()
    try StateFile.save(start, to: path)

    // What the keys make, in-process.
    var expected = TerminalApp(
      session: AppSession(state: start, today: Self.today, localizer: Localizer(language: .english))
    )
    var decoder = KeyDecoder()
    for key in decoder.decode(Self.keys) { _ = expected.handle(key) }
    #expect(expected.session.state.records.count == start.records.count + 20)

    let terminal = try PseudoTerminal()
    let process = Process()
    process.executableURL = tool
    process.arguments = ["app", "--state", path, "--today", "2026-11-23", "--locale", "en"]
    process.environment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
    process.standardInput = terminal.child
    process.standardOutput = terminal.child
    process.standardError = terminal.child
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
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
    let beforeSignal = FileManager.default.contents(atPath: path)
    kill(process.processIdentifier, signal)
    // The saves finish, then the app ends; a hang fails the test instead of stopping the suite.
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("the app did not end after the signal")
      return true
    }
    process.waitUntilExit()
    terminal.close()
    #expect(process.terminationStatus == 128 + signal, "\(terminal.output.suffix(400))")
    let saved = try StateFile.read(
      Array(try Data(contentsOf: URL(fileURLWithPath: path))), fileName: path, today: Self.today)
    #expect(saved == expected.session.state, "the file does not hold the last state")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.allSatisfy { !$0.hasSuffix(".tmp") && !$0.contains("unsaved") }, "\(names)")
    return beforeSignal != Data(StateFile.write(expected.session.state).utf8)
  }

  /// 100 daily habits with 1,000 days of records each (about 5 MiB).
  static func bigState() -> TrackerState {
    var state = TrackerState()
    do {
      state = try state.applying(.createCategory(title: "Habits", id: "c"), today: today)
      let first = today.adding(days: -1_000)
      for number in 1...100 {
        let draft = TrackerDraft(
          name: "Habit \(number)", category: "c", emoji: Palette.emoji[number % 18],
          color: Palette.colors[number % 18], schedule: .everyDay, start: first)
        state = try state.applying(.createTracker(draft, id: TrackerID("t\(number)")), today: today)
      }
      var records: [Record] = []
      for tracker in state.trackers {
        for offset in 0..<1_000 where offset % 3 != 0 {
          records.append(Record(tracker: tracker.id, day: first.adding(days: offset)))
        }
      }
      state = try TrackerState(
        categories: state.categories, trackers: state.trackers, records: records)
    } catch {
      Issue.record("cannot make the state: \(error)")
    }
    return state
  }
}

/// A pseudo-terminal: the child's end for the process, the parent's end read on a thread
/// of its own (so the child never blocks writing a frame) and written to as typing.
final class PseudoTerminal: @unchecked Sendable {
  let child: FileHandle
  private let parent: Int32
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  init() throws {
    parent = PseudoTerminal.call("posix_openpt", Int32(O_RDWR | O_NOCTTY))
    guard parent >= 0, PseudoTerminal.call("grantpt", parent) == 0,
      PseudoTerminal.call("unlockpt", parent) == 0,
      let name = PseudoTerminal.childName(parent)
    else { throw CocoaError(.fileNoSuchFile) }
    let childDescriptor = open(name, O_RDWR | O_NOCTTY)
    guard childDescriptor >= 0 else { throw CocoaError(.fileNoSuchFile) }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(parent, UInt(TIOCSWINSZ), &size)
    child = FileHandle(fileDescriptor: childDescriptor, closeOnDealloc: true)
    let thread = Thread { [self] in drain() }
    thread.start()
  }

  /// `posix_openpt`, `grantpt`, `unlockpt` from the C library: Glibc's Swift module leaves
  /// them out (they need `_XOPEN_SOURCE`), so they are looked up by name.
  static func call(_ name: String, _ argument: Int32) -> Int32 {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return -1 }
    typealias Function = @convention(c) (Int32) -> Int32
    return unsafeBitCast(symbol, to: Function.self)(argument)
  }

  /// The child end's path (`ptsname_r`, looked up the same way).
  static func childName(_ parent: Int32) -> String? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "ptsname_r") else {
      return nil
    }
    typealias Function = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
    var buffer = [CChar](repeating: 0, count: 256)
    guard unsafeBitCast(symbol, to: Function.self)(parent, &buffer, buffer.count) == 0 else {
      return nil
    }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Closes the child's end: once the child has exited too, the reading thread ends.
  func close() {
    try? child.close()
  }

  deinit { Glibc.close(parent) }

  /// Everything the child wrote so far, as text.
  var output: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Waits until the child wrote `text`; false after `seconds`.
  func waitForOutput(containing text: String, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if output.contains(text) { return true }
      usleep(20_000)
    }
    return false
  }

  /// How many bytes the child wrote so far.
  var outputCount: Int { lock.withLock { bytes.count } }

  /// Waits until the child wrote more than `count` bytes (checked every millisecond); false
  /// after `seconds`.
  func waitForOutput(beyond count: Int, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if outputCount > count { return true }
      usleep(1_000)
    }
    return false
  }

  /// Waits until the child wrote nothing for `milliseconds`, or `seconds` passed.
  func waitForQuiet(milliseconds: Int, seconds: Double) {
    let deadline = Date().addingTimeInterval(seconds)
    var count = outputCount
    var still = Date()
    while Date() < deadline, Date().timeIntervalSince(still) * 1_000 < Double(milliseconds) {
      usleep(10_000)
      let now = outputCount
      if now != count { (count, still) = (now, Date()) }
    }
  }

  /// Types `keys`, as a person at the terminal would.
  func type(_ keys: [UInt8]) {
    keys.withUnsafeBytes { _ = write(parent, $0.baseAddress, $0.count) }
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(parent, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      lock.lock()
      bytes += buffer[..<count]
      lock.unlock()
    }
  }
}

/// The built `tracker-kit` executable beside the test bundle.
private func builtTool() -> URL? {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<3 {
    let candidate = folder.appendingPathComponent("tracker-kit")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    folder = folder.deletingLastPathComponent()
  }
  return nil
}
