// The snapshot-test example of the README and of the catalog's SnapshotTesting article,
// compiled and run by `swift test`; a test checks that they show it verbatim.
import Testing
import TextSnapshotTesting
import TrackerKit

@Test func emptyTrackersScreen() {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
  let context = ScreenContext(state: TrackerState(), language: .russian, today: today)
  let screen = TrackersScreen.describe(context, query: TrackerQuery(day: today))
  assertSnapshot(of: ScreenText.render(screen), named: "trackers-empty.ru")
}
