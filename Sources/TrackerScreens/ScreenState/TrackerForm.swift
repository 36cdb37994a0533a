import TrackerDomain

/// What the new-tracker or edit-tracker form holds while the user fills it in:
/// the screen's own state. Changed only through `applying(_:)`.
public struct TrackerForm: Hashable, Sendable {
  /// Whether the form creates a habit or an event, or edits a tracker.
  public enum Mode: Hashable, Sendable {
    /// A new habit or irregular event.
    case new(TrackerKind)
    /// Changes to an existing tracker.
    case edit(TrackerID)
  }

  /// What the form is for.
  public var mode: Mode
  /// Habit (with the Schedule row) or irregular event.
  public var kind: TrackerKind
  /// The name as typed, untrimmed.
  public var name: String
  /// The chosen category, if any.
  public var category: CategoryID?
  /// The chosen weekdays (habits only).
  public var schedule: WeekdaySet
  /// The chosen emoji, if any.
  public var emoji: String?
  /// The chosen color, if any.
  public var color: TrackerColor?
  /// Notes (the goals app's description); kept as they are when the first app edits.
  public var notes: String?
  /// The goal (the goals app); kept as it is when the first app edits.
  public var goal: Goal?
  /// The reminder times (the goals app); kept as they are when the first app edits.
  public var reminders: [ReminderTime] = []

  /// An empty form for a new tracker of `kind`.
  public static func new(_ kind: TrackerKind) -> TrackerForm {
    TrackerForm(
      mode: .new(kind), kind: kind, name: "", category: nil, schedule: WeekdaySet([]), emoji: nil,
      color: nil)
  }

  /// A form filled in with `tracker`'s fields, for editing it.
  public init(editing tracker: Tracker) {
    self.init(
      mode: .edit(tracker.id), kind: tracker.kind, name: tracker.name, category: tracker.category,
      schedule: tracker.schedule ?? WeekdaySet([]), emoji: tracker.emoji, color: tracker.color,
      notes: tracker.notes, goal: tracker.goal)
    reminders = tracker.reminders
  }

  /// A form with every field given.
  public init(
    mode: Mode, kind: TrackerKind, name: String, category: CategoryID?, schedule: WeekdaySet,
    emoji: String?, color: TrackerColor?, notes: String? = nil, goal: Goal? = nil
  ) {
    self.mode = mode
    self.kind = kind
    self.name = name
    self.category = category
    self.schedule = schedule
    self.emoji = emoji
    self.color = color
    self.notes = notes
    self.goal = goal
  }

  /// The form after `edit`.
  public func applying(_ edit: TrackerFormEdit) -> TrackerForm {
    var form = self
    switch edit {
    case .setName(let name): form.name = name
    case .setCategory(let id): form.category = id
    case .setSchedule(let days): form.schedule = days
    case .setEmoji(let emoji):
      // The picker's spelling, with or without the variation selector typed.
      form.emoji = (try? TrackerEmoji.validate(emoji).get()) ?? emoji
    case .setColor(let color): form.color = color
    case .setNotes(let notes): form.notes = notes
    case .setGoal(let goal): form.goal = goal
    }
    return form
  }

  /// Why the typed name cannot be used, when there is something to say: the
  /// length limit, or a name of spaces only. An untouched empty field is no
  /// error, only a disabled Create button.
  public var nameProblem: NameProblem? {
    guard !name.isEmpty, case .failure(let problem) = TrackerName.validate(name) else { return nil }
    return problem
  }

  /// The draft to create or save, when every section is filled in and valid
  /// and the category still exists; nil keeps Create (or Save) disabled.
  public func draft(in state: TrackerState) -> TrackerDraft? {
    guard case .success = TrackerName.validate(name), let category, state.category(category) != nil,
      let emoji, let color
    else { return nil }
    if kind == .habit && schedule.isEmpty { return nil }
    if let goal, !goal.isValid { return nil }
    return TrackerDraft(
      name: name, category: category, emoji: emoji, color: color,
      schedule: kind == .habit ? schedule : nil, notes: notes, goal: goal, reminders: reminders)
  }

  /// The action Create or Save sends, when the form is complete.
  public func action(in state: TrackerState) -> TrackerAction? {
    guard let draft = draft(in: state) else { return nil }
    switch mode {
    case .new: return .createTracker(draft)
    case .edit(let id): return .editTracker(id, draft)
    }
  }

  /// Whether an edit form holds the tracker as it is, so that Save only closes it.
  public func isUnchanged(in state: TrackerState) -> Bool {
    guard case .edit(let id) = mode, let draft = draft(in: state) else { return false }
    return !state.edit(of: id, wouldChangeTo: draft)
  }
}

/// A change to the tracker form.
public enum TrackerFormEdit: Hashable, Sendable {
  /// The name field's new text (the clear button sends "").
  case setName(String)
  /// A category chosen on the category list.
  case setCategory(CategoryID)
  /// The weekdays chosen on the Schedule screen.
  case setSchedule(WeekdaySet)
  /// An emoji tapped in the grid.
  case setEmoji(String)
  /// A color tapped in the grid.
  case setColor(TrackerColor)
  /// The notes typed (the goals app).
  case setNotes(String?)
  /// The goal chosen (the goals app); nil for none.
  case setGoal(Goal?)
}
