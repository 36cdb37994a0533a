import TrackerDomain

/// What a button, row or field asks for when used. A front end handles every
/// intent generically: `.apply` goes to `TrackerState.applying(_:today:)`,
/// form and selection intents to the screen's own state, `.open` and
/// `.dismiss` to its navigation.
public enum ScreenIntent: Hashable, Sendable {
  /// Change the user's data.
  case apply(TrackerAction)
  /// Change the tracker form being filled in.
  case editTrackerForm(TrackerFormEdit)
  /// Set the text of the category name field.
  case editCategoryTitle(String)
  /// Turn a weekday on or off on the Schedule screen.
  case setWeekday(Weekday, isOn: Bool)
  /// Set the main screen's search text.
  case search(String)
  /// Show another day on the main screen, the week strip or the calendar.
  case selectDay(Day)
  /// Show another month on the calendar (the month's first day).
  case showMonth(Day)
  /// Show one tracker's done days and streaks on the calendar; nil shows none.
  case chooseCalendarTracker(TrackerID?)
  /// Choose a filter on the main screen.
  case selectFilter(TrackerFilter)
  /// Switch tabs.
  case selectTab(AppTab)
  /// Swipe to an onboarding page (1 or 2).
  case showOnboardingPage(Int)
  /// Leave onboarding for the main screen, for good.
  case finishOnboarding
  /// Change the goals app's habit form being filled in.
  case editGoalForm(GoalFormEdit)
  /// Choose a time on the reminder time sheet.
  case chooseReminderTime(ReminderTime)
  /// Show a screen, sheet or menu.
  case open(Destination)
  /// Close the screen, sheet or menu on top.
  case dismiss
}

extension ScreenIntent {
  /// The same intent carrying `text` instead of its own: what a text field
  /// sends when its text becomes `text`; nil for an intent that carries no text.
  public func replacingText(with text: String) -> ScreenIntent? {
    switch self {
    case .search: .search(text)
    case .editCategoryTitle: .editCategoryTitle(text)
    case .editTrackerForm(.setName): .editTrackerForm(.setName(text))
    case .editTrackerForm(.setNotes): .editTrackerForm(.setNotes(text))
    case .editGoalForm(.setTitle): .editGoalForm(.setTitle(text))
    case .editGoalForm(.setNotes): .editGoalForm(.setNotes(text))
    case .editGoalForm(.setGoalCount): .editGoalForm(.setGoalCount(text))
    default: nil
    }
  }
}

/// A screen, sheet or menu that an intent opens.
public enum Destination: Hashable, Sendable {
  /// The sheet choosing between a habit and an irregular event.
  case trackerType
  /// The form for a new habit or event, or for editing a tracker.
  case trackerForm(TrackerForm.Mode)
  /// The category list of the tracker form.
  case categories
  /// The form for a new category.
  case newCategory
  /// The form for renaming a category.
  case editCategory(CategoryID)
  /// A category's long-press menu: Edit, Delete.
  case categoryMenu(CategoryID)
  /// The sheet confirming a category's deletion.
  case deleteCategoryConfirmation(CategoryID)
  /// The weekday switches of the tracker form.
  case schedule
  /// The calendar that picks the main screen's day.
  case datePicker
  /// The sheet of the filters.
  case filters
  /// A tracker's menu: Pin or Unpin, Edit, Delete.
  case trackerMenu(TrackerID)
  /// The sheet confirming a tracker's deletion.
  case deleteTrackerConfirmation(TrackerID)
  /// The goals app's month calendar, opened from the week page.
  case monthCalendar
  /// A tracker's details: notes, goal, streaks, progress.
  case trackerDetail(TrackerID)
  /// A calendar that picks a tracker's new start day (see `StartDayChange`).
  case startDayPicker(TrackerID)
  /// The warning that moving a tracker's start to a later day deletes records.
  case moveStartConfirmation(TrackerID, to: Day)
  /// The goals app's "Add a new habit" form, or its edit form.
  case goalForm(GoalForm.Mode)
  /// The goals app's categories, for the habit form under it.
  case goalCategories
  /// The calendar that picks the start date of the habit form under it.
  case goalStartPicker
  /// The sheet that picks a reminder time for the habit form under it.
  case reminderPicker
  /// The warning that saving the edit form under it deletes records before its new start.
  case goalChangesConfirmation
}

/// The tabs of the tab bar.
public enum AppTab: String, Hashable, Sendable, CaseIterable {
  /// The main screen.
  case trackers
  /// The statistics screen.
  case statistics
}
