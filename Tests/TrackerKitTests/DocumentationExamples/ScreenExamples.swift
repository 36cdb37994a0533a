// The catalog's examples of describing a screen and of saving the user's data, compiled and
// run by `swift test`; a test checks that the articles show them verbatim.
import Foundation
import Testing
import TrackerKit

@Test func describingAScreen() {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
  let context = ScreenContext(
    state: DemoState.make(today: today), language: .english, today: today)
  let screen = TrackersScreen.describe(context, query: TrackerQuery(day: today))
  let cards = screen.element.allElements.filter { $0.kind == .card }
  #expect(!cards.isEmpty)
}

/// Opens the user's file (a missing one is a new user), marks a habit done, keeps the change,
/// and brings the file up to date.
func markDone(_ tracker: TrackerID, in path: String, today: Day) throws {
  var (store, state, _) = try StateFileStore.open(path: path, today: today)
  let change = TrackerAction.markDone(tracker, on: today)
  state = try state.applying(change, today: today)
  try store.append([change], today: today, queuing: false)  // durable from here on
  try store.save(state)  // the journal folded into the file
}

@Test func savingTheUsersData() throws {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tracker-kit-example-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("state.json").path
  let demo = DemoState.make(today: today)
  try StateFile.save(demo, to: path)
  let habit = try #require(
    demo.trackers.first {
      $0.schedule?.contains(today.weekday) == true && !demo.records.isDone($0.id, on: today)
    })
  try markDone(habit.id, in: path, today: today)
  let saved = try StateFileStore.open(path: path, today: today).state
  #expect(saved.records.isDone(habit.id, on: today))
}
