import Foundation
import Testing
import TrackerDomain
import TrackerStateFile
import TrackerTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeping a front end's changes: `record` puts each act in the journal, synced, before it
/// returns; the journal is folded into the state file behind the screen (past the bound, at
/// start-up, in `finish`), and never over another program's file.
@Suite("Keeping changes: StateFileSaver")
struct StateFileSaverTests {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "saver-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The file at `path` read as every command reads it: with its journal.
  func read(_ path: String) throws -> StateFileReading {
    try StateFile.read(
      Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path, fileName: path,
      today: today)
  }

  /// Pins the first `count` trackers of the demo state, one act each, recording each.
  func pinning(_ count: Int, with saver: StateFileSaver, from start: TrackerState) throws
    -> [TrackerState]
  {
    var state = start
    var states: [TrackerState] = []
    for tracker in state.trackers.prefix(count) {
      let change = TrackerAction.pin(tracker.id)
      state = try state.applying(change, today: today)
      try saver.record([change], today: today, queuing: false, state: state)
      states.append(state)
    }
    return states
  }

  @Test("Each act is in the journal when record returns; finish folds them into the file")
  func recordThenFinish() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    try StateFile.save(DemoState.make(today: today), to: path)
    let opened = try StateFileStore.open(path: path, today: today)
    let saver = StateFileSaver(store: opened.store, state: opened.state)
    var state = opened.state
    for tracker in state.trackers.prefix(6) {
      let change = TrackerAction.pin(tracker.id)
      state = try state.applying(change, today: today)
      try saver.record([change], today: today, queuing: false, state: state)
      // What a kill now leaves: the file and its journal hold the act.
      #expect(try read(path).state == state)
    }
    #expect(try read(path).journalChanges == 6)
    #expect(saver.finish() == .saved)
    #expect(!saver.isBusy)
    let folded = try read(path)
    #expect(folded.state == state && folded.journalChanges == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["state.json"])
  }

  @Test("Nothing recorded: finish returns nil and writes nothing")
  func nothingRecorded() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    let opened = try StateFileStore.open(path: path, today: today)
    let saver = StateFileSaver(store: opened.store, state: opened.state)
    #expect(saver.takeOutcome() == nil)
    #expect(saver.finish() == nil)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("Past the bound the journal is folded behind the screen, and emptied")
  func foldBehind() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    try StateFile.save(DemoState.make(today: today), to: path)
    let opened = try StateFileStore.open(path: path, today: today)
    let saver = StateFileSaver(store: opened.store, state: opened.state, foldBound: 0)
    let states = try pinning(3, with: saver, from: opened.state)
    while saver.isBusy { usleep(1_000) }
    #expect(saver.takeOutcome() == .saved)
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    // The file alone holds every change, and says up to which one.
    #expect(try StateFile.read(bytes, fileName: path, today: today) == states.last)
    #expect(String(decoding: bytes, as: UTF8.self).contains("\"lastChange\": 3"))
    #expect(!FileManager.default.fileExists(atPath: opened.store.journal.path))
    #expect(saver.finish() == .saved)
  }

  @Test("A journal left by a killed app is folded at start-up")
  func foldAtStartUp() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    try StateFile.save(DemoState.make(today: today), to: path)
    let first = try StateFileStore.open(path: path, today: today)
    // Changes appended, never folded: what a kill -9 leaves.
    var states: [TrackerState] = []
    var state = first.state
    for tracker in state.trackers.prefix(4) {
      state = try state.applying(.pin(tracker.id), today: today)
      try first.store.append([.pin(tracker.id)], today: today, queuing: false)
      states.append(state)
    }
    let again = try StateFileStore.open(path: path, today: today)
    #expect(again.state == states.last)
    let saver = StateFileSaver(store: again.store, state: again.state)
    while saver.isBusy { usleep(1_000) }
    #expect(saver.finish() == .saved)
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(try StateFile.read(bytes, fileName: path, today: today) == states.last)
    #expect(!FileManager.default.fileExists(atPath: again.store.journal.path))
  }

  @Test("Another program's change: the act is refused, said once, and the file is theirs")
  func changedElsewhere() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    try StateFile.save(DemoState.make(today: today), to: path)
    let opened = try StateFileStore.open(path: path, today: today)
    let saver = StateFileSaver(store: opened.store, state: opened.state)
    try StateFile.save(TrackerState(), to: path)
    let change = TrackerAction.pin("t1")
    #expect(throws: StateFileStoreError.changedElsewhere(path: path)) {
      try saver.record(
        [change], today: today, queuing: false,
        state: try opened.state.applying(change, today: today))
    }
    #expect(saver.takeOutcome() == .notSaved(.changedElsewhere(path: path)))
    #expect(saver.takeOutcome() == nil)
    #expect(saver.finish() == nil)
    #expect(try read(path).state == TrackerState())
  }
}

/// A state file that cannot be written: the changes go to a file that can be, said at once.
@Suite("Keeping changes when the state file cannot be written")
struct StateFileRescueTests {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  @Test("A read-only file: the state moves to the first rescue folder that takes it, private")
  func movesToARescueFolder() throws {
    let folder = try TemporaryFolder("rescue")
    let path = folder.path("state.json")
    try StateFile.save(DemoState.make(today: today), to: path)
    chmod(path, 0o444)
    let opened = try StateFileStore.open(path: path, today: today)
    let said = LockedPaths()
    // The first folder cannot be made (a file is in the way); the second can.
    try folder.write("", to: "blocked")
    let saver = StateFileSaver(
      store: opened.store, state: opened.state,
      rescueFolders: [folder.path("blocked/data"), folder.path("data")],
      whenMoved: { path, _ in said.add(path) })
    var state = opened.state
    for tracker in ["t1", "t2"] {
      state = try state.applying(.pin(TrackerID(tracker)), today: today)
      try saver.record([.pin(TrackerID(tracker))], today: today, queuing: false, state: state)
    }
    let rescue = folder.path("data/state.json.unsaved.json")
    #expect(said.paths == [rescue], "said once, at the first change")
    #expect(saver.movedTo?.path == rescue)
    #expect(saver.finish() == .saved)
    let kept = try StateFile.read(
      Array(try Data(contentsOf: URL(fileURLWithPath: rescue))), path: rescue, fileName: rescue,
      today: today)
    let isKept = kept.state == state
    #expect(isKept && kept.journalChanges == 0)
    let mode = try FileManager.default.attributesOfItem(atPath: rescue)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let isUntouched = try StateFileStore.open(path: path, today: today).state == opened.state
    #expect(isUntouched, "the read-only file is as it was")
  }

  @Test("No folder takes it: the change is refused, and nothing is written")
  func nowhere() throws {
    let folder = try TemporaryFolder("rescue")
    let path = folder.path("state.json")
    try StateFile.save(DemoState.make(today: today), to: path)
    chmod(path, 0o444)
    let opened = try StateFileStore.open(path: path, today: today)
    try folder.write("", to: "blocked")
    let saver = StateFileSaver(
      store: opened.store, state: opened.state, rescueFolders: [folder.path("blocked/data")])
    let state = try opened.state.applying(.pin("t1"), today: today)
    #expect(throws: StateFileStoreError.self) {
      try saver.record([.pin("t1")], today: today, queuing: false, state: state)
    }
    #expect(saver.movedTo == nil)
    #expect(saver.finish() == nil)
    #expect(try folder.names() == ["blocked", "state.json"])
  }
}

/// The paths a saver said it moved to, from its thread.
private final class LockedPaths: @unchecked Sendable {
  private let lock = NSLock()
  private var said: [String] = []

  func add(_ path: String) { lock.withLock { said.append(path) } }
  var paths: [String] { lock.withLock { said } }
}
