import Diagnostics
import Testing
import TrackerDomain
import TrackerStateFile

/// The one place the wording of the state file's messages is checked; every
/// other test compares typed problems and positions.
@Suite("State file messages")
struct StateFileMessageTests {
  static let messages: [(StateFileProblem, String)] = [
    (.utf16, "the file is UTF-16; save it as UTF-8"),
    (.emptyFile, "the file is empty"),
    (.textAfterValue(.character("x")), "unexpected 'x' after the end of the JSON value"),
    (.endWhereValueExpected, "the file ends where a value was expected"),
    (.expectedValue(found: .endOfFile), "expected a value, found the end of the file"),
    (.nestedTooDeep(limit: 64), "values are nested more than 64 deep"),
    (.expectedKey(found: .byte(0x01)), "expected a quoted key, found byte 0x01"),
    (.duplicateKey("a", firstLine: 1), "duplicate key \"a\" (first on line 1)"),
    (
      .expectedColon(key: "id", found: .character("\"")),
      "expected ':' after the key \"id\", found '\"'"
    ),
    (.trailingComma(before: "]"), "a comma before ']' is not allowed in JSON"),
    (
      .expectedCommaOrClosing("}", found: .character("\"")),
      "expected ',' or '}' after a value, found '\"'"
    ),
    (.missingDigit(after: .minus), "expected a digit after '-'"),
    (.missingDigit(after: .decimalPoint), "expected a digit after the decimal point"),
    (.missingDigit(after: .exponent), "expected a digit in the exponent"),
    (.leadingZero, "a number cannot start with 0 followed by digits"),
    (.unclosedString(atLineEnd: false), "this string is not closed: a '\"' is missing"),
    (
      .unclosedString(atLineEnd: true),
      "this string is not closed: a '\"' is missing before the line ends"
    ),
    (.controlCharacter(0x09), "byte 0x09, a control character, must be escaped in a string"),
    (.invalidUTF8(0xFF), "byte 0xFF is not valid UTF-8; save the file as UTF-8"),
    (.endInsideEscape, "the file ends inside an escape"),
    (.unknownEscape(.character("x")), "unknown escape \\'x'"),
    (.invalidUnicodeEscape, "\\u must be followed by four hex digits"),
    (.missingLowSurrogate, "a \\u escape of a high surrogate must be followed by a low one"),
    (.expectedLowSurrogate, "expected a low surrogate \\uDC00…\\uDFFF"),
    (.loneLowSurrogate, "a lone low surrogate is not a character"),
    (.notAnObject(.tracker, found: .number), "expected a tracker as a JSON object, found a number"),
    (
      .unknownField("colour", in: .tracker),
      // The list is the reader's (a new field adds itself); the sentence around it is checked.
      "unknown field \"colour\" in a tracker; known fields: "
        + StateFileProblem.Element.tracker.knownFields.joined(separator: ", ")
    ),
    (.missingField("name", in: .tracker), "a tracker needs a \"name\""),
    (
      .wrongType(field: "pinned", expected: .bool, found: .string),
      "\"pinned\" must be true or false, found a string"
    ),
    (.invalidID, "an id cannot be empty or start or end with spaces"),
    (
      .controlCharacterInID(10),
      "an id cannot hold a control character or a line break (here U+000A); an id is one line of text"
    ),
    (
      .presetID("goals.work", preset: "work"),
      "\"goals.work\" is the id of the goals app's preset category; write {\"preset\": \"work\"} for it, or choose another id"
    ),
    (
      .duplicateID(.category, "a", firstLine: 1),
      "the category id \"a\" is already used on line 1"
    ),
    (
      .duplicateTitle(" дом", usedBy: "a"),
      "the title \" дом\" is already used by category \"a\" (titles are compared ignoring case)"
    ),
    (.emptyTitle, "a category's title cannot be empty"),
    (.emptyName, "a tracker's name cannot be empty"),
    (.nameTooLong(length: 39, limit: 38), "this name is 39 characters long; the limit is 38"),
    (.unknownCategory("work", known: []), "no category has the id \"work\""),
    (
      .unknownCategory("work", known: ["health", "home"]),
      "no category has the id \"work\"; known: \"health\", \"home\""
    ),
    (
      .unknownCategory("x", known: (1...12).map { "c\($0)" }),
      "no category has the id \"x\"; known: \"c1\", \"c2\", \"c3\", \"c4\", \"c5\", \"c6\", \"c7\", \"c8\", \"c9\", \"c10\" and 2 more"
    ),
    (.missingEmoji, "a tracker needs an emoji"),
    (.invalidEmoji("abc"), "\"abc\" is not one emoji; write a single emoji such as \"🙂\""),
    (
      .recordBeforeStart(
        tracker: "t1", start: Day(year: 2026, month: 11, day: 10) ?? Day(ordinal: 0)),
      "this record is dated before the start day of the tracker \"t1\" (2026-11-10); a tracker has no records before it starts"
    ),
    (
      .inconsistentState(.unknownTracker("t9")),
      "the state is inconsistent: unknownTracker(t9)"
    ),
    (.invalidColor, "\"color\" must be a whole number from 1 to 18"),
    (
      .numberOutOfRange(field: "id", range: 1...9_007_199_254_740_991, found: "-3"),
      "\"id\" must be a whole number from 1 to 9007199254740991, found -3"
    ),
    (
      .emptySchedule,
      "a habit needs at least one weekday; leave \"schedule\" out for an irregular event"
    ),
    (.unknownWeekday("Fri"), "unknown weekday \"Fri\"; use mon, tue, wed, thu, fri, sat, sun"),
    (
      .weekdayNotAString(.number), "unknown weekday a number; use mon, tue, wed, thu, fri, sat, sun"
    ),
    (.repeatedWeekday("mon"), "the weekday \"mon\" is listed twice"),
    (
      .invalidSchedule,
      "\"schedule\" must be a list of weekdays such as [\"mon\", \"fri\"], or null"
    ),
    (.invalidGoal, "a goal is {\"days\": N}, {\"weeks\": N}, {\"months\": N} or \"forever\""),
    (.goalCountOutOfRange, "a goal's count must be a whole number from 1 to 10000"),
    (.unknownTracker("t2"), "no tracker has the id \"t2\""),
    (
      .repeatedRecord(firstLine: 3),
      "this record repeats the one on line 3: a tracker is done at most once a day"
    ),
    (
      .invalidDate("2026-02-30"), "\"2026-02-30\" is not a date that exists; write it as YYYY-MM-DD"
    ),
  ]

  @Test("Each problem's message")
  func wording() {
    for (problem, message) in Self.messages {
      #expect(problem.message == message)
      #expect(problem.severity == .error)
    }
  }

  @Test("The description is file:line:column: error: message")
  func description() {
    let error = StateFileError(
      file: "a.json", line: 3, column: 7, problem: .unknownTracker("t2"))
    #expect(error.description == "a.json:3:7: error: no tracker has the id \"t2\"")
  }
}
