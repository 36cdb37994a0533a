import Foundation
import Testing
import TrackerDomain
import TrackerDurability
import TrackerStateFile
import TrackerTestSupport

/// Nothing answered is lost: the built `serve --save` and `web` are sent a stream of acts on a
/// small state and killed with SIGKILL at random moments (after a number of answers and a delay
/// from a seeded generator, so that the same moments are tried on every machine, however fast),
/// again and again on the same file; after each kill
/// the file and its journal hold every act answered, in order, and no other change
/// (`KillDrill`; `tracker-kit-bench kill` runs the same drill a hundred times on L).
@Suite("kill -9 while acts stream in loses no answered act")
struct KillDuringActsTests {
  /// Three daily habits kept for sixty days, with no records: every act marks a day done.
  static func smallState() throws -> TrackerState {
    let category = TrackerCategory(id: "c", title: "Habits")
    let trackers = (1...3).map { number in
      Tracker(
        id: TrackerID("t\(number)"), name: "Habit \(number)", category: category.id,
        emoji: Palette.emoji[number], color: Palette.colors[number], schedule: .everyDay,
        created: testToday.adding(days: -60))
    }
    return try TrackerState(categories: [category], trackers: trackers, records: [])
  }

  @Test("Killed at random moments of a stream of acts", arguments: KillDrill.FrontEnd.allCases)
  func killed(frontEnd: KillDrill.FrontEnd) async throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let folder = try TemporaryFolder("kill-during-acts")
    let path = folder.path("state.json")
    let start = try Self.smallState()
    try StateFile.save(start, to: path)
    let drill = KillDrill(
      tool: tool, frontEnd: frontEnd, path: path, today: testToday,
      trackers: start.trackers.map(\.id))
    let acts = drill.acts(days: 60)
    // The six runs, awaited together on a thread of their own: each waits for answers and a
    // kill, and a test that came back to the pool after each would wait its turn six times.
    let runs = try await onAThreadOfItsOwn {
      var random = SeededRandom(seed: 30)
      return try (1...6).map { _ in
        let base = try StateFile.read(
          Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path, fileName: path,
          today: testToday
        ).state
        // At the start (a start-up fold) or after up to 60 answers, and up to 3 ms later: in
        // the middle of the next act, its append or its answer.
        let answers = random.next(below: 60)
        let delay = Double(random.next(below: 3_000)) / 1_000_000
        let result = try drill.run(acts, base: base, killAfterAnswers: answers, delay: delay)
        return (answers: answers, delay: delay, result: result)
      }
    }
    var midStream = 0
    for (run, (answers, delay, result)) in zip(1..., runs) {
      #expect(
        result.problem == nil,
        "run \(run), killed \(delay) s after answer \(answers): \(result.problem ?? "")")
      if result.answered > 0 && result.answered < acts.count { midStream += 1 }
    }
    #expect(midStream > 0, "no kill came while acts were answered: the drill proved nothing")
    // What the kills left is read, folded and tidied by the next start.
    let names = try folder.names()
    #expect(names.filter { $0.hasSuffix(".tmp") }.count <= 1, "\(names)")
  }
}
