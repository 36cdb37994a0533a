import TrackerDomain
import TrackerScreens

/// The inputs any screen may need, with defaults: what `tracker-kit render`
/// reads from its flags and what tests fill in.
public struct ScreenRequest: Sendable {
  /// The data, language and today.
  public var context: ScreenContext
  /// The main screen's selected day; today when nil.
  public var date: Day?
  /// The main screen's search text.
  public var search = ""
  /// The main screen's filter, and the one checked on the filters sheet.
  public var filter = TrackerFilter.all
  /// The onboarding page, from 1.
  public var page = 1
  /// The tracker of the menu, the delete sheet or the edit form; the first when nil.
  public var tracker: TrackerID?
  /// The chosen category (forms, category list) or the one a menu is for.
  public var category: CategoryID?
  /// The typed name of a tracker or category form.
  public var name: String?
  /// The chosen weekdays of the form or the Schedule screen.
  public var schedule: WeekdaySet?
  /// The chosen emoji of the tracker form.
  public var emoji: String?
  /// The chosen color of the tracker form.
  public var color: TrackerColor?
  /// The calendar's month (any day in it); the selected day's month when nil.
  public var month: Day?

  /// A request with the defaults for `context`.
  public init(context: ScreenContext) {
    self.context = context
  }

  /// The selected day: `date`, or today.
  var day: Day { date ?? context.today }
}

/// Why a screen cannot be rendered from a request.
public enum ScreenRequestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No screen has this name.
  case unknownScreen(String)
  /// The screen shows a tracker, and the state has none or not this one.
  case unknownTracker(TrackerID?)
  /// The screen shows a category, and the state has none or not this one.
  case unknownCategory(CategoryID?)

  public var description: String {
    switch self {
    case .unknownScreen(let name):
      "unknown screen '\(name)'; run 'tracker-kit screens' for the list"
    case .unknownTracker(let id?): "the state has no tracker with the id \"\(id)\""
    case .unknownTracker(nil): "this screen shows a tracker, and the state has none"
    case .unknownCategory(let id?): "the state has no category with the id \"\(id)\""
    case .unknownCategory(nil): "this screen shows a category, and the state has none"
    }
  }
}

/// Every screen by name, so that one request renders any of them.
public enum ScreenCatalog {
  /// A named screen and what it shows.
  public struct Entry: Sendable {
    /// The name `tracker-kit render` takes.
    public let name: String
    /// One line on what the screen is.
    public let summary: String
    let describe: @Sendable (ScreenRequest) throws(ScreenRequestError) -> any TextRenderable
  }

  /// Every screen, in the order a user meets them.
  public static let entries: [Entry] = [
    Entry(name: "onboarding", summary: "the two onboarding pages (--page 1|2)") { request in
      OnboardingScreen.describe(request.context, page: request.page - 1)
    },
    Entry(name: "trackers", summary: "the main screen (--date, --search, --filter)") { request in
      TrackersScreen.describe(
        request.context,
        query: TrackerQuery(day: request.day, search: request.search, filter: request.filter))
    },
    Entry(name: "tracker-type", summary: "habit or irregular event") { request in
      TrackerTypeScreen.describe(request.context)
    },
    Entry(
      name: "new-habit",
      summary: "the new habit form (--name, --category, --schedule, --emoji, --color)"
    ) {
      request in TrackerFormScreen.describe(request.context, form: form(.new(.habit), request))
    },
    Entry(name: "new-event", summary: "the new irregular event form (same flags)") { request in
      TrackerFormScreen.describe(request.context, form: form(.new(.irregularEvent), request))
    },
    Entry(name: "edit-tracker", summary: "the edit form of --tracker (same flags)") {
      request throws(ScreenRequestError) in
      let tracker = try tracker(request)
      return TrackerFormScreen.describe(request.context, form: form(.edit(tracker.id), request))
    },
    Entry(name: "categories", summary: "the category list, --category checked") { request in
      CategoryListScreen.describe(request.context, chosen: request.category)
    },
    Entry(name: "category-menu", summary: "a category's long-press menu (--category)") {
      request throws(ScreenRequestError) in
      CategoryMenu.describe(request.context, category: try category(request).id)
    },
    Entry(name: "delete-category", summary: "the category delete confirmation (--category)") {
      request throws(ScreenRequestError) in
      CategoryMenu.deleteConfirmation(request.context, category: try category(request).id)
    },
    Entry(name: "new-category", summary: "the new category form (--name)") { request in
      CategoryFormScreen.describe(request.context, typed: request.name ?? "")
    },
    Entry(name: "edit-category", summary: "the rename form of --category (--name)") {
      request throws(ScreenRequestError) in
      let category = try category(request)
      return CategoryFormScreen.describe(
        request.context, typed: request.name ?? category.title, editing: category.id)
    },
    Entry(name: "schedule", summary: "the weekday switches (--schedule)") { request in
      ScheduleScreen.describe(request.context, days: request.schedule ?? WeekdaySet([]))
    },
    Entry(name: "filters", summary: "the four filters, --filter checked") { request in
      FiltersScreen.describe(request.context, current: request.filter)
    },
    Entry(name: "tracker-menu", summary: "a card's menu (--tracker, --date)") {
      request throws(ScreenRequestError) in
      let tracker = try tracker(request)
      guard
        let screen = TrackerMenuScreen.describe(
          request.context, tracker: tracker.id, day: request.day)
      else { throw .unknownTracker(tracker.id) }
      return screen
    },
    Entry(name: "delete-tracker", summary: "the tracker delete confirmation (--tracker)") {
      request throws(ScreenRequestError) in
      TrackerMenuScreen.deleteConfirmation(request.context, tracker: try tracker(request).id)
    },
    Entry(name: "statistics", summary: "the statistics tab") { request in
      StatisticsScreen.describe(request.context)
    },
    Entry(
      name: "week", summary: "the goals app's main page: week strip and the day's habits (--date)"
    ) {
      request in WeekScreen.describe(request.context, day: request.day)
    },
    Entry(name: "calendar", summary: "the month calendar (--month YYYY-MM, --date, --tracker)") {
      request in
      CalendarScreen.describe(
        request.context, month: request.month ?? request.day, selected: request.day,
        tracker: request.tracker)
    },
    Entry(
      name: "tracker-detail", summary: "a tracker's details: goal, streaks, progress (--tracker)"
    ) {
      request throws(ScreenRequestError) in
      let tracker = try tracker(request)
      guard let screen = TrackerDetailScreen.describe(request.context, tracker: tracker.id) else {
        throw .unknownTracker(tracker.id)
      }
      return screen
    },
    Entry(name: "move-start", summary: "the warning before moving --tracker's start to --date") {
      request throws(ScreenRequestError) in
      StartDayChange.confirmation(
        request.context, tracker: try tracker(request).id, to: request.day)
    },
  ]

  /// The screens' names, in order.
  public static var names: [String] { entries.map(\.name) }

  /// The text rendering of the screen called `name`.
  public static func render(_ name: String, _ request: ScreenRequest) throws(ScreenRequestError)
    -> String
  {
    guard let entry = entries.first(where: { $0.name == name }) else {
      throw .unknownScreen(name)
    }
    return ScreenText.render(try entry.describe(request))
  }

  /// Every screen, each under a `== name ==` line; screens that need a tracker
  /// or category the state lacks say so instead.
  public static func renderAll(_ request: ScreenRequest) -> String {
    entries.map { entry in
      let body: String
      do throws(ScreenRequestError) {
        body = ScreenText.render(try entry.describe(request))
      } catch {
        body = "(\(error.description))\n"
      }
      return "== \(entry.name) ==\n" + body
    }.joined(separator: "\n")
  }

  private static func tracker(_ request: ScreenRequest) throws(ScreenRequestError) -> Tracker {
    let state = request.context.state
    guard let tracker = request.tracker.map({ state.tracker($0) }) ?? state.trackers.first else {
      throw .unknownTracker(request.tracker)
    }
    return tracker
  }

  private static func category(_ request: ScreenRequest) throws(ScreenRequestError)
    -> TrackerCategory
  {
    let state = request.context.state
    guard let category = request.category.map({ state.category($0) }) ?? state.categories.first
    else { throw .unknownCategory(request.category) }
    return category
  }

  /// The tracker form for `mode`, with the request's fields filled in over it.
  private static func form(_ mode: TrackerForm.Mode, _ request: ScreenRequest) -> TrackerForm {
    var form: TrackerForm
    switch mode {
    case .new(let kind): form = .new(kind)
    case .edit(let id):
      form = request.context.state.tracker(id).map(TrackerForm.init(editing:)) ?? .new(.habit)
    }
    if let name = request.name { form = form.applying(.setName(name)) }
    if let category = request.category { form = form.applying(.setCategory(category)) }
    if let schedule = request.schedule { form = form.applying(.setSchedule(schedule)) }
    if let emoji = request.emoji { form = form.applying(.setEmoji(emoji)) }
    if let color = request.color { form = form.applying(.setColor(color)) }
    return form
  }
}
