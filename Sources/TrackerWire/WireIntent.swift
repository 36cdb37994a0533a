import TrackerDomain
import TrackerScreens

// What elements send, on the wire. Each sum type has its cases declared once (the
// `WireSum`: the schema and the decoding) and an exhaustive `switch` that encodes it:
// a case added to the Swift type fails to compile here until it is encoded and declared.

extension ScreenIntent: WireDefined {
  static let sum = WireSum<ScreenIntent>(
    "Intent",
    "What an element sends when used. A front end does not interpret intents: it sends the act (tap, type, longPress) to the kit, which runs them. They are here so that a front end can tell what an element does (an open destination, for a transition).",
    [
      .init(
        "apply", "Change the user's data.",
        [.required("action", TrackerAction.wireType, "The change.")]
      ) {
        fields throws(WireDecodingError) in .apply(try fields.required("action"))
      },
      .init(
        "editTrackerForm", "Change the tracker form being filled in.",
        [
          .required("edit", TrackerFormEdit.wireType, "The change.")
        ]
      ) { fields throws(WireDecodingError) in .editTrackerForm(try fields.required("edit")) },
      .init(
        "editCategoryTitle", "Set the text of the category name field.",
        [
          .required("text", .string, "The whole new text.")
        ]
      ) { fields throws(WireDecodingError) in .editCategoryTitle(try fields.required("text")) },
      .init(
        "setWeekday", "Turn a weekday on or off on the Schedule screen.",
        [
          .required("weekday", Weekday.wireType, "The day."),
          .required("isOn", .boolean, "On or off."),
        ]
      ) { fields throws(WireDecodingError) in
        .setWeekday(try fields.required("weekday"), isOn: try fields.required("isOn"))
      },
      .init(
        "search", "Set the main screen's search text.",
        [
          .required("text", .string, "The whole new text.")
        ]
      ) { fields throws(WireDecodingError) in .search(try fields.required("text")) },
      .init("selectDay", "Show another day.", [.required("day", Day.wireType, "The day.")]) {
        fields throws(WireDecodingError) in .selectDay(try fields.required("day"))
      },
      .init(
        "showMonth", "Show another month on a calendar.",
        [
          .required("month", Day.wireType, "The month's first day.")
        ]
      ) { fields throws(WireDecodingError) in .showMonth(try fields.required("month")) },
      .init(
        "chooseCalendarTracker", "Show one tracker's done days on the calendar; none when absent.",
        [
          .optional("tracker", TrackerID.wireType, "The tracker.")
        ]
      ) { fields throws(WireDecodingError) in .chooseCalendarTracker(try fields.optional("tracker"))
      },
      .init(
        "selectFilter", "Choose a filter on the main screen.",
        [
          .required("filter", TrackerFilter.wireType, "The filter.")
        ]
      ) { fields throws(WireDecodingError) in .selectFilter(try fields.required("filter")) },
      .init("selectTab", "Switch tabs.", [.required("tab", AppTab.wireType, "The tab.")]) {
        fields throws(WireDecodingError) in .selectTab(try fields.required("tab"))
      },
      .init(
        "showOnboardingPage", "Swipe to an onboarding page.",
        [
          .required("page", .integer(minimum: 1, maximum: Int(Int32.max)), "The page, from 1.")
        ]
      ) { fields throws(WireDecodingError) in .showOnboardingPage(try fields.required("page")) },
      .init("finishOnboarding", "Leave onboarding for the main screen, for good.") { _ in
        .finishOnboarding
      },
      .init(
        "open", "Show a screen, sheet or menu.",
        [
          .required("destination", Destination.wireType, "What opens.")
        ]
      ) { fields throws(WireDecodingError) in .open(try fields.required("destination")) },
      .init("dismiss", "Close the screen, sheet or menu on top.") { _ in .dismiss },
      .init(
        "editGoalForm", "Change the goals app's form being filled in.",
        [.required("edit", GoalFormEdit.wireType, "The change.")]
      ) { fields throws(WireDecodingError) in .editGoalForm(try fields.required("edit")) },
      .init(
        "chooseReminderTime", "Choose a reminder's time on the reminder picker.",
        [.required("time", ReminderTime.wireType, "The time.")]
      ) { fields throws(WireDecodingError) in .chooseReminderTime(try fields.required("time")) },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .apply(let action): writer.object("apply") { $0.set("action", action) }
    case .editTrackerForm(let edit): writer.object("editTrackerForm") { $0.set("edit", edit) }
    case .editCategoryTitle(let text):
      writer.object("editCategoryTitle") { $0.set("text", text) }
    case .setWeekday(let day, let isOn):
      writer.object("setWeekday") {
        $0.set("isOn", isOn)
        $0.set("weekday", day)
      }
    case .search(let text): writer.object("search") { $0.set("text", text) }
    case .selectDay(let day): writer.object("selectDay") { $0.set("day", day) }
    case .showMonth(let month): writer.object("showMonth") { $0.set("month", month) }
    case .chooseCalendarTracker(let tracker):
      writer.object("chooseCalendarTracker") { $0.set("tracker", tracker) }
    case .selectFilter(let filter): writer.object("selectFilter") { $0.set("filter", filter) }
    case .selectTab(let tab): writer.object("selectTab") { $0.set("tab", tab) }
    case .showOnboardingPage(let page):
      writer.object("showOnboardingPage") { $0.set("page", page) }
    case .finishOnboarding: writer.object("finishOnboarding") { _ in }
    case .open(let destination): writer.object("open") { $0.set("destination", destination) }
    case .dismiss: writer.object("dismiss") { _ in }
    case .editGoalForm(let edit): writer.object("editGoalForm") { $0.set("edit", edit) }
    case .chooseReminderTime(let time):
      writer.object("chooseReminderTime") { $0.set("time", time) }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> ScreenIntent
  {
    try sum.decode(value, at: path)
  }
}

extension Destination: WireDefined {
  static let sum = WireSum<Destination>(
    "Destination", "A screen, sheet or menu an intent opens.",
    [
      .init("trackerType", "The sheet choosing between a habit and an irregular event.") { _ in
        .trackerType
      },
      .init(
        "trackerForm", "The form for a new tracker, or for editing one.",
        [
          .required("mode", TrackerForm.Mode.wireType, "New or edit.")
        ]
      ) { fields throws(WireDecodingError) in .trackerForm(try fields.required("mode")) },
      .init("categories", "The category list of the tracker form.") { _ in .categories },
      .init("newCategory", "The form for a new category.") { _ in .newCategory },
      .init(
        "editCategory", "The form renaming a category.",
        [
          .required("category", CategoryID.wireType, "The category.")
        ]
      ) { fields throws(WireDecodingError) in .editCategory(try fields.required("category")) },
      .init(
        "categoryMenu", "A category's long-press menu.",
        [
          .required("category", CategoryID.wireType, "The category.")
        ]
      ) { fields throws(WireDecodingError) in .categoryMenu(try fields.required("category")) },
      .init(
        "deleteCategoryConfirmation", "The sheet confirming a category's deletion.",
        [
          .required("category", CategoryID.wireType, "The category.")
        ]
      ) { fields throws(WireDecodingError) in
        .deleteCategoryConfirmation(try fields.required("category"))
      },
      .init("schedule", "The weekday switches of the tracker form.") { _ in .schedule },
      .init("datePicker", "The calendar that picks the main screen's day.") { _ in .datePicker },
      .init("filters", "The sheet of the filters.") { _ in .filters },
      .init(
        "trackerMenu", "A tracker's menu.",
        [
          .required("tracker", TrackerID.wireType, "The tracker.")
        ]
      ) { fields throws(WireDecodingError) in .trackerMenu(try fields.required("tracker")) },
      .init(
        "deleteTrackerConfirmation", "The sheet confirming a tracker's deletion.",
        [
          .required("tracker", TrackerID.wireType, "The tracker.")
        ]
      ) { fields throws(WireDecodingError) in
        .deleteTrackerConfirmation(try fields.required("tracker"))
      },
      .init("monthCalendar", "The goals app's month calendar.") { _ in .monthCalendar },
      .init(
        "trackerDetail", "A tracker's details.",
        [
          .required("tracker", TrackerID.wireType, "The tracker.")
        ]
      ) { fields throws(WireDecodingError) in .trackerDetail(try fields.required("tracker")) },
      .init(
        "startDayPicker", "The picker of a tracker's new start day.",
        [
          .required("tracker", TrackerID.wireType, "The tracker.")
        ]
      ) { fields throws(WireDecodingError) in .startDayPicker(try fields.required("tracker")) },
      .init(
        "moveStartConfirmation", "The warning that moving a tracker's start deletes records.",
        [
          .required("tracker", TrackerID.wireType, "The tracker."),
          .required("day", Day.wireType, "The new start day."),
        ]
      ) { fields throws(WireDecodingError) in
        .moveStartConfirmation(try fields.required("tracker"), to: try fields.required("day"))
      },
      .init(
        "goalForm", "The goals app's form for a new goal, or for editing one.",
        [.required("mode", GoalForm.Mode.wireType, "New or edit.")]
      ) { fields throws(WireDecodingError) in .goalForm(try fields.required("mode")) },
      .init("goalCategories", "The goals app's categories.") { _ in .goalCategories },
      .init("goalStartPicker", "The goal form's start day picker.") { _ in .goalStartPicker },
      .init("reminderPicker", "The picker of a reminder's time.") { _ in .reminderPicker },
      .init("goalChangesConfirmation", "The sheet asking whether to save a goal's changes.") {
        _ in .goalChangesConfirmation
      },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .trackerType: writer.object("trackerType") { _ in }
    case .trackerForm(let mode): writer.object("trackerForm") { $0.set("mode", mode) }
    case .categories: writer.object("categories") { _ in }
    case .newCategory: writer.object("newCategory") { _ in }
    case .editCategory(let id): writer.object("editCategory") { $0.set("category", id) }
    case .categoryMenu(let id): writer.object("categoryMenu") { $0.set("category", id) }
    case .deleteCategoryConfirmation(let id):
      writer.object("deleteCategoryConfirmation") { $0.set("category", id) }
    case .schedule: writer.object("schedule") { _ in }
    case .datePicker: writer.object("datePicker") { _ in }
    case .filters: writer.object("filters") { _ in }
    case .trackerMenu(let id): writer.object("trackerMenu") { $0.set("tracker", id) }
    case .deleteTrackerConfirmation(let id):
      writer.object("deleteTrackerConfirmation") { $0.set("tracker", id) }
    case .monthCalendar: writer.object("monthCalendar") { _ in }
    case .trackerDetail(let id): writer.object("trackerDetail") { $0.set("tracker", id) }
    case .startDayPicker(let id): writer.object("startDayPicker") { $0.set("tracker", id) }
    case .moveStartConfirmation(let id, let day):
      writer.object("moveStartConfirmation") {
        $0.set("day", day)
        $0.set("tracker", id)
      }
    case .goalForm(let mode): writer.object("goalForm") { $0.set("mode", mode) }
    case .goalCategories: writer.object("goalCategories") { _ in }
    case .goalStartPicker: writer.object("goalStartPicker") { _ in }
    case .reminderPicker: writer.object("reminderPicker") { _ in }
    case .goalChangesConfirmation: writer.object("goalChangesConfirmation") { _ in }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> Destination
  {
    try sum.decode(value, at: path)
  }
}

extension TrackerForm.Mode: WireDefined {
  static let sum = WireSum<TrackerForm.Mode>(
    "TrackerFormMode", "Whether the tracker form makes a new tracker or edits one.",
    [
      .init(
        "new", "A new habit or irregular event.",
        [
          .required("kind", TrackerKind.wireType, "Habit or irregular event.")
        ], title: "newTrackerMode"
      ) { fields throws(WireDecodingError) in .new(try fields.required("kind")) },
      .init(
        "edit", "Changes to an existing tracker.",
        [
          .required("tracker", TrackerID.wireType, "The tracker.")
        ], title: "editTrackerMode"
      ) { fields throws(WireDecodingError) in .edit(try fields.required("tracker")) },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .new(let kind): writer.object("new") { $0.set("kind", kind) }
    case .edit(let id): writer.object("edit") { $0.set("tracker", id) }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> TrackerForm.Mode
  {
    try sum.decode(value, at: path)
  }
}

extension TrackerFormEdit: WireDefined {
  static let sum = WireSum<TrackerFormEdit>(
    "TrackerFormEdit", "A change to the tracker form.",
    [
      .init(
        "setName", "The name field's new text.", [.required("name", .string, "The whole text.")]
      ) {
        fields throws(WireDecodingError) in .setName(try fields.required("name"))
      },
      .init(
        "setCategory", "A category chosen.",
        [
          .required("category", CategoryID.wireType, "The category.")
        ], title: "setTrackerCategory"
      ) { fields throws(WireDecodingError) in .setCategory(try fields.required("category")) },
      .init(
        "setSchedule", "The weekdays chosen.",
        [
          .required("schedule", WeekdaySet.wireType, "The days, Monday first.")
        ]
      ) { fields throws(WireDecodingError) in .setSchedule(try fields.required("schedule")) },
      .init("setEmoji", "An emoji chosen.", [.required("emoji", .string, "The emoji.")]) {
        fields throws(WireDecodingError) in .setEmoji(try fields.required("emoji"))
      },
      .init(
        "setColor", "A color chosen.", [.required("color", TrackerColor.wireType, "The color.")]
      ) {
        fields throws(WireDecodingError) in .setColor(try fields.required("color"))
      },
      .init(
        "setNotes", "The notes typed; none when absent.",
        [.optional("notes", .string, "The notes.")], title: "setTrackerNotes"
      ) {
        fields throws(WireDecodingError) in .setNotes(try fields.optional("notes"))
      },
      .init(
        "setGoal", "The goal chosen; none when absent.",
        [.optional("goal", Goal.wireType, "The goal.")]
      ) {
        fields throws(WireDecodingError) in .setGoal(try fields.optional("goal"))
      },
    ])

  /// The declaration the schema and the decoding both come from.
  public static var wireDefinition: WireDefinition { sum.definition }

  /// Writes the value as JSON.
  public func write(to writer: inout WireWriter) {
    switch self {
    case .setName(let name): writer.object("setName") { $0.set("name", name) }
    case .setCategory(let id): writer.object("setCategory") { $0.set("category", id) }
    case .setSchedule(let days): writer.object("setSchedule") { $0.set("schedule", days) }
    case .setEmoji(let emoji): writer.object("setEmoji") { $0.set("emoji", emoji) }
    case .setColor(let color): writer.object("setColor") { $0.set("color", color) }
    case .setNotes(let notes): writer.object("setNotes") { $0.set("notes", notes) }
    case .setGoal(let goal): writer.object("setGoal") { $0.set("goal", goal) }
    }
  }

  /// The value `wire` gave, or why `value` is not one; `path` names where it is.
  public static func decode(_ value: WireValue, at path: String) throws(WireDecodingError)
    -> TrackerFormEdit
  {
    try sum.decode(value, at: path)
  }
}
