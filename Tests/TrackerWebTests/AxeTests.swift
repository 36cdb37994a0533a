import Foundation
import Testing
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerTestSupport
import TrackerWire

/// axe-core, read where it is installed and never shipped with the kit: the file
/// `AXE_CORE_SCRIPT` names (`.ci/run` sets it when it installed one), else the `axe.min.js`
/// of the Python package axe-playwright-python, found by `python3`.
enum AxeCore {
  static let script: String? = {
    let environment = ProcessInfo.processInfo.environment
    var paths = environment["AXE_CORE_SCRIPT"].map { [$0] } ?? []
    let find = #"""
      import importlib.util as u
      s = u.find_spec("axe_playwright_python")
      print(s.submodule_search_locations[0] if s else "")
      """#
    if let found = try? launch(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", find]),
      found.status == 0
    {
      let folder = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
      if !folder.isEmpty { paths.append(folder + "/axe.min.js") }
    }
    return paths.lazy.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first
  }()
}

/// axe-core on every screen of both apps (`PageTour`, checked by `EveryScreenWebTests`), in each
/// language of the tables and in `pseudo-rtl`, with the system in light and in dark: no violation
/// of serious or critical impact (an everyday run shares the stops out among the languages:
/// `stops(_:checkedIn:)`). With `AXE_REPORT=FILE`, every violation found, of any impact, is
/// appended to FILE, one line each.
enum AxeTests {
  /// The languages axe-core checks: those of the tables, and `pseudo-rtl` (the other
  /// pseudo-locales change only the words, which the readable check measures).
  static func checks(_ language: Language) -> Bool {
    LocalizationTables.embedded.languages.contains(language) || language == .pseudoRightToLeft
  }

  /// The themes axe-core checks in `language`: the dark theme sets only the page's colors,
  /// which do not depend on the language, so an everyday run (`RunSize`) checks it in English,
  /// the language every table is made from; the exhaustive run checks every language in both
  /// themes.
  static func themes(_ language: Language) -> [Theme] {
    Theme.allCases.filter { theme in
      theme == .light || language == .english || RunSize.isExhaustive
    }
  }

  /// The stops, of a tour of `count`, that axe-core checks in `language` with the light theme's
  /// rules: the exhaustive run checks every stop in every language of `checks`; an everyday run
  /// (`RunSize.pairs`) checks each stop in one of them, in turn (the first stop in the first
  /// language, the second in the second, and so on), so that every stop and every language is
  /// checked, and a new language adds no axe-core run to it. A language changes a screen's words,
  /// not its elements, roles or colors; how long the words are is what the readable check measures,
  /// at every stop in every language.
  static func stops(_ count: Int, checkedIn language: Language) -> [Int] {
    RunSize.pairs(Array(0..<count), Language.available.filter(checks)).filter {
      $0.1 == language
    }.map(\.0)
  }

  /// The rules a theme can change: the dark theme sets only the page's color properties, so in
  /// an everyday run it is checked with axe's color rules alone, and the light theme with
  /// every rule; the exhaustive run checks both themes with every rule.
  static func rules(_ theme: Theme) -> String {
    theme == .light || RunSize.isExhaustive
      ? "" : "runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] }, "
  }

  /// Runs axe on the page (`rules` of `theme`) and returns its violations: rule, impact, and
  /// where.
  static func check(_ theme: Theme) -> String {
    """
    async () => {
      const result = await axe.run(document, { \(rules(theme))resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        rule: violation.id, impact: violation.impact || '',
        nodes: violation.nodes.map((node) => node.target.join(' ') + ': ' + node.failureSummary.replace(/\\s+/g, ' ')),
      }));
    }
    """
  }

  /// Reports the `violations` axe found at a stop (`place`: app, language, theme and stop):
  /// an issue for each of serious or critical impact; every one, of any impact, as a line of
  /// the report it returns.
  static func report(_ violations: WireValue, at place: String) -> [String] {
    guard case .array(let violations) = violations else {
      Issue.record("\(place): axe answered nothing")
      return []
    }
    var report: [String] = []
    for violation in violations {
      let fields = violation.objectFields ?? [:]
      guard case .string(let rule)? = fields["rule"],
        case .string(let impact)? = fields["impact"],
        case .array(let nodes)? = fields["nodes"]
      else { continue }
      let places = nodes.compactMap { node -> String? in
        if case .string(let place) = node { return place }
        return nil
      }
      let line = "\(place) | \(rule) (\(impact)), \(places.count) elements"
      report.append(line + ": " + (places.first ?? ""))
      if impact == "serious" || impact == "critical" {
        Issue.record("\(line): \(places.prefix(3).joined(separator: "; "))")
      }
    }
    return report
  }

  /// Appends the `report` of a tour (`tour`: app, language and theme) to the file
  /// `AXE_REPORT` names, if any.
  static func append(_ report: [String], tour: String) {
    guard let file = ProcessInfo.processInfo.environment["AXE_REPORT"] else { return }
    let lines = report.isEmpty ? "\(tour) | none\n" : report.joined(separator: "\n") + "\n"
    let handle =
      FileHandle(forWritingAtPath: file)
      ?? {
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        return FileHandle(forWritingAtPath: file)
      }()
    handle?.seekToEndOfFile()
    handle?.write(Data(lines.utf8))
    try? handle?.close()
  }
}
