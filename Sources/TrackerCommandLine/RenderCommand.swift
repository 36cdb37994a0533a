import Foundation
import TrackerDomain
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

/// `tracker-kit render SCREEN`: prints a screen's text rendering.
enum RenderCommand {
  static let screen = Argument<String>(
    .word("SCREEN", in: ScreenCatalog.names + ["all"], hint: screensHint), noun: "screen",
    help: "a screen from 'tracker-kit screens', or 'all' for every one")
  static let locale = Option<String>(
    "locale", .text("LANGUAGE"),
    help: "a table's language (\(Language.tableCodes)), or a pseudo-locale "
      + "(\(Language.pseudoLocales.map(\.code).joined(separator: ", ")))",
    default: "en")
  static let tables = Option<String>(
    "tables", .path("DIR"), help: "read the string tables from DIR instead of the built-in ones")
  static let date = Option<Day>(
    "date", .day, help: "the main screen's selected day", default: "today")
  static let search = Option<String>("search", .text("TEXT"), help: "the main screen's search text")
  static let filter = Option<TrackerFilter>(
    "filter", .choice("FILTER"), help: "the main screen's filter", default: "all")
  static let page = Option<Int>("page", .number("N", in: 1...2), help: "the onboarding page")
  static let tracker = Option<String>(
    "tracker", .text("ID"),
    help: "the tracker of tracker-menu, delete-tracker, edit-tracker and the goals screens")
  static let category = Option<String>(
    "category", .text("ID"), help: "the chosen category, or the one a category screen is for")
  static let name = Option<String>(
    "name", .text("TEXT"), help: "the typed name on a tracker or category form")
  static let schedule = Option<WeekdaySet>(
    "schedule", .weekdays, help: "chosen weekdays: mon,wed,fri (or none)")
  static let emoji = Option<String>(
    "emoji", .text("EMOJI"), help: "the chosen emoji on a tracker form")
  static let color = Option<TrackerColor>(
    "color", .color, help: "the chosen color on a tracker form")
  static let month = Option<Day>(
    "month", .month, help: "the calendar's month", default: "the selected day's")
  static let format = Option<RenderFormat>(
    "format", .choice("FORMAT"),
    help: "text, or json: the element tree as the wire format (one line a screen)",
    default: "text")
  static let offline = Option<Int>(
    "offline", .number("N", in: 0...PendingChanges.largestID),
    help: "show the offline banner with N changes waiting to be sent")

  static let command = Command(
    name: "render", summary: "Print a screen (or 'all') as text.", arguments: [screen],
    options: [
      StateInput.state, StateInput.today, locale, tables, date, search, filter, page, tracker,
      category, name, schedule, emoji, color, month, offline, format,
    ]
  ) { arguments, context in
    let request = try makeRequest(arguments, context)
    let name = arguments.value(screen) ?? "all"
    if arguments[format] == .json { return try renderJSON(name, request) }
    if name == "all" { return CommandResult(output: ScreenCatalog.renderAll(request)) }
    do throws(ScreenRequestError) {
      return CommandResult(output: try ScreenCatalog.render(name, request))
    } catch {
      throw UsageError(message: message(for: error))
    }
  }

  static let screensHint = "Run 'tracker-kit screens' for the list."

  /// A screen request's error with the command line's hint: the library's words say what
  /// is wrong, the command line says what to type.
  static func message(for error: ScreenRequestError) -> String {
    switch error {
    case .unknownScreen(let name, _):
      unknownWord(name, noun: "screen", choices: ScreenCatalog.names, hint: screensHint)
    case .unknownTracker:
      error.description + " (--tracker)"
    case .unknownCategory:
      error.description + " (--category)"
    }
  }

  private static func makeRequest(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> ScreenRequest
  {
    let today = StateInput.today(arguments, context)
    let localizer = try makeLocalizer(arguments, context)
    let state = try StateInput.load(
      arguments, context, today: today, words: SampleWords(localizer: localizer))
    let connection = arguments[offline].map { ConnectionStatus.offline(pendingChanges: $0) }
    var request = ScreenRequest(
      context: ScreenContext(
        state: state, localizer: localizer, today: today,
        connection: connection ?? .online))
    request.month = arguments[month]
    request.date = arguments[date]
    request.search = arguments[search] ?? ""
    request.filter = arguments[filter] ?? .all
    request.page = arguments[page] ?? 1
    request.tracker = arguments[tracker].map { TrackerID($0) }
    request.category = arguments[category].map { CategoryID($0) }
    request.name = arguments[name]
    request.emoji = arguments[emoji]
    request.schedule = arguments[schedule]
    request.color = arguments[color]
    return request
  }

  /// The tables of `--tables DIR` (read at run time, so a translator sees an edit without a
  /// rebuild), else the built-in ones. A table that cannot be read stops the command.
  static func loadTables(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> LocalizationTables
  {
    guard let folder = arguments[tables] else { return .embedded }
    let loaded = LocalizationTables.load(
      from: URL(fileURLWithPath: folder, isDirectory: true, relativeTo: context.workingDirectory))
    if let problem = loaded.loadErrors.first {
      throw CommandFailure(message: problem.description)
    }
    return loaded
  }

  /// The localizer for `--locale`, from the built-in tables or those in `--tables`.
  static func makeLocalizer(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> Localizer
  {
    let code = arguments[locale] ?? "en"
    let tables = try loadTables(arguments, context)
    let known = (tables.languages + Language.pseudoLocales).map(\.code)
    guard let language = Language(code: code), known.contains(language.code) else {
      throw UsageError(
        message:
          "--locale \(shown(code)): no such table; use one of \(known.joined(separator: ", "))."
      )
    }
    return Localizer(language: language, tables: tables)
  }
}

extension ValueType where Value == WeekdaySet {
  /// Weekdays as `mon,wed,fri`; `none` or an empty text is no day.
  static let weekdays = ValueType(placeholder: "DAYS") { text throws(InvalidValue) in
    if text.isEmpty || text == "none" { return WeekdaySet([]) }
    var days = WeekdaySet([])
    for code in text.split(separator: ",") {
      let code = code.trimmingCharacters(in: .whitespaces).lowercased()
      guard let day = Weekday(code: code) else {
        let codes = Weekday.allCases.map(\.code).joined(separator: ", ")
        throw .problem("unknown weekday \(quoted(code)); use \(codes), or none")
      }
      days.insert(day)
    }
    return days
  }
}

extension ValueType where Value == TrackerColor {
  /// One of the palette's colors by number.
  static let color = ValueType(placeholder: "N", range: "1 to 18") { text throws(InvalidValue) in
    guard let number = Int(text), let color = TrackerColor(number: number) else {
      throw .problem("use a whole number, 1 to 18")
    }
    return color
  }
}

/// `tracker-kit screens`: every screen by the name the wire gives it, each with the states
/// `render` prints (a screen's name prints its first).
enum ScreensCommand {
  static let command = Command(
    name: "screens",
    summary: "List the screens, as the wire names them, and the states 'render' can print."
  ) { _, _ in
    let screenWidth = (ScreenName.allCases.map(\.rawValue.count).max() ?? 0) + 2
    let stateWidth = (ScreenCatalog.names.map(\.count).max() ?? 0) + 2
    var lines: [String] = []
    var shown: ScreenName?
    for entry in ScreenCatalog.entries {
      let screen = shown == entry.screen ? "" : entry.screen.rawValue
      shown = entry.screen
      lines.append(
        screen.padding(toLength: screenWidth, withPad: " ", startingAt: 0)
          + entry.name.padding(toLength: stateWidth, withPad: " ", startingAt: 0) + entry.summary)
    }
    return CommandResult(output: lines.joined(separator: "\n") + "\n")
  }
}
