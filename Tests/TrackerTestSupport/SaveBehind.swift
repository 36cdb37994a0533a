import Foundation
import TrackerDomain
import TrackerStateFile

/// What the save-behind tests of the front ends share (`tracker-kit app` on a terminal,
/// `tracker-kit web`): a state big enough that a save takes a while, written to a file in a
/// folder of its own; then, after the front end was sent quick acts and a signal, what the
/// file holds and whether a save was still running when the signal came.
package final class SaveBehind: Sendable {
  /// The day the tests call today: Monday 2026-11-23.
  package static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  /// The folder that holds the state file and nothing else.
  package let folder: TemporaryFolder
  /// The state file's path.
  package let path: String
  /// The state the file was written with.
  package let start: TrackerState

  /// Writes `start` (by default `bigState()`) to `state.json` in a new folder.
  package init(_ start: TrackerState? = nil) throws {
    folder = try TemporaryFolder("save-behind")
    path = folder.path("state.json")
    guard let start else {
      let big = try Self.big.get()
      self.start = big.state
      // The bytes `StateFile.save` writes to a new file.
      try Data(big.text.utf8).write(to: URL(fileURLWithPath: path))
      return
    }
    self.start = start
    try StateFile.save(start, to: path)
  }

  /// `bigState()` and its file's text, made once a test process: every save-behind test of
  /// every front end starts from them (each made them again: about 5 MiB of records).
  private static let big = Result { () throws -> (state: TrackerState, text: String) in
    let state = try bigState()
    return (state, StateFile.write(state))
  }

  /// 100 daily habits with 1,000 days of records each, two days in three done (about 5 MiB:
  /// a save takes a while).
  package static func bigState() throws -> TrackerState {
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
    return try TrackerState(categories: [category], trackers: trackers, records: records)
  }

  /// The file's bytes now (take them just before the signal, for `savedInFlight`).
  package func bytes() -> Data? {
    FileManager.default.contents(atPath: path)
  }

  /// The state the file holds, with its journal (as every command reads it).
  package func saved() throws -> TrackerState {
    try StateFile.read(
      Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path, fileName: path,
      today: Self.today
    ).state
  }

  /// The names in the folder that a finished save leaves none of: temporary files and
  /// `unsaved` copies.
  package func leftovers() throws -> [String] {
    try folder.names().filter {
      $0 != "state.json" && ($0.hasSuffix(".tmp") || $0.contains("unsaved"))
    }
  }

  /// Whether the last state was not yet in the file when it held `before`: a save (the fold
  /// of the journal into the file) was still to finish when the signal came, which is what the
  /// test means to catch.
  package func savedInFlight(before: Data?, last: TrackerState) -> Bool {
    before != Data(StateFile.write(last).utf8)
  }

  /// Runs `attempt` until it reports that it caught a save in flight, at most `tries` times;
  /// whether one did. On a fast or a loaded machine every save can finish before the signal
  /// comes: such a run still checks the file, and the next tries again.
  package static func catchingASaveInFlight(tries: Int = 3, _ attempt: () throws -> Bool)
    rethrows -> Bool
  {
    for _ in 0..<tries where try attempt() { return true }
    return false
  }
}
