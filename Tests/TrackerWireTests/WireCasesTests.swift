import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerWire

/// Every case of every sum type encodes to JSON that validates against its schema
/// definition and decodes back to an equal value.
@Suite("Every intent, action, act, request and error on the wire")
struct WireCasesTests {
  static let day = GalleryFixture.today
  static let draft = TrackerDraft(
    name: "Read", category: "c1", emoji: "🥶", color: Palette.colors[7],
    schedule: WeekdaySet([.monday, .friday]), notes: "20 pages", goal: .weeks(3))

  static let actions: [TrackerAction] = [
    .createCategory(title: "Mind"), .createCategory(title: "Mind", id: "c9"),
    .renameCategory("c1", title: "Body"), .deleteCategory("c1"), .createTracker(draft),
    .createTracker(
      TrackerDraft(
        name: "Once", category: "c1", emoji: "🙂", color: Palette.colors[0], schedule: nil), id: "t9"
    ),
    .editTracker("t1", draft), .deleteTracker("t1"), .pin("t1"), .unpin("t1"),
    .markDone("t1", on: day), .markUndone("t1", on: day), .moveStart("t1", to: day),
    .moveStart("t1", to: day, confirmedLoss: 4),
  ]

  static let intents: [ScreenIntent] =
    actions.map(ScreenIntent.apply) + [
      .editTrackerForm(.setName("Read")), .editTrackerForm(.setCategory("c1")),
      .editTrackerForm(.setSchedule(WeekdaySet([]))), .editTrackerForm(.setEmoji("❤️")),
      .editTrackerForm(.setColor(Palette.colors[17])), .editTrackerForm(.setNotes(nil)),
      .editTrackerForm(.setNotes("n")), .editTrackerForm(.setGoal(nil)),
      .editTrackerForm(.setGoal(.days(30))), .editTrackerForm(.setGoal(.months(2))),
      .editTrackerForm(.setGoal(.forever)), .editCategoryTitle("Дом"),
      .setWeekday(.sunday, isOn: true), .search("ЙОГ \"quoted\"\n"), .selectDay(day),
      .showMonth(day.firstOfMonth), .chooseCalendarTracker(nil), .chooseCalendarTracker("t1"),
      .selectFilter(.uncompleted), .selectTab(.statistics), .showOnboardingPage(2),
      .finishOnboarding, .dismiss,
    ]
    + [
      Destination.trackerType, .trackerForm(.new(.irregularEvent)), .trackerForm(.edit("t1")),
      .categories, .newCategory, .editCategory("c1"), .categoryMenu("c1"),
      .deleteCategoryConfirmation("c1"), .schedule, .datePicker, .filters, .trackerMenu("t1"),
      .deleteTrackerConfirmation("t1"), .monthCalendar, .trackerDetail("t1"),
      .startDayPicker("t1"), .moveStartConfirmation("t1", to: day),
    ].map(ScreenIntent.open)

  static let problems: [TrackerActionError] = [
    .unknownTracker("t1"), .unknownCategory("c1"), .invalidName(.empty),
    .invalidName(.tooLong(limit: 38)), .invalidCategoryTitle(.duplicate("c2")), .missingEmoji,
    .invalidEmoji("ab"), .emptySchedule, .idInUse("t1"), .dayAfterToday(day),
    .beforeStart("t1", day), .notOnThisDay("t1", day), .invalidGoal(.days(0)),
    .unconfirmedRecordLoss("t1", records: 3), .noChangeIDLeft,
  ]

  static let errors: [ServeError] =
    [
      .malformedJSON(WireReadError(line: 1, column: 3, message: "expected a JSON value")),
      .lineTooLong(limit: 65536), .unknownRequest(keys: []), .unknownRequest(keys: ["a", "b"]),
      .invalidRequest(WireDecodingError(path: "$.tap", message: "expected a string")),
      .cannotSave(.changedElsewhere, message: "state.json was changed by another program"),
      .cannotSave(.readOnly, message: "cannot save: Permission denied"),
      .cannotSave(.diskFull, message: "cannot save: No space left on device"),
      .cannotSave(.unwritable, message: "cannot save: Input/output error"),
      .act(.noSuchElement("x", screen: "trackers", available: ["trackers.add"])),
      .act(.disabled("trackerForm.create", screen: "tracker-form")),
      .act(.doesNothing("tabBar.trackers", screen: "trackers", act: "tap")),
      .act(.doesNothing("trackers.add", screen: "trackers", act: "long-press")),
      .act(.notATextField("trackers.add", screen: "trackers")),
      .act(.nothingToGoBackTo(screen: "trackers")),
    ]
    + problems.map {
      ServeError.act(.refused("trackers.card.t1.done", screen: "trackers", reason: $0))
    }

  static let requests: [WireRequest] = [
    .act(.tap("trackers.add")), .act(.type("trackerForm.name", "Read 📚")),
    .act(.longPress("trackers.card.t1")), .act(.back), .show, .today(day),
    .language(.russian), .language(.pseudo), .connection(.online),
    .connection(.offline(pendingChanges: 2)),
  ]

  static let arguments: [TextArgument] = [
    .integer(-2), .decimal(1.5, fractionDigits: 1), .decimal(0.1, fractionDigits: 2),
    .decimal(1e-5, fractionDigits: 6), .decimal(-3, fractionDigits: 0), .text("Бег"),
    .localized(
      LocalizedText(key: "k", arguments: [.integer(1)], string: "1 day", tableLanguage: nil)),
  ]

  static func check<Value: WireDefined & Equatable>(_ values: [Value], _ name: String) throws {
    for value in values {
      let json = value.json
      #expect(try Value.decode(json: json) == value, "\(json)")
      #expect(try WireReader.read(json).json == json, "\(json): the fields are out of order")
      let problems = Wire.validator.problems(try WireReader.read(json), against: name)
      #expect(problems.isEmpty, "\(json): \(problems)")
    }
  }

  @Test("Intents, destinations, form edits, actions, drafts and goals")
  func intentsRoundTrip() throws {
    try Self.check(Self.intents, "Intent")
    try Self.check(Self.actions, "Action")
  }

  @Test("Acts and requests")
  func requestsRoundTrip() throws {
    try Self.check(Self.requests, "Request")
    try Self.check(
      Self.requests.compactMap { if case .act(let act) = $0 { act } else { nil } }, "Act")
    #expect(WireRequest.act(.type("f", "x")).json == #"{"type":{"id":"f","text":"x"}}"#)
    #expect(WireRequest.act(.back).json == #"{"back":true}"#)
  }

  @Test("Errors, with every reason the rules give")
  func errorsRoundTrip() throws {
    try Self.check(Self.errors, "Error")
    try Self.check(Self.errors.map(WireResponse.error), "Response")
    for error in Self.errors {
      let fields = error.wire.objectFields
      #expect(fields?["message"] == .string(error.description))
    }
  }

  @Test("Text arguments; decimals travel as strings that read back the same")
  func argumentsRoundTrip() throws {
    try Self.check(Self.arguments, "TextArgument")
    #expect(
      TextArgument.decimal(0.1, fractionDigits: 2).json
        == #"{"fractionDigits":2,"type":"decimal","value":"0.1"}"#)
  }
}

@Suite("The JSON value, writer and reader")
struct WireValueTests {
  @Test("Keys are sorted by their bytes; strings are escaped per RFC 8259")
  func writing() {
    let value = WireValue.object([
      "b": .integer(1), "a": .array([.bool(true), .null]),
      "B": .string("x\"\\\n\u{1}\u{2028}é👨‍👩‍👧"),
    ])
    #expect(value.json == #"{"B":"x\"\\\n\u0001\u2028é👨‍👩‍👧","a":[true,null],"b":1}"#)
    #expect(value.prettyJSON.hasPrefix("{\n  \"B\": "))
  }

  @Test("Reading gives back what writing gave, escapes and surrogate pairs included")
  func reading() throws {
    let value = WireValue.object([
      "text": .string("\u{0}\t\u{7F}😀"), "n": .integer(-WireReader.largestInteger),
      "list": .array([]),
    ])
    #expect(try WireReader.read(value.json) == value)
    #expect(try WireReader.read(#" {"a" : "\ud83d\ude00\/\u00e9"} "#) == .object(["a": "😀/é"]))
  }

  @Test(
    "Bad JSON is refused with its line and column",
    arguments: [
      ("{\n  \"a\": 1,\n  \"a\": 2}", 3, 3), ("[1, 2", 1, 6), ("{\"a\" 1}", 1, 6), ("01", 1, 1),
      ("1.5", 1, 2), ("99999999999999999999", 1, 1), ("\"\u{1}\"", 1, 2), ("\"\\x\"", 1, 2),
      ("\"é\\ud800\"", 1, 3), ("tru", 1, 4), ("[] []", 1, 4), ("", 1, 1), ("{\"a\":}", 1, 6),
    ])
  func badJSON(text: String, line: Int, column: Int) {
    #expect(throws: WireReadError.self) { try WireReader.read(text) }
    do {
      _ = try WireReader.read(text)
    } catch {
      #expect(error.line == line && error.column == column, "\(text): \(error)")
    }
  }

  @Test("Whole numbers beyond ±(2^53 − 1) are refused at their position; the edges are read")
  func numbersAJavaScriptClientHolds() throws {
    let largest = WireReader.largestInteger
    #expect(largest == (1 << 53) - 1)
    #expect(
      try WireReader.read("[\(largest), -\(largest)]")
        == .array([.integer(largest), .integer(-largest)]))
    for text in [
      "9007199254740992", "-9007199254740992", "9223372036854775807", "-9223372036854775808",
    ] {
      do {
        _ = try WireReader.read("{\"n\": \(text)}")
        Issue.record("\(text) was read")
      } catch {
        #expect(error.line == 1 && error.column == 7)
        #expect(error.message.contains("9007199254740991"))
      }
    }
  }

  @Test("Nesting deeper than the limit is an error, not a crash")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: WireReadError.self) { try WireReader.read(deep) }
    let fine = String(repeating: "[", count: 150) + String(repeating: "]", count: 150)
    #expect((try? WireReader.read(fine)) != nil)
  }
}

@Suite("Request lines")
struct RequestLinesTests {
  /// Every line of `chunks`, read with a limit.
  static func lines(_ chunks: [String], limit: Int) -> [RequestLines.Line] {
    var remaining = chunks.map { Array($0.utf8) }
    var lines = RequestLines(limit: limit)
    var result: [RequestLines.Line] = []
    while let line = lines.next(reading: { remaining.isEmpty ? [] : remaining.removeFirst() }) {
      result.append(line)
    }
    return result
  }

  @Test("Lines split across reads, CRLF, empty lines, a last line without newline")
  func splitting() {
    #expect(
      Self.lines(["{\"a\"", ":1}\r\n\n{\"b\":2}\n{\"c\"", ":3}"], limit: 100) == [
        .line(Array("{\"a\":1}".utf8)), .line(Array("{\"b\":2}".utf8)),
        .line(Array("{\"c\":3}".utf8)),
      ])
  }

  @Test("Many short lines in one read; the end of the input after a carriage return")
  func manyLines() {
    let many = Self.lines([String(repeating: "{}\n", count: 50_000) + "x\r"], limit: 10)
    #expect(many.count == 50_001)
    #expect(many.last == .line([0x78]))
    #expect(Self.lines(["\r"], limit: 10).isEmpty)
  }

  @Test("A line longer than the limit is skipped to its end, never held whole")
  func tooLong() {
    let long = String(repeating: "x", count: 50)
    #expect(
      Self.lines(["ab\n", long, long, "\ncd\n", long], limit: 10) == [
        .line(Array("ab".utf8)), .tooLong, .line(Array("cd".utf8)), .tooLong,
      ])
    #expect(
      Self.lines([String(repeating: "y", count: 11) + "\nz"], limit: 10) == [
        .tooLong, .line([0x7A]),
      ])
  }
}
