import Diagnostics
import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile
import TrackerTestSupport

/// Every whole number of the state file (a color, a goal's count, the waiting changes'
/// `next`, a change's `id` and `confirmedLoss`) set to the numbers at the edges of every
/// range: each file is refused with the field's range at its line and column, or read into
/// a state on which the goals app then makes changes without trapping.
@Suite("Fuzzing the state file's numbers")
struct IntegerFieldFuzzTests {
  static let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  /// A goals-app file with every integer field of the format.
  static let base = """
    {
      "categories": [{"preset": "health"}, {"id": "home", "title": "Дом"}],
      "trackers": [
        {"id": "t1", "name": "Вода", "category": "goals.health", "emoji": "🥶", "color": 8, "schedule": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], "created": "2026-11-01", "goal": {"days": 30}},
        {"id": "t2", "name": "Книга", "category": "home", "emoji": "🌺", "color": 18, "schedule": null, "created": "2026-11-02", "goal": {"weeks": 4}},
        {"id": "t3", "name": "Бег", "category": "home", "emoji": "❤️", "color": 1, "schedule": ["sat"], "created": "2026-10-03", "goal": {"months": 10000}}
      ],
      "records": [{"tracker": "t1", "date": "2026-11-20"}],
      "pending": {"next": 12, "changes": [
        {"id": 9, "change": "markDone", "tracker": "t1", "date": "2026-11-20"},
        {"id": 10, "change": "moveStart", "tracker": "t2", "date": "2026-11-02", "confirmedLoss": 0},
        {"id": 11, "change": "createTracker", "tracker": "t3", "fields": {"name": "Бег", "category": "home", "emoji": "❤️", "color": 1, "schedule": ["sat"], "goal": {"months": 3}}}
      ]}
    }
    """

  /// The numbers at the edges: around 0 and 1, the colors and goals, 2^53 and Int's ends.
  static let numbers = [
    "0", "1", "-1", "2", "17", "18", "19", "9999", "10000", "10001", "11", "12", "13",
    "9007199254740990", "9007199254740991", "9007199254740992", "9007199254740993",
    "-9007199254740991", "9223372036854775806", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "-9223372036854775809", "18446744073709551616",
    "1" + String(repeating: "0", count: 400), "1.0", "1e3", "-0",
  ]

  /// Where each number of `text` starts and ends (a number follows `: `).
  static func numberRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: " "),
        bytes[index + 2] == UInt8(ascii: "-") || (48...57).contains(bytes[index + 2])
      {
        var end = index + 3
        while end < bytes.count, (48...57).contains(bytes[end]) { end += 1 }
        ranges.append(index + 2..<end)
        index = end
      } else {
        index += 1
      }
    }
    return ranges
  }

  @Test("Each integer field at each edge, one at a time; then changes in the goals app")
  func everyFieldAtEveryEdge() throws {
    let bytes = Array(Self.base.utf8)
    let ranges = Self.numberRanges(in: bytes)
    #expect(ranges.count == 13, "the base file's integer fields")
    var refused = 0
    var accepted = 0
    for range in ranges {
      for number in Self.numbers {
        var mutated = bytes
        mutated.replaceSubrange(range, with: Array(number.utf8))
        if try check(mutated) { accepted += 1 } else { refused += 1 }
      }
    }
    #expect(accepted > 20 && refused > 100)
  }

  @Test("Several fields at random edges at once", arguments: [7, 8] as [UInt64])
  func randomEdges(seed: UInt64) throws {
    let bytes = Array(Self.base.utf8)
    let ranges = Self.numberRanges(in: bytes)
    var mutator = Mutator(seed: seed)
    for _ in 0..<100 {
      var mutated = bytes
      // From the last field to the first, so that earlier ranges stay where they were.
      for range in ranges.reversed() where mutator.below(3) == 0 {
        mutated.replaceSubrange(
          range, with: Array(Self.numbers[mutator.below(Self.numbers.count)].utf8))
      }
      _ = try check(mutated)
    }
  }

  /// Reads `bytes`; a refusal must name a position in the file (and a range, for a number
  /// out of one); an accepted state must take changes in the goals app. True when accepted.
  private func check(_ bytes: [UInt8]) throws -> Bool {
    let input = String(decoding: bytes, as: UTF8.self)
    let state: TrackerState
    do {
      state = try StateFile.read(bytes, fileName: "numbers.json", today: Self.today)
    } catch {
      let lines = lineCount(bytes)
      #expect((1...lines).contains(error.line ?? 0), "\(error)")
      #expect((error.column ?? 0) >= 1, "\(error)")
      if case .numberOutOfRange(_, let range, _) = error.problem {
        #expect(error.description.contains("from \(range.lowerBound) to \(range.upperBound)"))
      }
      return false
    }
    #expect(state.pendingChanges.nextID <= PendingChanges.largestID + 1, "\(input)")
    var session = AppSession(
      state: state, today: Self.today, localizer: Localizer(language: .english), flavour: .goals)
    // Every act that changes the data on the first screen: records a change, or is refused.
    for _ in 0..<3 {
      guard let id = firstChangingElement(in: session.screen) else { break }
      let before = session.state
      do {
        _ = try session.perform(.tap(id))
      } catch {
        #expect(session.state == before, "a refused act changed nothing; \(input)")
        break
      }
    }
    let written = StateFile.write(session.state)
    let again = try StateFile.read(Array(written.utf8), fileName: "again.json", today: Self.today)
    #expect(again == session.state, "what the app writes reads back; \(input)")
    _ = session.state.statistics(today: Self.today)
    return true
  }

  private func firstChangingElement(in element: ScreenElement) -> ElementID? {
    if element.state.isEnabled, let id = element.id,
      element.intents.contains(where: { if case .apply = $0 { true } else { false } })
    {
      return id
    }
    for child in element.children {
      if let id = firstChangingElement(in: child) { return id }
    }
    return nil
  }
}
