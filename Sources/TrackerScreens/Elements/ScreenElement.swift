import TrackerDomain
import TrackerLocalization

/// One element of a screen in the generic form every renderer walks: what it
/// is (`kind`), its id, its texts, its state, how it looks and what it sends,
/// with the elements inside it in the order a reader meets them.
///
/// Every screen description gives this tree too (`ScreenElementConvertible`),
/// so a text, terminal, JSON or HTML renderer draws any screen, present or
/// future, with code per element kind and none per screen.
public struct ScreenElement: Hashable, Sendable {
  /// What an element is; a renderer has one drawing per kind.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A whole screen: its id is the screen's name (`trackers`).
    case screen
    /// The offline note at the top of a screen: a title and a detail.
    case banner
    /// A screen's or sheet's title.
    case title
    /// A button: a title or an image; its style, whether it is enabled, what it sends.
    case button
    /// A one-line text field: its text (`value`), placeholder and error; a clear button inside.
    case textField = "text-field"
    /// A row of a grouped list: a title, a subtitle, a checkmark, a switch or a chevron; the
    /// buttons it holds at its end (a reminder's "×").
    case row
    /// What a screen shows when it has nothing to list: an image and a text.
    case placeholder
    /// A titled group of cards.
    case section
    /// A tracker's card: emoji, color, name, counter; its done button inside.
    case card
    /// A titled grid of cells (the emoji and color pickers).
    case grid
    /// One cell of a grid: an emoji, a color with its name, or a number (`value`).
    case cell
    /// A menu or confirmation sheet: an optional question and its buttons.
    case menu
    /// The tab bar: its tabs inside.
    case tabBar = "tab-bar"
    /// One tab of the tab bar.
    case tab
    /// An onboarding page: a background image and a title; shown or not.
    case page
    /// The dots under onboarding pages: the page shown (`number`) of `total`.
    case pageControl = "page-control"
    /// A count shown on its own ("5 days" above the edit form's name).
    case counter
    /// The goals app's seven days, with buttons to the week before and after.
    case weekStrip = "week-strip"
    /// One day of a week strip or calendar: its number, today, selected, done.
    case day
    /// A month in weeks: the weekday names, then one `week` per row.
    case month
    /// A weekday's name over a calendar column.
    case weekday
    /// A row of seven days in a month; `blank` where the month has no day.
    case week
    /// A place in a week before the month's first day or after its last.
    case blank
    /// A run of consecutive done days (`days`), `number` long.
    case streak
    /// A statistic: its value over its title.
    case indicator
    /// The head of a details sheet: emoji, color and name.
    case header
    /// Free text the user wrote (a tracker's notes).
    case notes
    /// Progress toward a goal: `number` percent, with its texts.
    case progress
    /// A long list that grows with the user's data (the cards of a day in their sections,
    /// the categories): its `window` says which of its items the children are, so that a
    /// front end is sent the items in view and draws the rest as space.
    case list
  }

  /// What the element is.
  public var kind: Kind
  /// A stable identifier, for acts, UI tests and accessibility; nil for
  /// elements nothing addresses (titles, notes).
  public var id: ElementID?
  /// The element's texts, each in its role.
  public var texts: ElementTexts
  /// Enabled, selected, checked, done …
  public var state: ElementState
  /// Image, color, emoji and style.
  public var look: ElementLook
  /// A number the element shows: the page shown, a percentage, a streak's length.
  public var number: Int?
  /// What `number` is out of: the pages of a page control.
  public var total: Int?
  /// The days the element stands for: one day of a calendar, or a streak's run.
  public var days: ClosedRange<Day>?
  /// What tapping the element sends, in order.
  public var intents: [ScreenIntent]
  /// What a long press sends, in order.
  public var longPressIntents: [ScreenIntent]
  /// For a text field: what typing sends, with the text typed so far in place;
  /// typing other text sends it with that text (`ScreenIntent.replacingText(with:)`).
  public var typingIntent: ScreenIntent?
  /// The elements inside this one, in reading order.
  public var children: [ScreenElement]
  /// On a screen's root: the element the focus starts on when the screen comes
  /// on (a menu's first action, a confirmation's safe choice, a form's first
  /// field to fill); nil elsewhere, and on a screen with nothing to act on.
  public var initialFocus: ElementID?
  /// On a `list`: which of its items the children are, how many are left out before and
  /// after them, and what the list shows; nil on other elements.
  public var window: ListWindow?

  /// An element with the given parts; everything left out is empty.
  public init(
    _ kind: Kind, id: ElementID? = nil, texts: ElementTexts = ElementTexts(),
    state: ElementState = ElementState(), look: ElementLook = ElementLook(), number: Int? = nil,
    total: Int? = nil, days: ClosedRange<Day>? = nil, intents: [ScreenIntent] = [],
    longPressIntents: [ScreenIntent] = [], typingIntent: ScreenIntent? = nil,
    children: [ScreenElement] = [], initialFocus: ElementID? = nil, window: ListWindow? = nil
  ) {
    // `consume`: the parts are moved in, not copied and the originals dropped (what a debug
    // build does with every element of every screen otherwise).
    self.kind = kind
    self.id = consume id
    self.texts = consume texts
    self.state = state
    self.look = consume look
    self.number = number
    self.total = total
    self.days = days
    self.intents = consume intents
    self.longPressIntents = consume longPressIntents
    self.typingIntent = consume typingIntent
    self.children = consume children
    self.initialFocus = consume initialFocus
    self.window = consume window
  }

  /// Whether a user can act on the element: it is enabled and sends something
  /// when tapped or long-pressed, or it is a text field.
  public var isInteractive: Bool {
    // One condition a line: the right side of `||` is a closure, which holds a copy of the
    // whole element in a debug build (and this is asked of every element, at every act).
    guard state.isEnabled else { return false }
    if kind == .textField { return true }
    if !intents.isEmpty { return true }
    return !longPressIntents.isEmpty
  }

  /// This element and every element inside it, depth first in reading order.
  public var allElements: [ScreenElement] {
    var result: [ScreenElement] = []
    func visit(_ element: ScreenElement) {
      result.append(element)
      for child in element.children { visit(child) }
    }
    visit(self)
    return result
  }

  /// The first element a user can act on, in reading order: where the focus
  /// starts when a screen names no other. An element that only opens a menu on
  /// a long press and holds elements to act on (a card with its done button)
  /// gives its place to the first of them.
  public var firstFocusable: ElementID? {
    for child in children {
      if child.isInteractive, let id = child.id,
        !(child.intents.isEmpty && child.kind != .textField && child.firstFocusable != nil)
      {
        return id
      }
      if let inside = child.firstFocusable { return inside }
    }
    return nil
  }

  /// The element with `id`, here or anywhere inside.
  public func element(_ id: ElementID) -> ScreenElement? {
    if let mine = self.id, mine == id { return self }
    // By index: a for-in loop copies every child it passes in a debug build.
    var index = 0
    while index < children.count {
      if let found = children[index].element(id) { return found }
      index += 1
    }
    return nil
  }
}

/// The texts of an element, each in the role it plays; a renderer shows the
/// ones its element kind has.
///
/// The texts are kept together in one shared, unchanging box (none for an element without
/// texts): a copy of an element, which a debug build makes at every read out of an array,
/// then costs one reference count for its texts instead of one for every string in them, and
/// two elements that share their texts compare equal at once.
public struct ElementTexts: Hashable, Sendable {
  /// A text in each role, as a value to change one role of.
  private struct Roles {
    var title, subtitle, detail, value, placeholder, error, accessibilityLabel: DisplayText?
  }

  /// The texts, set once.
  private final class Storage: Sendable {
    let roles: Roles

    init(_ roles: consuming Roles) { self.roles = roles }
  }

  /// Nil when there is no text at all.
  private let storage: Storage?

  /// The main text: a button's or row's title, a card's name, a page's title.
  public var title: DisplayText? {
    get { storage?.roles.title }
    set { self = replacing(\.title, with: newValue) }
  }
  /// The gray line under a row's title ("Every day" under Schedule).
  public var subtitle: DisplayText? {
    get { storage?.roles.subtitle }
    set { self = replacing(\.subtitle, with: newValue) }
  }
  /// A second text: a card's counter, the banner's detail, a progress's "4 of 6 days".
  public var detail: DisplayText? {
    get { storage?.roles.detail }
    set { self = replacing(\.detail, with: newValue) }
  }
  /// A value: a text field's text, a day's number, a statistic's number.
  public var value: DisplayText? {
    get { storage?.roles.value }
    set { self = replacing(\.value, with: newValue) }
  }
  /// What an empty text field shows.
  public var placeholder: DisplayText? {
    get { storage?.roles.placeholder }
    set { self = replacing(\.placeholder, with: newValue) }
  }
  /// The error under a text field.
  public var error: DisplayText? {
    get { storage?.roles.error }
    set { self = replacing(\.error, with: newValue) }
  }
  /// What a screen reader says, when the visible texts are not enough.
  public var accessibilityLabel: DisplayText? {
    get { storage?.roles.accessibilityLabel }
    set { self = replacing(\.accessibilityLabel, with: newValue) }
  }

  /// Texts in the given roles.
  public init(
    title: DisplayText? = nil, subtitle: DisplayText? = nil, detail: DisplayText? = nil,
    value: DisplayText? = nil, placeholder: DisplayText? = nil, error: DisplayText? = nil,
    accessibilityLabel: DisplayText? = nil
  ) {
    // Told by their cases: `title == nil` picks the `==` of two optional texts, a generic
    // call with a copy of both in a debug build.
    if case .none = title, case .none = subtitle, case .none = detail, case .none = value,
      case .none = placeholder, case .none = error, case .none = accessibilityLabel
    {
      storage = nil
    } else {
      // Moved into the box (`consume`), not copied and the originals dropped.
      storage = Storage(
        Roles(
          title: consume title, subtitle: consume subtitle, detail: consume detail,
          value: consume value, placeholder: consume placeholder, error: consume error,
          accessibilityLabel: consume accessibilityLabel))
    }
  }

  /// These texts with the one in `role` replaced by `text`: a new box, as this one is shared.
  private func replacing(_ role: WritableKeyPath<Roles, DisplayText?>, with text: DisplayText?)
    -> ElementTexts
  {
    var roles = storage?.roles ?? Roles()
    roles[keyPath: role] = text
    return ElementTexts(
      title: roles.title, subtitle: roles.subtitle, detail: roles.detail, value: roles.value,
      placeholder: roles.placeholder, error: roles.error,
      accessibilityLabel: roles.accessibilityLabel)
  }

  /// Every text present, in the order of the roles above.
  public var all: [DisplayText] {
    [title, subtitle, detail, value, placeholder, error, accessibilityLabel].compactMap { $0 }
  }

  /// Whether both are one box of texts (or both have none): equal without a look inside.
  func sharesStorage(with other: ElementTexts) -> Bool { storage === other.storage }

  /// Whether every role holds the same text (`==`) in both.
  public static func == (one: ElementTexts, other: ElementTexts) -> Bool {
    if one.storage === other.storage { return true }
    guard one.title == other.title else { return false }
    guard one.subtitle == other.subtitle else { return false }
    guard one.detail == other.detail else { return false }
    guard one.value == other.value else { return false }
    guard one.placeholder == other.placeholder else { return false }
    guard one.error == other.error else { return false }
    return one.accessibilityLabel == other.accessibilityLabel
  }

  /// Hashes the texts of every role, in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(subtitle)
    hasher.combine(detail)
    hasher.combine(value)
    hasher.combine(placeholder)
    hasher.combine(error)
    hasher.combine(accessibilityLabel)
  }
}

extension ElementTexts: CustomReflectable {
  /// The texts in their roles, as if each were stored here (what `Mirror` and a dump show):
  /// the roles in the box.
  public var customMirror: Mirror {
    Mirror(
      self, children: Mirror(reflecting: storage?.roles ?? Roles()).children, displayStyle: .struct)
  }
}

/// The state of an element: what a front end draws differently when it changes.
public struct ElementState: Hashable, Sendable {
  /// False for a disabled button (drawn gray; tapping does nothing).
  public var isEnabled: Bool
  /// The selected tab, day or cell, the onboarding page shown.
  public var isSelected: Bool
  /// A row with a checkmark: the chosen filter, category or tracker.
  public var isChecked: Bool
  /// A row's switch, on or off; nil when the row has none.
  public var isOn: Bool?
  /// Whether a card's tracker, or a calendar day of the chosen tracker, is done; nil when it does not apply.
  public var isDone: Bool?
  /// A pinned card.
  public var isPinned: Bool
  /// Today's day.
  public var isToday: Bool
  /// A day on which every habit was done.
  public var isPerfect: Bool
  /// With a tracker chosen on the calendar: whether the day counts for it; nil otherwise.
  public var isCounted: Bool?
  /// A button whose choice is in effect: Filters while a filter other than "all" is on.
  public var isActive: Bool

  /// A state with the given parts; by default enabled and nothing else.
  public init(
    isEnabled: Bool = true, isSelected: Bool = false, isChecked: Bool = false, isOn: Bool? = nil,
    isDone: Bool? = nil, isPinned: Bool = false, isToday: Bool = false, isPerfect: Bool = false,
    isCounted: Bool? = nil, isActive: Bool = false
  ) {
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.isChecked = isChecked
    self.isOn = isOn
    self.isDone = isDone
    self.isPinned = isPinned
    self.isToday = isToday
    self.isPerfect = isPerfect
    self.isCounted = isCounted
    self.isActive = isActive
  }
}

/// How an element looks, as named tokens each front end maps to its own assets.
public struct ElementLook: Hashable, Sendable {
  /// A named image.
  public var image: ImageToken?
  /// One of the 18 tracker colors.
  public var color: TrackerColor?
  /// An emoji (a card's, a picker cell's).
  public var emoji: String?
  /// A button's style; nil for other elements.
  public var style: ScreenButton.Style?
  /// A row that opens another screen shows a chevron at its end.
  public var hasChevron: Bool
  /// How many cells a grid row holds.
  public var columns: Int?
  /// A button that floats over the bottom of its screen's list, in view while the list scrolls
  /// (Filters); false for everything drawn in its place in reading order.
  public var floats: Bool
  /// A screen's layout direction, from its language (`ScreenElement.laidOut(for:)`);
  /// nil for other elements, which follow their screen.
  public var layoutDirection: LayoutDirection?

  /// A look with the given parts.
  public init(
    image: ImageToken? = nil, color: TrackerColor? = nil, emoji: String? = nil,
    style: ScreenButton.Style? = nil, hasChevron: Bool = false, columns: Int? = nil,
    floats: Bool = false, layoutDirection: LayoutDirection? = nil
  ) {
    self.image = image
    self.color = color
    self.emoji = consume emoji
    self.style = style
    self.hasChevron = hasChevron
    self.columns = columns
    self.floats = floats
    self.layoutDirection = layoutDirection
  }
}

/// A screen description that also gives itself as an element tree.
public protocol ScreenElementConvertible: Sendable {
  /// The description as a tree of elements, in reading order.
  var element: ScreenElement { get }
}

extension ScreenElement {
  /// This screen with the layout direction of `context`'s language on it: what the
  /// catalog and the app session hand to renderers.
  public func laidOut(for context: ScreenContext) -> ScreenElement {
    var screen = self
    screen.look.layoutDirection = context.localizer.layoutDirection
    return screen
  }
}

extension ScreenElement: ScreenElementConvertible {
  /// The element itself.
  public var element: ScreenElement { self }
}
