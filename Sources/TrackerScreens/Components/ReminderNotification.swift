import TrackerDomain
import TrackerLocalization

/// A notification a front end schedules for a habit's reminder: when, and its
/// title and body in the user's language, with the habit's title. The kit says
/// which are due (`due(_:on:)`); the front end hands them to the system.
public struct ReminderNotification: Hashable, Sendable {
  /// Stable for the same habit, day and time: `reminder.<tracker>.<YYYY-MM-DD>.<HH:MM>`, so
  /// that scheduling again replaces a notification instead of adding a second.
  public var id: String
  /// The habit it reminds of.
  public var tracker: TrackerID
  /// The day it is for.
  public var day: Day
  /// The time of day, in the device's local time.
  public var time: ReminderTime
  /// "Time for your habit".
  public var title: LocalizedText
  /// "“Read 20 pages”: mark it done today to keep your streak going."
  public var body: LocalizedText

  /// The notification of `reminder`; nil when its tracker is gone.
  public static func describe(_ context: ScreenContext, _ reminder: DueReminder)
    -> ReminderNotification?
  {
    guard let tracker = context.state.tracker(reminder.tracker) else { return nil }
    return ReminderNotification(
      id: "reminder.\(tracker.id).\(reminder.day.iso).\(reminder.time)", tracker: tracker.id,
      day: reminder.day, time: reminder.time, title: context.text(.reminderNotificationTitle),
      body: context.text(.reminderNotificationBody, .text(tracker.name)))
  }

  /// The notifications due on `day`, by time: none for a habit already done
  /// that day, before its start or after its goal's end
  /// (`TrackerState.remindersDue(on:)`). A front end schedules today's and
  /// tomorrow's, and asks again after every change and at midnight.
  public static func due(_ context: ScreenContext, on day: Day) -> [ReminderNotification] {
    context.state.remindersDue(on: day).compactMap { describe(context, $0) }
  }
}
