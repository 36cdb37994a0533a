// The README's snapshot-test example, compiled and run by `swift test`; a test
// checks that the README shows it verbatim.
import Testing
import TextSnapshotTesting
import TrackerKit

@Test func emptyTrackersScreen() {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
  let context = ScreenContext(state: TrackerState(), language: .russian, today: today)
  let screen = TrackersScreen.describe(context, query: TrackerQuery(day: today))
  assertSnapshot(of: ScreenText.render(screen), named: "trackers-empty.ru")
}
