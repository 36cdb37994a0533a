import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerTestSupport
import TrackerWire

/// Every screen of both apps in the page (`PageTour`), in each language of the tables and each
/// pseudo-locale, in headless Chromium (skipped when it is absent): each stop is drawn once and
/// both checks run on it, the readable one (`ReadablePageTests.everyScreen`) and, in axe's
/// languages, axe-core with every rule (`AxeTests`); then, where axe checks the dark theme, the
/// system turns dark in the same page and axe checks each stop again. Without axe-core (`.ci/run`
/// installs it), the readable check runs alone and a test saying so is skipped.
@Suite("Every screen in the page is readable, and axe-core finds nothing serious on it")
struct EveryScreenWebTests {
  static let chromium = DevToolsBrowser.installedChromium

  /// Each app in each language of the tables and each pseudo-locale: a test each, so that none
  /// runs long.
  static let appsAndLanguages: [(AppSession.Flavour, Language)] = AppSession.Flavour.allCases
    .flatMap { flavour in Language.available.map { (flavour, $0) } }

  @Test(
    "Every screen: text of 12 px or more, controls of 44×44 px, a heading, named dialogs, a valid lang; no serious or critical axe violation",
    .enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium)"),
    arguments: appsAndLanguages)
  func everyScreen(flavour: AppSession.Flavour, language: Language) throws {
    let axe = AxeTests.checks(language) ? AxeCore.script : nil
    let tour = try PageTour(
      flavour, language, theme: .light, extra: axe.map { [("/axe.js", $0)] } ?? [])
    defer { tour.close() }
    #expect(tour.stops.count >= 10, "the walk reached \(tour.stops.map(\.name))")
    let themes = axe == nil ? [] : AxeTests.themes(language)
    try tour.check(
      """
      async () => ({
        readable: await (\(ReadablePageTests.everyScreen))(),
        axe: \(themes.contains(.light) ? "await (\(AxeTests.check(.light)))()" : "[]"),
      })
      """)
    var report: [String] = []
    for (index, stop) in tour.stops.enumerated() {
      let found = try tour.visit(index).objectFields ?? [:]
      guard case .array(let findings)? = found["readable"] else {
        Issue.record("\(stop.name): the page answered nothing")
        continue
      }
      for case .string(let finding) in findings {
        Issue.record("\(flavour) \(language.code), \(stop.name): \(finding)")
      }
      if themes.contains(.light) {
        let place = "\(flavour) \(language.code) light | \(stop.name)"
        report += AxeTests.report(found["axe"] ?? .null, at: place)
      }
    }
    if themes.contains(.light) {
      AxeTests.append(report, tour: "\(flavour) \(language.code) light")
    }
    guard themes.contains(.dark) else { return }
    try tour.browser.emulate(colorScheme: Theme.dark.rawValue)
    try tour.check(AxeTests.check(.dark))
    report = []
    for (index, stop) in tour.stops.enumerated() {
      let place = "\(flavour) \(language.code) dark | \(stop.name)"
      report += AxeTests.report(try tour.visit(index), at: place)
    }
    AxeTests.append(report, tour: "\(flavour) \(language.code) dark")
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
