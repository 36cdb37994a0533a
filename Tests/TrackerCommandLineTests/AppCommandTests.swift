import Foundation
import Testing
import TrackerLocalization
import TrackerTestSupport

@testable import TrackerCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("tracker-kit app")
struct AppCommandTests {
  @Test("Without a terminal: a clear error, exit 1, and no file made")
  func needsATerminal() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for language in LocalizationTables.embedded.languages {
      let result = run("app", "--state", "new.json", "--locale", language.code, in: folder)
      #expect(result.status == 1)
      #expect(
        result.errors.contains(
          Localizer(language: language).text(.terminalErrorNotATerminal).string))
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.json").path))
    }
  }

  @Test("A state file that cannot be read: file:line:column, exit 1, the file untouched")
  func unreadableStateIsNotOverwritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("state.json")
    let broken = stateWithAnUnknownField
    try Data(broken.utf8).write(to: file)
    // The file, line and column for developers; then, in the user's language, what to do.
    for language in LocalizationTables.embedded.languages {
      let result = TrackerKitTool.run(
        CommandContext(
          arguments: ["app", "--state", "state.json", "--locale", language.code],
          workingDirectory: folder, today: testToday, isTerminal: true))
      #expect(result.status == 1)
      #expect(result.errors.hasPrefix(file.path + ":3:"), "\(result.errors)")
      #expect(
        result.errors.contains(Localizer(language: language).text(.terminalErrorUnreadable).string))
      #expect(try String(contentsOf: file, encoding: .utf8) == broken)
    }
  }

  @Test("The app's messages on standard error take only texts (paths, reasons), as it passes")
  func messageArguments() {
    let messages = StringKey.allCases.filter { $0.rawValue.hasPrefix("terminal.error.") }
    #expect(!messages.isEmpty)
    for key in messages {
      #expect(key.argumentKinds.allSatisfy { $0 == .text }, "\(key.rawValue)")
    }
  }

  @Test("Only en and ru, and - is no file to save to")
  func usageErrors() {
    #expect(run("app", "--locale", "xx").status == 1)
    #expect(run("app", "--state", "-").errors.contains("give a file"))
  }

  @Test("The data folder: XDG_DATA_HOME, else ~/.local/share; on macOS Application Support")
  func dataFolder() {
    #expect(
      DataFolder.stateFile(
        environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"], isMacOS: false)
        == "/x/data/tracker-kit/state.json")
    #expect(
      DataFolder.stateFile(environment: ["HOME": "/home/a"], isMacOS: false)
        == "/home/a/.local/share/tracker-kit/state.json")
    #expect(
      DataFolder.stateFile(
        environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"], isMacOS: false)
        == "/home/a/.local/share/tracker-kit/state.json")
    #expect(
      DataFolder.stateFile(environment: ["HOME": "/Users/a"], isMacOS: true)
        == "/Users/a/Library/Application Support/tracker-kit/state.json")
    #expect(DataFolder.stateFile(environment: [:], isMacOS: false) == nil)
  }

  @Test("The language comes from --locale, else from LC_ALL, LC_MESSAGES or LANG")
  func languageFromTheEnvironment() throws {
    #expect(
      try AppCommand.makeLocalizer(nil, environment: ["LANG": "ru_RU.UTF-8"]).language.code == "ru")
    #expect(
      try AppCommand.makeLocalizer(nil, environment: ["LANG": "\(codeWithoutTable)_XX.UTF-8"])
        .language.code == "en")
    // Any table's language, matched by language and region first.
    #expect(AppCommand.tableLanguage(of: "uk_UA.UTF-8", among: ["en", "uk"]) == "uk")
    #expect(AppCommand.tableLanguage(of: "pt_BR", among: ["en", "pt", "pt-BR"]) == "pt-BR")
    #expect(AppCommand.tableLanguage(of: "pt_PT@euro", among: ["en", "pt", "pt-BR"]) == "pt")
    #expect(AppCommand.tableLanguage(of: "C", among: ["en", "ru"]) == nil)
    #expect(
      try AppCommand.makeLocalizer("en", environment: ["LC_ALL": "ru_RU"]).language.code == "en")
  }

  @Test("--tables DIR: the app and the page speak a language the built-in tables lack")
  func tablesFromAFolder() throws {
    let code = codeWithoutTable
    let language = try #require(Language(code: code))
    let tables = LocalizationTables(values: [
      .english: ["trackers.title": "Trackers"], language: ["trackers.title": "⟦\(code)⟧"],
    ])
    let app = try AppCommand.makeLocalizer(code, environment: [:], tables: tables)
    #expect(app.text(.trackersTitle).string == "⟦\(code)⟧")
    let fromEnvironment = try AppCommand.makeLocalizer(
      nil, environment: ["LANG": "\(code)_XX.UTF-8"], tables: tables)
    #expect(fromEnvironment.language == language)
    let web = try WebCommand.makeLocalizer(
      code,
      CommandContext(arguments: [], workingDirectory: URL(fileURLWithPath: "/"), today: testToday),
      tables: tables)
    #expect(web.text(.trackersTitle).string == "⟦\(code)⟧")
    #expect(throws: UsageError.self) { try AppCommand.makeLocalizer(code, environment: [:]) }
    // A folder that cannot be read stops the command before the terminal is touched.
    let result = run("app", "--tables", "no-such-folder", "--state", "x.json")
    #expect(result.status == 1, "\(result.errors)")
  }

  /// A save killed with SIGKILL at any moment leaves the old state or the new
  /// one: a `tracker-kit play --save` (the same atomic save as the app's) is
  /// killed while its temporary file exists, again and again, and the file is
  /// checked after each kill.
  @Test("kill -9 in the middle of a save leaves the old or the new state")
  func killedSaves() throws {
    let tool = try #require(builtTool(), "tracker-kit is not built beside the tests")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("state.json")
    try Data(Self.largeState().utf8).write(to: state)
    let flow = folder.appendingPathComponent("toggle.flow")
    try Data("tap trackers.card.t1.done\n".utf8).write(to: flow)
    let arguments = [
      "play", flow.path, "--state", state.path, "--save", state.path, "--today", "2026-11-23",
    ]
    // The old and the new state in the writer's layout, made by saves that are not killed,
    // on a copy: the flow toggles a record, so two saves give the old state back. In-process
    // (the command the binary runs, without a process start): only the killed saves need one.
    let copy = folder.appendingPathComponent("copy.json")
    try Data(contentsOf: state).write(to: copy)
    let toggle = { run("play", flow.path, "--state", copy.path, "--save", copy.path, in: folder) }
    #expect(toggle().status == 0)
    let new = try Data(contentsOf: copy)
    #expect(toggle().status == 0)
    let old = try Data(contentsOf: copy)
    #expect(new != old)
    try old.write(to: state)
    var killedMidSave = 0
    for _ in 0..<4 {
      let before = try Data(contentsOf: state)
      let started = try StartedProcess(tool, arguments)
      let process = started.process
      let temporary = folder.appendingPathComponent(".state.json.\(process.processIdentifier).tmp")
        .path
      var sawTemporary = false
      while process.isRunning {
        if access(temporary, F_OK) == 0 {
          sawTemporary = true
          break
        }
        // A tenth of a millisecond between looks: a save here takes milliseconds, and
        // looking without a pause took a core from the save and from the other tests.
        usleep(100)
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if sawTemporary { killedMidSave += 1 }
      let after = try Data(contentsOf: state)
      #expect(after == before || after == (before == old ? new : old))
      #expect(run("check", "--state", state.path, in: folder).status == 0)
    }
    #expect(killedMidSave > 0, "no save was caught in the middle")
  }

  /// 50 daily habits with 200 days of records each: a save takes a few milliseconds.
  static func largeState() -> String {
    var text = "{\"categories\": [{\"id\": \"c\", \"title\": \"C\"}],\n\"trackers\": [\n"
    text += (1...50).map {
      "{\"id\": \"t\($0)\", \"name\": \"Habit \($0)\", \"category\": \"c\", \"emoji\": \"🙂\", \"color\": 1, \"schedule\": [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\"], \"created\": \"2026-01-01\"}"
    }.joined(separator: ",\n")
    text += "],\n\"records\": [\n"
    var records: [String] = []
    for tracker in 1...50 {
      for day in 1...200 {
        let month = (day - 1) / 28 + 1
        let dayOfMonth = (day - 1) % 28 + 1
        records.append(
          "{\"tracker\": \"t\(tracker)\", \"date\": \"2026-\(month < 10 ? "0" : "")\(month)-\(dayOfMonth < 10 ? "0" : "")\(dayOfMonth)\"}"
        )
      }
    }
    return text + records.joined(separator: ",\n") + "\n]}\n"
  }
}
