import Foundation
import Testing
import TextSnapshot
import TrackerCommandLine
import TrackerDomain
import TrackerLocalization
import TrackerScreenText
import TrackerScreens
import TrackerStateFile

/// A translator adds a language with `strings export` and `strings import` alone, on a copy of
/// the tables and golden files: the tables lint clean, the new language renders, and the only
/// snapshots that fail are the new language's, missing; `snapshots review` lists exactly those,
/// `snapshots accept` records them, and then every snapshot passes. The screen and flow
/// snapshots are checked as their tests check them (same names, same rendering), with the
/// copied tables loaded at run time instead of the built-in ones, so no rebuild is needed.
@Suite("A translator adds a language alone")
struct NewLanguageTests {
  /// The package's folder.
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A language with Russian's plural categories and no table yet, so that Russian's texts
  /// can stand in for a translator's.
  static let newLanguage: Language? = ["uk", "be"].lazy.compactMap { Language(code: $0) }
    .first { !LocalizationTables.embedded.languages.contains($0) }

  @Test("strings import adds a language; only its snapshots are pending; accept settles them")
  func addLanguage() throws {
    let language = try #require(Self.newLanguage)
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    try manager.copyItem(
      at: Self.package.appendingPathComponent("Localization"),
      to: root.appendingPathComponent("Localization"))
    // The golden files only: a pending file another test left is not the translator's.
    for suite in ["Screens", "Flows"] {
      let from = Self.package.appendingPathComponent("Snapshots/\(suite)")
      let to = root.appendingPathComponent("Snapshots/\(suite)")
      try manager.createDirectory(at: to, withIntermediateDirectories: true)
      for name in try manager.contentsOfDirectory(atPath: from.path) where name.hasSuffix(".txt") {
        try manager.copyItem(
          at: from.appendingPathComponent(name), to: to.appendingPathComponent(name))
      }
    }

    // The translator's round trip: export, translate every unit in a tool, import.
    let export = run("strings", "export", "--locale", language.code, "--out", "new.xliff", in: root)
    #expect(export.status == 0, "\(export.errors)")
    let exported = try String(contentsOf: root.appendingPathComponent("new.xliff"), encoding: .utf8)
    let russian = LocalizationTables.load(from: root.appendingPathComponent("Localization"))
    let translated = Self.translate(exported) { key in
      russian.value(forKey: key, in: .russian)
    }
    try Data(translated.utf8).write(to: root.appendingPathComponent("new.xliff"))
    let imported = run("strings", "import", "new.xliff", in: root)
    #expect(imported.status == 0, "\(imported.errors)")
    let lint = run("strings", "lint", in: root)
    #expect(lint.status == 0 && lint.output.contains("0 errors, 0 warnings"), "\(lint.output)")
    let status = run("strings", "status", "--locale", language.code, in: root)
    #expect(status.output.hasPrefix("\(language.code): "), "\(status.output)")
    #expect(status.output.contains(" 0 missing, 0 stale"), "\(status.output)")

    // The suite on the new tables: only the new language's snapshots fail, all missing.
    let tables = LocalizationTables.load(from: root.appendingPathComponent("Localization"))
    #expect(tables.loadErrors.isEmpty)
    #expect(tables.languages == (LocalizationTables.embedded.languages + [language]).sorted())
    let first = try Self.checkSnapshots(in: root, tables: tables)
    let expectedPending = Set(first.checked.filter { $0.hasSuffix(".\(language.code).txt") })
    #expect(expectedPending.count == ScreenGallery.entries.count + Self.flowNames.count)
    #expect(Set(first.failed.keys) == expectedPending)
    #expect(first.failed.values.allSatisfy { $0 == .missing })

    // `snapshots pending` and `review` list exactly those, as new; `accept` records them.
    let pending = run("snapshots", "pending", in: root)
    let listed = Set(
      pending.output.split(separator: "\n").compactMap { line -> String? in
        guard line.hasSuffix(" (new)") else { return nil }
        return String(line.dropLast(" (new)".count).dropLast(".new".count))
      })
    #expect(listed == Set(expectedPending.map { "Snapshots/" + $0 }), "\(pending.output)")
    let review = run("snapshots", "review", in: root)
    #expect(review.status == 0)
    for path in expectedPending { #expect(review.output.contains(path), "\(path)") }
    let accept = run("snapshots", "accept", in: root)
    #expect(accept.status == 0, "\(accept.errors)")

    // Every other snapshot matched before and is untouched; the new language's match now.
    let second = try Self.checkSnapshots(in: root, tables: tables, languages: [language])
    #expect(second.checked.count == expectedPending.count)
    #expect(second.failed.isEmpty, "\(second.failed.keys.sorted().prefix(5))")
    #expect(run("snapshots", "pending", in: root).output.hasPrefix("No pending snapshots."))
  }

  /// The flows of `Tests/TrackerAppTests/Flows`, by name.
  static var flowNames: [String] {
    let folder = package.appendingPathComponent("Tests/TrackerAppTests/Flows")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".flow") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Checks every screen state and every flow in `languages` (every language of `tables` by
  /// default, and then the screens in the pseudo-locales too) against the golden files under `root/Snapshots`, as the snapshot
  /// tests name and render them, writing pending files as a local run does. Returns the
  /// golden files checked and why each failing one failed, by path under `Snapshots/`.
  static func checkSnapshots(
    in root: URL, tables: LocalizationTables, languages: [Language]? = nil
  ) throws
    -> (checked: [String], failed: [String: SnapshotFailure.Reason])
  {
    let session = SnapshotSession(registry: SnapshotRegistry())
    let folder = root.appendingPathComponent("Snapshots")
    var checked: [String] = []
    var failed: [String: SnapshotFailure.Reason] = [:]
    func check(_ text: String, suite: String, name: String) throws {
      let location = try SnapshotLocation(snapshotsFolder: folder, suite: suite, name: name)
      let site = SnapshotCallSite(
        fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: #function)
      checked.append(location.relativePath)
      if case .failed(let failure) = session.check(
        text, at: location, environment: [:], from: site)
      {
        failed[location.relativePath] = failure.reason
      }
    }
    for language in languages ?? (tables.languages + Language.pseudoLocales) {
      let localizer = Localizer(language: language, tables: tables)
      for entry in ScreenGallery.entries {
        let text = ScreenText.render(try entry.describe(localizer))
        try check(text, suite: "Screens", name: "\(entry.name).\(language.code)")
      }
    }
    for language in languages ?? tables.languages {
      for name in flowNames {
        try check(play(name, language, in: root), suite: "Flows", name: "\(name).\(language.code)")
      }
    }
    return (checked, failed)
  }

  /// The demo state in its built-in words, as the flows play on it (their steps type and
  /// search its Russian names in every language), as a state file.
  static let demoFile = Array(StateFile.write(DemoState.make(today: testToday)).utf8)

  /// A flow's transcript as `FlowSnapshotTests` makes it, played by `tracker-kit play` with
  /// the tables of `root/Localization`.
  static func play(_ name: String, _ language: Language, in root: URL) -> String {
    let flow = package.appendingPathComponent("Tests/TrackerAppTests/Flows/\(name).flow").path
    var arguments = [
      "play", flow, "--locale", language.code, "--tables", "Localization", "--today", "2026-11-23",
    ]
    if name.hasPrefix("new-user-") {
      arguments.append("--new-user")
    } else {
      arguments += ["--state", "-"]
    }
    if name.hasPrefix("goals-") { arguments += ["--app", "goals"] }
    let result = TrackerKitTool.run(
      CommandContext(
        arguments: arguments, workingDirectory: root, environment: [:], today: testToday,
        readStandardInput: { demoFile }))
    guard result.status != 0, let range = result.errors.range(of: ": error: ") else {
      return result.output
    }
    let message = result.errors[range.upperBound...].trimmingCharacters(in: .newlines)
    return result.output + "error: \(message)\n"
  }

  /// The exported XLIFF with a `<target>` after every `<source>`, from `translation` of the
  /// unit's key (its `resname`; a plural form's id is `card.days[1]`): what a translator's
  /// tool writes back.
  static func translate(_ xliff: String, _ translation: (String) -> String?) -> String {
    var lines: [String] = []
    var key: String?
    for line in xliff.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(String(line))
      if let id = line.firstMatch(of: /<trans-unit id="[^"]*" resname="([^"]*)"/) {
        key = String(id.output.1)
      } else if line.contains("<source>"), let key, let target = translation(key) {
        let indent = line.prefix { $0 == " " }
        let escaped = target.replacingOccurrences(of: "&", with: "&amp;")
          .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        lines.append("\(indent)<target state=\"translated\">\(escaped)</target>")
      }
    }
    return lines.joined(separator: "\n")
  }
}
