import TrackerDomain
import TrackerLocalization

/// The form that creates a habit or an irregular event, or edits a tracker:
/// name, category, schedule (habits only), emoji, color, Cancel and Create (or Save).
public struct TrackerFormScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "New habit", "New irregular event", "Edit habit", "Edit irregular event".
  public var title: LocalizedText
  /// When editing: the tracker's "5 days" above the name.
  public var dayCounter: LocalizedText?
  /// The name field, with its clear button and error.
  public var nameField: ScreenTextField
  /// "Category", with the chosen category under it; opens the category list.
  public var categoryRow: ListRow
  /// "Schedule", with the chosen days under it; habits only.
  public var scheduleRow: ListRow?
  /// The 18 emoji.
  public var emojiSection: PickerSection
  /// The 18 colors.
  public var colorSection: PickerSection
  /// "Cancel": closes the form.
  public var cancelButton: ScreenButton
  /// "Create" or "Save": enabled only when every section is filled in and valid.
  public var confirmButton: ScreenButton

  /// The form's description for what `form` holds.
  public static func describe(_ context: ScreenContext, form: TrackerForm) -> TrackerFormScreen {
    let id = ElementID("trackerForm")
    let editedTracker: TrackerID? = if case .edit(let tracker) = form.mode { tracker } else { nil }
    let action = form.action(in: context.state)
    return TrackerFormScreen(
      offlineBanner: context.offlineBanner,
      title: context.text(title(form)),
      dayCounter: editedTracker.map {
        context.localizer.plural(
          .cardDays, count: context.state.records.count(for: $0, through: context.today))
      },
      nameField: nameField(form, context),
      categoryRow: ListRow(
        id: id.appending("category"), title: .localized(context.text(.trackerFormCategory)),
        subtitle: form.category.flatMap { context.state.category($0) }.map {
          context.categoryTitle($0.id)
        },
        accessory: .chevron, intents: [.open(.categories)]),
      scheduleRow: form.kind == .habit
        ? ListRow(
          id: id.appending("schedule"), title: .localized(context.text(.trackerFormSchedule)),
          subtitle: ScheduleText.summary(of: form.schedule, context.localizer).map {
            .localized($0)
          }, accessory: .chevron, intents: [.open(.schedule)])
        : nil,
      emojiSection: emojiSection(form, context),
      colorSection: colorSection(form, context),
      cancelButton: ScreenButton(
        id: id.appending("cancel"), title: .localized(context.text(.trackerFormCancel)),
        style: .destructive, intents: [.dismiss]),
      confirmButton: ScreenButton(
        id: id.appending(editedTracker == nil ? "create" : "save"),
        title: .localized(
          context.text(editedTracker == nil ? .trackerFormCreate : .trackerFormSave)),
        style: .primary, isEnabled: action != nil,
        intents: form.isUnchanged(in: context.state)
          ? [.dismiss] : action.map { [.apply($0), .dismiss] } ?? []))
  }

  private static func title(_ form: TrackerForm) -> StringKey {
    switch (form.mode, form.kind) {
    case (.new, .habit): .trackerFormTitleNewHabit
    case (.new, .irregularEvent): .trackerFormTitleNewEvent
    case (.edit, .habit): .trackerFormTitleEditHabit
    case (.edit, .irregularEvent): .trackerFormTitleEditEvent
    }
  }

  private static func nameField(_ form: TrackerForm, _ context: ScreenContext) -> ScreenTextField {
    let id = ElementID("trackerForm.name")
    let error: LocalizedText? =
      switch form.nameProblem {
      case .tooLong(let limit)?: context.localizer.plural(.trackerFormNameLimit, count: limit)
      case .empty?: context.text(.trackerFormNameEmpty)
      case .duplicate?, nil: nil
      }
    return ScreenTextField(
      id: id, purpose: .trackerName, text: form.name,
      placeholder: context.text(.trackerFormNamePlaceholder),
      clearButton: form.name.isEmpty
        ? nil
        : ScreenButton(
          id: id.appending("clear"), image: .clearText, intents: [.editTrackerForm(.setName(""))],
          accessibilityLabel: context.text(.commonClearTextAccessibility)),
      error: error)
  }

  private static func emojiSection(_ form: TrackerForm, _ context: ScreenContext) -> PickerSection {
    var cells = pickerCells(context).emoji
    for index in cells.indices where Palette.emoji[index] == form.emoji {
      cells[index].isSelected = true
    }
    return PickerSection(
      id: ElementID("trackerForm.emoji"), title: context.text(.trackerFormEmoji), cells: cells)
  }

  private static func colorSection(_ form: TrackerForm, _ context: ScreenContext) -> PickerSection {
    var cells = pickerCells(context).colors
    for index in cells.indices where Palette.colors[index] == form.color {
      cells[index].isSelected = true
    }
    return PickerSection(
      id: ElementID("trackerForm.color"), title: context.text(.trackerFormColor), cells: cells)
  }

  /// The cells of the emoji and of the colors, none chosen, in the palette's order: made once
  /// a localizer (what a screen reader says of them is in its language), as the form is
  /// described again after every act on it and its cells are the same each time but for the
  /// one chosen.
  private static func pickerCells(_ context: ScreenContext) -> PickerCells {
    context.localizer.memo.value("TrackerFormScreen.pickerCells") {
      let emoji = ElementID("trackerForm.emoji")
      let color = ElementID("trackerForm.color")
      return PickerCells(
        emoji: Palette.emoji.indices.map { index in
          let shown = Palette.emoji[index]
          return PickerCell(
            id: emoji.appending(String(index + 1)), content: .emoji(shown), isSelected: false,
            intents: [.editTrackerForm(.setEmoji(shown))],
            accessibilityLabel: context.text(.trackerFormEmojiAccessibility, .text(shown)))
        },
        colors: Palette.colors.map { shown in
          PickerCell(
            id: color.appending(String(shown.number)), content: .color(shown), isSelected: false,
            intents: [.editTrackerForm(.setColor(shown))],
            accessibilityLabel: context.text(StringKey.colorNames[shown.number - 1]))
        })
    }
  }

  /// The cells `pickerCells` keeps.
  private struct PickerCells: Sendable {
    let emoji: [PickerCell]
    let colors: [PickerCell]
  }
}

extension TrackerFormScreen {
  /// Where the focus starts: the first field still to fill (the name, the
  /// category, the schedule, an emoji, a color), or the name when every field
  /// is filled (an edit form).
  public var firstFieldToFill: ElementID {
    if nameField.text.isEmpty || nameField.error != nil { return nameField.id }
    if categoryRow.subtitle == nil { return categoryRow.id }
    if let scheduleRow, scheduleRow.subtitle == nil { return scheduleRow.id }
    for section in [emojiSection, colorSection] where !section.cells.contains(where: \.isSelected) {
      if let first = section.cells.first { return first.id }
    }
    return nameField.id
  }
}

extension TrackerFormScreen: ScreenElementConvertible {
  /// `tracker-form`: title, counter, name field, category and schedule rows,
  /// the emoji and color grids, Cancel and Create; the focus starts on the
  /// first field to fill.
  public var element: ScreenElement {
    .screen(
      "tracker-form",
      [
        offlineBanner?.element, .title(title),
        dayCounter.map { ScreenElement(.counter, texts: ElementTexts(title: .localized($0))) },
        nameField.element, categoryRow.element, scheduleRow?.element, emojiSection.element,
        colorSection.element, cancelButton.element, confirmButton.element,
      ], focus: firstFieldToFill)
  }
}
