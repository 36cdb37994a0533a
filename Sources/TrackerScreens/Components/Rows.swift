import TrackerDomain
import TrackerLocalization

/// A row of a grouped list: a title, an optional line under it, and what sits
/// at its end (a chevron, a checkmark, a switch).
public struct ListRow: Hashable, Sendable {
  /// What sits at the end of the row.
  public enum Accessory: Hashable, Sendable {
    /// Nothing.
    case none
    /// A chevron: the row opens another screen.
    case chevron
    /// The blue checkmark of the chosen row.
    case checkmark
    /// A switch, on or off.
    case toggle(isOn: Bool)
  }

  /// A stable identifier.
  public var id: ElementID
  /// The row's title.
  public var title: DisplayText
  /// The gray text under the title ("Every day" under Schedule), if any.
  public var subtitle: DisplayText?
  /// What sits at the row's end.
  public var accessory: Accessory
  /// What tapping the row sends (for a switch: what flipping it sends).
  public var intents: [ScreenIntent]
  /// What a long press sends, if anything (a category's menu).
  public var longPressIntents: [ScreenIntent]
  /// What a screen reader says, when the visible texts are not enough.
  public var accessibilityLabel: LocalizedText?

  /// A row with every part given.
  public init(
    id: ElementID, title: DisplayText, subtitle: DisplayText? = nil, accessory: Accessory = .none,
    intents: [ScreenIntent] = [], longPressIntents: [ScreenIntent] = [],
    accessibilityLabel: LocalizedText? = nil
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.accessory = accessory
    self.intents = intents
    self.longPressIntents = longPressIntents
    self.accessibilityLabel = accessibilityLabel
  }
}

extension ListRow {
  /// The first row with a checkmark (the chosen filter or category): where a
  /// list's focus starts.
  static func checked(in rows: [ListRow]) -> ElementID? {
    rows.first { $0.accessory == .checkmark }?.id
  }
}

/// What a screen shows instead of its content when there is none: an image and a text.
public struct Placeholder: Hashable, Sendable {
  /// A stable identifier.
  public var id: ElementID
  /// The picture above the text.
  public var image: ImageToken
  /// The text, such as "What will we track?".
  public var text: LocalizedText

  /// A placeholder with every part given.
  public init(id: ElementID, image: ImageToken, text: LocalizedText) {
    self.id = id
    self.image = image
    self.text = text
  }
}

/// A cell of the emoji or color grid of the tracker form.
public struct PickerCell: Hashable, Sendable {
  /// What the cell shows.
  public enum Content: Hashable, Sendable {
    /// One of the 18 emoji.
    case emoji(String)
    /// One of the 18 colors.
    case color(TrackerColor)
  }

  /// A stable identifier.
  public var id: ElementID
  /// The emoji or color.
  public var content: Content
  /// Whether it is the chosen one (a background under an emoji, an outline on a color).
  public var isSelected: Bool
  /// What tapping it sends.
  public var intents: [ScreenIntent]
  /// What a screen reader says: "Emoji 🙂", "Red".
  public var accessibilityLabel: LocalizedText

  /// A cell with every part given.
  public init(
    id: ElementID, content: Content, isSelected: Bool, intents: [ScreenIntent],
    accessibilityLabel: LocalizedText
  ) {
    self.id = id
    self.content = content
    self.isSelected = isSelected
    self.intents = intents
    self.accessibilityLabel = accessibilityLabel
  }
}

/// A titled grid of picker cells: the Emoji or the Color section of the form.
public struct PickerSection: Hashable, Sendable {
  /// A stable identifier.
  public var id: ElementID
  /// "Emoji" or "Color".
  public var title: LocalizedText
  /// The 18 cells, in rows of `columns`.
  public var cells: [PickerCell]
  /// How many cells a row holds.
  public var columns: Int

  /// A section with every part given.
  public init(id: ElementID, title: LocalizedText, cells: [PickerCell], columns: Int = 6) {
    self.id = id
    self.title = title
    self.cells = cells
    self.columns = columns
  }
}

/// A menu of actions over a blurred background, or a confirmation sheet with
/// its question: the same list of buttons with an optional title.
public struct ActionMenu: Hashable, Sendable {
  /// A stable identifier.
  public var id: ElementID
  /// The question of a confirmation sheet; nil for a context menu.
  public var title: LocalizedText?
  /// The buttons, top to bottom.
  public var buttons: [ScreenButton]
  /// What a context menu is spoken as (the tracker or category it acts on); a confirmation is
  /// spoken as its question.
  public var label: DisplayText?

  /// The button the focus starts on: a menu's first action, a confirmation's
  /// safe choice (Cancel), never one that deletes by a stray Enter.
  public var focus: ElementID?
  /// Whether a tap outside it closes it, as Cancel does: a confirmation sheet, which is a
  /// screen of its own (a context menu is part of its screen, which says so).
  public var closesOnTapOutside: Bool

  /// A menu of `buttons`, spoken as `label`; the focus starts on `focus`, by default on the
  /// first enabled button.
  public init(
    id: ElementID, title: LocalizedText? = nil, label: DisplayText? = nil,
    buttons: [ScreenButton], focus: ElementID? = nil, closesOnTapOutside: Bool = false
  ) {
    self.id = id
    self.title = title
    self.label = label
    self.buttons = buttons
    self.focus = focus ?? buttons.first { $0.isEnabled }?.id
    self.closesOnTapOutside = closesOnTapOutside
  }
}

extension ActionMenu {
  /// A confirmation sheet: the question, a red button (`<id>.<confirmName>`)
  /// that sends `action` and closes the sheet, and one that only closes it.
  static func confirmation(
    id: ElementID, question: LocalizedText, confirm: LocalizedText, cancel: LocalizedText,
    action: TrackerAction, confirmName: String = "delete"
  ) -> ActionMenu {
    ActionMenu(
      id: id, title: question,
      buttons: [
        ScreenButton(
          id: id.appending(confirmName), title: .localized(confirm), style: .destructive,
          intents: [.apply(action), .dismiss]),
        ScreenButton(id: id.appending("cancel"), title: .localized(cancel), intents: [.dismiss]),
      ], focus: id.appending("cancel"), closesOnTapOutside: true)
  }
}

/// The two tabs at the bottom of the main and statistics screens.
public struct TabBar: Hashable, Sendable {
  /// One tab.
  public struct Item: Hashable, Sendable {
    /// A stable identifier.
    public var id: ElementID
    /// Which tab.
    public var tab: AppTab
    /// "Trackers" or "Statistics".
    public var title: LocalizedText
    /// The tab's icon.
    public var image: ImageToken
    /// Whether it is the tab shown.
    public var isSelected: Bool
    /// What tapping it sends (nothing for the selected tab).
    public var intents: [ScreenIntent]
  }

  /// The tabs, left to right.
  public var items: [Item]

  /// A tab bar with `selected` chosen.
  public init(items: [Item]) {
    self.items = items
  }
}
