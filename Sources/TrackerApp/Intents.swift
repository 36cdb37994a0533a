import TrackerDomain
import TrackerScreens

extension AppSession {
  /// Runs one intent of an element: a change of the user's data goes to the
  /// domain (and is returned), every other intent changes the screens' own
  /// state or the navigation.
  mutating func apply(_ intent: ScreenIntent) throws(TrackerActionError) -> TrackerAction? {
    switch intent {
    case .apply(let action):
      // The goals app with a server keeps the change, with the ids it chose, until the
      // server has it.
      state = try state.applying(action, today: today, queuing: queuesChanges)
      return action
    case .editTrackerForm(let edit):
      update {
        if case .trackerForm(let form) = $0 { .trackerForm(form.applying(edit)) } else { nil }
      }
    case .editCategoryTitle(let title):
      update {
        if case .categoryForm(_, let editing) = $0 {
          .categoryForm(typed: title, editing: editing)
        } else {
          nil
        }
      }
    case .setWeekday(let day, let isOn):
      update {
        guard case .schedule(var days) = $0 else { return nil }
        if isOn { days.insert(day) } else { days.remove(day) }
        return .schedule(days: days)
      }
    case .search(let text):
      updateQuery { $0.search = text }
    case .selectFilter(let filter):
      let today = self.today
      updateQuery { $0 = $0.selecting(filter: filter, today: today) }
    case .selectTab(let tab):
      if case .main(_, let query) = stack.first { stack[0] = .main(tab: tab, query: query) }
    case .selectDay(let day):
      update {
        switch $0 {
        case .main(let tab, let query): .main(tab: tab, query: query.selecting(day: day))
        case .week: .week(day: day)
        case .calendar(let month, _, let tracker):
          .calendar(month: month, selected: day, tracker: tracker)
        default: nil
        }
      }
    case .showMonth(let month):
      update {
        switch $0 {
        case .calendar(_, let selected, let tracker):
          .calendar(month: month, selected: selected, tracker: tracker)
        case .datePicker: .datePicker(month: month)
        case .startDayPicker(let id, _): .startDayPicker(id, month: month)
        case .goalStartPicker: .goalStartPicker(month: month)
        default: nil
        }
      }
    case .chooseCalendarTracker(let tracker):
      update {
        if case .calendar(let month, let selected, _) = $0 {
          .calendar(month: month, selected: selected, tracker: tracker)
        } else {
          nil
        }
      }
    case .editGoalForm(let edit):
      update { if case .goalForm(let form) = $0 { .goalForm(form.applying(edit)) } else { nil } }
    case .chooseReminderTime(let time):
      update { if case .reminderPicker = $0 { .reminderPicker(time) } else { nil } }
    case .showOnboardingPage(let page):
      update { if case .onboarding = $0 { .onboarding(page: page) } else { nil } }
    case .finishOnboarding:
      hasSeenOnboarding = true
      stack = [.main(tab: .trackers, query: TrackerQuery(day: today))]
    case .open(let destination):
      stack.append(screen(for: destination))
    case .dismiss:
      if stack.count > 1 { stack.removeLast() }
    }
    return nil
  }

  /// Changes the top-most screen for which `change` gives a new state.
  private mutating func update(_ change: (AppScreen) -> AppScreen?) {
    for index in stack.indices.reversed() {
      if let changed = change(stack[index]) {
        stack[index] = changed
        return
      }
    }
  }

  /// Changes the main screen's day, search and filter.
  private mutating func updateQuery(_ change: (inout TrackerQuery) -> Void) {
    guard case .main(let tab, var query) = stack.first else { return }
    change(&query)
    stack[0] = .main(tab: tab, query: query)
  }

  /// The screen a destination opens, with its state taken from the screens under it.
  private func screen(for destination: Destination) -> AppScreen {
    let top = stack.count
    switch destination {
    case .trackerType: return .trackerType
    case .trackerForm(.new(let kind)): return .trackerForm(.new(kind))
    case .trackerForm(.edit(let id)):
      return .trackerForm(state.tracker(id).map(TrackerForm.init(editing:)) ?? .new(.habit))
    case .categories: return .categories
    case .newCategory: return .categoryForm(typed: "", editing: nil)
    case .editCategory(let id):
      // A preset's title as the user reads it, to rename from.
      let title = state.category(id).map { _ in context.categoryTitle(id).string } ?? ""
      return .categoryForm(typed: title, editing: id)
    case .categoryMenu(let id): return .categoryMenu(id)
    case .deleteCategoryConfirmation(let id): return .deleteCategoryConfirmation(id)
    case .schedule: return .schedule(days: form(under: top)?.schedule ?? WeekdaySet([]))
    case .datePicker: return .datePicker(month: shownDay(under: top))
    case .filters: return .filters
    case .trackerMenu(let id): return .trackerMenu(id, day: shownDay(under: top))
    case .deleteTrackerConfirmation(let id): return .deleteTrackerConfirmation(id)
    case .monthCalendar:
      let day = shownDay(under: top)
      return .calendar(month: day, selected: day, tracker: nil)
    case .trackerDetail(let id): return .trackerDetail(id)
    case .startDayPicker(let id):
      return .startDayPicker(id, month: state.tracker(id)?.created ?? today)
    case .moveStartConfirmation(let id, let day): return .moveStartConfirmation(id, to: day)
    case .goalForm(.new): return .goalForm(.new(today: today))
    case .goalForm(.edit(let id)):
      return .goalForm(state.tracker(id).map(GoalForm.init(editing:)) ?? .new(today: today))
    case .goalCategories: return .goalCategories
    case .goalStartPicker: return .goalStartPicker(month: goalForm(under: top)?.start ?? today)
    case .reminderPicker: return .reminderPicker(.nineInTheMorning)
    case .goalChangesConfirmation: return .goalChangesConfirmation
    }
  }
}
