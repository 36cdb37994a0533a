import TrackerDomain
import TrackerLocalization

/// Text on a screen: from the string tables, typed by the user (a tracker's
/// name, a category's title), or a number formatted for the language.
public enum DisplayText: Hashable, Sendable {
  /// A text from the tables, with its key and arguments.
  case localized(LocalizedText)
  /// The user's own words, shown as they are, never translated.
  case content(String)
  /// A number written for the language (`1,5` in Russian).
  case number(String)

  /// What the screen shows.
  public var string: String {
    switch self {
    case .localized(let text): text.string
    case .content(let text), .number(let text): text
    }
  }
}

/// A button: its title or image, whether it can be pressed, and what it sends.
public struct ScreenButton: Hashable, Sendable {
  /// How a front end should draw the button.
  public enum Style: String, Hashable, Sendable {
    /// The filled main button of a screen or form (Create, Done).
    case primary
    /// The outlined red button beside it (Cancel) or in menus (Delete).
    case destructive
    /// A plain text or image button (Filters, +, the date).
    case plain
  }

  /// A stable identifier.
  public var id: ElementID
  /// The title, if the button has one.
  public var title: DisplayText?
  /// The image, if the button has one.
  public var image: ImageToken?
  /// How it looks.
  public var style: Style
  /// Whether it can be pressed; a disabled button is drawn gray.
  public var isEnabled: Bool
  /// What pressing it sends, in order.
  public var intents: [ScreenIntent]
  /// What a screen reader says; the title when nil.
  public var accessibilityLabel: LocalizedText?
  /// Whether the choice the button opens is in effect (Filters, while a filter other than
  /// "all" is on): a front end marks it.
  public var isActive: Bool
  /// Whether the button floats over the bottom of the screen's list and stays in view while it
  /// scrolls (Filters), instead of coming after the list.
  public var floats: Bool

  /// A button with every part given.
  public init(
    id: ElementID, title: DisplayText? = nil, image: ImageToken? = nil, style: Style = .plain,
    isEnabled: Bool = true, intents: [ScreenIntent] = [], accessibilityLabel: LocalizedText? = nil,
    isActive: Bool = false, floats: Bool = false
  ) {
    self.id = id
    self.title = title
    self.image = image
    self.style = style
    self.isEnabled = isEnabled
    self.intents = intents
    self.accessibilityLabel = accessibilityLabel
    self.isActive = isActive
    self.floats = floats
  }
}

extension ScreenButton {
  /// The "×" of a sheet or of a screen over another, `screen.close`: it closes the screen
  /// without saving anything (as Esc and the back swipe do), and says so to a screen reader.
  public static func close(_ screen: ElementID, _ context: ScreenContext) -> ScreenButton {
    ScreenButton(
      id: screen.appending("close"), image: .close, intents: [.dismiss],
      accessibilityLabel: context.text(.commonCloseAccessibility))
  }
}

/// A one-line text field with its placeholder, clear button and error.
public struct ScreenTextField: Hashable, Sendable {
  /// Which text the field edits; it decides the intent typing sends.
  public enum Purpose: Hashable, Sendable {
    /// The tracker form's name.
    case trackerName
    /// The category form's title.
    case categoryTitle
    /// The main screen's search.
    case search
    /// The goals app's habit title.
    case goalTitle
    /// The goals app's habit description.
    case goalNotes
    /// The number of the goals app's goal.
    case goalCount
  }

  /// A stable identifier.
  public var id: ElementID
  /// Which text the field edits.
  public var purpose: Purpose
  /// The text typed so far.
  public var text: String
  /// Shown while the field is empty.
  public var placeholder: LocalizedText
  /// The "x" that clears the text, present once a character is typed.
  public var clearButton: ScreenButton?
  /// The error under the field, if any.
  public var error: LocalizedText?

  /// A field with every part given.
  public init(
    id: ElementID, purpose: Purpose, text: String, placeholder: LocalizedText,
    clearButton: ScreenButton? = nil, error: LocalizedText? = nil
  ) {
    self.id = id
    self.purpose = purpose
    self.text = text
    self.placeholder = placeholder
    self.clearButton = clearButton
    self.error = error
  }

  /// What the field sends when its text becomes `text`.
  public func intent(for text: String) -> ScreenIntent {
    switch purpose {
    case .trackerName: .editTrackerForm(.setName(text))
    case .categoryTitle: .editCategoryTitle(text)
    case .search: .search(text)
    case .goalTitle: .editGoalForm(.setTitle(text))
    case .goalNotes: .editGoalForm(.setNotes(text))
    case .goalCount: .editGoalForm(.setGoalCount(text))
    }
  }
}
