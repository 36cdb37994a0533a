/// What the user filled in on the new-tracker or edit-tracker form.
public struct TrackerDraft: Hashable, Sendable {
  /// The name as typed; it is trimmed and checked by `TrackerName`.
  public var name: String
  /// The chosen category.
  public var category: CategoryID
  /// The chosen emoji.
  public var emoji: String
  /// The chosen color.
  public var color: TrackerColor
  /// The chosen weekdays for a habit; nil for an irregular event.
  public var schedule: WeekdaySet?
  /// Notes; trimmed, and nil when empty.
  public var notes: String?
  /// The goal, if any.
  public var goal: Goal?
  /// The start day (the goals app's form): nil creates a tracker today and
  /// keeps an edited tracker's start.
  public var start: Day?
  /// The reminder times (the goals app).
  public var reminders: [ReminderTime]

  /// A draft with every field given.
  public init(
    name: String, category: CategoryID, emoji: String, color: TrackerColor, schedule: WeekdaySet?,
    notes: String? = nil, goal: Goal? = nil, start: Day? = nil, reminders: [ReminderTime] = []
  ) {
    self.name = name
    self.category = category
    self.emoji = emoji
    self.color = color
    self.schedule = schedule
    self.notes = notes
    self.goal = goal
    self.start = start
    self.reminders = reminders
  }
}

/// A change the user asks for. Every change to a `TrackerState` is one of these,
/// applied by `TrackerState.applying(_:today:)`.
public enum TrackerAction: Hashable, Sendable {
  /// Adds a category at the end of the list; `id` is chosen when nil.
  case createCategory(title: String, id: CategoryID? = nil)
  /// Renames a category; its trackers stay in it. A goals-app preset renamed
  /// becomes an ordinary category with that title.
  case renameCategory(CategoryID, title: String)
  /// Deletes a category with its trackers and their records.
  case deleteCategory(CategoryID)
  /// Adds a tracker starting on the draft's start day, or today; `id` is chosen
  /// when nil. A goals-app preset category (`GoalCategory.id`) not yet in the
  /// state is added with it.
  case createTracker(TrackerDraft, id: TrackerID? = nil)
  /// Changes a tracker's fields; its records and pin stay, and its start day
  /// unless the draft moves it, which is refused when records would be lost
  /// (`moveStart` deletes them, after the warning). A preset category is added
  /// as for `createTracker`.
  case editTracker(TrackerID, TrackerDraft)
  /// Deletes a tracker with its records.
  case deleteTracker(TrackerID)
  /// Moves a tracker into the Pinned section.
  case pin(TrackerID)
  /// Moves a tracker back into its category's section.
  case unpin(TrackerID)
  /// Records that a tracker was done on a day.
  case markDone(TrackerID, on: Day)
  /// Removes the record of a tracker done on a day.
  case markUndone(TrackerID, on: Day)
  /// Moves a tracker's start day. Moving it later deletes the records before
  /// it, so `confirmedLoss` must equal `TrackerState.recordsLost(movingStartOf:to:)`:
  /// the number the user saw in the warning and confirmed.
  case moveStart(TrackerID, to: Day, confirmedLoss: Int = 0)
}

/// Why an action cannot be applied. The state is left as it was.
public enum TrackerActionError: Error, Hashable, Sendable {
  /// No tracker has this id.
  case unknownTracker(TrackerID)
  /// No category has this id.
  case unknownCategory(CategoryID)
  /// The tracker name is empty or too long.
  case invalidName(NameProblem)
  /// The category title is empty or another category has it.
  case invalidCategoryTitle(NameProblem)
  /// No emoji was chosen.
  case missingEmoji
  /// The emoji is not one emoji (text, or several emoji).
  case invalidEmoji(String)
  /// A habit with no weekday chosen.
  case emptySchedule
  /// The requested id is already used by another tracker or category.
  case idInUse(String)
  /// Trackers cannot be marked for a day after today.
  case dayAfterToday(Day)
  /// A tracker cannot be marked done before its start day: the state file holds no
  /// record before it, and the goals app deletes them when the start moves.
  case beforeStart(TrackerID, Day)
  /// The tracker does not appear on that day, so it cannot be marked there.
  case notOnThisDay(TrackerID, Day)
  /// A goal of zero (or fewer) days, weeks or months.
  case invalidGoal(Goal)
  /// Moving the start would delete this many records, and the user has not
  /// confirmed that number.
  case unconfirmedRecordLoss(TrackerID, records: Int)
  /// The goals app's waiting changes have used every id up to `PendingChanges.largestID`
  /// (only an edited state file gets there), so no change can be recorded.
  case noChangeIDLeft
}

extension TrackerState {
  /// The state after `action`, or why the action is refused. `today` decides
  /// which days can be marked and the creation day of new trackers.
  public func applying(_ action: TrackerAction, today: Day) throws(TrackerActionError)
    -> TrackerState
  {
    var next = self
    switch action {
    case .createCategory(let title, let id):
      let title = try validCategoryTitle(title, renaming: nil)
      let id = id ?? CategoryID(freshID(prefix: "c") { category(CategoryID($0)) != nil })
      // A preset's id is the preset's, even before a habit adds the preset.
      guard category(id) == nil, GoalCategory(id: id) == nil else { throw .idInUse(id.rawValue) }
      next.append(TrackerCategory(id: id, title: title))
    case .renameCategory(let id, let title):
      guard var category = category(id) else { throw .unknownCategory(id) }
      category.title = try validCategoryTitle(title, renaming: id)
      // A renamed preset becomes the user's own category, with the new title.
      category.preset = nil
      next.replace(category)
    case .deleteCategory(let id):
      guard category(id) != nil else { throw .unknownCategory(id) }
      next.removeCategory(id)
    case .createTracker(let draft, let id):
      let id = id ?? TrackerID(freshID(prefix: "t") { tracker(TrackerID($0)) != nil })
      guard tracker(id) == nil else { throw .idInUse(id.rawValue) }
      let new = try validTracker(
        id: id, draft: draft, isPinned: false, created: draft.start ?? today)
      next.addPresetCategory(of: new)
      next.append(new)
    case .editTracker(let id, let draft):
      guard let old = tracker(id) else { throw .unknownTracker(id) }
      let start = draft.start ?? old.created
      let lost = recordsLost(movingStartOf: id, to: start)
      guard lost == 0 else { throw .unconfirmedRecordLoss(id, records: lost) }
      let edited = try validTracker(
        id: id, draft: draft, isPinned: old.isPinned, created: start)
      next.addPresetCategory(of: edited)
      next.replace(edited)
    case .deleteTracker(let id):
      guard tracker(id) != nil else { throw .unknownTracker(id) }
      next.removeTrackers { $0.id == id }
    case .pin(let id), .unpin(let id):
      guard var tracker = tracker(id) else { throw .unknownTracker(id) }
      tracker.isPinned = action == .pin(id)
      next.replace(tracker)
    case .markDone(let id, let day), .markUndone(let id, let day):
      guard let tracker = tracker(id) else { throw .unknownTracker(id) }
      guard day <= today else { throw .dayAfterToday(day) }
      guard day >= tracker.created else { throw .beforeStart(id, day) }
      guard appears(tracker, on: day) else { throw .notOnThisDay(id, day) }
      if action == .markDone(id, on: day) {
        next.insert(Record(tracker: id, day: day))
      } else {
        next.remove(Record(tracker: id, day: day))
      }
    case .moveStart(let id, let day, let confirmedLoss):
      guard var tracker = tracker(id) else { throw .unknownTracker(id) }
      let lost = recordsLost(movingStartOf: id, to: day)
      guard lost == confirmedLoss else { throw .unconfirmedRecordLoss(id, records: lost) }
      for lostDay in records.doneDays(for: id) where lostDay < day {
        next.remove(Record(tracker: id, day: lostDay))
      }
      tracker.created = day
      next.replace(tracker)
    }
    return next
  }

  private func validCategoryTitle(_ title: String, renaming: CategoryID?) throws(TrackerActionError)
    -> String
  {
    switch CategoryTitle.validate(title, in: self, renaming: renaming) {
    case .success(let title): return title
    case .failure(let problem): throw .invalidCategoryTitle(problem)
    }
  }

  /// Whether saving `draft` over the tracker `id` would change it (a form saved as it was
  /// opened changes nothing, so it sends nothing); true for a draft the rules refuse, so
  /// that saving it says why.
  public func edit(of id: TrackerID, wouldChangeTo draft: TrackerDraft) -> Bool {
    guard let old = tracker(id),
      let edited = try? validTracker(
        id: id, draft: draft, isPinned: old.isPinned, created: draft.start ?? old.created)
    else { return true }
    return edited != old
  }

  private func validTracker(id: TrackerID, draft: TrackerDraft, isPinned: Bool, created: Day)
    throws(TrackerActionError) -> Tracker
  {
    let name: String
    switch TrackerName.validate(draft.name) {
    case .success(let valid): name = valid
    case .failure(let problem): throw .invalidName(problem)
    }
    guard category(draft.category) != nil || GoalCategory(id: draft.category) != nil else {
      throw .unknownCategory(draft.category)
    }
    let emoji: String
    switch TrackerEmoji.validate(draft.emoji) {
    case .success(let valid): emoji = valid
    case .failure(.empty): throw .missingEmoji
    case .failure(.notOneEmoji): throw .invalidEmoji(draft.emoji)
    }
    if let schedule = draft.schedule, schedule.isEmpty { throw .emptySchedule }
    if let goal = draft.goal, !goal.isValid { throw .invalidGoal(goal) }
    let notes = draft.notes.map(trimmed).flatMap { $0.isEmpty ? nil : $0 }
    return Tracker(
      id: id, name: name, category: draft.category, emoji: emoji, color: draft.color,
      schedule: draft.schedule, isPinned: isPinned, created: created, notes: notes,
      goal: draft.goal, reminders: draft.reminders)
  }

  /// Adds the preset category `tracker` is in, when the state has no category with its id yet.
  private mutating func addPresetCategory(of tracker: Tracker) {
    if category(tracker.category) == nil, let preset = GoalCategory(id: tracker.category) {
      append(TrackerCategory(preset: preset))
    }
  }

  /// The first of `prefix1`, `prefix2`, … that is not taken: ids that are the
  /// same on every machine, unlike random ones.
  private func freshID(prefix: String, isTaken: (String) -> Bool) -> String {
    var number = 1
    while isTaken("\(prefix)\(number)") { number += 1 }
    return "\(prefix)\(number)"
  }
}
