import Diagnostics
import Testing
import TrackerDomain
import TrackerStateFile

let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

func read(_ text: String) throws(StateFileError) -> TrackerState {
  try StateFile.read(Array(text.utf8), fileName: "state.json", today: today)
}

/// The error reading `text` gives, or nil when it reads.
func failure(_ text: String) -> StateFileError? {
  do {
    _ = try read(text)
    return nil
  } catch {
    return error
  }
}

/// The problem `problem` at `line` and `column` of `state.json`.
func at(_ line: Int, _ column: Int, _ problem: StateFileProblem) -> StateFileError {
  StateFileError(file: "state.json", line: line, column: column, problem: problem)
}

private let example = """
  { "categories": [{"id": "home", "title": "Домашний уют"}],
    "trackers": [{"id": "t1", "name": "Поливать растения", "category": "home", "emoji": "🌺", "color": 5,
                  "schedule": ["mon", "wed", "fri"], "pinned": false, "created": "2026-11-01"}],
    "records": [{"tracker": "t1", "date": "2026-11-20"}] }
  """

@Suite("The state file")
struct StateFileTests {
  @Test("The README's example reads as written")
  func readsTheExample() throws {
    let state = try read(example)
    #expect(state.categories == [TrackerCategory(id: "home", title: "Домашний уют")])
    let tracker = try #require(state.tracker("t1"))
    #expect(tracker.name == "Поливать растения")
    #expect(tracker.emoji == "🌺")
    #expect(tracker.color.number == 5)
    #expect(tracker.schedule == WeekdaySet([.monday, .wednesday, .friday]))
    #expect(!tracker.isPinned)
    #expect(tracker.created.iso == "2026-11-01")
    #expect(state.records.sorted.map(\.day.iso) == ["2026-11-20"])
  }

  @Test(
    "Defaults: no schedule or null is an irregular event, pinned is false, created is the first record's day or today"
  )
  func defaults() throws {
    let state = try read(
      """
      {"categories": [{"id": "c", "title": "C"}],
       "trackers": [
         {"id": "a", "name": "A", "category": "c", "emoji": "🙂", "color": 1},
         {"id": "b", "name": "B", "category": "c", "emoji": "🙂", "color": 1, "schedule": null},
         {"id": "h", "name": "H", "category": "c", "emoji": "🙂", "color": 1, "schedule": ["sun"]}],
       "records": [{"tracker": "a", "date": "2026-11-20"}, {"tracker": "a", "date": "2026-11-03"},
                   {"tracker": "h", "date": "2026-10-04"}]}
      """)
    #expect(state.tracker("a")?.kind == .irregularEvent)
    #expect(state.tracker("b")?.kind == .irregularEvent)
    #expect(state.tracker("a")?.isPinned == false)
    #expect(state.tracker("a")?.created.iso == "2026-11-03")
    #expect(state.tracker("b")?.created == today)
    #expect(state.tracker("h")?.created.iso == "2026-10-04")
  }

  @Test("An empty object is an empty state; names are trimmed")
  func emptyAndTrimmed() throws {
    #expect(try read("{}") == TrackerState())
    let state = try read(
      """
      {"categories": [{"id": "c", "title": "  Дом "}],
       "trackers": [{"id": "a", "name": "  Вода  ", "category": "c", "emoji": "🙂", "color": 18}]}
      """)
    #expect(state.category("c")?.title == "Дом")
    #expect(state.tracker("a")?.name == "Вода")
  }

  @Test("Writing and reading back gives the same state and the same bytes")
  func roundTrip() throws {
    let demo = DemoState.make(today: today)
    let text = StateFile.write(demo)
    let again = try read(text)
    #expect(again == demo)
    #expect(StateFile.write(again) == text)
    let example = try read(example)
    #expect(try read(StateFile.write(example)) == example)
  }

  @Test("The written layout: one object a line, fields in a fixed order")
  func writtenLayout() throws {
    let text = StateFile.write(try read(example))
    #expect(
      text == """
        {
          "categories": [
            {"id": "home", "title": "Домашний уют"}
          ],
          "trackers": [
            {"id": "t1", "name": "Поливать растения", "category": "home", "emoji": "🌺", "color": 5, "schedule": ["mon", "wed", "fri"], "pinned": false, "created": "2026-11-01"}
          ],
          "records": [
            {"tracker": "t1", "date": "2026-11-20"}
          ]
        }

        """)
    #expect(
      StateFile.write(TrackerState())
        == "{\n  \"categories\": [],\n  \"trackers\": [],\n  \"records\": []\n}\n")
  }

  @Test("Strings with quotes, backslashes, control characters and emoji survive a round trip")
  func escapes() throws {
    let state = try read(
      #"""
      {"categories": [{"id": "c\"1", "title": "Tab\there \\ \u00e9 \ud83d\ude00"}]}
      """#)
    #expect(state.categories.first?.title == "Tab\there \\ é 😀")
    #expect(try read(StateFile.write(state)) == state)
  }
}

@Suite("State file errors name the file, line and column")
struct StateFileErrorTests {
  let tracker = #"{"id": "t1", "name": "Вода", "category": "home", "emoji": "🙂", "color": 5"#
  let home = #"{"categories": [{"id": "home", "title": "Дом"}],"#

  @Test("An error is the problem at the file, line and column of the value at fault")
  func position() {
    #expect(throws: at(1, 2, .expectedKey(found: .character("x")))) { try read("{x}") }
    #expect(failure("{\n  \"x\": 1}") == at(2, 3, .unknownField("x", in: .stateFile)))
  }

  @Test("Unknown weekday names")
  func unknownWeekday() {
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"schedule\": [\"mon\", \"Fri\"]}]}")
        == at(2, 109, .unknownWeekday("Fri")))
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"schedule\": [1]}]}")
        == at(2, 102, .weekdayNotAString(.number)))
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"schedule\": []}]}")
        == at(2, 101, .emptySchedule))
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"schedule\": [\"mon\", \"mon\"]}]}")
        == at(2, 109, .repeatedWeekday("mon")))
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"schedule\": \"mon\"}]}")
        == at(2, 101, .invalidSchedule))
  }

  @Test("A record for an unknown tracker")
  func recordForUnknownTracker() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker)}],\n\"records\": [{\"tracker\": \"t2\", \"date\": \"2026-11-20\"}]}"
      ) == at(3, 25, .unknownTracker("t2")))
  }

  @Test("Duplicate ids")
  func duplicateIDs() {
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker)},\n\(tracker)}]}")
        == at(3, 8, .duplicateID(.tracker, "t1", firstLine: 2)))
    #expect(
      failure(
        "{\"categories\": [{\"id\": \"a\", \"title\": \"A\"},\n {\"id\": \"a\", \"title\": \"B\"}]}"
      ) == at(2, 9, .duplicateID(.category, "a", firstLine: 1)))
    #expect(
      failure("{\"categories\": [{\"id\": \" a\", \"title\": \"A\"}]}") == at(1, 24, .invalidID))
  }

  @Test("Category titles must be unique ignoring case, and not empty")
  func duplicateTitles() {
    #expect(
      failure(
        "{\"categories\": [{\"id\": \"a\", \"title\": \"Дом\"},\n {\"id\": \"b\", \"title\": \" дом\"}]}"
      ) == at(2, 23, .duplicateTitle(" дом", usedBy: "a")))
    #expect(
      failure("{\"categories\": [{\"id\": \"a\", \"title\": \" \"}]}") == at(1, 38, .emptyTitle))
  }

  @Test("A tracker in an unknown category lists the ids that exist")
  func unknownCategory() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [{\"id\": \"t1\", \"name\": \"Вода\", \"category\": \"work\", \"emoji\": \"🙂\", \"color\": 5}]}"
      ) == at(2, 55, .unknownCategory("work", known: ["home"])))
  }

  @Test("A bad date like 2026-02-30")
  func badDate() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker)}],\n\"records\": [{\"tracker\": \"t1\", \"date\": \"2026-02-30\"}]}"
      ) == at(3, 39, .invalidDate("2026-02-30")))
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"created\": \"1.11.2026\"}]}")
        == at(2, 100, .invalidDate("1.11.2026")))
  }

  @Test("An invalid name: empty or longer than 38 characters")
  func invalidName() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [{\"id\": \"t1\", \"name\": \"  \", \"category\": \"home\", \"emoji\": \"🙂\", \"color\": 5}]}"
      ) == at(2, 35, .emptyName))
    let long = String(repeating: "я", count: 39)
    #expect(
      failure(
        "\(home)\n\"trackers\": [{\"id\": \"t1\", \"name\": \"\(long)\", \"category\": \"home\", \"emoji\": \"🙂\", \"color\": 5}]}"
      ) == at(2, 35, .nameTooLong(length: 39, limit: 38)))
  }

  @Test("Colors outside 1–18, missing fields, wrong types and unknown fields")
  func fieldChecks() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker.replacingOccurrences(of: "\"color\": 5", with: "\"color\": 19"))}]}"
      ) == at(2, 86, .invalidColor))
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker.replacingOccurrences(of: "\"color\": 5", with: "\"color\": 2.5"))}]}"
      ) == at(2, 86, .invalidColor))
    #expect(
      failure("\(home)\n\"trackers\": [{\"id\": \"t1\"}]}")
        == at(2, 14, .missingField("name", in: .tracker)))
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"pinned\": \"yes\"}]}")
        == at(2, 99, .wrongType(field: "pinned", expected: .bool, found: .string)))
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"colour\": 3}]}")
        == at(2, 89, .unknownField("colour", in: .tracker)))
    #expect(failure("[]") == at(1, 1, .notAnObject(.stateFile, found: .list)))
    #expect(
      failure("{\"trackers\": {}}")
        == at(1, 14, .wrongType(field: "trackers", expected: .list, found: .object)))
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker)}],\n\"records\": [{\"tracker\": \"t1\", \"date\": \"2026-11-20\"},\n  {\"tracker\": \"t1\", \"date\": \"2026-11-20\"}]}"
      ) == at(4, 3, .repeatedRecord(firstLine: 3)))
  }

  @Test("JSON syntax errors point at the fault")
  func syntax() {
    #expect(failure("") == at(1, 1, .emptyFile))
    #expect(failure("{\"categories\": [}") == at(1, 17, .expectedValue(found: .character("}"))))
    #expect(failure("{\"categories\": [],}") == at(1, 19, .trailingComma(before: "}")))
    #expect(failure("{\"categories\": [1,]}") == at(1, 19, .trailingComma(before: "]")))
    #expect(
      failure("{\"categories\": []\n\"trackers\": []}")
        == at(2, 1, .expectedCommaOrClosing("}", found: .character("\""))))
    #expect(
      failure("{\"categories\": [1 2]}")
        == at(1, 19, .expectedCommaOrClosing("]", found: .character("2"))))
    #expect(
      failure("{\"categories\": [{\"id\" \"a\"}]}")
        == at(1, 23, .expectedColon(key: "id", found: .character("\""))))
    #expect(failure("{\"a\": 1, \"a\": 2}") == at(1, 10, .duplicateKey("a", firstLine: 1)))
    let many = (0..<40).map { "\"k\($0)\": \($0),\n" }.joined()
    #expect(failure("{" + many + "\"k3\": 0}") == at(41, 1, .duplicateKey("k3", firstLine: 4)))
    #expect(failure("{} x") == at(1, 4, .textAfterValue(.character("x"))))
    #expect(failure("{\"categories\": [") == at(1, 17, .endWhereValueExpected))
    #expect(
      failure("{\"categories\": [{\"id\": \"\\x\"}]}") == at(1, 25, .unknownEscape(.character("x")))
    )
    #expect(failure("{\"категории\": 1 }") == at(1, 2, .unknownField("категории", in: .stateFile)))
    #expect(failure("{\"categories\": 01}") == at(1, 17, .leadingZero))
    #expect(failure("{\"categories\": -}") == at(1, 17, .missingDigit(after: .minus)))
    #expect(failure("{\"categories\": 1.}") == at(1, 18, .missingDigit(after: .decimalPoint)))
    #expect(failure("{\"categories\": 1e}") == at(1, 18, .missingDigit(after: .exponent)))
    #expect(failure("{\"categories\": tru}") == at(1, 16, .expectedValue(found: .character("t"))))
    #expect(failure(String(repeating: "[", count: 100)) == at(1, 65, .nestedTooDeep(limit: 64)))
  }

  @Test("Escapes: unknown letters, short \\u, and surrogates without their other half")
  func escapes() {
    let head = "{\"categories\": [{\"id\": \"a\", \"title\": \""
    #expect(failure(head + "\\u12\"}]}") == at(1, 39, .invalidUnicodeEscape))
    #expect(failure(head + "\\ud83d\"}]}") == at(1, 39, .missingLowSurrogate))
    #expect(failure(head + "\\ud83d\\u0041\"}]}") == at(1, 45, .expectedLowSurrogate))
    #expect(failure(head + "\\ude00\"}]}") == at(1, 39, .loneLowSurrogate))
    #expect(failure(head + "\\") == at(1, 39, .endInsideEscape))
  }

  @Test("Bytes that are not UTF-8, and UTF-16 files")
  func encodings() throws {
    var bytes = Array("{\"categories\": [{\"id\": \"a\", \"title\": \"".utf8)
    bytes += [0xD0, 0x94, 0xFF] + Array("\"}]}".utf8)
    #expect(
      throws: StateFileError(file: "bad.json", line: 1, column: 40, problem: .invalidUTF8(0xFF))
    ) {
      try StateFile.read(bytes, fileName: "bad.json", today: today)
    }
    #expect(throws: StateFileError(file: "u16.json", line: 1, column: 1, problem: .utf16)) {
      try StateFile.read([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], fileName: "u16.json", today: today)
    }
    #expect(
      try StateFile.read([0xEF, 0xBB, 0xBF] + Array("{}".utf8), fileName: "bom.json", today: today)
        == TrackerState())
  }
}

@Suite("Strings in the state file")
struct StateFileStringTests {
  @Test("An unclosed string is reported where it opens; raw control characters are refused")
  func unclosedAndControl() {
    #expect(
      failure("{\"categories\": [{\"id\": \"abc}]}\n")
        == at(1, 24, .unclosedString(atLineEnd: true)))
    #expect(
      failure("{\"categories\": [{\"id\": \"abc}]}") == at(1, 24, .unclosedString(atLineEnd: false))
    )
    #expect(
      failure("{\"categories\": [{\"id\": \"a\tb\"}]}") == at(1, 26, .controlCharacter(0x09)))
  }
}

@Suite("Notes and goals in the state file")
struct StateFileGoalTests {
  let base =
    #"{"categories": [{"id": "c", "title": "C"}], "trackers": [{"id": "t", "name": "T", "category": "c", "emoji": "🙂", "color": 1"#

  @Test("Notes and each kind of goal read and write back")
  func roundTrip() throws {
    for goal in [#"{"days": 30}"#, #"{"weeks": 4}"#, #"{"months": 3}"#, #""forever""#] {
      let text = base + #", "notes": " Два литра ", "goal": "# + goal + "}]}"
      let state = try read(text)
      #expect(state.tracker("t")?.notes == "Два литра")
      #expect(state.tracker("t")?.goal != nil)
      let written = StateFile.write(state)
      #expect(written.contains(#""notes": "Два литра", "goal": "# + goal + "}"))
      #expect(try read(written) == state)
    }
    #expect(try read(base + "}]}").tracker("t")?.goal == nil)
    #expect(!StateFile.write(try read(base + "}]}")).contains("goal"))
  }

  @Test("Bad goals are errors at the value")
  func badGoals() {
    #expect(failure(base + #", "goal": {"years": 2}}]}"#) == at(1, 135, .invalidGoal))
    #expect(failure(base + #", "goal": {"days": 0}}]}"#) == at(1, 143, .goalCountOutOfRange))
    #expect(failure(base + #", "goal": "always"}]}"#) == at(1, 134, .invalidGoal))
    #expect(
      failure(base + #", "notes": 5}]}"#)
        == at(1, 135, .wrongType(field: "notes", expected: .string, found: .number)))
  }
}

/// What an id may hold (README: the state file), from the issue that found the holes.
@Suite("Ids in the state file")
struct StateFileIDTests {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

  func failure(_ text: String) -> StateFileError? {
    do {
      _ = try StateFile.read(Array(text.utf8), fileName: "s.json", today: today)
      return nil
    } catch {
      return error
    }
  }

  @Test("An id with a newline, a tab or another control character is refused at the id")
  func controlCharacters() throws {
    for (escaped, code) in [
      ("\\n", "U+000A"), ("\\t", "U+0009"), ("\\u0000", "U+0000"), ("\\u2028", "U+2028"),
      ("\\u0085", "U+0085"),
    ] {
      let text = "{\"categories\": [\n  {\"id\": \"a\(escaped)b\", \"title\": \"A\"}]}"
      let error = try #require(failure(text))
      #expect(error.line == 2 && error.column == 10, "\(error)")
      #expect(error.problem == .controlCharacterInID(UInt32(code.dropFirst(2), radix: 16) ?? 0))
      #expect(error.description.contains(code))
    }
    let tracker = """
      {"categories": [{"id": "c", "title": "C"}], "trackers": [
        {"id": "t\\n1", "name": "N", "category": "c", "emoji": "🙂", "color": 1, "schedule": null}]}
      """
    #expect(failure(tracker)?.problem == .controlCharacterInID(10))
    #expect(failure(tracker)?.line == 2)
  }

  @Test("Dots, inner spaces and any script are ids; the screens keep them apart")
  func allowed() throws {
    let text = """
      {"categories": [{"id": "дом", "title": "Дом"}, {"id": "a b.c", "title": "B"}], "trackers": [
        {"id": "t1", "name": "N", "category": "дом", "emoji": "🙂", "color": 1, "schedule": null},
        {"id": "t1.done", "name": "M", "category": "a b.c", "emoji": "🙂", "color": 1, "schedule": null}]}
      """
    let state = try StateFile.read(Array(text.utf8), fileName: "s.json", today: today)
    #expect(state.trackers.map(\.id) == ["t1", "t1.done"])
  }

  @Test("A category of its own with a preset's id is refused: write the preset instead")
  func presetID() throws {
    let text = "{\"categories\": [{\"id\": \"goals.work\", \"title\": \"Work\"}]}"
    let error = try #require(failure(text))
    #expect(error.problem == .presetID("goals.work", preset: "work"))
    #expect(error.column == 24)
    #expect(error.description.contains("{\"preset\": \"work\"}"))
    // Not a preset's: allowed.
    #expect(failure("{\"categories\": [{\"id\": \"goals.other\", \"title\": \"O\"}]}") == nil)
    // Nor can the app make one.
    #expect(throws: TrackerActionError.idInUse("goals.work")) {
      try TrackerState().applying(.createCategory(title: "Work", id: "goals.work"), today: today)
    }
  }
}
