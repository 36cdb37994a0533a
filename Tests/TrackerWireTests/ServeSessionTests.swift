import Foundation
import Testing
import TrackerApp
import TrackerCommandLine
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile
import TrackerWire

/// `ServeSession`, driven in-process: request lines in, response lines out.
@Suite("serve: one request line in, one response line out")
struct ServeSessionTests {
  static let today = GalleryFixture.today

  static func newUser() -> ServeSession {
    ServeSession(
      session: AppSession(
        state: TrackerState(), today: today, localizer: Localizer(language: .english),
        hasSeenOnboarding: false))
  }

  /// The response to `line`, which must validate against the schema.
  static func respond(_ server: inout ServeSession, _ line: String) throws -> WireValue {
    let text = server.respond(to: Array(line.utf8))
    #expect(!text.contains("\n"))
    let value = try WireReader.read(text)
    let problems = Wire.validator.problems(value, against: "Response")
    #expect(problems.isEmpty, "\(line) → \(problems.prefix(3))")
    #expect(try WireResponse.decode(value, at: "$").wire == value)
    return value
  }

  static func screenName(_ value: WireValue) -> String? {
    if case .string(let name)? = value.objectFields?["name"] { return name }
    return nil
  }

  static func errorCode(_ value: WireValue) -> String? {
    if case .string(let code)? = value.objectFields?["error"]?.objectFields?["code"] { return code }
    return nil
  }

  @Test("A new user's journey: onboarding, a habit with a new category, done, statistics")
  func journey() throws {
    var server = Self.newUser()
    let steps: [(String, String)] = [
      (#"{"show":true}"#, "onboarding"),
      (#"{"tap":"onboarding.button"}"#, "trackers"),
      (#"{"tap":"trackers.add"}"#, "tracker-type"),
      (#"{"tap":"trackerType.habit"}"#, "tracker-form"),
      (#"{"type":{"id":"trackerForm.name","text":"Read"}}"#, "tracker-form"),
      (#"{"tap":"trackerForm.category"}"#, "categories"),
      (#"{"tap":"categories.add"}"#, "category-form"),
      (#"{"type":{"id":"categoryForm.name","text":"Mind"}}"#, "category-form"),
      (#"{"tap":"categoryForm.done"}"#, "categories"),
      (#"{"tap":"categories.row.c1"}"#, "tracker-form"),
      (#"{"tap":"trackerForm.schedule"}"#, "schedule"),
      (#"{"tap":"schedule.mon"}"#, "schedule"),
      (#"{"tap":"schedule.done"}"#, "tracker-form"),
      (#"{"tap":"trackerForm.emoji.9"}"#, "tracker-form"),
      (#"{"tap":"trackerForm.color.8"}"#, "tracker-form"),
      (#"{"tap":"trackerForm.create"}"#, "trackers"),
      (#"{"tap":"trackers.card.t1.done"}"#, "trackers"),
      (#"{"tap":"tabBar.statistics"}"#, "statistics"),
    ]
    var responses: [WireValue] = []
    for (line, screen) in steps {
      let response = try Self.respond(&server, line)
      #expect(Self.screenName(response) == screen, "\(line) → \(response.json.prefix(200))")
      responses.append(response)
    }
    #expect(
      responses[8].objectFields?["changes"]
        == .array([
          .object(["type": "createCategory", "title": "Mind"])
        ]))
    #expect(
      responses[15].json.contains(
        #""changes":[{"draft":{"category":"c1","color":"selection8","emoji":"🥶","name":"Read","schedule":["mon"]},"type":"createTracker"}]"#
      ))
    #expect(
      responses[16].json.contains(
        #""changes":[{"day":"2026-11-23","tracker":"t1","type":"markDone"}]"#))
    #expect(responses[17].json.contains(#""key":"statistics.trackersCompleted""#))
    #expect(server.session.state.records.count == 1)
    #expect(responses[1].objectFields?["presentation"] == "root")
    #expect(responses[2].objectFields?["presentation"] == "sheet")
  }

  @Test("Menus carry the screen under them, to draw blurred")
  func overlay() throws {
    var server = ServeSession(
      session: AppSession(
        state: GalleryFixture.state, today: Self.today, localizer: Localizer(language: .russian)))
    let menu = try Self.respond(&server, #"{"longPress":"trackers.card.t1"}"#)
    #expect(menu.objectFields?["presentation"] == "overlay")
    #expect(menu.objectFields?["under"]?.objectFields?["id"] == "trackers")
  }

  @Test("The environment: today, the language and the connection")
  func environment() throws {
    var server = Self.newUser()
    let russian = try Self.respond(&server, #"{"language":"ru"}"#)
    #expect(russian.json.contains(#""language":"ru""#))
    let pseudo = try Self.respond(&server, #"{"language":"pseudo"}"#)
    #expect(pseudo.json.contains(#""language":"pseudo""#))
    let offline = try Self.respond(&server, #"{"connection":{"online":false,"pendingChanges":3}}"#)
    #expect(offline.json.contains(#""id":"offlineBanner""#))
    _ = try Self.respond(&server, #"{"connection":{"online":true}}"#)
    #expect(server.session.connection == .online)
    _ = try Self.respond(&server, #"{"today":"2026-12-01"}"#)
    #expect(server.session.today == Day(year: 2026, month: 12, day: 1))
  }

  @Test(
    "Every kind of bad request gets its error code, and the app is unchanged",
    arguments: [
      ("not json", "malformedJSON"), (#"{"tap":"trackers.add""#, "malformedJSON"),
      ("", "malformedJSON"), (#"{"page":1.5}"#, "malformedJSON"),
      (#"{"tap":"\ud800"}"#, "malformedJSON"), (#"{"tap":"a","tap":"b"}"#, "malformedJSON"),
      (String(repeating: "[", count: 5000), "malformedJSON"),
      ("[1]", "unknownRequest"), ("42", "unknownRequest"), ("{}", "unknownRequest"),
      (#"{"fly":true}"#, "unknownRequest"),
      (#"{"tap":"onboarding.page2","back":true}"#, "unknownRequest"),
      (#"{"tap":5}"#, "invalidRequest"), (#"{"tap":""}"#, "invalidRequest"),
      (#"{"type":{"id":"x"}}"#, "invalidRequest"),
      (#"{"type":{"id":"x","text":"y","size":1}}"#, "invalidRequest"),
      (#"{"back":false}"#, "invalidRequest"), (#"{"show":1}"#, "invalidRequest"),
      (#"{"today":"2026-02-30"}"#, "invalidRequest"), (#"{"language":"xx"}"#, "invalidRequest"),
      (#"{"language":"not a code"}"#, "invalidRequest"),
      (#"{"connection":{"online":false,"pendingChanges":-1}}"#, "invalidRequest"),
      (#"{"tap":"nope"}"#, "noSuchElement"), (#"{"longPress":"onboarding.button"}"#, "doesNothing"),
      (#"{"type":{"id":"onboarding.button","text":"x"}}"#, "notATextField"),
      (#"{"back":true}"#, "nothingToGoBackTo"),
    ])
  func badRequest(line: String, code: String) throws {
    var server = Self.newUser()
    let before = server.session
    let response = try Self.respond(&server, line)
    #expect(Self.errorCode(response) == code, "\(line.prefix(40)) → \(response.json.prefix(300))")
    #expect(server.session == before)
  }

  @Test("A disabled button, invalid UTF-8 and a huge line are errors too")
  func moreBadRequests() throws {
    var server = Self.newUser()
    _ = try Self.respond(&server, #"{"tap":"onboarding.button"}"#)
    _ = try Self.respond(&server, #"{"tap":"trackers.add"}"#)
    _ = try Self.respond(&server, #"{"tap":"trackerType.habit"}"#)
    let disabled = try Self.respond(&server, #"{"tap":"trackerForm.create"}"#)
    #expect(Self.errorCode(disabled) == "disabled")
    let before = server.session
    let invalid = try WireReader.read(
      server.respond(to: Array(#"{"tap":""#.utf8) + [0xFF, 0x22, 0x7D]))
    #expect(Self.errorCode(invalid) == "malformedJSON")
    let huge =
      #"{"type":{"id":"trackerForm.name","text":""# + String(repeating: "a", count: 70_000)
      + #""}}"#
    let tooLong = try WireReader.read(server.respond(to: Array(huge.utf8)))
    #expect(Self.errorCode(tooLong) == "lineTooLong")
    #expect(try WireReader.read(server.respondToOverlongLine()) == tooLong)
    #expect(server.session == before)
  }

  @Test("The same requests give byte-identical responses on every run")
  func deterministic() {
    let lines = [
      #"{"tap":"onboarding.button"}"#, #"{"tap":"trackers.add"}"#, #"{"language":"ru"}"#,
    ]
    func play() -> [String] {
      var server = Self.newUser()
      return lines.map { server.respond(to: Array($0.utf8)) }
    }
    #expect(play() == play())
  }

  @Test(
    "With a saver, every change is in the journal before its answer; a change on a file another program changed is not made"
  )
  func saving() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.json").path
    try StateFile.save(GalleryFixture.state, to: path)
    let opened = try StateFileStore.open(path: path, today: Self.today)
    let saver = StateFileSaver(store: opened.store, state: opened.state)
    var server = ServeSession(
      session: AppSession(
        state: opened.state, today: Self.today, localizer: Localizer(language: .english)),
      saver: saver)
    let done = try Self.respond(&server, #"{"tap":"trackers.card.t2.done"}"#)
    #expect(Self.errorCode(done) == nil)
    // Read as every command reads it: the file with its journal.
    let saved = try StateFile.read(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path, fileName: path,
      today: Self.today)
    #expect(saved.state == server.session.state && saved.journalChanges == 1)
    // Another program writes the file: the next change is refused, and the file is theirs.
    try StateFile.save(GalleryFixture.state, to: path)
    let before = server.session
    let refused = try Self.respond(&server, #"{"tap":"trackers.card.t4.done"}"#)
    #expect(Self.errorCode(refused) == "cannotSave")
    #expect(refused.objectFields?["error"]?.objectFields?["reason"] == "changedElsewhere")
    #expect(server.session == before)
    let theirs = try StateFile.read(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path, fileName: path,
      today: Self.today)
    #expect(theirs.state == GalleryFixture.state)
    // A change of the screens only saves nothing and is fine.
    #expect(Self.errorCode(try Self.respond(&server, #"{"tap":"trackers.add"}"#)) == nil)
    saver.finish()
  }
}

/// Numbers at the edges of what a JSON client holds, from the issue that found them.
@Suite("serve: numbers a JavaScript client can hold")
struct ServeNumberTests {
  @Test("A count of waiting changes above 2^53 - 1 is refused as malformedJSON; 2^53 - 1 is kept")
  func connectionCount() throws {
    var server = ServeSessionTests.newUser()
    let tooLarge = try ServeSessionTests.respond(
      &server, #"{"connection":{"online":false,"pendingChanges":9007199254740992}}"#)
    #expect(ServeSessionTests.errorCode(tooLarge) == "malformedJSON")
    let largest = try ServeSessionTests.respond(
      &server, #"{"connection":{"online":false,"pendingChanges":9007199254740991}}"#)
    #expect(ServeSessionTests.errorCode(largest) == nil)
    #expect(server.session.connection.pendingChanges == 9_007_199_254_740_991)
    #expect(!server.respond(to: Array(#"{"show":true}"#.utf8)).contains("9007199254740992"))
  }

  @Test("A state whose change ids are used up: the goals app refuses the change, never traps")
  func changeIDsUsedUp() throws {
    var state = DemoState.make(today: ServeSessionTests.today)
    state.pendingChanges = try #require(
      PendingChanges(changes: [], nextID: PendingChanges.largestID + 1))
    var server = ServeSession(
      session: AppSession(
        state: state, today: ServeSessionTests.today, localizer: Localizer(language: .english),
        flavour: .goals))
    let response = try ServeSessionTests.respond(&server, #"{"tap":"trackers.card.t9.done"}"#)
    #expect(ServeSessionTests.errorCode(response) == "refused")
    #expect(
      response.objectFields?["error"]?.objectFields?["reason"]
        == .object(["code": .string("noChangeIDLeft")]))
    #expect(server.session.state == state)
  }
}

/// `serve --save` holds the state file's lock, as the terminal app does.
@Suite("serve --save and the state file's lock")
struct ServeLockTests {
  @Test("A file another app holds, on this path or through a link, is refused; a free one serves")
  func lock() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-lock-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("state.json").path
    try StateFile.save(TrackerState(), to: file)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: file)
    func serve(_ path: String) -> CommandResult {
      TrackerKitTool.run(
        CommandContext(
          arguments: ["serve", "--stdio", "--state", path, "--save"], workingDirectory: folder,
          today: ServeSessionTests.today,
          streams: CommandStreams(readLine: { nil }, writeLine: { _ in true })))
    }
    do {
      let held = try StateFileLock(path: file)
      for path in ["state.json", "link.json"] {
        let result = serve(path)
        #expect(result.status == 1, "\(path)")
        #expect(result.errors.contains("is open in another tracker-kit app"), "\(result.errors)")
      }
      withExtendedLifetime(held) {}
    }
    #expect(serve("link.json").status == 0)
  }
}
