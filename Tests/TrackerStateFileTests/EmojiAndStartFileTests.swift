import Diagnostics
import Testing
import TrackerDomain
import TrackerStateFile

@Suite("What the state file accepts: one emoji, no record before the start day")
struct EmojiAndStartFileTests {
  func file(emoji: String = "🙂", created: String? = nil, records: [String] = []) -> String {
    let start = created.map { #", "created": "\#($0)""# } ?? ""
    let list = records.map { #"{"tracker": "t1", "date": "\#($0)"}"# }.joined(separator: ",\n  ")
    return """
      {"categories": [{"id": "c", "title": "C"}],
       "trackers": [{"id": "t1", "name": "Вода", "category": "c", "emoji": "\(emoji)", "color": 1, "schedule": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]\(start)}],
       "records": [
        \(list)]}
      """
  }

  @Test("Text or several emoji are an error at the emoji", arguments: ["abc", "🙂🙂🙂", "1", ""])
  func notOneEmoji(_ emoji: String) {
    let expected: StateFileProblem = emoji.isEmpty ? .missingEmoji : .invalidEmoji(emoji)
    #expect(failure(file(emoji: emoji)) == at(2, 70, expected))
  }

  @Test("An emoji with or without the variation selector reads as the picker spells it")
  func pickerSpelling() throws {
    #expect(try read(file(emoji: "🏝️")).tracker("t1")?.emoji == "🏝")
    #expect(try read(file(emoji: "❤")).tracker("t1")?.emoji == "❤️")
    #expect(try read(file(emoji: "👨‍👩‍👧‍👦")).tracker("t1")?.emoji == "👨‍👩‍👧‍👦")
    let written = StateFile.write(try read(file(emoji: "❤")))
    #expect(written.contains(#""emoji": "❤️""#))
  }

  @Test("A record before its tracker's start day is an error at the record's date")
  func recordBeforeStart() {
    let text = file(created: "2026-11-10", records: ["2026-11-12", "2026-11-09"])
    #expect(
      failure(text) == at(5, 29, .recordBeforeStart(tracker: "t1", start: day("2026-11-10"))))
  }

  @Test("Without a start day, the earliest record is the start, so no record is before it")
  func startDefaultsToTheEarliestRecord() throws {
    let state = try read(file(records: ["2026-11-12", "2026-11-09"]))
    #expect(state.tracker("t1")?.created == day("2026-11-09"))
  }
}

func day(_ iso: String) -> Day {
  Day(iso: iso) ?? Day(ordinal: 0)
}
