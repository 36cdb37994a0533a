import TrackerDomain
import TrackerLocalization

/// The sheet a tracker opens in the goals app: its name and notes, category,
/// goal, start day, reminders, current and best streak, progress toward the goal,
/// the edit icon and the trash icon.
public struct TrackerDetailScreen: Hashable, Sendable {
  /// Progress toward a goal, for a progress bar and its texts.
  public struct Progress: Hashable, Sendable {
    /// "Progress".
    public var title: LocalizedText
    /// Done over target, 0 to 100.
    public var percent: Int
    /// "66%".
    public var percentText: LocalizedText
    /// "4 of 6 days", with the plural form of the target.
    public var detail: LocalizedText
  }

  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// The tracker shown.
  public var tracker: TrackerID
  /// The tracker's emoji.
  public var emoji: String
  /// The tracker's color.
  public var color: TrackerColor
  /// The tracker's name.
  public var name: DisplayText
  /// The tracker's notes, if any.
  public var notes: DisplayText?
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// Category, goal, start, current streak, best streak: a title and a value each.
  public var rows: [ListRow]
  /// Progress toward the goal; nil without a goal or for a goal of forever.
  public var progress: Progress?
  /// The edit icon with "Edit": opens the goals app's edit form over the details.
  public var editButton: ScreenButton
  /// The trash icon with "Delete": opens the delete warning.
  public var deleteButton: ScreenButton

  /// The parts of the screen's fixed ids after `detail.`, which the header's tracker id
  /// (`detail.<tracker>`) may not take.
  static let fixedParts: Set<String> = [
    "category", "goal", "start", "reminders", "edit", "delete", "close",
  ]

  /// The details of `tracker`; nil when there is no such tracker.
  public static func describe(_ context: ScreenContext, tracker id: TrackerID)
    -> TrackerDetailScreen?
  {
    context.state.tracker(id).map { describe(context, tracker: $0) }
  }

  /// The details of `tracker`.
  public static func describe(_ context: ScreenContext, tracker: Tracker) -> TrackerDetailScreen {
    let id = tracker.id
    let row = ElementID("detail")
    let rows =
      [
        ListRow(
          id: row.appending("category"), title: .localized(context.text(.detailCategory)),
          subtitle: context.categoryTitle(tracker.category)),
        ListRow(
          id: row.appending("goal"), title: .localized(context.text(.detailGoal)),
          subtitle: .localized(goalText(tracker.goal, context))),
        ListRow(
          id: row.appending("start"), title: .localized(context.text(.detailStart)),
          subtitle: .localized(context.longDate(tracker.created)), accessory: .chevron,
          intents: [.open(.startDayPicker(id))]),
        ListRow(
          id: row.appending("reminders"), title: .localized(context.text(.detailReminders)),
          subtitle: tracker.reminders.isEmpty
            ? .localized(context.text(.detailRemindersNone))
            : .localized(context.localizer.list(tracker.reminders.map(context.time)))),
      ]
      + CalendarScreen.streakRows(
        context.state.streaks(of: id, today: context.today), context)
    return TrackerDetailScreen(
      offlineBanner: context.offlineBanner, tracker: id, emoji: tracker.emoji, color: tracker.color,
      name: .content(tracker.name), notes: tracker.notes.map { .content($0) },
      closeButton: .close(row, context), rows: rows,
      progress: context.state.progress(of: id).map { progress in
        Progress(
          title: context.text(.detailProgressTitle), percent: progress.percent,
          percentText: context.text(.progressPercent, .integer(progress.percent)),
          detail: context.localizer.plural(
            .detailProgress, count: progress.target, .integer(progress.done)))
      },
      // The edit form opens over the details, which its Cancel, Esc and Save return to.
      editButton: ScreenButton(
        id: row.appending("edit"), title: .localized(context.text(.detailEdit)), image: .edit,
        intents: [.open(.goalForm(.edit(id)))]),
      deleteButton: ScreenButton(
        id: row.appending("delete"), title: .localized(context.text(.detailDelete)),
        image: .trash, style: .destructive, intents: [.open(.deleteTrackerConfirmation(id))]))
  }

  /// "30 days", "4 weeks", "3 months", "Forever" or "No goal".
  public static func goalText(_ goal: Goal?, _ context: ScreenContext) -> LocalizedText {
    switch goal {
    case .days(let count)?: context.localizer.plural(.goalDays, count: count)
    case .weeks(let count)?: context.localizer.plural(.goalWeeks, count: count)
    case .months(let count)?: context.localizer.plural(.goalMonths, count: count)
    case .forever?: context.text(.goalForever)
    case nil: context.text(.goalNone)
    }
  }
}

/// Moving a tracker's start day: straight away when no record is lost, else
/// after a warning that says how many records will be deleted.
public enum StartDayChange {
  /// What choosing `day` as `tracker`'s new start sends.
  public static func intents(_ context: ScreenContext, tracker: TrackerID, to day: Day)
    -> [ScreenIntent]
  {
    context.state.recordsLost(movingStartOf: tracker, to: day) == 0
      ? [.apply(.moveStart(tracker, to: day))]
      : [.open(.moveStartConfirmation(tracker, to: day))]
  }

  /// The warning: "Moving the start to 05.11.26 deletes 2 records made before that day."
  public static func confirmation(_ context: ScreenContext, tracker: TrackerID, to day: Day)
    -> ActionMenu
  {
    let lost = context.state.recordsLost(movingStartOf: tracker, to: day)
    return ActionMenu.confirmation(
      id: "moveStartConfirmation",
      question: context.localizer.plural(
        .moveStartWarning, count: lost, .localized(context.date(day, .moveStartDateFormat))),
      confirm: context.text(.moveStartConfirm), cancel: context.text(.moveStartCancel),
      action: .moveStart(tracker, to: day, confirmedLoss: lost), confirmName: "move")
  }
}

extension TrackerDetailScreen: ScreenElementConvertible {
  /// `tracker-detail`: the header, the notes, the rows, the progress, the edit and trash icons.
  public var element: ScreenElement {
    .screen(
      "tracker-detail",
      [
        offlineBanner?.element,
        ScreenElement(
          .header,
          id: ElementID("detail").appending(
            userID: tracker.rawValue, reserved: TrackerDetailScreen.fixedParts),
          texts: ElementTexts(title: name), look: ElementLook(color: color, emoji: emoji)),
        notes.map { ScreenElement(.notes, texts: ElementTexts(title: $0)) },
      ] + rows.map { $0.element } + [
        progress.map { progress in
          ScreenElement(
            .progress,
            texts: ElementTexts(
              title: .localized(progress.title), detail: .localized(progress.detail),
              value: .localized(progress.percentText)),
            number: progress.percent, total: 100)
        },
        editButton.element, deleteButton.element, closeButton.element,
      ], closesOnTapOutside: true)
  }
}
