import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerTestSupport
import TrackerWire

/// Every screen of both apps in the page (`PageTour`), in each language of the tables and each
/// pseudo-locale (`appsAndLanguages`), in headless Chromium (skipped when it is absent): each stop
/// is drawn once and both checks run on it, the readable one (`ReadablePageTests.everyScreen`) and,
/// in axe's languages, axe-core with every rule (`AxeTests`; an everyday run checks each stop in
/// one of them, `AxeTests.stops(_:checkedIn:)`); then, where axe checks the dark theme, the system
/// turns dark in the same page and axe checks each stop again. Without axe-core (`.ci/run` installs
/// it), the readable check runs alone and a test saying so is skipped.
@Suite("Every screen in the page is readable, and axe-core finds nothing serious on it")
struct EveryScreenWebTests {
  static let chromium = DevToolsBrowser.installedChromium

  /// Each app in each language of the tables and each pseudo-locale: a test each, so that none
  /// runs long. An everyday run (`RunSize`) leaves out `pseudo`, whose words are English's,
  /// accented and 40 % longer: between English's and those of `pseudo-long` (at least twice as
  /// long), both toured, and what the readable check finds only grows with a text's length
  /// (a longer text wraps, widens its control or squeezes its neighbours; it never shrinks a
  /// font or takes away a heading or a name).
  static let appsAndLanguages: [(AppSession.Flavour, Language)] = AppSession.Flavour.allCases
    .flatMap { flavour in
      Language.available.filter { $0 != .pseudo || RunSize.isExhaustive }.map { (flavour, $0) }
    }

  @Test(
    "Every screen: text of 12 px or more, controls of 44×44 px, a heading, named dialogs, a valid lang; no serious or critical axe violation",
    .enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium)"),
    arguments: appsAndLanguages)
  func everyScreen(flavour: AppSession.Flavour, language: Language) async throws {
    let axe = AxeTests.checks(language) ? AxeCore.script : nil
    let themes = axe == nil ? [] : AxeTests.themes(language)
    // The tour waits on Chromium for seconds: it runs on a thread of its own, so that the
    // pool's threads run other tests meanwhile, and what it found is checked here. Tours take
    // turns (`turns`), a few at a time.
    let tour = try await Self.turns.inTurn {
      try await onAThreadOfItsOwn {
        try Self.tour(flavour, language, axe: axe, dark: themes.contains(.dark))
      }
    }
    #expect(tour.names.count >= 10, "the walk reached \(tour.names)")
    var report: [String] = []
    for (stop, found) in zip(tour.names, tour.light) {
      guard case .array(let findings)? = found.objectFields?["readable"] else {
        Issue.record("\(stop): the page answered nothing")
        continue
      }
      for case .string(let finding) in findings {
        Issue.record("\(flavour) \(language.code), \(stop): \(finding)")
      }
      if themes.contains(.light) {
        let place = "\(flavour) \(language.code) light | \(stop)"
        report += AxeTests.report(found.objectFields?["axe"] ?? .null, at: place)
      }
    }
    if themes.contains(.light) {
      AxeTests.append(report, tour: "\(flavour) \(language.code) light")
    }
    guard themes.contains(.dark) else { return }
    report = []
    for (stop, found) in zip(tour.names, tour.dark) {
      report += AxeTests.report(found, at: "\(flavour) \(language.code) dark | \(stop)")
    }
    AxeTests.append(report, tour: "\(flavour) \(language.code) dark")
  }

  /// The tours' turns, as many at a time as the machine has processors (two at least). Every
  /// case of the test starts at once, and a tour runs on a thread of its own: ten tours side
  /// by side took ten pages, each a renderer process started afresh, where a tour in a turn
  /// takes up the page (and its warm renderer process) the last one left, for about an
  /// eighth less processor time (14.0–14.2 s against 12.1–12.9 s for the ten tours).
  static let turns = Turns(max(2, ProcessInfo.processInfo.activeProcessorCount))

  /// Turns to run, `count` at a time; the others wait without holding a thread.
  actor Turns {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    /// Runs `work` in a turn of its own.
    func inTurn<Value: Sendable>(
      _ work: @Sendable () async throws -> Value
    ) async rethrows -> Value {
      if free > 0 {
        free -= 1
      } else {
        await withCheckedContinuation { waiting.append($0) }
      }
      defer {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
      }
      return try await work()
    }
  }

  /// What a tour found at each stop: the readable check's findings and, with `axe`, axe-core's
  /// in the light theme; with `dark`, axe-core's again once the system turned dark.
  struct Found: Sendable {
    /// The stops' names, in the tour's order.
    var names: [String]
    /// At each stop, `{readable, axe}`.
    var light: [WireValue]
    /// At each stop, axe-core's violations in the dark theme (empty unless asked for).
    var dark: [WireValue]
  }

  /// Draws each stop of `flavour` in `language` once, runs both checks on it, and, with
  /// `dark`, turns the system dark in the same page and runs axe-core at each stop again.
  static func tour(
    _ flavour: AppSession.Flavour, _ language: Language, axe: String?, dark: Bool
  ) throws -> Found {
    let tour = try PageTour(
      flavour, language, theme: .light, extra: axe.map { [("/axe.js", $0)] } ?? [])
    defer { tour.close() }
    let light = axe != nil && AxeTests.themes(language).contains(.light)
    let axeStops = light ? AxeTests.stops(tour.stops.count, checkedIn: language) : []
    try tour.check(
      """
      async (index) => ({
        readable: await (\(ReadablePageTests.everyScreen))(),
        axe: [\(axeStops.map(String.init).joined(separator: ","))].includes(index)
          ? await (\(AxeTests.check(.light)))() : [],
      })
      """)
    var found = Found(
      names: tour.stops.map(\.name), light: try tour.visitEveryStop(),
      dark: [])
    guard dark else { return found }
    try tour.browser.emulate(colorScheme: Theme.dark.rawValue)
    try tour.check(AxeTests.check(.dark))
    found.dark = try tour.visitEveryStop()
    return found
  }

  @Test(
    "axe-core is installed, so that every screen is checked by it",
    .enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium)"),
    .enabled(
      if: AxeCore.script != nil, "axe-core is not installed (pip install axe-playwright-python)"))
  func axeInstalled() {
    #expect(AxeCore.script?.isEmpty == false)
  }
}
