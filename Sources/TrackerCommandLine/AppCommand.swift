import Foundation
import TrackerApp
import TrackerDomain
import TrackerLocalization
import TrackerStateFile
import TrackerTerminal

/// `tracker-kit app`: the full-screen terminal app, on the user's own state file.
enum AppCommand {
  static let state = Option<String>(
    "state", .path("FILE"), help: "the state file the app keeps your data in",
    default: "tracker-kit/state.json in your data folder")
  static let locale = Option<String>(
    "locale", .text("LANGUAGE"), help: "a table's language: \(Language.tableCodes)",
    default: "from LC_ALL, LC_MESSAGES or LANG")

  static let command = Command(
    name: "app", summary: "Keep your habits in a full-screen terminal app.",
    discussion: """
      Tab, Shift-Tab and the arrow keys move the focus; Enter taps; typing edits the focused
      text field; Esc goes back; m opens a card's menu; q quits on the main screens. Every
      change is on disk before its frame is drawn (appended to the file's journal); the file
      itself is brought up to date behind the screen, and quitting, Ctrl-C, SIGTERM and SIGHUP
      do it before the app ends. Without --state the data lives in
      $XDG_DATA_HOME/tracker-kit/state.json (~/.local/share/… when it is not set; on macOS
      ~/Library/Application Support/…), created empty on the first run.
      """,
    options: [state, locale, RenderCommand.tables, StateInput.today, PlayCommand.app]
  ) { arguments, context in
    let today = StateInput.today(arguments, context)
    let localizer = try makeLocalizer(
      arguments[locale], environment: context.environment,
      tables: RenderCommand.loadTables(arguments, context))
    let say = Messages(localizer: localizer)
    let path = try statePath(arguments[state], context, say)
    guard context.isTerminal else {
      throw CommandFailure(message: say(.terminalErrorNotATerminal))
    }
    // The lock first, so that no second app opens the file: opening puts the journal in
    // order for appending.
    let lock = try AppRun.hold(path, say: say)
    defer { withExtendedLifetime(lock) {} }
    let opened: (store: StateFileStore, state: TrackerState, isNew: Bool)
    do {
      opened = try StateFileStore.open(path: path, today: today)
    } catch {
      // The file, line and column stay in English, as compilers' do; the rest is the user's.
      throw CommandFailure(message: "\(error)\n" + say(.terminalErrorUnreadable))
    }
    let session = AppSession(
      state: opened.state, today: today, localizer: localizer,
      flavour: arguments[PlayCommand.app] ?? .tracker, hasServer: false,
      hasSeenOnboarding: !opened.isNew)
    let clock = arguments[StateInput.today] == nil ? context.readToday : nil
    return AppRun(
      path: path, store: opened.store, isNew: opened.isNew, readToday: clock, say: say,
      rescueFolders: AppRun.rescueFolders(environment: context.environment)
    ).run(
      session, colors: TerminalColorMode.from(environment: context.environment))
  }

  /// `--locale`, or the language of the environment when a table has it (`uk` for
  /// `uk_UA.UTF-8`, `pt-BR` or `pt` for `pt_BR`), or English; with the words of `tables`
  /// (`--tables DIR`, else the built-in ones).
  static func makeLocalizer(
    _ code: String?, environment: [String: String], tables: LocalizationTables = .embedded
  ) throws -> Localizer {
    let fromEnvironment = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    let known = tables.languages.map(\.code)
    let code = code ?? fromEnvironment.flatMap { tableLanguage(of: $0, among: known) } ?? "en"
    guard let language = Language(code: code), known.contains(language.code) else {
      throw UsageError(
        message:
          "--locale \(shown(code)): no such language; use one of \(known.joined(separator: ", "))."
      )
    }
    return Localizer(language: language, tables: tables)
  }

  /// The table language a locale such as `uk_UA.UTF-8` or `pt_BR` asks for: its language
  /// and region when a table has both, else its language alone.
  static func tableLanguage(of locale: String, among known: [String]) -> String? {
    let name = locale.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
    let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
    guard let base = parts.first?.lowercased() else { return nil }
    let candidates =
      (parts.count > 1 ? ["\(base)-\(parts[1])", "\(base)_\(parts[1])"] : []) + [base]
    return candidates.lazy.compactMap { candidate in
      known.first { $0.lowercased() == candidate.lowercased() }
    }.first
  }

  /// The state file: `--state`, or `tracker-kit/state.json` in the data folder.
  static func statePath(_ given: String?, _ context: CommandContext, _ say: Messages) throws
    -> String
  {
    if let given {
      guard given != "-" else {
        throw UsageError(message: "--state -: the app saves to its state file; give a file")
      }
      return URL(fileURLWithPath: given, relativeTo: context.workingDirectory).path
    }
    guard let path = DataFolder.stateFile(environment: context.environment) else {
      throw CommandFailure(message: say(.terminalErrorNoDataFolder))
    }
    return path
  }
}

/// What `tracker-kit app` and `tracker-kit web` tell their user, in the user's language: a
/// text from the tables, after the program's name on standard error (`tracker-kit app: `).
/// (Diagnostics with a file, line and column, the system's reasons and usage errors stay in
/// English.)
struct Messages {
  let localizer: Localizer
  /// The command, named before each message on standard error: `tracker-kit app`.
  var program = "tracker-kit app"

  /// `tracker-kit app: ` and the text of `key` with `arguments`.
  func callAsFunction(_ key: StringKey, _ arguments: String...) -> String {
    "\(program): " + text(key, arguments)
  }

  /// The text of `key` with `arguments`, alone (a line on standard output).
  func text(_ key: StringKey, _ arguments: [String] = []) -> String {
    localizer.text(key, arguments: arguments.map { .text($0) }).string
  }
}

/// Where the app keeps the user's data when no `--state` is given.
enum DataFolder {
  /// `$XDG_DATA_HOME/tracker-kit/state.json`, falling back to
  /// `~/.local/share/tracker-kit/state.json`; on macOS
  /// `~/Library/Application Support/tracker-kit/state.json`. Nil without a home.
  static func stateFile(environment: [String: String], isMacOS: Bool = DataFolder.isMacOS)
    -> String?
  {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    let folder: String
    if isMacOS {
      guard let home else { return nil }
      folder = home + "/Library/Application Support"
    } else if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      folder = data
    } else {
      guard let home else { return nil }
      folder = home + "/.local/share"
    }
    return folder + "/tracker-kit/state.json"
  }

  #if os(macOS)
    static let isMacOS = true
  #else
    static let isMacOS = false
  #endif
}
