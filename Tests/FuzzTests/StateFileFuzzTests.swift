import Diagnostics
import Testing
import TrackerDomain
import TrackerTestSupport

@testable import TrackerStateFile

/// Mutated state files: none crashes or hangs the reader; each is refused with a position
/// inside the file, or read into a state that obeys the README's rules and writes back to
/// itself; the quick pass over the records list and the full parser agree on every one.
@Suite("Fuzzing the state file")
struct StateFileFuzzTests {
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  static let example = """
    {
      "categories": [
        {"id": "home", "title": "Домашний уют"},
        {"id": "health", "title": "Здоровье"}
      ],
      "trackers": [
        {"id": "t1", "name": "Поливать растения", "category": "home", "emoji": "🌺", "color": 5, "schedule": ["mon", "wed", "fri"], "pinned": false, "created": "2026-11-01", "notes": "Фикус и орхидея", "goal": {"weeks": 12}},
        {"id": "t2", "name": "Пить воду", "category": "health", "emoji": "🥶", "color": 8, "schedule": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], "pinned": true, "created": "2026-10-01", "goal": "forever"},
        {"id": "t3", "name": "Бабушка прислала открытку", "category": "home", "emoji": "❤️", "color": 1, "schedule": null, "pinned": false}
      ],
      "records": [
        {"tracker": "t1", "date": "2026-11-20"},
        {"date": "2026-11-22", "tracker": "t2"},
        {"tracker": "t3", "date": "2026-11-21"}
      ]
    }
    """

  static let numbers = [
    "1" + String(repeating: "0", count: 4000), "-0", "1e999999", "0.000000000000000000001",
    "18446744073709551616", "-9223372036854775809", "1E+2", "3.0",
  ].map { Array($0.utf8) }

  /// Values that try the rules rather than the syntax.
  static let values = [
    "", " ", "  t1 ", "t1", "t2", "t3", "home", "health", "nowhere", " дом", "ЗДОРОВЬЕ",
    "домашний уют ", "mon", "Mon", "sun", "2026-02-30", "2026-11-09", "2026-10-31", "9999-12-31",
    "0001-01-01", "2026-1-1", "forever", "days", "🏝️", "🏝", "❤", "❤️", "abc", "🙂🙂🙂", "1",
    "👨‍👩‍👧‍👦", "e\u{301}", "\u{212A}", String(repeating: "я", count: 38),
    String(repeating: "я", count: 39), "a\nb", "\"quoted\"", "back\\slash", "\u{0}",
  ]

  /// Rounds of each seed of `values`: an everyday run takes half the exhaustive run's, which
  /// still changes both files (a round's file is its number's) with values from the same list.
  /// (`mutations` keeps its 150: fewer leave no seed a valid file to check the rules on.)
  static let rounds = RunSize.pick(everyday: 75, exhaustive: 150)

  @Test("Values that keep the JSON valid and try the rules", arguments: [5, 6])
  func values(seed: UInt64) throws {
    let bases = [
      Array(Self.example.utf8), Array(StateFile.write(DemoState.make(today: Self.today)).utf8),
    ]
    var mutator = Mutator(seed: seed)
    var accepted = 0
    for round in 0..<Self.rounds {
      var bytes = bases[round % bases.count]
      for _ in 0...mutator.below(2) {
        let value = Self.values[mutator.below(Self.values.count)]
        bytes = mutator.replaceQuoted(in: bytes, with: value) { text in
          String(StateFileWriter.string(text).dropFirst().dropLast())  // without its quotes
        }
      }
      if try check(bytes, round: round, seed: seed) { accepted += 1 }
    }
    #expect(accepted > Self.rounds * 5 / 150, "\(accepted) of \(Self.rounds) accepted")
  }

  @Test("Mutations of the README's example and of the demo state", arguments: [1, 2, 3])
  func mutations(seed: UInt64) throws {
    let bases = [
      Array(Self.example.utf8), Array(StateFile.write(DemoState.make(today: Self.today)).utf8),
    ]
    var mutator = Mutator(seed: seed)
    var accepted = 0
    for round in 0..<150 {
      let base = bases[round % bases.count]
      let bytes = mutator.mutate(base, numbers: Self.numbers, openers: Array("[{".utf8))
      if try check(bytes, round: round, seed: seed) { accepted += 1 }
    }
    // Some mutations leave a valid file (a swapped space, a changed letter in a name).
    #expect(accepted > 0)
  }

  /// Reads `bytes` both ways and checks the outcome; true when the file was accepted.
  private func check(_ bytes: [UInt8], round: Int, seed: UInt64) throws -> Bool {
    let quick = outcome(bytes, quickly: true)
    let slow = outcome(bytes, quickly: false)
    let input =
      "seed \(seed), round \(round): \(String(decoding: bytes.prefix(300), as: UTF8.self))"
    #expect(quick == slow, "the quick pass and the full parser disagree; \(input)")
    switch quick {
    case .failure(let error):
      let lines = lineCount(bytes)
      #expect((1...lines).contains(error.line ?? 0), "\(error); \(input)")
      #expect((error.column ?? 0) >= 1, "\(error); \(input)")
      #expect(error.file == "fuzz.json")
      return false
    case .success(let state):
      try expectFollowsTheRules(state, input)
      return true
    }
  }

  private func outcome(_ bytes: [UInt8], quickly: Bool) -> Result<TrackerState, StateFileError> {
    Result { () throws(StateFileError) in
      try StateFile.read(
        bytes, fileName: "fuzz.json", today: Self.today, readsRecordsQuickly: quickly)
    }
  }

  /// The README's rules for what a state file holds, and the round trip.
  private func expectFollowsTheRules(_ state: TrackerState, _ input: String) throws {
    var titles: Set<String> = []
    for category in state.categories {
      #expect(isPlainID(category.id.rawValue), "\(input)")
      #expect(!category.title.isEmpty, "\(input)")
      #expect(titles.insert(CategoryTitle.comparisonKey(category.title)).inserted, "\(input)")
    }
    for tracker in state.trackers {
      #expect(isPlainID(tracker.id.rawValue), "\(input)")
      #expect(TrackerName.validate(tracker.name) == .success(tracker.name), "\(input)")
      #expect(TrackerEmoji.validate(tracker.emoji) == .success(tracker.emoji), "\(input)")
      #expect(state.category(tracker.category) != nil, "\(input)")
      #expect(tracker.schedule.map { !$0.isEmpty } ?? true, "\(input)")
      #expect(tracker.goal?.isValid ?? true, "\(input)")
      #expect(tracker.notes.map { !$0.isEmpty } ?? true, "\(input)")
      if let first = state.records.doneDays(for: tracker.id).first {
        #expect(first >= tracker.created, "a record before the start; \(input)")
      }
    }
    let written = StateFile.write(state)
    let again = try StateFile.read(Array(written.utf8), fileName: "again.json", today: Self.today)
    #expect(again == state, "\(input)")
    #expect(StateFile.write(again) == written, "\(input)")
  }

  private func isPlainID(_ id: String) -> Bool {
    !id.isEmpty && id.trimmingCharacters(in: .whitespacesAndNewlines) == id
  }
}
