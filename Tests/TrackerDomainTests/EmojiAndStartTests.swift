import Testing
import TrackerDomain

@Suite("A tracker's emoji is one emoji, spelled as the picker spells it")
struct TrackerEmojiTests {
  @Test(
    "One emoji grapheme is an emoji, sequences and modifiers included",
    arguments: ["🙂", "❤️", "❤", "🏝", "🏝️", "👨‍👩‍👧‍👦", "👍🏽", "1️⃣", "🇷🇺", "☀", " 🥶 "])
  func oneEmoji(_ text: String) {
    #expect(throws: Never.self) { try TrackerEmoji.validate(text).get() }
  }

  @Test(
    "Text, several emoji, digits and symbols are not an emoji",
    arguments: ["abc", "a", "1", "#", "🙂🙂🙂", "🙂 🙂", "❤️a", "%@"])
  func notOneEmoji(_ text: String) {
    #expect(TrackerEmoji.validate(text) == .failure(.notOneEmoji))
  }

  @Test("Nothing but spaces is a missing emoji")
  func empty() {
    #expect(TrackerEmoji.validate("") == .failure(.empty))
    #expect(TrackerEmoji.validate("  ") == .failure(.empty))
  }

  @Test("The picker's emoji with or without the variation selector is the picker's spelling")
  func pickerSpelling() {
    #expect(TrackerEmoji.validate("❤") == .success("❤️"))
    #expect(TrackerEmoji.validate("❤️") == .success("❤️"))
    #expect(TrackerEmoji.validate("🏝️") == .success("🏝"))
    #expect(TrackerEmoji.validate("🏝") == .success("🏝"))
    for emoji in Palette.emoji {
      #expect(TrackerEmoji.validate(emoji) == .success(emoji))
      let other =
        emoji.unicodeScalars.contains("\u{FE0F}")
        ? String(String.UnicodeScalarView(emoji.unicodeScalars.filter { $0 != "\u{FE0F}" }))
        : emoji + "\u{FE0F}"
      #expect(TrackerEmoji.validate(other) == .success(emoji), "\(emoji)")
    }
    // Another emoji is kept as written.
    #expect(TrackerEmoji.validate("☀") == .success("☀"))
    #expect(TrackerEmoji.validate("☀️") == .success("☀️"))
  }

  @Test("Creating and editing a tracker checks the emoji and stores the picker's spelling")
  func actions() throws {
    let start = try state([habit("t1", "Вода", days: [.monday])])
    var spelled = draft("Йога")
    spelled.emoji = "❤"
    let created = try start.applying(.createTracker(spelled, id: "t2"), today: monday)
    #expect(created.tracker("t2")?.emoji == "❤️")
    var text = draft("Йога")
    text.emoji = "abc"
    #expect(throws: TrackerActionError.invalidEmoji("abc")) {
      try start.applying(.createTracker(text), today: monday)
    }
    #expect(throws: TrackerActionError.invalidEmoji("abc")) {
      try start.applying(.editTracker("t1", text), today: monday)
    }
  }
}

@Suite("A tracker has no records before its start day")
struct StartDayTests {
  @Test("Marking a day before the start day is refused, so no action makes such a record")
  func noMarkingBeforeTheStart() throws {
    let start = try state([habit("t1", "Вода", days: Weekday.allCases, created: "2026-11-10")])
    #expect(throws: TrackerActionError.beforeStart("t1", day("2026-11-09"))) {
      try start.applying(.markDone("t1", on: day("2026-11-09")), today: monday)
    }
    let done = try start.applying(.markDone("t1", on: day("2026-11-10")), today: monday)
    #expect(done.records.count(for: "t1") == 1)
  }
}
