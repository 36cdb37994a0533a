import TrackerDomain
import TrackerLocalization

/// The sheet "+" opens: create a habit or an irregular event.
public struct TrackerTypeScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// "Create tracker".
  public var title: LocalizedText
  /// "×": closes it without saving anything (`ScreenButton.close`).
  public var closeButton: ScreenButton
  /// "Habit": closes the choice and opens the new-habit form.
  public var habitButton: ScreenButton
  /// "Irregular event": closes the choice and opens the new-event form.
  public var irregularEventButton: ScreenButton

  /// The tracker type choice.
  public static func describe(_ context: ScreenContext) -> TrackerTypeScreen {
    TrackerTypeScreen(
      offlineBanner: context.offlineBanner,
      title: context.text(.trackerTypeTitle),
      closeButton: .close("trackerType", context),
      habitButton: ScreenButton(
        id: "trackerType.habit", title: .localized(context.text(.trackerTypeHabit)),
        style: .primary, intents: [.dismiss, .open(.trackerForm(.new(.habit)))]),
      irregularEventButton: ScreenButton(
        id: "trackerType.irregularEvent",
        title: .localized(context.text(.trackerTypeIrregularEvent)), style: .primary,
        intents: [.dismiss, .open(.trackerForm(.new(.irregularEvent)))]))
  }
}

extension TrackerTypeScreen: ScreenElementConvertible {
  /// `tracker-type`: the title and the two buttons.
  public var element: ScreenElement {
    .screen(
      "tracker-type",
      [
        offlineBanner?.element, .title(title), habitButton.element, irregularEventButton.element,
        closeButton.element,
      ], closesOnTapOutside: true)
  }
}
