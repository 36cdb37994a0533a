import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile
import TrackerWire

/// What a client written from the schema and the article alone must not have to guess: which
/// response it holds, whether back goes somewhere, one name per screen, which error wins,
/// what null and out-of-bounds numbers are, and why a change was not saved.
@Suite("Nothing for a client to guess")
struct NothingToGuessTests {
  static let today = GalleryFixture.today

  static func server(_ flavour: AppSession.Flavour = .tracker, edits: Bool = false)
    -> ServeSession
  {
    ServeSession(
      session: AppSession(
        state: DemoState.make(today: today), today: today,
        localizer: Localizer(language: .english), flavour: flavour),
      edits: edits)
  }

  /// The answer to `line`, as JSON.
  static func answer(_ server: inout ServeSession, _ line: String) throws -> [String: WireValue] {
    try WireReader.read(server.respond(to: Array(line.utf8))).objectFields ?? [:]
  }

  static func code(_ answer: [String: WireValue]) -> WireValue? {
    answer["error"]?.objectFields?["code"]
  }

  @Test("Every answer says what it is (type) and whether back goes somewhere (canGoBack)")
  func discriminatedAnswers() throws {
    for edits in [false, true] {
      var server = Self.server(edits: edits)
      let first = try Self.answer(&server, #"{"show":true}"#)
      #expect(first["type"] == (edits ? "edits" : "screen"))
      #expect(first["canGoBack"] == false)
      let sheet = try Self.answer(&server, #"{"tap":"trackers.add"}"#)
      #expect(sheet["canGoBack"] == true)
      let error = try Self.answer(&server, #"{"tap":"nothing"}"#)
      #expect(error["type"] == "error" && error.count == 2)
      _ = try Self.answer(&server, #"{"back":true}"#)
      #expect(Self.code(try Self.answer(&server, #"{"back":true}"#)) == "nothingToGoBackTo")
    }
  }

  @Test("A request may name itself as its key does; naming another is refused")
  func requestDiscriminator() throws {
    var server = Self.server()
    let named = try Self.answer(&server, #"{"request":"tap","tap":"trackers.add"}"#)
    #expect(named["name"] == "tracker-type")
    let wrong = try Self.answer(&server, #"{"request":"back","tap":"trackerType.habit"}"#)
    #expect(Self.code(wrong) == "invalidRequest")
    #expect(wrong["error"]?.objectFields?["path"] == "$.request")
    #expect(Self.code(try Self.answer(&server, #"{"request":"tap"}"#)) == "unknownRequest")
  }

  @Test("Null stands for an optional field of a request, and nothing else; numbers have bounds")
  func nullsAndBounds() throws {
    var server = Self.server()
    for line in [
      #"{"window":{"id":null,"first":null,"count":3}}"#,
      #"{"connection":{"online":false,"pendingChanges":null}}"#,
    ] {
      #expect(Self.code(try Self.answer(&server, line)) == nil, "\(line)")
    }
    for line in [
      #"{"type":{"id":"trackers.search","text":null}}"#, #"{"window":{"count":null}}"#,
      #"{"window":{"count":0}}"#, #"{"window":{"count":2147483648}}"#,
      #"{"window":{"id":"trackers.list","first":-1,"count":3}}"#,
      #"{"connection":{"online":false,"pendingChanges":-1}}"#,
    ] {
      #expect(Self.code(try Self.answer(&server, line)) == "invalidRequest", "\(line)")
    }
    // Every integer of the schema has its bounds.
    var unbounded: [String] = []
    func walk(_ value: WireValue, _ path: String) {
      guard case .object(let fields) = value else {
        if case .array(let items) = value {
          for (index, item) in items.enumerated() { walk(item, path + "[\(index)]") }
        }
        return
      }
      let isInteger =
        fields["type"] == "integer" || fields["type"] == .array(["integer", "null"])
      if isInteger, fields["minimum"] == nil || fields["maximum"] == nil { unbounded.append(path) }
      for (key, inner) in fields { walk(inner, path + "." + key) }
    }
    walk(WireSchema.schema, "$")
    #expect(unbounded.isEmpty, "integers without bounds: \(unbounded)")
  }

  @Test("Two problems: the first of the article's order answers")
  func whichErrorWins() throws {
    var server = Self.server()
    _ = try Self.answer(&server, #"{"tap":"trackers.add"}"#)
    _ = try Self.answer(&server, #"{"tap":"trackerType.habit"}"#)
    // The Create button is disabled and no text field: disabled wins.
    let typed = try Self.answer(&server, #"{"type":{"id":"trackerForm.create","text":"x"}}"#)
    #expect(Self.code(typed) == "disabled")
    #expect(Self.code(try Self.answer(&server, #"{"tap":"nothing","x":1}"#)) == "unknownRequest")
    #expect(Self.code(try Self.answer(&server, #"{"tap":3}"#)) == "invalidRequest")
  }

  @Test("One name per screen: the answer's, the root's id, the catalog's screens")
  func oneListOfNames() throws {
    for flavour in AppSession.Flavour.allCases {
      let start = Self.server(flavour).session
      AppWalk(from: start, depth: 3, limit: 60).run(
        arrive: { session in
          #expect(session.screen.id?.rawValue == session.current.name)
          #expect(ScreenName(rawValue: session.current.name) != nil)
        },
        visit: { _, _, _ in })
    }
    let state = GalleryFixture.state
    var request = ScreenRequest(
      context: ScreenContext(
        state: state, localizer: Localizer(language: .english), today: Self.today))
    request.tracker = state.trackers.first?.id
    request.category = state.categories.first?.id
    for entry in ScreenCatalog.entries {
      let screen = try entry.describe(request)
      #expect(screen.id?.rawValue == entry.screen.rawValue, "\(entry.name)")
    }
    #expect(Set(ScreenCatalog.entries.map(\.screen)) == Set(ScreenName.allCases))
  }

  @Test("A change not saved says why, as a code a front end switches on")
  func saveFailures() {
    #expect(StateFileStoreError.changedElsewhere(path: "s").saveFailure == .changedElsewhere)
    let readOnly = StateFileSaveError(path: "s", reason: "denied", isReadOnly: true)
    #expect(StateFileStoreError.cannotSave(readOnly).saveFailure == .readOnly)
    let full = StateFileJournalError(
      path: "s", reason: "cannot write: " + String(cString: strerror(ENOSPC)))
    #expect(StateFileStoreError.cannotAppend(full).saveFailure == .diskFull)
    let other = StateFileJournalError(path: "s", reason: "cannot write: something")
    #expect(StateFileStoreError.cannotAppend(other).saveFailure == .unwritable)
    let error = ServeError(saving: .changedElsewhere(path: "s"))
    #expect(error.wire.objectFields?["reason"] == "changedElsewhere")
  }
}
