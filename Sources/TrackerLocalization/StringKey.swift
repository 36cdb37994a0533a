/// Every text key the code uses, one case per table key (the raw value), so a
/// misspelled key does not compile. Keys are dotted by screen; the tables' comments say
/// where each text appears.
public enum StringKey: String, CaseIterable, Sendable {
  /// Tracker
  case appName = "app.name"

  /// Track only what you want
  case onboardingPage1Title = "onboarding.page1.title"
  /// Even if it's not liters of water and yoga
  case onboardingPage2Title = "onboarding.page2.title"
  /// Wow, that's technology!
  case onboardingButton = "onboarding.button"
  /// Page %1$d of %2$d
  case onboardingPageControlAccessibility = "onboarding.pageControl.accessibility"

  /// Trackers
  case tabBarTrackers = "tabBar.trackers"
  /// Statistics
  case tabBarStatistics = "tabBar.statistics"

  /// Trackers
  case trackersTitle = "trackers.title"
  /// Add tracker
  case trackersAddAccessibility = "trackers.add.accessibility"
  /// dd.MM.yy
  case trackersDateFormat = "trackers.date.format"
  /// Selected date: %@
  case trackersDateAccessibility = "trackers.date.accessibility"
  /// Search
  case trackersSearchPlaceholder = "trackers.search.placeholder"
  /// Cancel
  case trackersSearchCancel = "trackers.search.cancel"
  /// Filters
  case trackersFiltersButton = "trackers.filters"
  /// What will we track?
  case trackersPlaceholderEmpty = "trackers.placeholder.empty"
  /// Nothing found
  case trackersPlaceholderNotFound = "trackers.placeholder.notFound"
  /// Pinned
  case trackersSectionPinned = "trackers.section.pinned"

  /// "%1$@, %2$@, %3$@" (no words to translate)
  case cardAccessibility = "card.accessibility"
  /// done
  case cardDone = "card.done"
  /// not done
  case cardNotDone = "card.notDone"
  /// pinned
  case cardPinnedAccessibility = "card.pinned.accessibility"
  /// Mark as done
  case cardMarkDoneAccessibility = "card.doneButton.markDone.accessibility"
  /// Mark as not done
  case cardUndoDoneAccessibility = "card.doneButton.undo.accessibility"
  /// Can't be marked for a future date
  case cardFutureDateAccessibility = "card.doneButton.future.accessibility"

  /// Create tracker
  case trackerTypeTitle = "trackerType.title"
  /// Habit
  case trackerTypeHabit = "trackerType.habit"
  /// Irregular event
  case trackerTypeIrregularEvent = "trackerType.irregularEvent"

  /// New habit
  case trackerFormTitleNewHabit = "trackerForm.title.newHabit"
  /// New irregular event
  case trackerFormTitleNewEvent = "trackerForm.title.newEvent"
  /// Edit habit
  case trackerFormTitleEditHabit = "trackerForm.title.editHabit"
  /// Edit irregular event
  case trackerFormTitleEditEvent = "trackerForm.title.editEvent"
  /// Enter tracker name
  case trackerFormNamePlaceholder = "trackerForm.name.placeholder"
  /// The name can't be empty
  case trackerFormNameEmpty = "trackerForm.name.empty"
  /// Category
  case trackerFormCategory = "trackerForm.category"
  /// Schedule
  case trackerFormSchedule = "trackerForm.schedule"
  /// Emoji
  case trackerFormEmoji = "trackerForm.emoji"
  /// Emoji %@
  case trackerFormEmojiAccessibility = "trackerForm.emoji.accessibility"
  /// Color
  case trackerFormColor = "trackerForm.color"
  /// Cancel
  case trackerFormCancel = "trackerForm.cancel"
  /// Create
  case trackerFormCreate = "trackerForm.create"
  /// Save
  case trackerFormSave = "trackerForm.save"

  /// Category
  case categoriesTitle = "categories.title"
  /// Habits and events can be grouped by meaning
  case categoriesPlaceholder = "categories.placeholder"
  /// Add category
  case categoriesAdd = "categories.add"
  /// Edit
  case categoriesMenuEdit = "categories.menu.edit"
  /// Delete
  case categoriesMenuDelete = "categories.menu.delete"
  /// Are you sure you don't need this category?
  case categoriesDeleteConfirmationTitle = "categories.deleteConfirmation.title"
  /// Delete
  case categoriesDeleteConfirmationDelete = "categories.deleteConfirmation.delete"
  /// Cancel
  case categoriesDeleteConfirmationCancel = "categories.deleteConfirmation.cancel"

  /// New category
  case categoryFormTitleNew = "categoryForm.title.new"
  /// Edit category
  case categoryFormTitleEdit = "categoryForm.title.edit"
  /// Enter category name
  case categoryFormNamePlaceholder = "categoryForm.name.placeholder"
  /// The name can't be empty
  case categoryFormNameEmpty = "categoryForm.name.empty"
  /// A category with this name already exists
  case categoryFormNameDuplicate = "categoryForm.name.duplicate"
  /// Done
  case categoryFormDone = "categoryForm.done"

  /// Schedule
  case scheduleTitle = "schedule.title"
  /// Done
  case scheduleDone = "schedule.done"
  /// Every day
  case scheduleEveryDay = "schedule.everyDay"

  /// Monday
  case weekdayFullMonday = "weekday.full.monday"
  /// Tuesday
  case weekdayFullTuesday = "weekday.full.tuesday"
  /// Wednesday
  case weekdayFullWednesday = "weekday.full.wednesday"
  /// Thursday
  case weekdayFullThursday = "weekday.full.thursday"
  /// Friday
  case weekdayFullFriday = "weekday.full.friday"
  /// Saturday
  case weekdayFullSaturday = "weekday.full.saturday"
  /// Sunday
  case weekdayFullSunday = "weekday.full.sunday"
  /// Mon
  case weekdayShortMonday = "weekday.short.monday"
  /// Tue
  case weekdayShortTuesday = "weekday.short.tuesday"
  /// Wed
  case weekdayShortWednesday = "weekday.short.wednesday"
  /// Thu
  case weekdayShortThursday = "weekday.short.thursday"
  /// Fri
  case weekdayShortFriday = "weekday.short.friday"
  /// Sat
  case weekdayShortSaturday = "weekday.short.saturday"
  /// Sun
  case weekdayShortSunday = "weekday.short.sunday"

  /// Filters
  case filtersTitle = "filters.title"
  /// All trackers
  case filtersAll = "filters.all"
  /// Trackers for today
  case filtersToday = "filters.today"
  /// Completed
  case filtersCompleted = "filters.completed"
  /// Not completed
  case filtersUncompleted = "filters.uncompleted"

  /// Pin
  case trackerMenuPin = "trackerMenu.pin"
  /// Unpin
  case trackerMenuUnpin = "trackerMenu.unpin"
  /// Edit
  case trackerMenuEdit = "trackerMenu.edit"
  /// Delete
  case trackerMenuDelete = "trackerMenu.delete"
  /// Are you sure you want to delete the tracker?
  case trackerMenuDeleteConfirmationTitle = "trackerMenu.deleteConfirmation.title"
  /// Delete
  case trackerMenuDeleteConfirmationDelete = "trackerMenu.deleteConfirmation.delete"
  /// Cancel
  case trackerMenuDeleteConfirmationCancel = "trackerMenu.deleteConfirmation.cancel"

  /// Statistics
  case statisticsTitle = "statistics.title"
  /// Nothing to analyze yet
  case statisticsPlaceholder = "statistics.placeholder"
  /// Best period
  case statisticsBestPeriod = "statistics.bestPeriod"
  /// Perfect days
  case statisticsPerfectDays = "statistics.perfectDays"
  /// Trackers completed
  case statisticsTrackersCompleted = "statistics.trackersCompleted"
  /// Average value
  case statisticsAverageValue = "statistics.averageValue"
  /// "%1$@: %2$@" (no words to translate)
  case statisticsIndicatorAccessibility = "statistics.indicator.accessibility"

  /// Red
  case color1 = "color.1"
  /// Orange
  case color2 = "color.2"
  /// Blue
  case color3 = "color.3"
  /// Violet
  case color4 = "color.4"
  /// Green
  case color5 = "color.5"
  /// Orchid
  case color6 = "color.6"
  /// Pale pink
  case color7 = "color.7"
  /// Sky blue
  case color8 = "color.8"
  /// Mint
  case color9 = "color.9"
  /// Navy
  case color10 = "color.10"
  /// Coral
  case color11 = "color.11"
  /// Pink
  case color12 = "color.12"
  /// Peach
  case color13 = "color.13"
  /// Cornflower
  case color14 = "color.14"
  /// Purple
  case color15 = "color.15"
  /// Amethyst
  case color16 = "color.16"
  /// Lavender
  case color17 = "color.17"
  /// Bright green
  case color18 = "color.18"

  /// Selected
  case commonSelected = "common.selected"
  /// Clear text
  case commonClearTextAccessibility = "common.clearText.accessibility"
  /// ", " (no words to translate)
  case commonListSeparator = "common.listSeparator"

  /// No internet connection
  case offlineTitle = "offline.title"
  /// Your changes are saved on this device
  case offlineSaved = "offline.saved"
  /// Today
  case weekTitleToday = "week.title.today"
  /// %1$@, %2$@
  case weekDayAccessibility = "week.day.accessibility"
  /// all habits done
  case weekDayAllDone = "week.day.allDone"
  /// Previous week
  case weekPreviousAccessibility = "week.previous.accessibility"
  /// Next week
  case weekNextAccessibility = "week.next.accessibility"
  /// Month calendar
  case weekCalendarAccessibility = "week.calendar.accessibility"
  /// %1$@ %2$d
  case calendarTitle = "calendar.title"
  /// Previous month
  case calendarPreviousAccessibility = "calendar.previous.accessibility"
  /// Next month
  case calendarNextAccessibility = "calendar.next.accessibility"
  /// today
  case calendarToday = "calendar.today"
  /// All habits
  case calendarAllTrackers = "calendar.allTrackers"
  /// January
  case month1 = "month.1"
  /// February
  case month2 = "month.2"
  /// March
  case month3 = "month.3"
  /// April
  case month4 = "month.4"
  /// May
  case month5 = "month.5"
  /// June
  case month6 = "month.6"
  /// July
  case month7 = "month.7"
  /// August
  case month8 = "month.8"
  /// September
  case month9 = "month.9"
  /// October
  case month10 = "month.10"
  /// November
  case month11 = "month.11"
  /// December
  case month12 = "month.12"
  /// Current streak
  case streakCurrent = "streak.current"
  /// Best streak
  case streakBest = "streak.best"
  /// Category
  case detailCategory = "detail.category"
  /// Goal
  case detailGoal = "detail.goal"
  /// Start
  case detailStart = "detail.start"
  /// Progress
  case detailProgressTitle = "detail.progress.title"
  /// Edit
  case detailEdit = "detail.edit"
  /// Delete
  case detailDelete = "detail.delete"
  /// Forever
  case goalForever = "goal.forever"
  /// No goal
  case goalNone = "goal.none"
  /// %d%%
  case progressPercent = "progress.percent"
  /// Move and delete
  case moveStartConfirm = "moveStart.confirm"
  /// Cancel
  case moveStartCancel = "moveStart.cancel"
}

extension StringKey {
  /// The arguments the code passes for this key, in order; the English text's
  /// placeholders must take exactly these (the linter checks it).
  public var argumentKinds: [PlaceholderKind] {
    switch self {
    case .onboardingPageControlAccessibility: return [.integer, .integer]
    case .trackersDateAccessibility, .trackerFormEmojiAccessibility: return [.text]
    case .cardAccessibility: return [.text, .text, .text]
    case .statisticsIndicatorAccessibility: return [.text, .text]
    case .weekDayAccessibility: return [.text, .text]
    case .calendarTitle: return [.text, .integer]
    case .progressPercent: return [.integer]
    default: return []
    }
  }
}
