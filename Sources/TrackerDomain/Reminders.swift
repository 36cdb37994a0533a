/// A time of day at which a habit reminds its user, to the minute, with no
/// time zone: the front end schedules it in the device's local time.
public struct ReminderTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// 0 to 23.
  public let hour: Int
  /// 0 to 59.
  public let minute: Int

  /// The time `hour`:`minute`; nil outside 00:00–23:59.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  private init(valid hour: Int, _ minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// 09:00: where the goals app's reminder sheet starts.
  public static let nineInTheMorning = ReminderTime(valid: 9, 0)

  /// Reads `HH:MM` (two digits each), as the state file writes it.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// Minutes since midnight.
  public var minutes: Int { hour * 60 + minute }

  /// `HH:MM`, as the state file writes it and element ids spell it (`08:30`).
  public var description: String {
    (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.minutes < rhs.minutes }

  /// The times sorted, each once.
  public static func normalized(_ times: [ReminderTime]) -> [ReminderTime] {
    Array(Set(times)).sorted()
  }
}

/// A reminder that a front end schedules: a tracker, a day and a time.
public struct DueReminder: Hashable, Sendable {
  /// The habit to remind of.
  public var tracker: TrackerID
  /// The day of the reminder.
  public var day: Day
  /// The time of day.
  public var time: ReminderTime

  /// A reminder with every part given.
  public init(tracker: TrackerID, day: Day, time: ReminderTime) {
    self.tracker = tracker
    self.day = day
    self.time = time
  }
}

extension TrackerState {
  /// The reminders due on `day`, by time, then by tracker in order of creation:
  /// every reminder time of every tracker that appears on `day`, has started,
  /// has not passed the end of its goal, and is not done on `day` yet.
  public func remindersDue(on day: Day) -> [DueReminder] {
    var due: [DueReminder] = []
    for tracker in trackers where !tracker.reminders.isEmpty {
      guard day >= tracker.created, appears(tracker, on: day),
        !records.doneDays(for: tracker.id).contains(day)
      else { continue }
      if let last = tracker.goal?.lastDay(startingOn: tracker.created), day > last { continue }
      due += tracker.reminders.map { DueReminder(tracker: tracker.id, day: day, time: $0) }
    }
    // A stable sort by time keeps the trackers' order within a time.
    return due.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }
}
