import TrackerDomain

/// The inputs any screen may need, with defaults: what `tracker-kit render`
/// reads from its flags, what the gallery of screen states fills in, and what
/// tests ask for.
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
  /// The tracker of the menu, the delete sheet, the edit form, the details or
  /// the calendar; the first when nil (none on the calendar).
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
  /// The goals app's form: the goal's number as typed.
  public var goalCount: String?

  /// A request with the defaults for `context`.
  public init(context: ScreenContext) {
    self.context = context
  }

  /// The selected day: `date`, or today.
  public var day: Day { date ?? context.today }

  /// Refuses a tracker or category id the state does not have, whichever
  /// screen is asked for.
  func checkIDs() throws(ScreenRequestError) {
    let state = context.state
    if let tracker, state.tracker(tracker) == nil {
      throw .unknownTracker(tracker, known: state.trackers.map(\.id.rawValue))
    }
    if let category, state.category(category) == nil, GoalCategory(id: category) == nil {
      throw .unknownCategory(category, known: state.categories.map(\.id.rawValue))
    }
  }

  /// The tracker the screen shows: the one asked for, or the state's first.
  func shownTracker() throws(ScreenRequestError) -> Tracker {
    let state = context.state
    guard let found = tracker.map({ state.tracker($0) }) ?? state.trackers.first else {
      throw .unknownTracker(tracker, known: state.trackers.map(\.id.rawValue))
    }
    return found
  }

  /// The category the screen shows: the one asked for, or the state's first.
  func shownCategory() throws(ScreenRequestError) -> TrackerCategory {
    let state = context.state
    guard let found = category.map({ state.category($0) }) ?? state.categories.first else {
      throw .unknownCategory(category, known: state.categories.map(\.id.rawValue))
    }
    return found
  }

  /// The goals app's habit form for `mode`, with the request's fields filled in
  /// over it: `name` as its title, `category`, `date` as its start, `goalCount`.
  func goalForm(_ mode: GoalForm.Mode) -> GoalForm {
    var form: GoalForm
    switch mode {
    case .new: form = .new(today: context.today)
    case .edit(let id):
      form = context.state.tracker(id).map(GoalForm.init(editing:)) ?? .new(today: context.today)
    }
    if let name { form = form.applying(.setTitle(name)) }
    if let category { form = form.applying(.setCategory(category)) }
    if let date { form = form.applying(.setStart(date)) }
    if let goalCount { form = form.applying(.setGoalCount(goalCount)) }
    return form
  }

  /// The tracker form for `mode`, with the request's fields filled in over it.
  func form(_ mode: TrackerForm.Mode) -> TrackerForm {
    var form: TrackerForm
    switch mode {
    case .new(let kind): form = .new(kind)
    case .edit(let id):
      form = context.state.tracker(id).map(TrackerForm.init(editing:)) ?? .new(.habit)
    }
    if let name { form = form.applying(.setName(name)) }
    if let category { form = form.applying(.setCategory(category)) }
    if let schedule { form = form.applying(.setSchedule(schedule)) }
    if let emoji { form = form.applying(.setEmoji(emoji)) }
    if let color { form = form.applying(.setColor(color)) }
    return form
  }
}

/// Why a screen cannot be described from a request.
public enum ScreenRequestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No screen has this name; `known` are the names there are.
  case unknownScreen(String, known: [String])
  /// The request names a tracker the state lacks, or the screen shows one and
  /// the state has none; `known` are the ids there are.
  case unknownTracker(TrackerID?, known: [String])
  /// The request names a category the state lacks, or the screen shows one and
  /// the state has none; `known` are the ids there are.
  case unknownCategory(CategoryID?, known: [String])

  /// The value as text.
  public var description: String {
    switch self {
    case .unknownScreen(let name, let known):
      "unknown screen '\(name)'; the screens are " + Self.list(known)
    case .unknownTracker(let id?, let known):
      "the state has no tracker with the id \"\(id)\"" + Self.ids(known)
    case .unknownTracker(nil, _): "this screen shows a tracker, and the state has none"
    case .unknownCategory(let id?, let known):
      "the state has no category with the id \"\(id)\"" + Self.ids(known)
    case .unknownCategory(nil, _): "this screen shows a category, and the state has none"
    }
  }

  private static func ids(_ known: [String]) -> String {
    known.isEmpty ? ", nor any other" : "; its ids are " + list(known)
  }

  /// The first ten items joined with commas, and how many more there are.
  private static func list(_ items: [String]) -> String {
    let shown = items.prefix(10).joined(separator: ", ")
    return items.count > 10 ? shown + " and \(items.count - 10) more" : shown
  }
}
