import TrackerDomain
import TrackerScreens

/// Why an act cannot be done. The session is left as it was.
public enum ActError: Error, Hashable, Sendable {
  /// No element on `screen` has the id; `available` are the ids a user can act on there.
  case noSuchElement(ElementID, screen: String, available: [ElementID])
  /// The element is there but disabled (a gray Create button).
  case disabled(ElementID, screen: String)
  /// The element sends nothing for this act (a long press on a button, a tap
  /// on the selected tab).
  case doesNothing(ElementID, screen: String, act: String)
  /// Text can be typed into text fields only.
  case notATextField(ElementID, screen: String)
  /// The domain refused the change the element asked for.
  case refused(ElementID, screen: String, reason: TrackerActionError)
  /// Back on a screen with nothing under it.
  case nothingToGoBackTo(screen: String)
}

extension ActError: CustomStringConvertible {
  /// What went wrong, in a sentence for a developer: the screen, the element and why.
  public var description: String {
    switch self {
    case .noSuchElement(let id, let screen, let available):
      let ids = available.map(\.rawValue)
      let list = ids.prefix(12).joined(separator: ", ") + (ids.count > 12 ? ", …" : "")
      return "no element '\(id)' on the \(screen) screen; it has \(list.isEmpty ? "none" : list)"
    case .disabled(let id, let screen):
      return "'\(id)' on the \(screen) screen is disabled"
    case .doesNothing(let id, let screen, let act):
      return "'\(id)' on the \(screen) screen does nothing on \(act)"
    case .notATextField(let id, let screen):
      return "'\(id)' on the \(screen) screen is not a text field"
    case .refused(let id, let screen, let reason):
      return "'\(id)' on the \(screen) screen: the change is refused (\(reason))"
    case .nothingToGoBackTo(let screen):
      return "nothing to go back to from the \(screen) screen"
    }
  }
}
