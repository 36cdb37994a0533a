import TrackerDomain
import TrackerScreens

/// One screen of the app with its own state: what the session keeps for each
/// entry of its navigation stack. The state a screen shares with the one under
/// it (the category list's checkmark is the form's category) is read from there.
public enum AppScreen: Hashable, Sendable {
  /// The onboarding page shown, from 1.
  case onboarding(page: Int)
  /// The first app's main screens: the Trackers tab with its day, search and
  /// filter, or the Statistics tab.
  case main(tab: AppTab, query: TrackerQuery)
  /// The goals app's main page for a day.
  case week(day: Day)
  /// The choice between a habit and an irregular event.
  case trackerType
  /// The new-tracker or edit form, as filled in so far.
  case trackerForm(TrackerForm)
  /// The category list of the form under it.
  case categories
  /// The new-category or rename form with the title typed so far.
  case categoryForm(typed: String, editing: CategoryID?)
  /// A category's long-press menu.
  case categoryMenu(CategoryID)
  /// The sheet confirming a category's deletion.
  case deleteCategoryConfirmation(CategoryID)
  /// The weekday switches, as switched so far.
  case schedule(days: WeekdaySet)
  /// The main screen's date picker, showing a month.
  case datePicker(month: Day)
  /// The filters of the main screen under it.
  case filters
  /// A card's menu, for the day the card was shown on.
  case trackerMenu(TrackerID, day: Day)
  /// The sheet confirming a tracker's deletion.
  case deleteTrackerConfirmation(TrackerID)
  /// The goals app's month calendar: the month, the selected day, the chosen tracker.
  case calendar(month: Day, selected: Day, tracker: TrackerID?)
  /// A tracker's details.
  case trackerDetail(TrackerID)
  /// The picker of a tracker's new start day, showing a month.
  case startDayPicker(TrackerID, month: Day)
  /// The warning before moving a tracker's start to a day that deletes records.
  case moveStartConfirmation(TrackerID, to: Day)
  /// The goals app's new-habit or edit form, as filled in so far.
  case goalForm(GoalForm)
  /// The goals app's categories, for the form under it.
  case goalCategories
  /// The calendar picking the start date of the form under it, showing a month.
  case goalStartPicker(month: Day)
  /// The sheet picking a reminder time for the form under it, with the time chosen so far.
  case reminderPicker(ReminderTime)
  /// The warning before saving the edit form under it deletes records.
  case goalChangesConfirmation

  /// How a screen comes onto the display.
  public enum Presentation: String, Hashable, Sendable {
    /// The bottom of the stack: the main screen or onboarding.
    case root
    /// A full screen over the one before (forms, lists, the calendar).
    case page
    /// A sheet from the bottom (the tracker type, filters, date picker, details).
    case sheet
    /// A menu or confirmation over the blurred screen under it.
    case overlay
  }

  /// How the screen comes onto the display.
  public var presentation: Presentation {
    switch self {
    case .onboarding, .main, .week: .root
    case .trackerForm, .categories, .categoryForm, .schedule, .calendar, .goalForm,
      .goalCategories:
      .page
    case .trackerType, .filters, .datePicker, .trackerDetail, .startDayPicker, .goalStartPicker,
      .reminderPicker:
      .sheet
    case .categoryMenu, .deleteCategoryConfirmation, .trackerMenu, .deleteTrackerConfirmation,
      .moveStartConfirmation, .goalChangesConfirmation:
      .overlay
    }
  }

  /// The screen's name, as the wire, errors and flows say it (`trackers`, `tracker-form`) and
  /// as its root element's id is.
  public var name: String { screenName.rawValue }

  /// Which screen it is.
  public var screenName: ScreenName {
    switch self {
    case .onboarding: .onboarding
    case .main(.trackers, _): .trackers
    case .main(.statistics, _): .statistics
    case .week: .week
    case .trackerType: .trackerType
    case .trackerForm: .trackerForm
    case .categories: .categories
    case .categoryForm: .categoryForm
    case .categoryMenu: .categoryMenu
    case .deleteCategoryConfirmation: .deleteCategory
    case .schedule: .schedule
    case .datePicker: .datePicker
    case .filters: .filters
    case .trackerMenu: .trackerMenu
    case .deleteTrackerConfirmation: .deleteTracker
    case .calendar: .calendar
    case .trackerDetail: .trackerDetail
    case .startDayPicker: .startDayPicker
    case .moveStartConfirmation: .moveStart
    case .goalForm: .goalForm
    case .goalCategories: .goalCategories
    case .goalStartPicker: .goalStartPicker
    case .reminderPicker: .reminderPicker
    case .goalChangesConfirmation: .saveGoalChanges
    }
  }

  /// Whether everything the screen shows still exists in `state`: a screen of
  /// a deleted tracker or category leaves the stack.
  func exists(in state: TrackerState) -> Bool {
    switch self {
    case .trackerMenu(let id, _), .deleteTrackerConfirmation(let id), .trackerDetail(let id),
      .startDayPicker(let id, _), .moveStartConfirmation(let id, _):
      state.tracker(id) != nil
    case .trackerForm(let form):
      if case .edit(let id) = form.mode { state.tracker(id) != nil } else { true }
    case .goalForm(let form):
      if case .edit(let id) = form.mode { state.tracker(id) != nil } else { true }
    case .categoryMenu(let id), .deleteCategoryConfirmation(let id),
      .categoryForm(_, editing: let id?):
      state.category(id) != nil
    default:
      true
    }
  }
}
