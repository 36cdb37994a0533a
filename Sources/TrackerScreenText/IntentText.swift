import TrackerDomain
import TrackerScreens

/// An intent in a few words: `apply markDone t1 2026-11-23`, `open filters`.
func describe(_ intent: ScreenIntent) -> String {
  switch intent {
  case .apply(let action): "apply " + describe(action)
  case .editTrackerForm(let edit): "form." + describe(edit)
  case .editCategoryTitle(let title): "categoryTitle " + content(title)
  case .setWeekday(let day, let isOn): "setWeekday \(day.code) \(isOn ? "on" : "off")"
  case .search(let text): "search " + content(text)
  case .selectDay(let day): "selectDay \(day.iso)"
  case .showMonth(let day): "showMonth \(day.iso.prefix(7))"
  case .chooseCalendarTracker(let id): "chooseCalendarTracker \(id.map(\.rawValue) ?? "none")"
  case .selectFilter(let filter): "selectFilter \(filter.rawValue)"
  case .selectTab(let tab): "selectTab \(tab.rawValue)"
  case .showOnboardingPage(let page): "showOnboardingPage \(page)"
  case .finishOnboarding: "finishOnboarding"
  case .editGoalForm(let edit): "goalForm." + describe(edit)
  case .chooseReminderTime(let time): "chooseReminderTime \(time)"
  case .open(let destination): "open " + describe(destination)
  case .dismiss: "dismiss"
  }
}

private func describe(_ action: TrackerAction) -> String {
  switch action {
  case .createCategory(let title, let id):
    parts("createCategory", content(title), id.map { "id=\($0)" })
  case .renameCategory(let id, let title): "renameCategory \(id) " + content(title)
  case .deleteCategory(let id): "deleteCategory \(id)"
  case .createTracker(let draft, let id):
    parts("createTracker", describe(draft), id.map { "id=\($0)" })
  case .editTracker(let id, let draft): "editTracker \(id) " + describe(draft)
  case .deleteTracker(let id): "deleteTracker \(id)"
  case .pin(let id): "pin \(id)"
  case .unpin(let id): "unpin \(id)"
  case .markDone(let id, let day): "markDone \(id) \(day.iso)"
  case .markUndone(let id, let day): "markUndone \(id) \(day.iso)"
  case .moveStart(let id, let day, let loss): "moveStart \(id) \(day.iso) confirmedLoss=\(loss)"
  }
}

private func describe(_ draft: TrackerDraft) -> String {
  parts(
    content(draft.name), "category=\(draft.category)", "emoji=\(draft.emoji)",
    "color=\(draft.color.number)", draft.schedule.map { "schedule=" + codes($0) },
    draft.notes.map { "notes=" + content($0) }, draft.goal.map { "goal=" + describe($0) },
    draft.start.map { "start=\($0.iso)" },
    draft.reminders.isEmpty
      ? nil : "reminders=" + draft.reminders.map(\.description).joined(separator: ","))
}

private func describe(_ edit: GoalFormEdit) -> String {
  switch edit {
  case .setTitle(let title): "setTitle " + content(title)
  case .setNotes(let notes): "setNotes " + content(notes)
  case .setCategory(let id): "setCategory \(id)"
  case .setStart(let day): "setStart \(day.iso)"
  case .setGoalCount(let count): "setGoalCount " + content(count)
  case .setGoalUnit(let unit): "setGoalUnit \(unit.rawValue)"
  case .addReminder(let time): "addReminder \(time)"
  case .removeReminder(let time): "removeReminder \(time)"
  }
}

private func describe(_ edit: TrackerFormEdit) -> String {
  switch edit {
  case .setName(let name): "setName " + content(name)
  case .setCategory(let id): "setCategory \(id)"
  case .setSchedule(let days): "setSchedule " + codes(days)
  case .setEmoji(let emoji): "setEmoji \(emoji)"
  case .setColor(let color): "setColor \(color.number)"
  case .setNotes(let notes): "setNotes " + content(notes ?? "")
  case .setGoal(let goal): "setGoal " + (goal.map(describe) ?? "none")
  }
}

private func describe(_ destination: Destination) -> String {
  switch destination {
  case .trackerType: "trackerType"
  case .trackerForm(.new(let kind)): "trackerForm new \(kind.rawValue)"
  case .trackerForm(.edit(let id)): "trackerForm edit \(id)"
  case .categories: "categories"
  case .newCategory: "newCategory"
  case .editCategory(let id): "editCategory \(id)"
  case .categoryMenu(let id): "categoryMenu \(id)"
  case .deleteCategoryConfirmation(let id): "deleteCategoryConfirmation \(id)"
  case .schedule: "schedule"
  case .datePicker: "datePicker"
  case .filters: "filters"
  case .trackerMenu(let id): "trackerMenu \(id)"
  case .deleteTrackerConfirmation(let id): "deleteTrackerConfirmation \(id)"
  case .monthCalendar: "monthCalendar"
  case .trackerDetail(let id): "trackerDetail \(id)"
  case .startDayPicker(let id): "startDayPicker \(id)"
  case .moveStartConfirmation(let id, let day): "moveStartConfirmation \(id) \(day.iso)"
  case .goalForm(.new): "goalForm new"
  case .goalForm(.edit(let id)): "goalForm edit \(id)"
  case .goalCategories: "goalCategories"
  case .goalStartPicker: "goalStartPicker"
  case .reminderPicker: "reminderPicker"
  case .goalChangesConfirmation: "goalChangesConfirmation"
  }
}

/// `30days`, `4weeks`, `3months` or `forever`.
private func describe(_ goal: Goal) -> String {
  switch goal {
  case .days(let count): "\(count)days"
  case .weeks(let count): "\(count)weeks"
  case .months(let count): "\(count)months"
  case .forever: "forever"
  }
}

/// `mon,wed,fri`, or `none` for an empty set.
private func codes(_ days: WeekdaySet) -> String {
  days.isEmpty ? "none" : days.days.map(\.code).joined(separator: ",")
}
