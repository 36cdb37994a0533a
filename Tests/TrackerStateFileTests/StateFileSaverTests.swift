import Foundation
import Testing
import TrackerDomain
import TrackerStateFile

/// Saves behind the screen: `submit` returns at once, saves that pile up are merged, and
/// `finish` waits for the save in flight and the one waiting.
@Suite("Saving behind the screen: StateFileSaver")
struct StateFileSaverTests {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "saver-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("Many states submitted quickly: the last one is on disk after finish, and finish says so")
  func lastStateWins() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    let opened = try StateFileStore.open(path: path, today: today)
    let saver = StateFileSaver(store: opened.store)
    var state = DemoState.make(today: today)
    var states: [TrackerState] = []
    for tracker in state.trackers.prefix(6) {
      state = (try? state.applying(.pin(tracker.id), today: today)) ?? state
      states.append(state)
      saver.submit(state)
    }
    #expect(saver.finish() == .saved)
    #expect(!saver.isBusy)
    #expect(try StateFileStore.open(path: path, today: today).state == states.last)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["state.json"])
  }

  @Test("Nothing submitted: finish returns nil and writes nothing")
  func nothingSubmitted() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    let saver = StateFileSaver(store: try StateFileStore.open(path: path, today: today).store)
    #expect(saver.takeOutcome() == nil)
    #expect(saver.finish() == nil)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("Another program's change: the save is refused, reported once, and finish says so")
  func changedElsewhere() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    try StateFile.save(DemoState.make(today: today), to: path)
    let saver = StateFileSaver(store: try StateFileStore.open(path: path, today: today).store)
    try StateFile.save(TrackerState(), to: path)
    saver.submit(DemoState.make(today: today))
    let outcome = saver.finish()
    #expect(outcome == .notSaved(.changedElsewhere(path: path)))
    #expect(saver.takeOutcome() == outcome)
    #expect(saver.takeOutcome() == nil)
    #expect(try StateFileStore.open(path: path, today: today).state == TrackerState())
  }
}
