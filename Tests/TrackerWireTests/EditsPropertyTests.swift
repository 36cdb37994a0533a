import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWire

/// The property behind edits and windows: a client that applies every answer line to the
/// screens it holds has, after every request, exactly the screens a client of whole screens
/// with the same windows is sent, byte for byte. Seeded random walks of both apps in every
/// language choose among the acts each screen offers, and move, resize and start windows of
/// its lists at random.
@Suite("Random walks: edits and windows give the whole screens")
struct EditsPropertyTests {
  /// How many requests each walk sends: with every language and both apps, 6,400 in all, at
  /// least 5,000 of them acts, in every run (the walks run side by side, under a second each).
  static let requests = total / max(1, walks.count) + 1
  static let total = 6_400

  /// Every language with a table and the pseudo-locales, each with both apps.
  static let walks: [(Language, AppSession.Flavour)] =
    (LocalizationTables.embedded.languages + Language.pseudoLocales).flatMap { language in
      AppSession.Flavour.allCases.map { (language, $0) }
    }

  @Test("A seeded walk of requests, each answer applied to the client's copy", arguments: walks)
  func walk(language: Language, flavour: AppSession.Flavour) throws {
    let today = GalleryFixture.today
    var random = SeededRandom(seed: Self.seed(language, flavour))
    let session = AppSession(
      state: DemoState.make(today: today), today: today, localizer: Localizer(language: language),
      flavour: flavour)
    var server = ServeSession(session: session, edits: true)
    var held = ClientScreens()
    var edited = 0
    var windowed = 0
    var acts = 0
    for step in 0..<Self.requests {
      let request = Self.request(on: server, &random)
      if case .act = request { acts += 1 }
      var response = server.response(to: Array(request.json.utf8))
      // Answers with edits are read back from their line; whole screens are read back by the
      // gallery's tests.
      if case .edits(let answer) = response, case .edits = answer.screen {
        response = try WireResponse.decode(json: response.json)
      }
      if case .error = response { continue }
      guard case .edits(let answer) = response else {
        Issue.record("\(request.json): not an answer with edits")
        return
      }
      if case .edits = answer.screen { edited += 1 }
      #expect(
        !Self.writesAnEmptyPart(answer.screen),
        "step \(step), \(request.json): a set edit writes an empty part instead of clearing it"
      )
      let screen = try held.apply(answer.screen)
      let under = try answer.under.map { update throws(ElementEditError) in try held.apply(update) }
      var windows = server.client.windows
      let whole = windows.cut(server.session.screen)
      let wholeUnder = server.session.screenUnderOverlay.map { windows.cut($0) }
      if whole.children.contains(where: { $0.kind == .list && $0.window?.isComplete == false }) {
        windowed += 1
      }
      let same = screen.isIdentical(to: whole) && Self.identical(under, wholeUnder)
      // Every 64th request also compares the encoded bytes, which `isIdentical` stands for.
      let sameBytes =
        step % 64 != 0
        || (EditsTests.Client.sameBytes(screen, whole)
          && EditsTests.Client.sameBytes(under, wholeUnder))
      guard same && sameBytes else {
        Issue.record(
          "step \(step), \(request.json) on \(answer.name): the client's copy differs from the whole screen"
        )
        return
      }
    }
    print("Random walk of \(flavour) in \(language.code): \(acts) acts, \(Self.requests) requests")
    #expect(
      acts * Self.walks.count >= Self.total * 25 / 32,
      "\(acts) acts in each of \(Self.walks.count) walks")
    #expect(edited * 2 > Self.requests, "few answers with edits: \(edited)")
    #expect(windowed > 0, "no list was ever cut to a window")
  }

  /// Whether a `set` edit of `update` writes a part as its default (`"state": {}`,
  /// `"intents": []`), which a client that keeps the JSON would hold as written.
  static func writesAnEmptyPart(_ update: ScreenUpdate) -> Bool {
    guard case .edits(_, let edits) = update else { return false }
    return edits.contains { edit in
      guard case .set(_, let changes) = edit else { return false }
      return changes.texts == ElementTexts() || changes.state == ElementState()
        || changes.look == ElementLook() || changes.intents == []
        || changes.longPressIntents == []
    }
  }

  /// Whether both are absent, or both there and identical.
  static func identical(_ one: ScreenElement?, _ other: ScreenElement?) -> Bool {
    guard let one, let other else { return one == nil && other == nil }
    return one.isIdentical(to: other)
  }

  /// The walk's seed, from its language's code and its app: the same on every run.
  static func seed(_ language: Language, _ flavour: AppSession.Flavour) -> UInt64 {
    (language.code + flavour.rawValue).utf8.reduce(31) { $0 &* 131 &+ UInt64($1) }
  }

  /// A request a person's front end could send now: mostly an act the screen offers, some
  /// windows moved or resized, now and then whole screens asked for again or another day.
  static func request(on server: ServeSession, _ random: inout SeededRandom) -> WireRequest {
    let screen = server.session.screen
    let lists = screen.children.filter { $0.kind == .list }.compactMap(\.id)
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<15 where !lists.isEmpty:
      return .window(
        WindowRequest(
          id: lists.randomElement(using: &random), first: Int.random(in: 0..<12, using: &random),
          count: Int.random(in: 1...6, using: &random)))
    case 15..<18:
      return .window(WindowRequest(count: Int.random(in: 1...8, using: &random)))
    case 18:
      return .edits(true)
    case 19:
      return .today(server.session.today.adding(days: Int.random(in: 0...1, using: &random)))
    default:
      let acts = AppWalk.acts(on: server.session)
      return .act(acts.randomElement(using: &random) ?? .back)
    }
  }
}
