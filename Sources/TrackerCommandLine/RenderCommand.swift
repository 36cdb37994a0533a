import Foundation
import TrackerDomain
import TrackerLocalization
import TrackerScreenText
import TrackerScreens

/// `tracker-kit render SCREEN`: prints a screen's text rendering.
enum RenderCommand {
  static let options: [Option] = [
    .state, .today,
    Option(
      name: "locale", valueName: "LANGUAGE",
      help: "en, ru, pseudo, or any table's folder name (default: en)"),
    Option(
      name: "tables", valueName: "DIR",
      help: "read the string tables from DIR instead of the built-in ones"),
    Option(
      name: "date", valueName: "YYYY-MM-DD", help: "the main screen's selected day (default: today)"
    ),
    Option(name: "search", valueName: "TEXT", help: "the main screen's search text"),
    Option(name: "filter", valueName: "FILTER", help: "all, today, completed or uncompleted"),
    Option(name: "page", valueName: "N", help: "the onboarding page, 1 or 2"),
    Option(
      name: "tracker", valueName: "ID",
      help: "the tracker of tracker-menu, delete-tracker, edit-tracker"),
    Option(
      name: "category", valueName: "ID",
      help: "the chosen category, or the one a category screen is for"),
    Option(name: "name", valueName: "TEXT", help: "the typed name on a tracker or category form"),
    Option(name: "schedule", valueName: "DAYS", help: "chosen weekdays: mon,wed,fri (or none)"),
    Option(name: "emoji", valueName: "EMOJI", help: "the chosen emoji on a tracker form"),
    Option(name: "color", valueName: "N", help: "the chosen color on a tracker form, 1 to 18"),
    Option(
      name: "month", valueName: "YYYY-MM",
      help: "the calendar's month (default: the selected day's)"),
    Option(
      name: "offline", valueName: "N",
      help: "show the offline banner with N changes waiting to be sent"),
  ]

  static let command = Command(
    name: "render", summary: "Print a screen (or 'all') as text.",
    usage: "render SCREEN|all [OPTIONS]", options: options
  ) { arguments, context in
    guard let screen = arguments.positional.first, arguments.positional.count == 1 else {
      throw UsageError(message: "name one screen, or 'all'; run 'tracker-kit screens' for the list")
    }
    let request = try makeRequest(arguments, context)
    if screen == "all" { return CommandResult(output: ScreenCatalog.renderAll(request)) }
    do throws(ScreenRequestError) {
      return CommandResult(output: try ScreenCatalog.render(screen, request))
    } catch {
      throw UsageError(message: error.description)
    }
  }

  private static func makeRequest(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> ScreenRequest
  {
    let values = arguments.values
    let today = try arguments.day("today", default: context.today)
    let state = try context.loadState(arguments, today: today)
    let localizer = try makeLocalizer(arguments, context)
    var connection = ConnectionStatus.online
    if let offline = values["offline"] {
      guard let pending = Int(offline), pending >= 0 else {
        throw UsageError(
          message: "--offline \(offline): give how many changes wait to be sent, 0 or more")
      }
      connection = .offline(pendingChanges: pending)
    }
    var request = ScreenRequest(
      context: ScreenContext(
        state: state, localizer: localizer, today: today, connection: connection))
    if let month = values["month"] {
      guard let first = Day(iso: month + "-01") else {
        throw UsageError(message: "--month \(month): write it as YYYY-MM")
      }
      request.month = first
    }
    request.date = values["date"] == nil ? nil : try arguments.day("date", default: today)
    request.search = values["search"] ?? ""
    if let filter = values["filter"] {
      guard let value = TrackerFilter(rawValue: filter) else {
        throw UsageError(message: "--filter \(filter): use all, today, completed or uncompleted")
      }
      request.filter = value
    }
    if let page = values["page"] {
      guard let number = Int(page), (1...2).contains(number) else {
        throw UsageError(message: "--page \(page): the onboarding has pages 1 and 2")
      }
      request.page = number
    }
    request.tracker = values["tracker"].map { TrackerID($0) }
    request.category = values["category"].map { CategoryID($0) }
    request.name = values["name"]
    request.emoji = values["emoji"]
    if let schedule = values["schedule"] { request.schedule = try weekdays(schedule) }
    if let color = values["color"] {
      guard let number = Int(color), let value = TrackerColor(number: number) else {
        throw UsageError(message: "--color \(color): use a number from 1 to 18")
      }
      request.color = value
    }
    return request
  }

  private static func makeLocalizer(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> Localizer
  {
    let code = arguments.values["locale"] ?? "en"
    var tables = LocalizationTables.embedded
    if let folder = arguments.values["tables"] {
      tables = LocalizationTables.load(
        from: URL(fileURLWithPath: folder, isDirectory: true, relativeTo: context.workingDirectory))
      if let problem = tables.loadErrors.first {
        throw CommandFailure(message: problem.description)
      }
    }
    guard let language = Language(code: code),
      language == .pseudo || tables.languages.contains(language)
    else {
      let known = (tables.languages + [.pseudo]).map(\.code).joined(separator: ", ")
      throw UsageError(message: "--locale \(code): no such table; available: \(known)")
    }
    return Localizer(language: language, tables: tables)
  }

  /// `mon,wed,fri` as a set; `none` or an empty text is no day.
  static func weekdays(_ text: String) throws -> WeekdaySet {
    if text.isEmpty || text == "none" { return WeekdaySet([]) }
    var days = WeekdaySet([])
    for code in text.split(separator: ",") {
      let code = code.trimmingCharacters(in: .whitespaces).lowercased()
      guard let day = Weekday(code: code) else {
        throw UsageError(
          message: "--schedule: unknown weekday '\(code)'; use mon, tue, wed, thu, fri, sat, sun")
      }
      days.insert(day)
    }
    return days
  }
}

/// `tracker-kit screens`: the names `render` takes.
enum ScreensCommand {
  static let command = Command(
    name: "screens", summary: "List the screens 'render' can print.", usage: "screens", options: []
  ) { arguments, _ in
    try arguments.expectNoPositional()
    let width = (ScreenCatalog.names.map(\.count).max() ?? 0) + 2
    let lines = ScreenCatalog.entries.map {
      $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
    }
    return CommandResult(output: lines.joined(separator: "\n") + "\n")
  }
}
