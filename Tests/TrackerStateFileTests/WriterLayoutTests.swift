import Testing
import TrackerDomain

@testable import TrackerStateFile

/// The quick pass reads records in the writer's exact layout with fewer checks
/// a byte; these files are in that layout, with ids that begin with one
/// another and days across months, leap days and years.
@Suite("The quick pass over the writer's layout")
struct WriterLayoutTests {
  let today = Day(ordinal: 20_780)

  func read(_ text: String, quickly: Bool) -> Result<TrackerState, StateFileError> {
    Result { () throws(StateFileError) in
      try StateFile.read(
        Array(text.utf8), fileName: "w.json", today: today, readsRecordsQuickly: quickly)
    }
  }

  @Test("A written state reads back the same, with and without the quick pass")
  func writtenState() throws {
    let ids = ["t1", "t10", "t100", "t2", "т1", "a-very-long-tracker-identifier-1"]
    let trackers = ids.map { id in
      Tracker(
        id: TrackerID(id), name: "Name \(id)", category: "c", emoji: "🙂",
        color: Palette.colors[0], schedule: .everyDay, created: Day(ordinal: 19_000))
    }
    // Every day around two leap days and across year ends, for each tracker.
    let days = (19_000..<19_900).map(Day.init(ordinal:))
    let records = trackers.enumerated().flatMap { index, tracker in
      days.enumerated().filter { $0.offset % (index + 1) == 0 }.map {
        Record(tracker: tracker.id, day: $0.element)
      }
    }
    let state = try TrackerState(
      categories: [TrackerCategory(id: "c", title: "C")], trackers: trackers, records: records)
    let text = StateFile.write(state)
    #expect(try read(text, quickly: true).get() == state)
    #expect(read(text, quickly: true) == read(text, quickly: false))
  }

  @Test(
    "Dates that do not exist, in the writer's layout, fail as without the quick pass",
    arguments: ["2024-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "0000-01-01", "2026-1a-01"])
  func badDates(_ date: String) {
    let text = """
      {"categories": [{"id": "c", "title": "C"}],
      "trackers": [{"id": "t1", "name": "N", "category": "c", "emoji": "🙂", "color": 1}],
      "records": [
          {"tracker": "t1", "date": "2024-02-29"},
          {"tracker": "t1", "date": "\(date)"}
      ]}
      """
    let quick = read(text, quickly: true)
    #expect(quick == read(text, quickly: false))
    #expect((try? quick.get()) == nil)
  }
}
