import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWire
import TrackerWorkload

/// Answers with edits (`{"edits": true}`): a client that applies them to the screens it holds
/// has, after every request, exactly the screens a client of whole screens is sent.
@Suite("serve with edits: answers carry only what changed")
struct EditsTests {
  /// A client of `serve` that takes edits: the server, and the screens it holds, kept from the
  /// JSON lines it reads.
  struct Client {
    var server: ServeSession
    var screens = ClientScreens()
    /// Checks every answer against the schema (slow on an L-sized screen in a debug build).
    var validates = true
    /// Compares the bytes of the screens edited and the whole screens after every answer, not
    /// only the trees (Swift compares strings by canonical equivalence, the wire by bytes).
    var comparesBytes = true
    /// Reads every answer from its line; the walk reads only the answers with edits and the
    /// errors, as whole screens are read back by the gallery's tests.
    var readsAll = true

    init(_ session: AppSession) {
      server = ServeSession(session: session, edits: true)
    }

    /// Sends `request`, applies the answer, and checks that the screens it holds now encode
    /// to the same bytes as the whole screens. Returns the answer's line (empty for a whole
    /// screen the walk does not read).
    @discardableResult
    mutating func send(_ request: WireRequest, _ comment: Comment = "") throws -> String {
      var response = server.perform(request)
      var reads = readsAll
      if case .edits(let answer) = response, case .edits = answer.screen { reads = true }
      if case .error = response { reads = true }
      let line = reads ? response.json : ""
      if reads {
        let value = try WireReader.read(line)
        if validates {
          let problems = Wire.validator.problems(value, against: "Response")
          #expect(problems.isEmpty, "\(request.json) → \(problems.prefix(3))")
        }
        response = try WireResponse.decode(value, at: "$")
      }
      guard case .edits(let answer) = response else { return line }
      let session = server.session
      let screen = try screens.apply(answer.screen)
      let under = try answer.under.map { update throws(ElementEditError) in
        try screens.apply(update)
      }
      // What a client of whole screens with the same windows is sent.
      var windows = server.client.windows
      let whole = (
        windows.cut(session.screen),
        answer.under == nil && !comparesBytes
          ? nil
          : session.screenUnderOverlay.map {
            windows.cut($0)
          }
      )
      // Identical (strings compared by their bytes) is `==` and more, in one pass.
      #expect(
        screen.isIdentical(to: whole.0) && (!comparesBytes || Self.sameBytes(screen, whole.0)),
        "\(comment) \(request.json): the edited screen differs from the whole one")
      #expect(
        EditsPropertyTests.identical(under, whole.1)
          && (!comparesBytes || Self.sameBytes(under, whole.1)),
        "\(comment) \(request.json): the edited screen under the overlay differs")
      #expect(answer.name == session.current.name)
      return line
    }

    /// Whether two trees encode to the same bytes (Swift's `==` on their JSON texts would
    /// compare them by canonical equivalence). The bytes written are compared by one `memcmp`:
    /// a generic comparison of two UTF-8 views costs calls for every byte in a debug build.
    static func sameBytes(_ one: ScreenElement?, _ other: ScreenElement?) -> Bool {
      guard let one, let other else { return one == nil && other == nil }
      var (mine, theirs) = (WireWriter(), WireWriter())
      one.write(to: &mine)
      other.write(to: &theirs)
      return mine.bytes.withUnsafeBufferPointer { mine in
        theirs.bytes.withUnsafeBufferPointer { theirs in
          guard mine.count == theirs.count else { return false }
          guard let first = mine.baseAddress, let second = theirs.baseAddress else { return true }
          return memcmp(first, second, mine.count) == 0
        }
      }
    }
  }

  static let today = GalleryFixture.today

  /// The walk's starts: a new user, the demo state, and the goals app with and without data,
  /// with how deep each walk goes.
  static func starts(_ language: Language) -> [(String, AppSession, Int)] {
    let localizer = Localizer(language: language)
    return [
      (
        "a new user",
        AppSession(
          state: TrackerState(), today: today, localizer: localizer, hasSeenOnboarding: false),
        10
      ),
      (
        "the demo state",
        AppSession(state: DemoState.make(today: today), today: today, localizer: localizer), 3
      ),
      (
        "the goals app on the demo state",
        AppSession(
          state: DemoState.make(today: today), today: today, localizer: localizer,
          connection: .offline(pendingChanges: 2), flavour: .goals), 3
      ),
      (
        "the goals app with no habits",
        AppSession(state: TrackerState(), today: today, localizer: localizer, flavour: .goals), 5
      ),
    ]
  }

  /// The most places a walk goes on from (150 in the exhaustive run, `RunSize`). The walks from
  /// the demo state end at their depth before 25 places; from a new user and from the goals
  /// app with no habits, 25 places reach the same screens and the same kinds of edit (set,
  /// insert, remove, replace) in every language as 40 did, in 1,058 acts instead of 1,422.
  static let places = RunSize.pick(everyday: 25, exhaustive: 150)

  /// Each language with a table and each start, paired (`RunSize.pairs`): every pair in the
  /// exhaustive run; in an everyday run each start in one language, in turn, and each language
  /// from at least one start. A language changes the words the edits carry, not which kinds of
  /// edit a walk meets.
  static let walks: [(Language, Int)] = RunSize.pairs(
    LocalizationTables.embedded.languages, Array(0..<4))

  @Test(
    "After every act of the walk, the screens edited equal the whole screens", arguments: walks)
  func walk(language: Language, start: Int) throws {
    let (name, session, depth) = Self.starts(language)[start]
    var first = Client(session)
    first.validates = false
    first.comparesBytes = false
    first.readsAll = false
    try first.send(.show)
    var seen: Set<AppWalk.Place> = [AppWalk.Place(session)]
    var level = [first]
    var acts = 0
    var edited = 0
    for _ in 0..<depth {
      var next: [Client] = []
      for client in level {
        for act in AppWalk.acts(on: client.server.session) {
          var after = client
          after.comparesBytes = acts % 64 == 0
          let line = try after.send(.act(act), "\(name), \(language.code):")
          acts += 1
          if line.hasPrefix(#"{"error""#) { continue }
          if line.contains(#""type":"edits""#) { edited += 1 }
          if seen.count < Self.places, seen.insert(AppWalk.Place(after.server.session)).inserted {
            next.append(after)
          }
        }
      }
      level = next
    }
    // Every act compares the trees exactly (`isIdentical`: strings by their bytes); every 64th
    // also the bytes they encode to, which `isIdentical` stands for (encoding costs), as the
    // random walks do.
    print(
      "Edits walk from \(name) in \(language.code): \(acts) acts, \(edited) answered with edits")
    #expect(acts > 100)
    #expect(edited * 2 > acts)
  }

  @Test("The shapes of edits, and a whole screen again when asked")
  func shapes() throws {
    var client = Client(
      AppSession(
        state: DemoState.make(today: Self.today), today: Self.today,
        localizer: Localizer(language: .english)))
    let first = try client.send(.show)
    #expect(first.contains(#""update":{"element":"#) && first.contains(#""type":"whole""#))
    let card = try #require(
      client.server.session.screen.allElements.first {
        $0.kind == .card && $0.state.isDone == false
      })
    let done = try #require(card.children.first?.id)
    let marked = try client.send(.act(.tap(done)))
    #expect(marked.contains(#""type":"set""#) && !marked.contains(#""type":"whole""#))
    #expect(marked.contains(#""changes":[{"#))
    // Typing a search that matches nothing removes the sections and inserts the placeholder.
    let searched = try client.send(.act(.type("trackers.search", "zzz")))
    #expect(searched.contains(#""type":"remove""#) && searched.contains(#""type":"insert""#))
    // A sheet is another screen: whole; back on the main screen, edits again (none).
    #expect(try client.send(.act(.tap("trackers.add"))).contains(#""type":"whole""#))
    #expect(
      try client.send(.act(.back))
        == #"{"canGoBack":false,"name":"trackers","presentation":"root","type":"edits","update":{"edits":[],"id":"trackers","type":"edits"}}"#
    )
    // A menu: the screen under it is sent as edits of the main screen (none).
    let cardID = try #require(card.id)
    // Clearing the search brings back more than half the screen: whole, which is smaller.
    #expect(try client.send(.act(.type("trackers.search", ""))).contains(#""type":"whole""#))
    let opened = try client.send(.act(.longPress(cardID)))
    #expect(opened.contains(#""underUpdate":{"edits":[],"id":"trackers","type":"edits"}"#))
    // Asking again starts over with whole screens; {"edits": false} goes back to screens.
    #expect(try client.send(.edits(true)).contains(#""type":"whole""#))
    try client.send(.act(.back))
    #expect(
      try client.send(.edits(false)).hasPrefix(
        #"{"canGoBack":false,"name":"trackers","presentation":"root","screen":"#))
    // An error leaves the client's screens as they were.
    var again = Client(client.server.session)
    try again.send(.show)
    #expect(try again.send(.act(.tap("nothing"))).hasPrefix(#"{"error""#))
    #expect(try again.send(.show).contains(#""edits":[]"#))
  }

  @Test("A set edit carries every part of an element but its kind, id and children")
  func everyPart() {
    let stored = Mirror(reflecting: ScreenElement(.screen)).children.compactMap(\.label)
    #expect(
      Set(stored) == Set(ElementChanges.parts + ["kind", "id", "children"]),
      "ScreenElement has parts ElementChanges does not carry: add them there and to the wire")
    let edit = WireSchema.schema.objectFields?["$defs"]?.objectFields?["Edit"]
    guard case .array(let variants)? = edit?.objectFields?["oneOf"] else {
      Issue.record("no Edit in the schema")
      return
    }
    let set = variants.first { $0.objectFields?["title"] == "setProperties" }
    let properties = Set(set?.objectFields?["properties"]?.objectFields?.keys.map { $0 } ?? [])
    #expect(properties == Set(ElementChanges.parts + ["type", "id", "cleared"]))
  }

  @Test("Edits that do not fit the tree held are refused, not guessed")
  func misfits() throws {
    let screen = ScreenElement(
      .screen, id: "s", children: [ScreenElement(.title), ScreenElement(.button, id: "b")])
    #expect(throws: ElementEditError.self) { try screen.applying([.remove("x")]) }
    #expect(throws: ElementEditError.self) { try screen.applying([.remove("s")]) }
    #expect(throws: ElementEditError.self) {
      try screen.applying([.insert(parent: "b", index: 1, ScreenElement(.title))])
    }
    #expect(throws: ElementEditError.self) { try screen.applying([.move("b", index: 2)]) }
    #expect(throws: ElementEditError.self) {
      try screen.applying([.replace(parent: "s", index: 2, ScreenElement(.title))])
    }
    var client = ClientScreens()
    #expect(throws: ElementEditError.self) { try client.apply(.edits("s", [])) }
    // Two elements with one id: the whole tree, never edits by an id that is not unique.
    var twice = screen
    twice.children.append(ScreenElement(.button, id: "b"))
    #expect(twice.edits(from: screen) == nil)
    #expect(screen.edits(from: twice) == nil)
  }

  @Test("Edits between trees that differ in every way apply exactly")
  func reorderings() throws {
    func tree(_ ids: [String], title: String) -> ScreenElement {
      ScreenElement(
        .screen, id: "s",
        children: [ScreenElement(.title, texts: ElementTexts(title: .content(title)))]
          + ids.map { id in
            ScreenElement(
              .section, id: ElementID(id),
              children: (0..<3).map { ScreenElement(.card, id: ElementID("\(id).\($0)")) })
          })
    }
    let cases: [([String], [String])] = [
      (["a", "b", "c", "d"], ["d", "c", "b", "a"]),
      (["a", "b", "c"], ["b", "x", "a"]),
      (["a"], []),
      ([], ["a", "b"]),
      (["a", "b", "c", "d", "e"], ["e", "a", "c", "y", "b"]),
    ]
    for (old, new) in cases {
      let before = tree(old, title: "one")
      let after = tree(new, title: old.count > 3 ? "two" : "one")
      if let edits = after.edits(from: before) {
        #expect(try before.applying(edits) == after, "\(old) → \(new): \(edits)")
      }
    }
    // A card that moves to another section goes out of one and into the other.
    var moved = tree(["a", "b"], title: "one")
    let card = moved.children[1].children.removeFirst()
    moved.children[2].children.insert(card, at: 1)
    let edits = try #require(moved.edits(from: tree(["a", "b"], title: "one")))
    #expect(edits.count == 2)
    #expect(try tree(["a", "b"], title: "one").applying(edits) == moved)
  }

  @Test("An L-sized main screen: done, search letter by letter, a filter, a tab, a form")
  func largeScreen() throws {
    // L's 1,000 trackers in 50 categories (the main screen of L), with one day of history so
    // that it is made fast in a debug build.
    let workload = Workload.generated(
      "L", shape: WorkloadShape(trackers: 1_000, categories: 50, years: 0))
    var client = Client(
      AppSession(
        state: workload.state, today: workload.today, localizer: Localizer(language: .russian)))
    client.validates = false
    client.comparesBytes = false
    let whole = try client.send(.show).utf8.count
    func sameBytes() -> Bool {
      Client.sameBytes(
        client.screens.trees[ElementID("trackers")], client.server.session.screen)
    }
    let card = try #require(
      client.server.session.screen.allElements.first {
        $0.kind == .card && $0.state.isDone == false
      })
    let done = try #require(card.children.first?.id)
    let marked = try client.send(.act(.tap(done)))
    #expect(marked.utf8.count < 2_048, "marking done: \(marked.utf8.count) bytes")
    #expect(whole > 500_000)
    #expect(sameBytes())
    var typed = ""
    for letter in workload.search {
      typed.append(letter)
      let answer = try client.send(.act(.type("trackers.search", typed)), "search \(typed):")
      #expect(answer.utf8.count < whole / 4)
    }
    #expect(sameBytes())
    // From here on answers with edits are read back from their lines, and whole screens not
    // again (the first was, above).
    client.readsAll = false
    try client.send(.act(.type("trackers.search", "")), "search cleared:")
    try client.send(.act(.tap("trackers.filters")))
    try client.send(.act(.tap("filters.uncompleted")), "filter:")
    try client.send(.act(.tap("tabBar.statistics")))
    try client.send(.act(.tap("tabBar.trackers")), "back on the main tab:")
    try client.send(.act(.tap("trackers.add")))
    try client.send(.act(.tap("trackerType.habit")))
    let closed = try client.send(.act(.back), "the form closed:")
    #expect(closed.utf8.count < 2_048, "the form closed: \(closed.utf8.count) bytes")
    #expect(sameBytes())
  }
}
