import TrackerDomain
import TrackerLocalization

/// The goals app's "Add a new habit" form and its edit form: title,
/// description, category, start date, goal (a number of days, weeks or months,
/// or Forever), reminders, Cancel and Save (or Save Changes). Save is enabled
/// only when the form is valid; an invalid title or number says why.
public struct GoalFormScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "Add a new habit" or "Edit habit".
  public var title: LocalizedText
  /// The title field, with its clear button and error.
  public var nameField: ScreenTextField
  /// The description field (optional).
  public var notesField: ScreenTextField
  /// "Category", with the chosen one under it; opens the goals app's categories.
  public var categoryRow: ListRow
  /// "Start date", with the day under it; opens a calendar.
  public var startRow: ListRow
  /// "Goal".
  public var goalTitle: LocalizedText
  /// The goal's number, with its error; absent for Forever.
  public var goalCountField: ScreenTextField?
  /// Days, Weeks, Months, Forever: the chosen one checked.
  public var goalUnitRows: [ListRow]
  /// "Reminders".
  public var remindersTitle: LocalizedText
  /// The reminder times, each with the "×" that removes it.
  public var reminders: [Reminder]
  /// "Add reminder": opens the reminder time sheet.
  public var addReminderButton: ScreenButton
  /// "Cancel": closes the form.
  public var cancelButton: ScreenButton
  /// "Save" or "Save Changes": enabled only when the form is valid.
  public var saveButton: ScreenButton

  /// The form's description for what `form` holds.
  public static func describe(_ context: ScreenContext, form: GoalForm) -> GoalFormScreen {
    let id = ElementID("goalForm")
    let isNew = form.mode == .new
    return GoalFormScreen(
      offlineBanner: context.offlineBanner,
      title: context.text(isNew ? .goalFormTitleNew : .goalFormTitleEdit),
      nameField: nameField(form, context),
      notesField: ScreenTextField(
        id: id.appending("notes"), purpose: .goalNotes, text: form.notes,
        placeholder: context.text(.goalFormNotesPlaceholder),
        clearButton: form.notes.isEmpty
          ? nil
          : ScreenButton(
            id: id.appending("notes.clear"), image: .clearText,
            intents: [.editGoalForm(.setNotes(""))],
            accessibilityLabel: context.text(.commonClearTextAccessibility))),
      categoryRow: ListRow(
        id: id.appending("category"), title: .localized(context.text(.trackerFormCategory)),
        subtitle: form.category.map(context.categoryTitle), accessory: .chevron,
        intents: [.open(.goalCategories)]),
      startRow: ListRow(
        id: id.appending("start"), title: .localized(context.text(.goalFormStart)),
        subtitle: .localized(context.longDate(form.start)), accessory: .chevron,
        intents: [.open(.goalStartPicker)]),
      goalTitle: context.text(.goalFormGoal),
      goalCountField: form.goalUnit == .forever || form.goalUnit == nil
        ? nil
        : ScreenTextField(
          id: id.appending("goal.count"), purpose: .goalCount, text: form.goalCount,
          placeholder: context.text(.goalFormGoalCountPlaceholder),
          error: form.goalCountIsInvalid
            ? context.text(
              .goalFormGoalCountError, .integer(GoalForm.goalCountRange.lowerBound),
              .integer(GoalForm.goalCountRange.upperBound))
            : nil),
      goalUnitRows: GoalForm.GoalUnit.allCases.map { unit in
        ListRow(
          id: id.appending("goal").appending(unit.rawValue),
          title: .localized(context.text(unitKey(unit))),
          accessory: form.goalUnit == unit ? .checkmark : .none,
          intents: [.editGoalForm(.setGoalUnit(unit))])
      },
      remindersTitle: context.text(.goalFormReminders),
      reminders: form.reminders.map { time in
        let reminder = id.appending("reminder").appending(time.description)
        return Reminder(
          id: reminder, time: context.time(time),
          removeButton: ScreenButton(
            id: reminder.appending("remove"), image: .clearText,
            intents: [.editGoalForm(.removeReminder(time))],
            accessibilityLabel: context.text(
              .goalFormRemindersRemoveAccessibility, .localized(context.time(time)))))
      },
      addReminderButton: ScreenButton(
        id: id.appending("reminders.add"), title: .localized(context.text(.goalFormRemindersAdd)),
        image: .plus, intents: [.open(.reminderPicker)]),
      cancelButton: ScreenButton(
        id: id.appending("cancel"), title: .localized(context.text(.trackerFormCancel)),
        style: .destructive, intents: [.dismiss]),
      saveButton: saveButton(form, context))
  }

  private static func unitKey(_ unit: GoalForm.GoalUnit) -> StringKey {
    switch unit {
    case .days: .goalFormGoalDays
    case .weeks: .goalFormGoalWeeks
    case .months: .goalFormGoalMonths
    case .forever: .goalForever
    }
  }

  private static func nameField(_ form: GoalForm, _ context: ScreenContext) -> ScreenTextField {
    let id = ElementID("goalForm.name")
    let error: LocalizedText? =
      switch form.titleProblem {
      case .tooLong(let limit)?: context.localizer.plural(.trackerFormNameLimit, count: limit)
      case .empty?: context.text(.trackerFormNameEmpty)
      case .duplicate?, nil: nil
      }
    return ScreenTextField(
      id: id, purpose: .goalTitle, text: form.title,
      placeholder: context.text(.goalFormNamePlaceholder),
      clearButton: form.title.isEmpty
        ? nil
        : ScreenButton(
          id: id.appending("clear"), image: .clearText, intents: [.editGoalForm(.setTitle(""))],
          accessibilityLabel: context.text(.commonClearTextAccessibility)),
      error: error)
  }

  /// Save: the habit straight away, or, when an edit would delete records
  /// before a later start, the warning first.
  private static func saveButton(_ form: GoalForm, _ context: ScreenContext) -> ScreenButton {
    let isNew = form.mode == .new
    let intents: [ScreenIntent]? =
      if form.recordsLost(in: context.state) > 0, form.draft(in: context.state) != nil {
        [.open(.goalChangesConfirmation)]
      } else {
        form.actions(in: context.state).map { $0.map(ScreenIntent.apply) + [.dismiss] }
      }
    return ScreenButton(
      id: ElementID("goalForm").appending(isNew ? "create" : "save"),
      title: .localized(context.text(isNew ? .goalFormCreate : .goalFormSaveChanges)),
      style: .primary, isEnabled: intents != nil, intents: intents ?? [])
  }

  /// The trash icon's warning in the goals app: "Delete “Read” and all its
  /// progress? This can't be undone." with Delete and Cancel.
  public static func deleteConfirmation(_ context: ScreenContext, tracker: TrackerID)
    -> ActionMenu
  {
    ActionMenu.confirmation(
      id: "trackerDeleteConfirmation",
      question: context.text(
        .goalDeleteWarning, .text(context.state.tracker(tracker)?.name ?? tracker.rawValue)),
      confirm: context.text(.detailDelete), cancel: context.text(.moveStartCancel),
      action: .deleteTracker(tracker))
  }

  /// The warning before saving an edit that moves the start later: "Saving
  /// moves the start to 13.11.26 and deletes 9 records made before that day."
  public static func changesConfirmation(_ context: ScreenContext, form: GoalForm) -> ActionMenu {
    let id = ElementID("goalChangesConfirmation")
    let lost = form.recordsLost(in: context.state)
    let actions = form.actions(in: context.state, confirmedLoss: lost) ?? []
    return ActionMenu(
      id: id,
      title: context.localizer.plural(
        .goalChangesWarning, count: lost,
        .localized(context.date(form.start, .goalChangesDateFormat))),
      buttons: [
        ScreenButton(
          id: id.appending("save"), title: .localized(context.text(.goalChangesConfirm)),
          style: .destructive, isEnabled: !actions.isEmpty,
          intents: actions.map(ScreenIntent.apply) + [.dismiss, .dismiss]),
        ScreenButton(
          id: id.appending("cancel"), title: .localized(context.text(.moveStartCancel)),
          intents: [.dismiss]),
      ], focus: id.appending("cancel"))
  }
}

extension GoalFormScreen {
  /// A reminder of the form: its time, which does nothing when tapped, and beside it the
  /// "×" that removes it, spoken as "Remove the reminder at 09:00".
  public struct Reminder: Hashable, Sendable {
    /// `goalForm.reminder.<HH:MM>`.
    public var id: ElementID
    /// "09:00".
    public var time: LocalizedText
    /// "×": removes the reminder.
    public var removeButton: ScreenButton

    /// A `row` showing the time, with its remove button inside.
    public var element: ScreenElement {
      ScreenElement(
        .row, id: id, texts: ElementTexts(title: .localized(time)),
        children: [removeButton.element])
    }
  }

  /// Where the focus starts: the first field still to fill (the title, the
  /// category, the goal's number), or the title when every field is filled
  /// (an edit form).
  public var firstFieldToFill: ElementID {
    if nameField.text.isEmpty || nameField.error != nil { return nameField.id }
    if categoryRow.subtitle == nil { return categoryRow.id }
    if let goalCountField, goalCountField.text.isEmpty || goalCountField.error != nil {
      return goalCountField.id
    }
    return nameField.id
  }
}

extension GoalFormScreen: ScreenElementConvertible {
  /// `goal-form`: title, the title and description fields, the category and
  /// start rows, the goal section, the reminders section, Cancel and Save;
  /// the focus starts on the first field to fill.
  public var element: ScreenElement {
    .screen(
      "goal-form",
      [
        offlineBanner?.element, .title(title), nameField.element, notesField.element,
        categoryRow.element, startRow.element,
        ScreenElement(
          .section, id: "goalForm.goal", texts: ElementTexts(title: .localized(goalTitle)),
          children: [goalCountField?.element].compactMap { $0 } + goalUnitRows.map { $0.element }),
        ScreenElement(
          .section, id: "goalForm.reminders",
          texts: ElementTexts(title: .localized(remindersTitle)),
          children: reminders.map { $0.element } + [addReminderButton.element]),
        cancelButton.element, saveButton.element,
      ], focus: firstFieldToFill)
  }
}
