/// A stable identifier of an element on a screen, for UI tests, accessibility
/// and diffing: `trackers.card.t1.done`.
public struct ElementID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The dotted identifier.
  public let rawValue: String

  /// An identifier with the given text.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// An identifier written as a string literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// The value as text.
  public var description: String { rawValue }

  /// This identifier with `part` appended after a dot.
  public func appending(_ part: String) -> ElementID {
    var text = rawValue
    text.reserveCapacity(rawValue.utf8.count + 1 + part.utf8.count)
    text += "."
    text += part
    return ElementID(text)
  }
}

/// A named image that each front end maps to its own asset.
public enum ImageToken: String, Hashable, Sendable, CaseIterable {
  /// The "+" that adds a tracker.
  case plus
  /// A checkmark: a done tracker's button, a chosen row.
  case checkmark
  /// The "x" in a circle that clears a text field.
  case clearText
  /// The chevron at the end of a row that opens another screen.
  case chevron
  /// The star shown when a day has no trackers.
  case placeholderNoTrackers
  /// The magnifier shown when search or filter finds nothing.
  case placeholderNothingFound
  /// The crying face shown when there are no statistics.
  case placeholderNoStatistics
  /// The background of the first onboarding page.
  case onboardingBlue
  /// The background of the second onboarding page.
  case onboardingRed
  /// The Trackers tab's icon.
  case tabTrackers
  /// The Statistics tab's icon.
  case tabStatistics
  /// The pin shown on a pinned card.
  case pin
  /// A calendar: the week page's button to the month calendar.
  case calendar
  /// An arrow to the week or month before.
  case chevronBackward
  /// An arrow to the week or month after.
  case chevronForward
  /// A pencil: the goals app's edit icon in a habit's details.
  case edit
  /// A trash can: the goals app's delete icon in a habit's details.
  case trash
}
