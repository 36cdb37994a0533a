import Foundation
import Testing
import TrackerDomain
import TrackerStateFile

@Suite("Saving a state file: atomic, and never over another program's changes")
struct StateFileStoreTests {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "store-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("A missing file opens empty and new; saves write it; reopening reads the same state")
  func roundTrip() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    var (store, state, isNew) = try StateFileStore.open(path: path, today: today)
    #expect(isNew)
    #expect(state == TrackerState())
    state = DemoState.make(today: today)
    try store.save(state)
    try store.save(state.applying(.markDone("t9", on: today), today: today))
    let reopened = try StateFileStore.open(path: path, today: today)
    #expect(!reopened.isNew)
    #expect(reopened.state.records.isDone("t9", on: today))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(leftovers == ["state.json"])
  }

  @Test("A file another program changed is not saved over")
  func changedElsewhere() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    try StateFile.save(DemoState.make(today: today), to: path)
    var (first, state, _) = try StateFileStore.open(path: path, today: today)
    var (second, _, _) = try StateFileStore.open(path: path, today: today)
    try second.save(TrackerState())
    #expect(throws: StateFileStoreError.changedElsewhere(path: path)) {
      try first.save(state.applying(.pin("t1"), today: today))
    }
    #expect(try StateFileStore.open(path: path, today: today).state == TrackerState())
    state = TrackerState()
  }

  @Test("A file that cannot be read is an error naming line and column, and stays as it is")
  func unreadable() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("state.json").path
    try Data("{\n  \"trackers\": [1]\n}\n".utf8).write(to: URL(fileURLWithPath: path))
    do {
      _ = try StateFileStore.open(path: path, today: today)
      Issue.record("a broken file opened")
    } catch {
      #expect(error.description.hasPrefix("\(path):2:"))
    }
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == "{\n  \"trackers\": [1]\n}\n")
  }
}
