import TrackerScreens

/// What the user does on the current screen, addressed by the ids its
/// elements carry: what a front end forwards to `AppSession.perform(_:)`.
public enum UserAct: Hashable, Sendable {
  /// Taps a button, row, card, cell, tab or day.
  case tap(ElementID)
  /// Replaces the text of a text field with the given text.
  case type(ElementID, String)
  /// Presses and holds a card or a category row.
  case longPress(ElementID)
  /// Goes back, or dismisses the sheet or menu on top (Esc, the back swipe).
  case back
}

extension UserAct: CustomStringConvertible {
  /// The act as a flow file writes it: `tap trackers.add`, `type trackerForm.name Вода`.
  public var description: String {
    switch self {
    case .tap(let id): "tap \(id)"
    case .type(let id, let text): "type \(id) \(text)"
    case .longPress(let id): "long-press \(id)"
    case .back: "back"
    }
  }
}
