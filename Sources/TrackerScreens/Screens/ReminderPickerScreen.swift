import TrackerDomain
import TrackerLocalization

/// The sheet that picks a reminder time for the goals app's habit form: the
/// time chosen so far, a grid of the 24 hours and one of the minutes in steps
/// of five, and Add, which adds the time to the form and closes the sheet.
public struct ReminderPickerScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "Reminder time".
  public var title: LocalizedText
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// The time chosen so far.
  public var time: ReminderTime
  /// The time chosen so far, as the language writes it ("09:30").
  public var timeText: LocalizedText
  /// "Hour".
  public var hoursTitle: LocalizedText
  /// "Minutes".
  public var minutesTitle: LocalizedText
  /// "Add".
  public var addButton: ScreenButton
  /// What a screen reader says for each hour, 0 to 23: the time it would choose, "07:30".
  public var hourLabels: [LocalizedText]
  /// What a screen reader says for each minute of `minutes`: the time it would choose, "09:05".
  public var minuteLabels: [LocalizedText]

  /// The minutes offered: 00, 05 … 55.
  public static let minutes = Array(stride(from: 0, to: 60, by: 5))

  /// The sheet with `time` chosen.
  public static func describe(_ context: ScreenContext, time: ReminderTime)
    -> ReminderPickerScreen
  {
    ReminderPickerScreen(
      offlineBanner: context.offlineBanner, title: context.text(.reminderPickerTitle),
      closeButton: .close("reminderPicker", context), time: time, timeText: context.time(time),
      hoursTitle: context.text(.reminderPickerHours),
      minutesTitle: context.text(.reminderPickerMinutes),
      addButton: ScreenButton(
        id: "reminderPicker.add", title: .localized(context.text(.reminderPickerAdd)),
        style: .primary, intents: [.editGoalForm(.addReminder(time)), .dismiss]),
      hourLabels: hourLabels(context, time: time),
      minuteLabels: minuteLabels(context, time: time))
  }

  /// The time each hour would choose, with `time`'s minute.
  private static func hourLabels(_ context: ScreenContext, time: ReminderTime) -> [LocalizedText] {
    if let column = minutes.firstIndex(of: time.minute) {
      return times(context).map { $0[column] }
    }
    return (0...23).map { context.time(ReminderTime(hour: $0, minute: time.minute) ?? time) }
  }

  /// The time each minute would choose, with `time`'s hour.
  private static func minuteLabels(_ context: ScreenContext, time: ReminderTime)
    -> [LocalizedText]
  {
    let times = times(context)
    if times.indices.contains(time.hour) { return times[time.hour] }
    return minutes.map { context.time(ReminderTime(hour: time.hour, minute: $0) ?? time) }
  }

  /// Every time the sheet offers, by hour, then by the minute's place in `minutes`: worked
  /// out once a localizer, as the sheet is described again after every choice on it.
  private static func times(_ context: ScreenContext) -> [[LocalizedText]] {
    context.localizer.memo.value("ReminderPickerScreen.times") {
      (0...23).map { hour in
        minutes.map { minute in
          context.time(ReminderTime(hour: hour, minute: minute) ?? .nineInTheMorning)
        }
      }
    }
  }

  /// Two digits: `07`.
  public static func twoDigits(_ number: Int) -> String {
    (number < 10 ? "0" : "") + String(number)
  }
}

extension ReminderPickerScreen: ScreenElementConvertible {
  /// `reminder-picker`: the title, the chosen time, the hours, the minutes, Add.
  public var element: ScreenElement {
    func grid(
      _ name: String, _ title: LocalizedText, _ values: [Int], labels: [LocalizedText],
      columns: Int, isChosen: (Int) -> Bool, time: (Int) -> ReminderTime?
    ) -> ScreenElement {
      let id = ElementID("reminderPicker").appending(name)
      return ScreenElement(
        .grid, id: id, texts: ElementTexts(title: .localized(title)),
        look: ElementLook(columns: columns),
        children: zip(values, labels).map { value, label in
          ScreenElement(
            .cell, id: id.appending(Self.twoDigits(value)),
            texts: ElementTexts(
              value: .number(Self.twoDigits(value)), accessibilityLabel: .localized(label)),
            state: ElementState(isSelected: isChosen(value)),
            intents: time(value).map { [.chooseReminderTime($0)] } ?? [])
        })
    }
    return .screen(
      "reminder-picker",
      [
        offlineBanner?.element, .title(title),
        ScreenElement(
          .counter, id: "reminderPicker.time",
          texts: ElementTexts(title: .localized(timeText))),
        grid(
          "hour", hoursTitle, Array(0...23), labels: hourLabels, columns: 6,
          isChosen: { $0 == time.hour }
        ) { ReminderTime(hour: $0, minute: time.minute) },
        grid(
          "minute", minutesTitle, Self.minutes, labels: minuteLabels, columns: 6,
          isChosen: { $0 == time.minute }
        ) { ReminderTime(hour: time.hour, minute: $0) },
        addButton.element, closeButton.element,
      ], focus: ElementID("reminderPicker.hour").appending(Self.twoDigits(time.hour)),
      closesOnTapOutside: true)
  }
}
