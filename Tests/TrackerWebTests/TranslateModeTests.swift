import Foundation
import LoopbackHTTP
import StringsFile
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWire
import TranslationExchange

@testable import TrackerWeb

/// The page's translate mode (`tracker-kit web --translate`), on a copy of the tables with a
/// language no table has yet (so that the test depends on no shipped language): the editor's
/// requests, the checks of a save, and, in headless Chromium, a translator editing one plain
/// and one plural text through the page and seeing them at once.
@Suite("Translate mode: the page's editor writes the tables", .onThreadsOfTheirOwn)
struct TranslateModeTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A copy of `Localization/`, a language without a table in it whose plural rules have
  /// more forms than English's, and the page's app in that language, in translate mode.
  struct Setup {
    let folder: TemporaryFolder
    let tables: URL
    let language: Language
    let app: WebApp

    init() throws {
      folder = try TemporaryFolder("translate-mode")
      tables = folder.url("Localization")
      try FileManager.default.copyItem(
        at: TranslateModeTests.package.appendingPathComponent("Localization"), to: tables)
      let loaded = LocalizationTables.load(from: tables)
      let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
      language = try #require(
        letters.lazy.flatMap { first in letters.map { first + $0 } }
          .compactMap { Language(code: $0) }
          .first {
            $0.hasBuiltInRules && !loaded.languages.contains($0)
              && $0.pluralRules.categories.count > 2
          })
      let session = AppSession(
        state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
        localizer: Localizer(language: language, tables: loaded))
      app = WebApp(
        server: ServeSession(session: session, edits: true),
        translation: PageTranslation(language: language, folder: tables))
    }

    /// The language's table as written, key to text (empty before the first save).
    func table() throws -> [String: String] {
      let url = tables.appendingPathComponent("\(language.code).lproj/Localizable.strings")
      guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
      let file = try StringsFile(bytes: [UInt8](data), path: url.path)
      return Dictionary(file.entries.map { ($0.key, $0.value) }) { first, _ in first }
    }
  }

  static func request(
    _ method: String, _ path: Substring, body: String = "", headers: [(String, String)] = []
  ) -> HTTPRequest {
    HTTPRequest(
      method: method, target: "/token" + path,
      headers: [("host", "127.0.0.1:1")] + headers, body: Array(body.utf8))
  }

  static let pageHeaders = [("content-type", "application/json"), ("origin", "http://127.0.0.1:1")]

  static func json(_ response: HTTPResponse) throws -> [String: WireValue] {
    try WireReader.read(response.body).objectFields ?? [:]
  }

  @Test(
    "The editor reads a plural text: every form of the language, its counts, no translation yet")
  func readsAText() throws {
    let setup = try Setup()
    let key = PluralKey.cardDays.key(for: .other)
    let response = setup.app.respond(
      to: Self.request("GET", "/translate/text?key=\(key)"), path: "/translate/text")
    let fields = try Self.json(response)
    #expect(fields["key"] == .string(PluralKey.cardDays.rawValue))
    guard case .array(let forms)? = fields["forms"] else {
      Issue.record("no forms: \(fields)")
      return
    }
    let rules = setup.language.pluralRules
    #expect(forms.count == rules.categories.count)
    for (form, category) in zip(forms, rules.categories) {
      let parts = form.objectFields ?? [:]
      #expect(parts["key"] == .string(PluralKey.cardDays.key(for: category)))
      #expect(parts["translation"] == nil, "the language has no table yet")
      guard case .string(let label)? = parts["label"] else {
        Issue.record("no label for \(category)")
        continue
      }
      #expect(label.contains(category.rawValue))
      if let count = rules.exampleCounts(for: category).first {
        #expect(label.contains(String(count)))
      }
    }
    let missing = setup.app.respond(
      to: Self.request("GET", "/translate/text?key=no.such.key"), path: "/translate/text")
    #expect(missing.status == .notFound)
  }

  @Test(
    "A save comes only as JSON, from the server's own page, small; the normal mode has no editor")
  func saveIsGuarded() throws {
    let setup = try Setup()
    let body = #"{"texts":[{"key":"trackers.title","text":"X","table":"none"}]}"#
    let refused: [(String, [(String, String)], String)] = [
      ("no Origin", [("content-type", "application/json")], body),
      (
        "another site", [("content-type", "application/json"), ("origin", "http://evil.example")],
        body
      ),
      ("a form", [("content-type", "text/plain"), ("origin", "http://127.0.0.1:1")], body),
      ("too large", Self.pageHeaders, String(repeating: " ", count: 20_000) + body),
      ("not a save", Self.pageHeaders, #"{"texts":"X"}"#),
    ]
    for (name, headers, body) in refused {
      let response = setup.app.respond(
        to: Self.request("POST", "/translate/save", body: body, headers: headers),
        path: "/translate/save")
      #expect(response.status != .ok, "\(name)")
    }
    #expect(try setup.table().isEmpty, "nothing written")
    let plain = WebApp(server: setup.app.session)
    for path: Substring in ["/translate/save", "/translate/text", "/translate.js"] {
      let response = plain.respond(
        to: Self.request("POST", path, body: body, headers: Self.pageHeaders), path: path)
      #expect(response.status == .notFound, "\(path) in the normal mode")
    }
    let page = String(
      decoding: plain.respond(to: Self.request("GET", "/"), path: "/").body, as: UTF8.self)
    #expect(!page.contains("translate"), "the normal page loads no translate mode")
  }

  @Test(
    "A save is checked as an import: a wrong placeholder is refused, naming the form; a good one is written and shown"
  )
  func saveChecksAndRedraws() throws {
    let setup = try Setup()
    let key = StringKey.trackersTitle.rawValue
    func save(_ text: String) throws -> [String: WireValue] {
      let body = WireValue.object([
        "texts": .array([
          .object(["key": .string(key), "text": .string(text), "table": .string("none")])
        ])
      ]).json
      return try Self.json(
        setup.app.respond(
          to: Self.request("POST", "/translate/save", body: body, headers: Self.pageHeaders),
          path: "/translate/save"))
    }
    let wrong = try save("%d ✳")
    guard case .array(let problems)? = wrong["problems"], let first = problems.first?.objectFields
    else {
      Issue.record("not refused: \(wrong)")
      return
    }
    #expect(first["key"] == .string(key))
    #expect(try setup.table().isEmpty)
    let revision = setup.app.session.revision
    #expect(try save("✳ \(key)")["saved"] == .array([.string(key)]))
    #expect(try setup.table()[key] == "✳ \(key)")
    #expect(setup.app.session.revision == revision + 1, "every page is told to redraw")
    #expect(setup.app.session.session.localizer.text(.trackersTitle).string == "✳ \(key)")
    let record = try String(
      contentsOf: TranslationRecord.url(in: setup.tables, for: setup.language), encoding: .utf8)
    #expect(record.contains("\"\(key)\""), "the English it was made from is recorded")
  }

  @Test(
    "In the browser, a translator edits one plain and one plural text and sees them at once",
    .enabled(
      if: BrowserJourneyTests.chromium != nil,
      "chromium is not installed (apt-get install chromium)"))
  func browser() throws {
    let setup = try Setup()
    let app = setup.app
    let server = try LoopbackServer { request, path in app.respond(to: request, path: path) }
    Thread.detachNewThread { server.run() }
    defer { server.stop() }
    let browser = try DevToolsBrowser(chromium: try #require(BrowserJourneyTests.chromium))
    defer { browser.close() }
    try browser.open(server.address)
    let plain = StringKey.trackersTitle.rawValue
    try wait(
      browser, "window.trackerTranslate && window.trackerTranslate.keys().includes('\(plain)')")

    // The plain text: opened, typed, saved.
    #expect(try browser.evaluate("window.trackerTranslate.edit('\(plain)')") as? Bool == true)
    try wait(browser, "!!document.querySelector('#tr-editor textarea[data-key=\"\(plain)\"]')")
    try browser.evaluate("document.querySelector('#tr-editor textarea').focus()")
    try browser.type("✳ \(plain)")
    try browser.evaluate("document.querySelector('.tr-save').click()")
    try wait(
      browser,
      "document.querySelector('.tr-status') && document.querySelector('.tr-status').textContent !== ''"
    )
    #expect(try setup.table()[plain] == "✳ \(plain)")
    try wait(browser, "document.querySelector('.title').textContent === '✳ \(plain)'")

    // A plural text the page shows (a card's days): every form typed, one with a wrong
    // placeholder first, refused in place.
    let shown = try browser.evaluate("window.trackerTranslate.keys()") as? [String] ?? []
    let plural = try #require(shown.first { PluralForm(key: $0)?.key == .cardDays })
    #expect(try browser.evaluate("window.trackerTranslate.edit('\(plural)')") as? Bool == true)
    let rules = setup.language.pluralRules
    try wait(
      browser,
      "document.querySelectorAll('#tr-editor textarea').length === \(rules.categories.count)")
    let fill = """
      (wrong) => { for (const field of document.querySelectorAll('#tr-editor textarea')) {
        field.value = (wrong && field.dataset.key === '\(plural)' ? '%@' : '%d') + ' ✳' + field.dataset.key; } }
      """
    try browser.evaluate("(\(fill))(true)")
    try browser.evaluate("document.querySelector('.tr-save').click()")
    try wait(
      browser, "document.querySelector('.tr-problem[data-key=\"\(plural)\"]').textContent !== ''")
    #expect(try setup.table()[plural] == nil, "nothing written")
    try browser.evaluate("(\(fill))(false)")
    try browser.evaluate("document.querySelector('.tr-save').click()")
    try wait(
      browser,
      "document.querySelector('.tr-status') && document.querySelector('.tr-status').textContent !== ''"
    )
    let table = try setup.table()
    for category in rules.categories {
      let key = PluralKey.cardDays.key(for: category)
      #expect(table[key] == "%d ✳\(key)")
    }
    // The page shows what the kit now says: every card's days in the new words.
    let expected = Self.texts(of: app.session.session.screen).filter { $0.contains("✳card.days.") }
    #expect(!expected.isEmpty)
    for text in expected {
      try wait(browser, "document.getElementById('app').innerText.includes(\(Self.quoted(text)))")
    }
  }

  /// Waits (up to the browser's timeout) until `condition` is true in the page.
  func wait(_ browser: DevToolsBrowser, _ condition: String) throws {
    let deadline = Date().addingTimeInterval(browser.timeout)
    while Date() < deadline {
      if try browser.evaluate("!!(\(condition))") as? Bool == true { return }
      usleep(20_000)
    }
    Issue.record("the page never came to: \(condition)")
    throw DevToolsBrowser.Failure(description: "timed out")
  }

  /// Every shown string of a tree's texts.
  static func texts(of element: ScreenElement) -> [String] {
    let own = [
      element.texts.title, element.texts.subtitle, element.texts.detail, element.texts.value,
    ].compactMap { $0?.string }
    return own + element.children.flatMap(texts(of:))
  }

  static func quoted(_ text: String) -> String { WireValue.string(text).json }
}
