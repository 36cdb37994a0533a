import TrackerDomain
import TrackerLocalization

// Each component of a description as a `ScreenElement`: the one place that
// says which of its parts go into which text role, state and look.

extension ScreenButton: ScreenElementConvertible {
  /// A `button`: its title, image, style, whether it is enabled and what it sends.
  public var element: ScreenElement {
    ScreenElement(
      .button, id: id,
      texts: ElementTexts(
        title: title, accessibilityLabel: accessibilityLabel.map(DisplayText.localized)),
      state: ElementState(isEnabled: isEnabled, isActive: isActive),
      look: ElementLook(image: image, style: style, floats: floats), intents: intents)
  }
}

extension ScreenTextField: ScreenElementConvertible {
  /// A `text-field`: the text typed so far, the placeholder and the error; the
  /// clear button inside.
  public var element: ScreenElement {
    ScreenElement(
      .textField, id: id,
      texts: ElementTexts(
        value: .content(text), placeholder: .localized(placeholder),
        error: error.map(DisplayText.localized)),
      typingIntent: intent(for: text), children: clearButton.map { [$0.element] } ?? [])
  }
}

extension ListRow: ScreenElementConvertible {
  /// A `row`: title, subtitle, its checkmark, switch or chevron, and what tapping
  /// and a long press send.
  public var element: ScreenElement {
    var state = ElementState()
    var look = ElementLook()
    switch accessory {
    case .none: break
    case .chevron: look.hasChevron = true
    case .checkmark: state.isChecked = true
    case .toggle(let isOn): state.isOn = isOn
    }
    return ScreenElement(
      .row, id: id,
      texts: ElementTexts(
        title: title, subtitle: subtitle,
        accessibilityLabel: accessibilityLabel.map(DisplayText.localized)),
      state: state, look: look, intents: intents, longPressIntents: longPressIntents)
  }
}

extension Placeholder: ScreenElementConvertible {
  /// A `placeholder`: its image and text.
  public var element: ScreenElement {
    ScreenElement(
      .placeholder, id: id, texts: ElementTexts(title: .localized(text)),
      look: ElementLook(image: image))
  }
}

extension TrackerCard: ScreenElementConvertible {
  /// A `card`: emoji, color, name, counter, pinned and done; the done button inside.
  public var element: ScreenElement {
    ScreenElement(
      .card, id: id,
      texts: ElementTexts(
        title: .content(name), detail: .localized(counter),
        accessibilityLabel: .localized(accessibilityLabel)),
      state: ElementState(isDone: isDone, isPinned: isPinned),
      look: ElementLook(color: color, emoji: emoji), intents: tapIntents,
      longPressIntents: menuIntents, children: [doneButton.element])
  }
}

extension CardSection: ScreenElementConvertible {
  /// A `section`: its title, then its cards.
  public var element: ScreenElement { element(cards: cards.map { $0.element }) }

  /// The section with its cards' elements given (a `CardShelf`'s).
  func element(cards: [ScreenElement]) -> ScreenElement {
    ScreenElement(.section, id: id, texts: ElementTexts(title: title), children: cards)
  }
}

extension PickerSection: ScreenElementConvertible {
  /// A `grid`: its title and columns, then its cells.
  public var element: ScreenElement {
    ScreenElement(
      .grid, id: id, texts: ElementTexts(title: .localized(title)),
      look: ElementLook(columns: columns), children: cells.map { $0.element })
  }
}

extension PickerCell: ScreenElementConvertible {
  /// A `cell`: an emoji, or a color with its name; selected or not.
  public var element: ScreenElement {
    var look = ElementLook()
    switch content {
    case .emoji(let emoji): look.emoji = emoji
    case .color(let color): look.color = color
    }
    return ScreenElement(
      .cell, id: id, texts: ElementTexts(accessibilityLabel: .localized(accessibilityLabel)),
      state: ElementState(isSelected: isSelected), look: look, intents: intents)
  }
}

extension ActionMenu: ScreenElementConvertible {
  /// A `menu`: the question of a confirmation sheet, if any, then the buttons;
  /// the focus starts on `focus` (the first action, or a confirmation's safe choice). A
  /// confirmation, the root of its screen, is closed by a tap outside it (`dismiss`).
  public var element: ScreenElement {
    ScreenElement(
      .menu, id: id,
      texts: ElementTexts(title: title.map(DisplayText.localized), accessibilityLabel: label),
      intents: closesOnTapOutside ? [.dismiss] : [], children: buttons.map { $0.element },
      initialFocus: focus)
  }
}

extension TabBar: ScreenElementConvertible {
  /// The `tab-bar`, with a `tab` element for each tab.
  public var element: ScreenElement {
    ScreenElement(
      .tabBar,
      children: items.map { item in
        ScreenElement(
          .tab, id: item.id, texts: ElementTexts(title: .localized(item.title)),
          state: ElementState(isSelected: item.isSelected), look: ElementLook(image: item.image),
          intents: item.intents)
      })
  }
}

extension OfflineBanner: ScreenElementConvertible {
  /// The `banner`: "No internet connection" and how many changes wait.
  public var element: ScreenElement {
    ScreenElement(
      .banner, id: id, texts: ElementTexts(title: .localized(title), detail: .localized(detail)))
  }
}

extension WeekStrip: ScreenElementConvertible {
  /// The `week-strip`: the button to the week before, seven `day`s, the button to the week after.
  public var element: ScreenElement {
    ScreenElement(
      .weekStrip, id: id,
      children: [previousWeekButton.element]
        + days.map { day in
          guard let cell = day else { return ScreenElement(.blank) }
          return ScreenElement(
            .day, id: cell.id,
            texts: ElementTexts(
              title: .localized(cell.weekday), value: cell.number,
              accessibilityLabel: .localized(cell.accessibilityLabel)),
            state: ElementState(
              isSelected: cell.isSelected, isToday: cell.isToday, isPerfect: cell.isPerfect),
            days: cell.day...cell.day, intents: cell.intents)
        } + [nextWeekButton.element])
  }
}

extension ScreenElement {
  /// A screen: the root of a description's tree, named by `id`, with the focus
  /// starting on `focus` (by default on the first element a user can act on). A screen
  /// shown over another that a tap outside it closes (a sheet, a menu) has `dismiss` as the
  /// intents of its root: what a tap on the screen itself, outside what it shows, sends.
  static func screen(
    _ name: String, _ children: [ScreenElement?], focus: ElementID? = nil,
    closesOnTapOutside: Bool = false
  ) -> ScreenElement {
    var screen = ScreenElement(.screen, id: ElementID(name), children: children.compactMap { $0 })
    screen.initialFocus = focus ?? screen.firstFocusable
    if closesOnTapOutside { screen.intents = [.dismiss] }
    return screen
  }

  /// The element as a menu shows what it acts on: drawn as it is, but nothing in it acts
  /// (a card's preview over its menu: its done button sends nothing).
  var preview: ScreenElement {
    var element = self
    element.intents = []
    element.longPressIntents = []
    element.children = children.map { $0.preview }
    return element
  }

  /// A screen's `title`.
  static func title(_ text: LocalizedText) -> ScreenElement {
    ScreenElement(.title, texts: ElementTexts(title: .localized(text)))
  }
}
