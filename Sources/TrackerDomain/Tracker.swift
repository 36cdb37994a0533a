/// Whether a tracker repeats on weekdays or happens once.
public enum TrackerKind: String, Hashable, Sendable, CaseIterable {
  /// Repeats on the weekdays of its schedule.
  case habit
  /// Not tied to weekdays: shown every day from its creation until it is done once.
  case irregularEvent
}

/// A habit or irregular event the user tracks: the card on the main screen.
public struct Tracker: Hashable, Sendable, Identifiable {
  /// Unique within the state.
  public var id: TrackerID
  /// The name, already trimmed and at most 38 characters (see `TrackerName`).
  public var name: String
  /// The category the tracker belongs to.
  public var category: CategoryID
  /// The emoji on the card.
  public var emoji: String
  /// The card's color.
  public var color: TrackerColor
  /// The weekdays of a habit; nil for an irregular event.
  public var schedule: WeekdaySet?
  /// Pinned trackers show in the Pinned section instead of their category's.
  public var isPinned: Bool
  /// The start day: the day the tracker was created, which the second app lets
  /// users move (`TrackerAction.moveStart`). Streaks and goals count from it.
  public var created: Day
  /// Notes about the tracker (the second app's description); nil when none.
  public var notes: String?
  /// How long the tracker should be kept up; nil when it has no goal.
  public var goal: Goal?
  /// The times of day the goals app reminds the user of it, sorted, each once.
  public var reminders: [ReminderTime]

  /// A tracker with every field given.
  public init(
    id: TrackerID, name: String, category: CategoryID, emoji: String, color: TrackerColor,
    schedule: WeekdaySet?, isPinned: Bool = false, created: Day, notes: String? = nil,
    goal: Goal? = nil, reminders: [ReminderTime] = []
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.emoji = emoji
    self.color = color
    self.schedule = schedule
    self.isPinned = isPinned
    self.created = created
    self.notes = notes
    self.goal = goal
    self.reminders = ReminderTime.normalized(reminders)
  }

  /// A habit when it has a schedule, otherwise an irregular event.
  public var kind: TrackerKind { schedule == nil ? .irregularEvent : .habit }
}

/// A group of trackers with a title, shown as a section on the main screen.
public struct TrackerCategory: Hashable, Sendable, Identifiable {
  /// Unique within the state.
  public var id: CategoryID
  /// The title, trimmed, unique ignoring case (see `CategoryTitle`); empty for
  /// a preset of the goals app, whose title comes from the string tables.
  public var title: String
  /// The goals app's category this is, if it is one (see `GoalCategory`).
  public internal(set) var preset: GoalCategory? = nil

  /// A category with the given id and title.
  public init(id: CategoryID, title: String) {
    self.id = id
    self.title = title
  }
}

/// A tracker done on a day.
public struct Record: Hashable, Comparable, Sendable {
  /// The tracker that was done.
  public var tracker: TrackerID
  /// The day it was done.
  public var day: Day

  /// A record of `tracker` done on `day`.
  public init(tracker: TrackerID, day: Day) {
    self.tracker = tracker
    self.day = day
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Record, rhs: Record) -> Bool {
    (lhs.tracker, lhs.day) < (rhs.tracker, rhs.day)
  }
}
