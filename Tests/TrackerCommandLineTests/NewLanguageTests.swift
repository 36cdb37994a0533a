import Foundation
import Testing
import TextSnapshot
import TrackerApp
import TrackerCommandLine
import TrackerDomain
import TrackerFlows
import TrackerLocalization
import TrackerScreenText
import TrackerScreens
import TrackerStateFile
import TrackerTestSupport

/// A translator adds a language with `strings export` and `strings import` alone while a
/// developer changes an English text, on a copy of the tables: the tables lint clean, and the
/// only snapshots that fail are the new language's (missing) and those whose words changed
/// (English and the pseudo-locales made from it); `snapshots review` lists exactly those,
/// `snapshots accept` records them, and then every snapshot passes.
///
/// Nothing here depends on which languages ship, on their order or on English words: the new
/// language is one whose code sorts before every shipped one, its words are English's made
/// over by the pseudo-locale (so every text and plural form exists for any language), the
/// English text changed is found by key, and the golden files are recorded in the copy from
/// today's tables first (a golden file pending in the checkout is not the translator's). The
/// screen and flow snapshots are checked as their tests check them (same names, same
/// rendering, flows played on the app), with the copied tables loaded once, in-process, so no
/// rebuild is needed.
@Suite("A translator adds a language alone")
struct NewLanguageTests {
  /// The package's folder.
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The first two-letter code, in the alphabet's order, of a language the kit has rules for
  /// and whose code sorts before every shipped table's.
  static func languageSortingFirst(before shipped: [Language]) -> Language? {
    let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
    let lowest = shipped.map(\.code).min() ?? "zz"
    return letters.lazy.flatMap { first in letters.map { first + $0 } }
      .prefix { $0 < lowest }
      .compactMap { Language(code: $0) }
      .first { $0.hasBuiltInRules }
  }

  /// The English text the developer changes: a title every language shows.
  static let changedKey = StringKey.trackersTitle.rawValue

  @Test("A language that sorts first and a changed English text: only their snapshots fail")
  func addLanguage() throws {
    // In memory where it can: the test writes over a thousand golden files.
    let folder = try TemporaryFolder("new-language", inMemory: true)
    defer { withExtendedLifetime(folder) {} }
    let root = folder.url
    let localization = root.appendingPathComponent("Localization")
    try FileManager.default.copyItem(
      at: Self.package.appendingPathComponent("Localization"), to: localization)
    let shipped = LocalizationTables.load(from: localization)
    #expect(shipped.loadErrors.isEmpty)
    let language = try #require(Self.languageSortingFirst(before: shipped.languages))
    let recorded = try Self.recordSnapshots(in: root, tables: shipped)

    // The developer changes one English text.
    let english = localization.appendingPathComponent("en.lproj/Localizable.strings")
    let old = try #require(shipped.value(forKey: Self.changedKey, in: .english))
    let changed = old + " ✳"
    try Self.replaceValue(of: Self.changedKey, with: changed, in: english)

    // The translator's round trip: export, translate every unit in a tool, import.
    let export = run("strings", "export", "--locale", language.code, "--out", "new.xliff", in: root)
    #expect(export.status == 0, "\(export.errors)")
    let exported = try String(contentsOf: root.appendingPathComponent("new.xliff"), encoding: .utf8)
    try Data(Self.translate(exported).utf8).write(to: root.appendingPathComponent("new.xliff"))
    let imported = run("strings", "import", "new.xliff", in: root)
    #expect(imported.status == 0, "\(imported.errors)")
    let lint = run("strings", "lint", in: root)
    #expect(lint.status == 0 && lint.output.contains("0 errors, 0 warnings"), "\(lint.output)")

    // `strings status`: the new language first and complete; every other translation of the
    // changed text stale.
    let status = run("strings", "status", in: root).output
    #expect(status.hasPrefix("\(language.code): "), "\(status)")
    let sections = Self.statusSections(status)
    #expect(sections[language.code]?.first?.hasSuffix(" 0 missing, 0 stale, 0 new") == true)
    for other in shipped.languages where other != .english {
      #expect(
        sections[other.code]?.contains("  stale \(Self.changedKey)") == true,
        "\(other.code): \(status)")
    }

    // The suite on the new tables: the new language's snapshots are missing, and the others
    // that fail are English's and the pseudo-locales', each showing the changed text.
    let tables = LocalizationTables.load(from: localization)
    #expect(tables.loadErrors.isEmpty)
    #expect(tables.languages == (shipped.languages + [language]).sorted())
    let first = try Self.checkSnapshots(in: root, tables: tables)
    let newFiles = Set(first.checked.filter { $0.hasSuffix(".\(language.code).txt") })
    #expect(newFiles.count == ScreenGallery.entries.count + Self.flowNames.count)
    #expect(newFiles.allSatisfy { first.failed[$0] == .missing })
    let changedFiles = Set(first.failed.keys).subtracting(newFiles)
    let fromEnglish = ([Language.english] + Language.pseudoLocales).map { ".\($0.code).txt" }
    #expect(!changedFiles.isEmpty)
    for path in changedFiles {
      #expect(first.failed[path] == .mismatch(.content), "\(path)")
      #expect(fromEnglish.contains { path.hasSuffix($0) }, "\(path) changed")
    }
    let englishFiles = changedFiles.filter { $0.hasSuffix(".en.txt") }
    #expect(!englishFiles.isEmpty)
    for path in englishFiles {
      let pending = try String(
        contentsOf: root.appendingPathComponent("Snapshots/\(path).new"), encoding: .utf8)
      #expect(pending.contains(changed), "\(path)")
    }

    // `snapshots pending` and `review` list exactly those; `accept` records them.
    let pending = run("snapshots", "pending", in: root)
    let listed = Set(
      pending.output.split(separator: "\n").compactMap { line -> String? in
        guard let end = line.range(of: ".txt.new") else { return nil }
        return String(line[..<end.lowerBound].dropFirst("Snapshots/".count)) + ".txt"
      })
    #expect(listed == Set(first.failed.keys), "\(pending.output)")
    let review = run("snapshots", "review", in: root)
    #expect(review.status == 0)
    // Each file's diff starts with a line `Snapshots/PATH: new` (or `changed`).
    let reviewed = Set(review.output.split(separator: "\n").map { $0.prefix { $0 != ":" } })
    for path in first.failed.keys {
      #expect(reviewed.contains(Substring("Snapshots/\(path)")), "\(path)")
    }
    let accept = run("snapshots", "accept", in: root)
    #expect(accept.status == 0, "\(accept.errors)")

    // Every snapshot passes: those that matched are untouched, those accepted match now.
    for (path, bytes) in recorded where first.failed[path] == nil {
      #expect(
        FileManager.default.contents(atPath: root.appendingPathComponent("Snapshots/\(path)").path)
          == bytes, "\(path)")
    }
    let second = try Self.checkSnapshots(in: root, tables: tables, only: Set(first.failed.keys))
    #expect(second.checked.count == first.failed.count)
    #expect(second.failed.isEmpty, "\(second.failed.keys.sorted().prefix(5))")
    #expect(run("snapshots", "pending", in: root).output.hasPrefix("No pending snapshots."))
  }

  /// `strings status`'s lines by language: each language's summary line without its code,
  /// then its detail lines.
  static func statusSections(_ status: String) -> [String: [String]] {
    var sections: [String: [String]] = [:]
    var current = ""
    for line in status.split(separator: "\n").map(String.init) {
      if !line.hasPrefix(" "), let colon = line.firstIndex(of: ":") {
        current = String(line[..<colon])
        sections[current] = [String(line[line.index(after: colon)...])]
      } else {
        sections[current, default: []].append(line)
      }
    }
    return sections
  }

  /// Replaces the value of `key`'s entry (written on one line) in a table.
  static func replaceValue(of key: String, with value: String, in table: URL) throws {
    let text = try String(contentsOf: table, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("\"\(key)\" =") ? "\"\(key)\" = \"\(value)\";" : String(line)
    }
    try Data(lines.joined(separator: "\n").utf8).write(to: table)
  }

  /// The flows of `Tests/TrackerAppTests/Flows`, by name.
  static var flowNames: [String] {
    let folder = package.appendingPathComponent("Tests/TrackerAppTests/Flows")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".flow") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// One snapshot as the snapshot tests name it: its suite, name and text.
  struct Rendering {
    let suite: String
    let name: String
    let text: String
    var path: String { "\(suite)/\(name).txt" }
  }

  /// Every screen state and every flow in every language of `tables` (the screens in the
  /// pseudo-locales too), as the snapshot tests name and render them; only the paths `only`
  /// holds, when given.
  static func renderings(
    in root: URL, tables: LocalizationTables, only: Set<String>? = nil
  ) throws -> [Rendering] {
    var result: [Rendering] = []
    func wanted(_ suite: String, _ name: String) -> Bool {
      only.map { $0.contains("\(suite)/\(name).txt") } ?? true
    }
    for language in tables.languages + Language.pseudoLocales {
      let localizer = Localizer(language: language, tables: tables)
      for entry in ScreenGallery.entries where wanted("Screens", "\(entry.name).\(language.code)") {
        let text = ScreenText.render(try entry.describe(localizer))
        result.append(
          Rendering(suite: "Screens", name: "\(entry.name).\(language.code)", text: text))
      }
    }
    for language in tables.languages {
      let localizer = Localizer(language: language, tables: tables)
      for name in flowNames where wanted("Flows", "\(name).\(language.code)") {
        let text = try play(name, localizer)
        result.append(Rendering(suite: "Flows", name: "\(name).\(language.code)", text: text))
      }
    }
    return result
  }

  /// Writes every snapshot of `tables` as its golden file under `root/Snapshots`, as
  /// `snapshots accept` leaves them; returns each file's bytes by path under `Snapshots/`.
  static func recordSnapshots(in root: URL, tables: LocalizationTables) throws -> [String: Data] {
    let outcome = try checkSnapshots(
      in: root, tables: tables, environment: ["SNAPSHOT_RECORD": "missing"])
    #expect(outcome.failed.values.allSatisfy { $0 == .missing })
    var recorded: [String: Data] = [:]
    for path in outcome.checked {
      recorded[path] = FileManager.default.contents(
        atPath: root.appendingPathComponent("Snapshots/\(path)").path)
    }
    return recorded
  }

  /// Checks the snapshots of `tables` (those `only` holds, when given) against the golden
  /// files under `root/Snapshots`, writing pending files as a local run does. Returns the
  /// golden files checked and why each failing one failed, by path under `Snapshots/`.
  static func checkSnapshots(
    in root: URL, tables: LocalizationTables, only: Set<String>? = nil,
    environment: [String: String] = [:]
  ) throws -> (checked: [String], failed: [String: SnapshotFailure.Reason]) {
    let session = SnapshotSession(registry: SnapshotRegistry())
    var checked: [String] = []
    var failed: [String: SnapshotFailure.Reason] = [:]
    for rendering in try renderings(in: root, tables: tables, only: only) {
      let location = try SnapshotLocation(
        snapshotsFolder: root.appendingPathComponent("Snapshots"), suite: rendering.suite,
        name: rendering.name)
      let site = SnapshotCallSite(
        fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: #function)
      checked.append(rendering.path)
      if case .failed(let failure) = session.check(
        rendering.text, at: location, environment: environment, from: site)
      {
        failed[rendering.path] = failure.reason
      }
    }
    return (checked, failed)
  }

  /// A flow's transcript as `FlowSnapshotTests` makes it (and `tracker-kit play` prints it):
  /// played in-process with `localizer`'s tables, on the demo state in its built-in words (its
  /// steps type and search its Russian names in every language) or, for a `new-user-` flow, on
  /// no data from onboarding; a `goals-` flow in the goals app.
  static func play(_ name: String, _ localizer: Localizer) throws -> String {
    let path = package.appendingPathComponent("Tests/TrackerAppTests/Flows/\(name).flow").path
    let flow = try Flow(
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self), file: path)
    let newUser = name.hasPrefix("new-user-")
    let session = AppSession(
      state: newUser ? TrackerState() : DemoState.make(today: testToday), today: testToday,
      localizer: localizer, flavour: name.hasPrefix("goals-") ? .goals : .tracker,
      hasSeenOnboarding: !newUser)
    switch flow.play(on: session) {
    case .success(let played): return played.text
    case .failure(let failure): return failure.transcript + "error: \(failure.error.message)\n"
    }
  }

  /// The exported XLIFF with a `<target>` after every `<source>`: what a translator's tool
  /// writes back. The translation is the English source made over as the pseudo-locale makes
  /// it (placeholders kept), or the English itself, approved, for a date pattern and for the
  /// terminal's key line (which must fit 40 columns, where the pseudo-locale's length would not).
  static func translate(_ xliff: String) -> String {
    var lines: [String] = []
    var key: String?
    // Read by plain string tests, not regular expressions (a debug build runs those slowly):
    // a unit's line `<trans-unit id="…" resname="KEY" …>`, its source `<source>TEXT</source>`.
    for line in xliff.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(String(line))
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("<trans-unit ") {
        let parts = trimmed.split(separator: "\"", omittingEmptySubsequences: false)
        key = parts.count > 3 && parts[2] == " resname=" ? String(parts[3]) : nil
      } else if let key, trimmed.hasPrefix("<source>"), trimmed.hasSuffix("</source>") {
        let english = unescape(String(trimmed.dropFirst(8).dropLast(9)))
        let isDatePattern = StringKey(rawValue: key)?.isDatePattern == true
        let keepsEnglish = isDatePattern || key.hasPrefix("terminal.keys.")
        let target = keepsEnglish ? english : PseudoLocale.transform(english)
        let indent = line.prefix { $0 == " " }
        let state = keepsEnglish ? "final" : "translated"
        lines.append("\(indent)<target state=\"\(state)\">\(escape(target))</target>")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
