/// The name of every screen of both apps, in the order a person meets them: the one list of
/// screen names. An answer of the wire names its screen so (`"name": "tracker-form"`), the
/// screen's root element has it as its id, `tracker-kit screens` lists the screens by it
/// (each with the states `render` prints), and so does the catalog's table of screens.
public enum ScreenName: String, Hashable, Sendable, CaseIterable {
  /// The two onboarding pages.
  case onboarding
  /// The first app's main screen: the day's cards.
  case trackers
  /// Habit or irregular event.
  case trackerType = "tracker-type"
  /// The new-tracker and edit form.
  case trackerForm = "tracker-form"
  /// The category list of the form.
  case categories
  /// A category's long-press menu.
  case categoryMenu = "category-menu"
  /// The category delete confirmation.
  case deleteCategory = "delete-category"
  /// The new-category and rename form.
  case categoryForm = "category-form"
  /// The weekday switches.
  case schedule
  /// The main screen's date picker.
  case datePicker = "date-picker"
  /// The main screen's filters.
  case filters
  /// A card's menu.
  case trackerMenu = "tracker-menu"
  /// The tracker delete confirmation (both apps).
  case deleteTracker = "delete-tracker"
  /// The statistics tab.
  case statistics
  /// The goals app's main page.
  case week
  /// The month calendar.
  case calendar
  /// A tracker's details.
  case trackerDetail = "tracker-detail"
  /// The picker of a tracker's new start day.
  case startDayPicker = "start-day-picker"
  /// The warning before moving a tracker's start.
  case moveStart = "move-start"
  /// The goals app's new-habit and edit form.
  case goalForm = "goal-form"
  /// The goals app's categories.
  case goalCategories = "goal-categories"
  /// The calendar of the habit form's start date.
  case goalStartPicker = "goal-start-picker"
  /// The sheet that picks a reminder time.
  case reminderPicker = "reminder-picker"
  /// The warning before an edit's save deletes records.
  case saveGoalChanges = "save-goal-changes"
}

extension ScreenElement {
  /// This tree as the screen `name`: its root's id is the screen's name (a confirmation shown
  /// on its own keeps its buttons' ids).
  public func named(_ name: ScreenName) -> ScreenElement {
    var screen = self
    screen.id = ElementID(name.rawValue)
    return screen
  }
}
