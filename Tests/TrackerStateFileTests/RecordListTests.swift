import Testing
import TrackerDomain

@testable import TrackerStateFile

/// The records list goes through a quick pass (`RecordList`) when it is in the
/// plain form. These tests read each file with and without it: the same state,
/// or the same error at the same line and column.
@Suite("The quick pass over the records list")
struct RecordListTests {
  let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)
  static let head = """
    {"categories": [{"id": "home", "title": "Дом"}],
    "trackers": [{"id": "t1", "name": "Вода", "category": "home", "emoji": "🙂", "color": 5},
     {"id": "т2", "name": "Сон", "category": "home", "emoji": "🙂", "color": 6, "schedule": ["mon"],
      "created": "2026-11-10"}],
    "records":
    """

  func outcome(_ text: String, quickly: Bool) -> Result<TrackerState, StateFileError> {
    Result { () throws(StateFileError) in
      try StateFile.read(
        Array(text.utf8), fileName: "s.json", today: today, readsRecordsQuickly: quickly)
    }
  }

  func expectSame(
    _ records: String, tail: String = "}", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = Self.head + records + tail
    let quick = outcome(text, quickly: true)
    let slow = outcome(text, quickly: false)
    #expect(quick == slow, "\(records)", sourceLocation: sourceLocation)
  }

  static let lists = [
    // The plain form, as the writer and people write it.
    #"[]"#, #" [ ] "#,
    #"[{"tracker": "t1", "date": "2026-11-20"}, {"tracker": "t1", "date": "2026-11-21"}]"#,
    #"[{"date": "2026-11-20", "tracker": "т2"},{"tracker":"t1","date":"2026-11-20"}]"#,
    "[\n\t{ \"tracker\" : \"t1\" ,\r\n \"date\" : \"2026-11-20\" }\n]",
    #"[{"tracker": "t1", "date": "2026-11-21"}, {"tracker": "т2", "date": "2026-11-20"}, {"tracker": "t1", "date": "2026-11-20"}]"#,
    // Problems the quick pass reads and then hands over: unknown tracker, repeats.
    #"[{"tracker": "t1", "date": "2026-11-20"}, {"tracker": "t3", "date": "2026-11-21"}]"#,
    #"[{"tracker": "t1", "date": "2026-11-20"}, {"tracker": "t1", "date": "2026-11-20"}]"#,
    #"[{"tracker": "t1", "date": "2026-11-21"}, {"tracker": "т2", "date": "2026-11-20"}, {"tracker": "t1", "date": "2026-11-21"}]"#,
    #"[{"tracker": " t1", "date": "2026-11-20"}]"#,
    // A record before its tracker's start day (т2 starts on 2026-11-10).
    #"[{"tracker": "т2", "date": "2026-11-20"}, {"tracker": "т2", "date": "2026-11-09"}]"#,
    // Forms the quick pass leaves to the full parser.
    #"[{"tracker": "t\u0031", "date": "2026-11-20"}]"#,
    #"[{"tracker": "t1", "date": "2026-02-30"}]"#,
    #"[{"tracker": "t1", "date": "2026-11-2"}]"#,
    #"[{"tracker": "t1", "date": "２０２６-11-20"}]"#,
    #"[{"tracker": "t1"}]"#,
    #"[{"tracker": "t1", "date": "2026-11-20", "note": "x"}]"#,
    #"[{"tracker": "t1", "tracker": "t1"}]"#,
    #"[{"tracker": "t1", "date": "2026-11-20"},]"#,
    #"[{"tracker": "t1", "date": "2026-11-20"} {"tracker": "t1", "date": "2026-11-21"}]"#,
    #"[{"tracker": 1, "date": "2026-11-20"}]"#,
    #"[{"tracker": "t1", "date": null}]"#,
    #"[[]]"#, #"[1]"#, #"{}"#, #""records""#, #"[{"tracker": "t1", "date": "2026-11-20"}"#,
    "[{\"tracker\": \"t1\u{0001}\", \"date\": \"2026-11-20\"}]",
    "[{\"tracker\": \"t1\", \"date\": \"2026-11-20\"\u{000B}}]",
  ]

  @Test("With and without the quick pass: the same state or the same error", arguments: lists)
  func sameOutcome(_ records: String) {
    expectSame(records)
  }

  @Test("Errors after the records list, and a second records list, come out the same")
  func afterTheList() {
    let plain = #"[{"tracker": "t1", "date": "2026-11-20"}]"#
    expectSame(plain, tail: ", \"records\": []}")
    expectSame(plain, tail: ", \"extra\": 1}")
    expectSame(plain, tail: "} x")
    expectSame(plain, tail: "")
  }

  @Test("Bytes that are not UTF-8 in a tracker id are reported where they are")
  func invalidUTF8() {
    var bytes = Array((Self.head + #"[{"tracker": "t"#).utf8)
    bytes += [0xFF] + Array(#"", "date": "2026-11-20"}]}"#.utf8)
    let quick = Result { () throws(StateFileError) in
      try StateFile.read(bytes, fileName: "s.json", today: today, readsRecordsQuickly: true)
    }
    let slow = Result { () throws(StateFileError) in
      try StateFile.read(bytes, fileName: "s.json", today: today, readsRecordsQuickly: false)
    }
    #expect(quick == slow)
  }

  @Test("The plain form is read by the quick pass")
  func plainFormIsQuick() throws {
    let text =
      Self.head
      + #"[{"tracker": "t1", "date": "2026-11-20"}, {"date": "2026-11-21", "tracker": "т2"}]}"#
    var parser = JSONParser(source: SourceText(bytes: Array(text.utf8), fileName: "s.json"))
    _ = try parser.parseDocument()
    let list = try #require(parser.recordList)
    #expect(list.trackerIDs == ["t1", "т2"])
    #expect(list.days.map(\.iso) == ["2026-11-20", "2026-11-21"])
  }
}
