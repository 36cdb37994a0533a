import Foundation
import LoopbackHTTP
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerTestSupport
import TrackerWeb
import TrackerWire

/// Typing never loses a character: in headless Chromium (skipped when it is absent), names
/// and a search are typed, with no pause between keys or with pauses up to 20 ms, while the
/// server answers every request 150 ms late (a delay the test puts in front of the app), so
/// that keys land while an answer to an earlier one is on its way, and answers come back
/// between keys. The field, and the text the kit holds (and saves),
/// are exactly what was typed, every time. Each run is a page and a server of its own, so
/// the runs of a test go side by side.
@Suite("Typing in the page loses no character, however slow the answers", .onThreadsOfTheirOwn)
struct TypingTests {
  /// The delay of every answer of the api.
  static let delay: UInt32 = 150_000
  /// The pause after each key, in microseconds, of each run. The exhaustive run (`RunSize`)
  /// types twice with each pause from none to 20 ms, 5 ms apart; an everyday run once with no
  /// pause (every key lands before the first answer), 5 ms (answers come back while keys
  /// still land) and 20 ms (an answer between every few keys): the pauses between those make
  /// the same race, at other moments, and each run is a page of its own.
  static let pauses: [UInt32] = RunSize.pick(
    everyday: [0, 5_000, 20_000],
    exhaustive: [0, 5_000, 10_000, 15_000, 20_000].flatMap { [$0, $0] })

  /// Where the text is typed, and what it is.
  enum Typing: Sendable, CustomStringConvertible {
    /// A new category's name, saved with Done.
    case categoryName(String)
    /// The main screen's search.
    case search(String)

    var text: String {
      switch self {
      case .categoryName(let text), .search(let text): text
      }
    }

    var field: String {
      switch self {
      case .categoryName: "categoryForm.name"
      case .search: "trackers.search"
      }
    }

    /// The taps that bring a session on the main screen to the field.
    var path: [String] {
      switch self {
      case .categoryName:
        ["trackers.add", "trackerType.habit", "trackerForm.category", "categories.add"]
      case .search: []
      }
    }

    var description: String {
      switch self {
      case .categoryName(let text): "category name “\(text)”"
      case .search(let text): "search “\(text)”"
      }
    }
  }

  static let latinName = Typing.categoryName("Called grandma on the phone, a long time")
  static let cyrillicName = Typing.categoryName("Позвонил бабушке и долго-долго говорил!!")
  static let search = Typing.search("Called grandma on the phone, a long time")

  @Test(
    "A Latin name typed with no pause against a slow answer arrives whole, every run",
    .enabled(
      if: BrowserJourneyTests.chromium != nil,
      "chromium is not installed (apt-get install chromium)"))
  func latinName() async throws { await Self.check(Self.latinName) }

  @Test(
    "A Cyrillic name typed with no pause against a slow answer arrives whole, every run",
    .enabled(
      if: BrowserJourneyTests.chromium != nil,
      "chromium is not installed (apt-get install chromium)"))
  func cyrillicName() async throws { await Self.check(Self.cyrillicName) }

  @Test(
    "A search typed with no pause against a slow answer arrives whole, every run",
    .enabled(
      if: BrowserJourneyTests.chromium != nil,
      "chromium is not installed (apt-get install chromium)"))
  func search() async throws { await Self.check(Self.search) }

  /// What a run ended with: the field, the kit's text, the names of the categories after
  /// Done (for a category's name), or why it could not be played.
  struct Outcome: Sendable {
    var field: String?
    var held: String?
    var categories: [String]?
    var failure: String?
  }

  /// Plays the runs of `typing` side by side (each mostly waits for the late answers), one
  /// thread each, and checks what each ended with; the test waits without holding a thread
  /// of the pool, so that another test runs meanwhile.
  static func check(_ typing: Typing) async {
    #expect(typing.text.count == 40)
    let outcomes = OutcomeList()
    let runs = DispatchGroup()
    for (run, pause) in pauses.enumerated() {
      runs.enter()
      Thread.detachNewThread {
        defer { runs.leave() }
        let outcome: Outcome
        do {
          outcome = try play(typing, pause: pause)
        } catch {
          outcome = Outcome(failure: "\(error)")
        }
        outcomes.set(run, outcome)
      }
    }
    await withCheckedContinuation { done in runs.notify(queue: .global()) { done.resume() } }
    for (run, outcome) in outcomes.all.sorted(by: { $0.key < $1.key }) {
      let name = "run \(run + 1), \(pauses[run] / 1000) ms between keys"
      #expect(outcome.failure == nil, "\(name): \(outcome.failure ?? "")")
      guard outcome.failure == nil else { continue }
      #expect(outcome.field == typing.text, "\(name): the field")
      #expect(outcome.held == typing.text, "\(name): the kit's text")
      if let categories = outcome.categories {
        #expect(categories.contains(typing.text), "\(name): the categories are \(categories)")
      }
    }
  }

  /// The outcomes of the runs, by run, filled in from their threads.
  final class OutcomeList: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Int: Outcome] = [:]
    func set(_ run: Int, _ outcome: Outcome) { lock.withLock { outcomes[run] = outcome } }
    var all: [Int: Outcome] { lock.withLock { outcomes } }
  }

  /// Types `typing` in a page of a new server whose answers are late, pausing `pause` µs
  /// after each key; what the field and the kit hold then (and, for a category's name, the
  /// categories after Done).
  static func play(_ typing: Typing, pause: UInt32) throws -> Outcome {
    var session = AppSession(
      state: DemoState.make(today: GalleryFixture.today), today: GalleryFixture.today,
      localizer: Localizer(language: .english))
    for id in typing.path { try session.perform(.tap(ElementID(id))) }
    let served = try ServedPage(session) { path in
      if path == "/api" { usleep(Self.delay) }
    }
    defer { served.close() }
    let (app, browser) = (served.app, served.page)
    let input = "document.querySelector('input[data-id=\"\(typing.field)\"]')"
    try browser.evaluate("\(input).focus()")
    // Keys as a keyboard gives them, with no pause or a short one, so that keys land while
    // an answer is on its way and answers come back between keys (which overwrote them).
    for character in typing.text {
      let key = String(character)
      try browser.press(DevToolsBrowser.Key(key: key, code: "", keyCode: 0, text: key))
      usleep(pause)
    }
    try browser.evaluate("window.trackerPage.idle()")
    var outcome = Outcome()
    outcome.field = try browser.evaluate("\(input).value") as? String
    outcome.held = app.session.session.screen.element(ElementID(typing.field))?.texts.value?.string
    if case .categoryName = typing {
      try browser.evaluate("document.querySelector('[data-id=\"categoryForm.done\"]').click()")
      try browser.evaluate("window.trackerPage.idle()")
      outcome.categories = app.session.session.state.categories.map(\.title)
    }
    return outcome
  }
}
