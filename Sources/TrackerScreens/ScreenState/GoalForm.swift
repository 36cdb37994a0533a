import TrackerDomain

/// What the goals app's "Add a new habit" or edit form holds while the user
/// fills it in: title, description, category, start date, goal and reminders.
/// Its habits are daily, with the category's emoji and color (an edited habit
/// keeps its own). Changed only through `applying(_:)`.
public struct GoalForm: Hashable, Sendable {
  /// Whether the form creates a habit or changes one.
  public enum Mode: Hashable, Sendable {
    /// "Add a new habit".
    case new
    /// Changes to an existing tracker.
    case edit(TrackerID)
  }

  /// What the goal counts, or forever.
  public enum GoalUnit: String, Hashable, Sendable, CaseIterable {
    /// A number of days.
    case days
    /// A number of weeks.
    case weeks
    /// A number of months.
    case months
    /// No end.
    case forever
  }

  /// The goal's number: 1 to 10,000.
  public static let goalCountRange = 1...10_000

  /// What the form is for.
  public var mode: Mode
  /// The title as typed, untrimmed.
  public var title: String
  /// The description as typed.
  public var notes: String
  /// The chosen category: one of the presets, or an edited habit's own.
  public var category: CategoryID?
  /// The start day: today for a new habit.
  public var start: Day
  /// The goal's number as typed.
  public var goalCount: String
  /// Days, weeks, months or forever; nil until chosen (an edited tracker without a goal).
  public var goalUnit: GoalUnit?
  /// The reminder times, sorted.
  public var reminders: [ReminderTime]

  /// An empty form for a new habit starting `today`, its goal counted in days.
  public static func new(today: Day) -> GoalForm {
    GoalForm(
      mode: .new, title: "", notes: "", category: nil, start: today, goalCount: "",
      goalUnit: .days, reminders: [])
  }

  /// A form filled in with `tracker`'s fields, for changing it.
  public init(editing tracker: Tracker) {
    let (count, unit): (String, GoalUnit?) =
      switch tracker.goal {
      case .days(let n)?: (String(n), .days)
      case .weeks(let n)?: (String(n), .weeks)
      case .months(let n)?: (String(n), .months)
      case .forever?: ("", .forever)
      case nil: ("", nil)
      }
    self.init(
      mode: .edit(tracker.id), title: tracker.name, notes: tracker.notes ?? "",
      category: tracker.category, start: tracker.created, goalCount: count, goalUnit: unit,
      reminders: tracker.reminders)
  }

  /// A form with every field given.
  public init(
    mode: Mode, title: String, notes: String, category: CategoryID?, start: Day,
    goalCount: String, goalUnit: GoalUnit?, reminders: [ReminderTime]
  ) {
    self.mode = mode
    self.title = title
    self.notes = notes
    self.category = category
    self.start = start
    self.goalCount = goalCount
    self.goalUnit = goalUnit
    self.reminders = ReminderTime.normalized(reminders)
  }

  /// The form after `edit`.
  public func applying(_ edit: GoalFormEdit) -> GoalForm {
    var form = self
    switch edit {
    case .setTitle(let title): form.title = title
    case .setNotes(let notes): form.notes = notes
    case .setCategory(let id): form.category = id
    case .setStart(let day): form.start = day
    case .setGoalCount(let count): form.goalCount = count
    case .setGoalUnit(let unit): form.goalUnit = unit
    case .addReminder(let time): form.reminders = ReminderTime.normalized(form.reminders + [time])
    case .removeReminder(let time): form.reminders.removeAll { $0 == time }
    }
    return form
  }

  /// Why the typed title cannot be used, when there is something to say (the
  /// first app's name rules); an untouched empty field is no error.
  public var titleProblem: NameProblem? {
    guard !title.isEmpty, case .failure(let problem) = TrackerName.validate(title) else {
      return nil
    }
    return problem
  }

  /// The goal's number, when it is a whole number in `goalCountRange`.
  public var parsedGoalCount: Int? {
    let digits = goalCount.filter { !$0.isWhitespace }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 6,
      let count = Int(digits), Self.goalCountRange.contains(count)
    else { return nil }
    return count
  }

  /// Whether the goal's number, once typed, is not a whole number from 1 to 10,000
  /// (forever needs no number).
  public var goalCountIsInvalid: Bool {
    guard let goalUnit, goalUnit != .forever else { return false }
    return !goalCount.isEmpty && parsedGoalCount == nil
  }

  /// The chosen goal, when complete.
  public var goal: Goal? {
    switch goalUnit {
    case .forever?: return .forever
    case nil: return nil
    case .days?: return parsedGoalCount.map(Goal.days)
    case .weeks?: return parsedGoalCount.map(Goal.weeks)
    case .months?: return parsedGoalCount.map(Goal.months)
    }
  }

  /// The draft to save, when every mandatory field is filled in and valid and
  /// the category exists (a preset always does); nil keeps Save disabled. An
  /// edited habit keeps its emoji, color and schedule.
  public func draft(in state: TrackerState) -> TrackerDraft? {
    guard case .success = TrackerName.validate(title), let category, let goal,
      state.category(category) != nil || GoalCategory(id: category) != nil,
      Day.supported.contains(start)
    else { return nil }
    let kept: Tracker? = if case .edit(let id) = mode { state.tracker(id) } else { nil }
    if case .edit = mode, kept == nil { return nil }
    let preset = GoalCategory(id: category)
    return TrackerDraft(
      name: title, category: category,
      emoji: kept?.emoji ?? preset?.emoji ?? GoalCategory.personal.emoji,
      color: kept?.color ?? preset?.color ?? GoalCategory.personal.color,
      schedule: kept?.schedule ?? .everyDay, notes: notes.isEmpty ? nil : notes, goal: goal,
      start: start, reminders: reminders)
  }

  /// How many records saving would delete: those of an edited tracker before a later start.
  public func recordsLost(in state: TrackerState) -> Int {
    guard case .edit(let id) = mode else { return 0 }
    return state.recordsLost(movingStartOf: id, to: start)
  }

  /// What Save sends: the new habit, or the changes (after moving the start and
  /// deleting `confirmedLoss` records, when the warning was confirmed), or nothing
  /// when the edited habit is as it was; nil while the form is incomplete.
  public func actions(in state: TrackerState, confirmedLoss: Int = 0) -> [TrackerAction]? {
    guard let draft = draft(in: state) else { return nil }
    switch mode {
    case .new:
      return [.createTracker(draft)]
    case .edit(let id):
      guard state.edit(of: id, wouldChangeTo: draft) else { return [] }
      let lost = recordsLost(in: state)
      if lost == 0 { return [.editTracker(id, draft)] }
      guard lost == confirmedLoss else { return nil }
      return [.moveStart(id, to: start, confirmedLoss: lost), .editTracker(id, draft)]
    }
  }
}

/// A change to the goals app's habit form.
public enum GoalFormEdit: Hashable, Sendable {
  /// The title field's new text.
  case setTitle(String)
  /// The description field's new text.
  case setNotes(String)
  /// A category chosen on the category list.
  case setCategory(CategoryID)
  /// A start day picked on the calendar.
  case setStart(Day)
  /// The goal's number field's new text.
  case setGoalCount(String)
  /// Days, weeks, months or forever tapped.
  case setGoalUnit(GoalForm.GoalUnit)
  /// A reminder time added on the reminder sheet.
  case addReminder(ReminderTime)
  /// A reminder's remove button tapped.
  case removeReminder(ReminderTime)
}
