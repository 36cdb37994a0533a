import TrackerDomain

/// Every screen state `tracker-kit render` prints, by name, in the order a user meets them,
/// each with the screen it is (`ScreenName`): the one list that `tracker-kit render` and
/// `screens`, the gallery of screen states and the catalog's table of screens (ElementTree)
/// follow.
public enum ScreenCatalog {
  /// A named screen: what it shows and how a request describes it.
  public struct Entry: Sendable {
    /// The name `tracker-kit render` takes.
    public let name: String
    /// The screen it is, as the wire names it (`new-habit` is a `tracker-form`).
    public let screen: ScreenName
    /// One line on what the screen is, with the request fields it reads.
    public let summary: String
    /// The function that describes it, as the catalog's table of screens names it.
    public let function: String
    let make: @Sendable (ScreenRequest) throws(ScreenRequestError) -> any ScreenElementConvertible

    init(
      _ name: String, _ summary: String, function: String, screen: ScreenName? = nil,
      _ make:
        @escaping @Sendable (ScreenRequest) throws(ScreenRequestError) ->
        any ScreenElementConvertible
    ) {
      self.name = name
      guard let screen = screen ?? ScreenName(rawValue: name) else {
        preconditionFailure("the catalog entry \(name) names no screen")
      }
      self.screen = screen
      self.summary = summary
      self.function = function
      self.make = make
    }

    /// The screen for `request`, as its element tree.
    public func describe(_ request: ScreenRequest) throws(ScreenRequestError) -> ScreenElement {
      try request.checkIDs()
      return try make(request).element.laidOut(for: request.context).named(screen)
    }
  }

  /// Every screen, in the order a user meets them.
  public static let entries: [Entry] = [
    Entry(
      "onboarding", "the two onboarding pages (--page 1|2)",
      function: "OnboardingScreen.describe(_:page:)"
    ) { request in
      OnboardingScreen.describe(request.context, page: request.page)
    },
    Entry(
      "trackers", "the main screen (--date, --search, --filter)",
      function: "TrackersScreen.describe(_:query:)"
    ) { request in
      TrackersScreen.describe(
        request.context,
        query: TrackerQuery(day: request.day, search: request.search, filter: request.filter))
    },
    Entry("tracker-type", "habit or irregular event", function: "TrackerTypeScreen.describe(_:)") {
      request in TrackerTypeScreen.describe(request.context)
    },
    Entry(
      "new-habit", "the new habit form (--name, --category, --schedule, --emoji, --color)",
      function: "TrackerFormScreen.describe(_:form:)", screen: .trackerForm
    ) { request in
      TrackerFormScreen.describe(request.context, form: request.form(.new(.habit)))
    },
    Entry(
      "new-event", "the new irregular event form (same flags)",
      function: "TrackerFormScreen.describe(_:form:)", screen: .trackerForm
    ) { request in
      TrackerFormScreen.describe(request.context, form: request.form(.new(.irregularEvent)))
    },
    Entry(
      "edit-tracker", "the edit form of --tracker (same flags)",
      function: "TrackerFormScreen.describe(_:form:)", screen: .trackerForm
    ) { request throws(ScreenRequestError) in
      let tracker = try request.shownTracker()
      return TrackerFormScreen.describe(request.context, form: request.form(.edit(tracker.id)))
    },
    Entry(
      "categories", "the category list, --category checked",
      function: "CategoryListScreen.describe(_:chosen:)"
    ) { request in
      CategoryListScreen.describe(request.context, chosen: request.category)
    },
    Entry(
      "category-menu", "a category's long-press menu, under the category's title (--category)",
      function: "CategoryMenu.describe(_:category:)"
    ) { request throws(ScreenRequestError) in
      CategoryMenu.describe(request.context, category: try request.shownCategory().id)
    },
    Entry(
      "delete-category", "the category delete confirmation (--category)",
      function: "CategoryMenu.deleteConfirmation(_:category:)"
    ) { request throws(ScreenRequestError) in
      CategoryMenu.deleteConfirmation(request.context, category: try request.shownCategory().id)
    },
    Entry(
      "new-category", "the new category form (--name)",
      function: "CategoryFormScreen.describe(_:typed:editing:)", screen: .categoryForm
    ) { request in
      CategoryFormScreen.describe(request.context, typed: request.name ?? "")
    },
    Entry(
      "edit-category", "the rename form of --category (--name)",
      function: "CategoryFormScreen.describe(_:typed:editing:)", screen: .categoryForm
    ) { request throws(ScreenRequestError) in
      let category = try request.shownCategory()
      return CategoryFormScreen.describe(
        request.context, typed: request.name ?? category.title, editing: category.id)
    },
    Entry(
      "schedule", "the weekday switches (--schedule)", function: "ScheduleScreen.describe(_:days:)"
    ) { request in
      ScheduleScreen.describe(request.context, days: request.schedule ?? WeekdaySet([]))
    },
    Entry(
      "date-picker", "the main screen's date picker (--date, --month YYYY-MM)",
      function: "DayPickerScreen.describe(_:month:selected:purpose:)"
    ) { request in
      DayPickerScreen.describe(
        request.context, month: request.month ?? request.day, selected: request.day,
        purpose: .selectedDay)
    },
    Entry(
      "filters", "the filters, --filter checked",
      function: "FiltersScreen.describe(_:current:)"
    ) { request in
      FiltersScreen.describe(request.context, current: request.filter)
    },
    Entry(
      "tracker-menu", "a card's menu (--tracker, --date)",
      function: "TrackerMenuScreen.describe(_:tracker:day:)"
    ) { request throws(ScreenRequestError) in
      let tracker = try request.shownTracker()
      return TrackerMenuScreen.describe(request.context, tracker: tracker, day: request.day)
    },
    Entry(
      "delete-tracker", "the tracker delete confirmation (--tracker)",
      function: "TrackerMenuScreen.deleteConfirmation(_:tracker:)"
    ) { request throws(ScreenRequestError) in
      TrackerMenuScreen.deleteConfirmation(request.context, tracker: try request.shownTracker().id)
    },
    Entry("statistics", "the statistics tab", function: "StatisticsScreen.describe(_:)") {
      request in StatisticsScreen.describe(request.context)
    },
    Entry(
      "week", "the goals app's main page: week strip and the day's habits (--date)",
      function: "WeekScreen.describe(_:day:)"
    ) { request in
      WeekScreen.describe(request.context, day: request.day)
    },
    Entry(
      "calendar", "the month calendar (--month YYYY-MM, --date, --tracker)",
      function: "CalendarScreen.describe(_:month:selected:tracker:)"
    ) { request in
      CalendarScreen.describe(
        request.context, month: request.month ?? request.day, selected: request.day,
        tracker: request.tracker)
    },
    Entry(
      "tracker-detail", "a tracker's details: goal, streaks, progress (--tracker)",
      function: "TrackerDetailScreen.describe(_:tracker:)"
    ) { request throws(ScreenRequestError) in
      TrackerDetailScreen.describe(request.context, tracker: try request.shownTracker())
    },
    Entry(
      "start-day-picker", "the picker of --tracker's new start day (--month YYYY-MM)",
      function: "DayPickerScreen.startDay(_:of:month:)"
    ) { request throws(ScreenRequestError) in
      DayPickerScreen.startDay(
        request.context, of: try request.shownTracker(), month: request.month)
    },
    Entry(
      "move-start", "the warning before moving --tracker's start to --date",
      function: "StartDayChange.confirmation(_:tracker:to:)"
    ) { request throws(ScreenRequestError) in
      StartDayChange.confirmation(
        request.context, tracker: try request.shownTracker().id, to: request.day)
    },
    Entry(
      "new-goal",
      "the goals app's \"Add a new habit\" form (--name, --category, --date as its start)",
      function: "GoalFormScreen.describe(_:form:)", screen: .goalForm
    ) { request in
      GoalFormScreen.describe(request.context, form: request.goalForm(.new))
    },
    Entry(
      "edit-goal", "the goals app's edit form of --tracker (same flags)",
      function: "GoalFormScreen.describe(_:form:)", screen: .goalForm
    ) { request throws(ScreenRequestError) in
      let tracker = try request.shownTracker()
      return GoalFormScreen.describe(request.context, form: request.goalForm(.edit(tracker.id)))
    },
    Entry(
      "goal-categories", "the goals app's categories, --category checked",
      function: "GoalCategoryListScreen.describe(_:chosen:)"
    ) { request in
      GoalCategoryListScreen.describe(request.context, chosen: request.category)
    },
    Entry(
      "goal-start-picker", "the calendar of the habit form's start date (--date, --month YYYY-MM)",
      function: "DayPickerScreen.describe(_:month:selected:purpose:)"
    ) { request in
      DayPickerScreen.describe(
        request.context, month: request.month ?? request.day, selected: request.day,
        purpose: .goalFormStart)
    },
    Entry(
      "reminder-picker", "the sheet that picks a reminder time",
      function: "ReminderPickerScreen.describe(_:time:)"
    ) { request in
      ReminderPickerScreen.describe(request.context, time: .nineInTheMorning)
    },
    Entry(
      "delete-goal", "the goals app's warning before deleting --tracker",
      function: "GoalFormScreen.deleteConfirmation(_:tracker:)", screen: .deleteTracker
    ) { request throws(ScreenRequestError) in
      GoalFormScreen.deleteConfirmation(request.context, tracker: try request.shownTracker().id)
    },
    Entry(
      "save-goal-changes", "the warning before an edit of --tracker moves its start to --date",
      function: "GoalFormScreen.changesConfirmation(_:form:)"
    ) { request throws(ScreenRequestError) in
      let tracker = try request.shownTracker()
      return GoalFormScreen.changesConfirmation(
        request.context, form: request.goalForm(.edit(tracker.id)))
    },
  ]

  /// The screen states' names, in order.
  public static var names: [String] { entries.map(\.name) }

  /// The screen state called `name`, or the first state of the screen called so
  /// (`tracker-form` is `new-habit`).
  public static func entry(named name: String) throws(ScreenRequestError) -> Entry {
    guard
      let entry = entries.first(where: { $0.name == name })
        ?? entries.first(where: { $0.screen.rawValue == name })
    else {
      throw .unknownScreen(name, known: names)
    }
    return entry
  }

  /// The screen called `name` for `request`, as its element tree.
  public static func describe(_ name: String, _ request: ScreenRequest) throws(ScreenRequestError)
    -> ScreenElement
  {
    try entry(named: name).describe(request)
  }
}
