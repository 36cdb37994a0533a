import TrackerDomain

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

  /// This identifier with a user's id (a tracker's, a category's) appended after a dot as
  /// one part, written so that two different ids never give one element id: `%`, `.`,
  /// white space and control characters are written as `%XX` (their UTF-8 bytes, as in a
  /// URL), an id that is one of `reserved` (the fixed parts beside it, such as `pinned`
  /// beside the category sections) has its first character written so, and an empty id is
  /// `%`. The ids a user meets (`t1`, `home`, `goals.health` aside) stay as they are:
  /// `trackers.card.t1.done`, `trackers.card.t1%2Edone.done` for a tracker `t1.done`.
  public func appending(userID id: String, reserved: Set<String> = []) -> ElementID {
    appending(Self.part(for: id, reserved: reserved))
  }

  /// This identifier with a category's id appended: a goals-app preset as `goals.<preset>`
  /// (`categories.row.goals.health`), any other as `appending(userID:reserved:)` writes it
  /// (the reader keeps the `goals.<preset>` ids for the presets, so the two never meet).
  public func appending(category id: CategoryID, reserved: Set<String> = []) -> ElementID {
    if let preset = GoalCategory(id: id) { return appending("goals").appending(preset.rawValue) }
    return appending(userID: id.rawValue, reserved: reserved)
  }

  /// `id` written as one part of an element id (see `appending(userID:reserved:)`).
  static func part(for id: String, reserved: Set<String>) -> String {
    guard !id.isEmpty else { return "%" }
    let isPlain = id.utf8.allSatisfy { byte in
      byte >= 0x80 ? false : !Self.escapedASCII[Int(byte)]
    }
    if isPlain, !reserved.contains(id) { return id }
    var result = ""
    for (offset, scalar) in id.unicodeScalars.enumerated() {
      let escaped =
        (offset == 0 && reserved.contains(id)) || scalar == "%" || scalar == "."
        || scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
        || scalar.properties.generalCategory == .format
        || scalar.properties.generalCategory == .lineSeparator
        || scalar.properties.generalCategory == .paragraphSeparator
      if escaped {
        for byte in String(scalar).utf8 {
          result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The ASCII bytes an id part writes as `%XX`: controls, space, `%`, `.` and DEL.
  private static let escapedASCII: [Bool] = (0..<128).map { byte in
    byte < 0x21 || byte == 0x7F || byte == 0x25 || byte == 0x2E
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
  /// The "×" that closes a sheet or a screen over another, without saving anything.
  case close
}
