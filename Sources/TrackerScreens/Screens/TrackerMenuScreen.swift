import TrackerDomain
import TrackerLocalization

/// What a long press on a card shows: the card over a blurred background and
/// its menu (Pin or Unpin, Edit, Delete); and the sheet confirming deletion.
public struct TrackerMenuScreen: Hashable, Sendable {
  /// The card, as on the main screen but for the long press that opened the menu.
  public var card: TrackerCard
  /// Pin or Unpin, Edit, Delete.
  public var menu: ActionMenu

  /// The menu of `tracker` as shown on `day`; nil when there is no such tracker.
  public static func describe(_ context: ScreenContext, tracker id: TrackerID, day: Day)
    -> TrackerMenuScreen?
  {
    context.state.tracker(id).map { describe(context, tracker: $0, day: day) }
  }

  /// The menu of `tracker` as shown on `day`.
  public static func describe(_ context: ScreenContext, tracker: Tracker, day: Day)
    -> TrackerMenuScreen
  {
    let id = tracker.id
    let menuID = ElementID("trackerMenu")
    var card = TrackerCard.describe(tracker, on: day, context)
    card.menuIntents = []  // the menu is open already
    return TrackerMenuScreen(
      card: card,
      menu: ActionMenu(
        id: menuID, label: card.element.texts.title,
        buttons: [
          ScreenButton(
            id: menuID.appending(tracker.isPinned ? "unpin" : "pin"),
            title: .localized(context.text(tracker.isPinned ? .trackerMenuUnpin : .trackerMenuPin)),
            intents: [.apply(tracker.isPinned ? .unpin(id) : .pin(id)), .dismiss]),
          ScreenButton(
            id: menuID.appending("edit"), title: .localized(context.text(.trackerMenuEdit)),
            intents: [.dismiss, .open(.trackerForm(.edit(id)))]),
          ScreenButton(
            id: menuID.appending("delete"), title: .localized(context.text(.trackerMenuDelete)),
            style: .destructive, intents: [.dismiss, .open(.deleteTrackerConfirmation(id))]),
        ]))
  }

  /// "Are you sure you want to delete the tracker?" with Delete and Cancel.
  public static func deleteConfirmation(_ context: ScreenContext, tracker id: TrackerID)
    -> ActionMenu
  {
    ActionMenu.confirmation(
      id: "trackerDeleteConfirmation", question: context.text(.trackerMenuDeleteConfirmationTitle),
      confirm: context.text(.trackerMenuDeleteConfirmationDelete),
      cancel: context.text(.trackerMenuDeleteConfirmationCancel), action: .deleteTracker(id))
  }
}

extension TrackerMenuScreen: ScreenElementConvertible {
  /// `tracker-menu`: the card as a preview (its done button sends nothing: the menu acts on
  /// it), then the menu; the focus starts on the menu's first action; a tap outside closes it.
  public var element: ScreenElement {
    var menu = self.menu.element
    menu.initialFocus = nil  // the screen's, below
    return .screen(
      "tracker-menu", [card.element.preview, menu], focus: self.menu.focus,
      closesOnTapOutside: true)
  }
}
