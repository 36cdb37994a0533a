import Testing
import TrackerDomain
import TrackerStateFile

private let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)

private func read(_ text: String) throws(StateFileError) -> TrackerState {
  try StateFile.read(Array(text.utf8), fileName: "state.json", today: today)
}

/// The error reading `text` gives, as `line:column: message`.
private func failure(_ text: String) -> String {
  do {
    _ = try read(text)
    return "no error"
  } catch {
    return "\(error.line):\(error.column): \(error.message)"
  }
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

  @Test("The message reads file:line:column: error: …")
  func format() {
    #expect(
      throws: StateFileError(
        file: "state.json", line: 1, column: 2, message: "expected a quoted key, found 'x'")
    ) {
      try read("{x}")
    }
    let error = StateFileError(file: "a.json", line: 3, column: 7, message: "boom")
    #expect(error.description == "a.json:3:7: error: boom")
  }

  @Test("Unknown weekday names")
  func unknownWeekday() {
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"schedule\": [\"mon\", \"Fri\"]}]}")
        == "2:109: unknown weekday \"Fri\"; use mon, tue, wed, thu, fri, sat, sun")
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"schedule\": [1]}]}").hasSuffix(
        "unknown weekday a number; use mon, tue, wed, thu, fri, sat, sun"))
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"schedule\": []}]}").hasPrefix(
        "2:101: a habit needs at least one weekday"))
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"schedule\": [\"mon\", \"mon\"]}]}")
        == "2:109: the weekday \"mon\" is listed twice")
  }

  @Test("A record for an unknown tracker")
  func recordForUnknownTracker() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker)}],\n\"records\": [{\"tracker\": \"t2\", \"date\": \"2026-11-20\"}]}"
      )
        == "3:25: no tracker has the id \"t2\"")
  }

  @Test("Duplicate ids")
  func duplicateIDs() {
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker)},\n\(tracker)}]}")
        == "3:8: the tracker id \"t1\" is already used on line 2")
    #expect(
      failure(
        "{\"categories\": [{\"id\": \"a\", \"title\": \"A\"},\n {\"id\": \"a\", \"title\": \"B\"}]}"
      )
        == "2:9: the category id \"a\" is already used on line 1")
  }

  @Test("Category titles must be unique ignoring case, and not empty")
  func duplicateTitles() {
    #expect(
      failure(
        "{\"categories\": [{\"id\": \"a\", \"title\": \"Дом\"},\n {\"id\": \"b\", \"title\": \" дом\"}]}"
      )
        == "2:23: the title \" дом\" is already used by category \"a\" (titles are compared ignoring case)"
    )
    #expect(
      failure("{\"categories\": [{\"id\": \"a\", \"title\": \" \"}]}")
        == "1:38: a category's title cannot be empty")
  }

  @Test("A tracker in an unknown category")
  func unknownCategory() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [{\"id\": \"t1\", \"name\": \"Вода\", \"category\": \"work\", \"emoji\": \"🙂\", \"color\": 5}]}"
      )
        == "2:55: no category has the id \"work\"; known: \"home\"")
  }

  @Test("A bad date like 2026-02-30")
  func badDate() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker)}],\n\"records\": [{\"tracker\": \"t1\", \"date\": \"2026-02-30\"}]}"
      )
        == "3:39: \"2026-02-30\" is not a date that exists; write it as YYYY-MM-DD")
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"created\": \"1.11.2026\"}]}")
        == "2:100: \"1.11.2026\" is not a date that exists; write it as YYYY-MM-DD")
  }

  @Test("An invalid name: empty or longer than 38 characters")
  func invalidName() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [{\"id\": \"t1\", \"name\": \"  \", \"category\": \"home\", \"emoji\": \"🙂\", \"color\": 5}]}"
      )
        == "2:35: a tracker's name cannot be empty")
    let long = String(repeating: "я", count: 39)
    #expect(
      failure(
        "\(home)\n\"trackers\": [{\"id\": \"t1\", \"name\": \"\(long)\", \"category\": \"home\", \"emoji\": \"🙂\", \"color\": 5}]}"
      )
        == "2:35: this name is 39 characters long; the limit is 38")
  }

  @Test("Colors outside 1–18, missing fields, wrong types and unknown fields")
  func fieldChecks() {
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker.replacingOccurrences(of: "\"color\": 5", with: "\"color\": 19"))}]}"
      ) == "2:86: \"color\" must be a whole number from 1 to 18")
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker.replacingOccurrences(of: "\"color\": 5", with: "\"color\": 2.5"))}]}"
      ) == "2:86: \"color\" must be a whole number from 1 to 18")
    #expect(
      failure("\(home)\n\"trackers\": [{\"id\": \"t1\"}]}") == "2:14: a tracker needs a \"name\"")
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"pinned\": \"yes\"}]}")
        == "2:99: \"pinned\" must be true or false, found a string")
    #expect(
      failure("\(home)\n\"trackers\": [\(tracker), \"colour\": 3}]}")
        == "2:89: unknown field \"colour\" in a tracker; known fields: id, name, category, emoji, color, schedule, pinned, created, notes, goal"
    )
    #expect(failure("[]") == "1:1: expected the state file as a JSON object, found a list")
    #expect(failure("{\"trackers\": {}}") == "1:14: \"trackers\" must be a list, found an object")
    #expect(
      failure(
        "\(home)\n\"trackers\": [\(tracker)}],\n\"records\": [{\"tracker\": \"t1\", \"date\": \"2026-11-20\"},\n  {\"tracker\": \"t1\", \"date\": \"2026-11-20\"}]}"
      ) == "4:3: this record repeats the one on line 3: a tracker is done at most once a day")
  }

  @Test("JSON syntax errors point at the fault")
  func syntax() {
    #expect(failure("") == "1:1: the file is empty")
    #expect(failure("{\"categories\": [}") == "1:17: expected a value, found '}'")
    #expect(failure("{\"categories\": [],}") == "1:19: a comma before '}' is not allowed in JSON")
    #expect(
      failure("{\"categories\": []\n\"trackers\": []}")
        == "2:1: expected ',' or '}' after a value, found '\"'")
    #expect(
      failure("{\"categories\": [{\"id\" \"a\"}]}")
        == "1:23: expected ':' after the key \"id\", found '\"'")
    #expect(failure("{\"a\": 1, \"a\": 2}") == "1:10: duplicate key \"a\" (first on line 1)")
    #expect(failure("{} x") == "1:4: unexpected 'x' after the end of the JSON value")
    #expect(failure("{\"categories\": [{\"id\": \"\\x\"}]}") == "1:25: unknown escape \\'x'")
    #expect(failure("{\"категории\": 1 }").hasPrefix("1:2: unknown field \"категории\""))
    #expect(
      failure("{\"categories\": 01}") == "1:17: a number cannot start with 0 followed by digits")
    #expect(
      failure(String(repeating: "[", count: 100)) == "1:65: values are nested more than 64 deep")
  }

  @Test("Bytes that are not UTF-8, and UTF-16 files")
  func encodings() throws {
    var bytes = Array("{\"categories\": [{\"id\": \"a\", \"title\": \"".utf8)
    bytes += [0xD0, 0x94, 0xFF] + Array("\"}]}".utf8)
    do {
      _ = try StateFile.read(bytes, fileName: "bad.json", today: today)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "bad.json:1:40: error: byte 0xFF is not valid UTF-8; save the file as UTF-8")
    }
    #expect(throws: StateFileError.self) {
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
        == "1:24: this string is not closed: a '\"' is missing before the line ends")
    #expect(
      failure("{\"categories\": [{\"id\": \"abc}]}")
        == "1:24: this string is not closed: a '\"' is missing")
    #expect(
      failure("{\"categories\": [{\"id\": \"a\tb\"}]}")
        == "1:26: byte 0x09, a control character, must be escaped in a string")
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
    #expect(
      failure(base + #", "goal": {"years": 2}}]}"#).hasSuffix(
        #"a goal is {"days": N}, {"weeks": N}, {"months": N} or "forever""#))
    #expect(
      failure(base + #", "goal": {"days": 0}}]}"#)
        == "1:143: a goal's count must be a whole number from 1 to 10000")
    #expect(failure(base + #", "goal": "always"}]}"#).hasPrefix("1:134: a goal is"))
    #expect(
      failure(base + #", "notes": 5}]}"#) == "1:135: \"notes\" must be a string, found a number")
  }
}
