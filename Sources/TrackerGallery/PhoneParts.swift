import TrackerDomain
import TrackerLocalization
import TrackerScreens

// The drawings of the element kinds with more than a line to them: buttons, rows, cards,
// grids and their cells, days; and the marking of texts.
extension PhoneDrawing {
  /// A button: filled (primary), outlined red (destructive), a text or an image; gray
  /// when disabled. In a menu, a row of the menu's list.
  mutating func button(_ element: ScreenElement, width: Double, inMenu: Bool) -> String {
    var classes = ["button"]
    if inMenu { classes.append("menu-button") }
    classes.append(element.look.style?.rawValue ?? "plain")
    if element.look.image != nil && element.texts.title == nil { classes.append("icon") }
    if !element.state.isEnabled { classes.append("disabled") }
    let font = inMenu ? 17.0 : element.look.style == .plain || element.look.style == nil ? 17 : 16
    var content = ""
    if element.texts.title == nil || element.look.image == .checkmark || element.look.image == .plus
    {
      content += Self.glyph(element.look.image)
    }
    if let title = element.texts.title {
      content += text(title, TextBox(width - 24, font: font))
    }
    let html = HTML.div(
      classes.joined(separator: " "), content, [("data-id", element.id?.rawValue)])
    if let label = element.texts.accessibilityLabel { speak(label, of: element) }
    return html
  }

  /// A row of a grouped list: title, subtitle, and a chevron, checkmark or switch.
  mutating func row(_ element: ScreenElement, width: Double) -> String {
    let state = element.state
    var accessory = ""
    if element.look.hasChevron {
      accessory = HTML.span("chevron", "›")
    } else if state.isChecked {
      accessory = HTML.span("checkmark", "✓")
    } else if let isOn = state.isOn {
      accessory = HTML.span(isOn ? "switch on" : "switch", HTML.span("knob", ""))
    } else if !element.children.isEmpty {
      // What the row holds (a reminder's "×") at its end.
      accessory = element.children.map { draw($0, width: 40) }.joined()
    }
    let textWidth = width - 32 - (accessory.isEmpty ? 0 : 40)
    let subtitle =
      element.texts.subtitle.map {
        HTML.div("row-subtitle", text($0, TextBox(textWidth, font: 17)))
      } ?? ""
    return HTML.div(
      "row",
      HTML.div(
        "row-texts",
        HTML.div("row-title", text(element.texts.title, TextBox(textWidth, font: 17))) + subtitle)
        + accessory, [("data-id", element.id?.rawValue)])
  }

  /// A tracker's card: the colored block with the emoji and the name, then the counter
  /// and the round done button in the card's color.
  mutating func card(_ element: ScreenElement, width: Double) -> String {
    let look = element.look
    let pin = element.state.isPinned ? HTML.span("pin", "📌") : ""
    let block = HTML.div(
      "card-block",
      HTML.span("card-emoji", HTML.text(look.emoji ?? "")) + pin
        + HTML.div("card-name", text(element.texts.title, TextBox(width - 24, font: 12, lines: 2))),
      [("style", Self.background(look.color))])
    let buttons = element.children.map { child -> String in
      guard child.kind == .button else { return draw(child, width: 34) }
      let done = child.look.image == .checkmark
      let classes =
        "done-button" + (done ? " done" : "") + (child.state.isEnabled ? "" : " disabled")
      let html = HTML.div(
        classes, done ? "✓" : "+",
        [("style", Self.background(look.color)), ("data-id", child.id?.rawValue)])
      if let label = child.texts.accessibilityLabel { speak(label, of: child) }
      return html
    }
    let footer = HTML.div(
      "card-footer",
      HTML.span("card-counter", text(element.texts.detail, TextBox(width - 12 - 34 - 8, font: 12)))
        + buttons.joined())
    return HTML.div("card", block + footer, [("data-id", element.id?.rawValue)])
  }

  /// A picker: its title, then its cells in rows of `columns`.
  mutating func grid(_ element: ScreenElement, width: Double) -> String {
    let columns = max(element.look.columns ?? 6, 1)
    let cells = element.children.map { draw($0, width: width / Double(columns)) }.joined()
    return HTML.div(
      "grid",
      HTML.element(
        "h3", [("class", "grid-title")], text(element.texts.title, TextBox(width - 12, font: 19)))
        + HTML.div("cells", cells, [("style", "grid-template-columns: repeat(\(columns), 1fr)")]))
  }

  /// A picker cell: an emoji on gray when selected, a color square, ringed when selected,
  /// or a number (a reminder's hour or minute), on gray when selected.
  mutating func cell(_ element: ScreenElement, width: Double) -> String {
    let selected = element.state.isSelected ? " selected" : ""
    if let emoji = element.look.emoji {
      return HTML.div("cell emoji" + selected, HTML.text(emoji))
    }
    if element.look.color == nil {
      let texts = element.texts
      let shown = texts.value ?? texts.title ?? texts.accessibilityLabel
      return HTML.div("cell number" + selected, text(shown, TextBox(width, font: 17)))
    }
    let color = element.look.color.map { "--swatch: \($0.hex)" }
    return HTML.div("cell color" + selected, HTML.span("swatch", ""), [("style", color)])
  }

  /// A day of a week strip or a month: its weekday name (in a strip), its number, and
  /// marks for today, the selected day, done, counted and perfect days.
  mutating func day(_ element: ScreenElement, width: Double) -> String {
    let state = element.state
    var classes = ["day"]
    if state.isSelected { classes.append("selected") }
    if state.isToday { classes.append("today") }
    if state.isPerfect { classes.append("perfect") }
    if state.isDone == true { classes.append("done") }
    if state.isDone == false && state.isCounted == true { classes.append("counted") }
    let name =
      element.texts.title.map {
        HTML.div("day-name", text($0, TextBox(width, font: 11)))
      } ?? ""
    let number = HTML.div("day-number", text(element.texts.value, TextBox(width, font: 17)))
    return HTML.div(
      classes.joined(separator: " "), name + number, [("data-id", element.id?.rawValue)])
  }

  // MARK: Texts

  /// A display text: a table text marked with its key, the user's words, or a number.
  mutating func text(_ display: DisplayText?, _ box: TextBox) -> String {
    switch display {
    case nil: return ""
    case .localized(let localized)?: return mark(localized, box: box, role: "shown")
    case .content(let content)?: return HTML.span("user", HTML.text(content))
    case .number(let number)?: return HTML.text(number)
    }
  }

  /// A table text marked with its key: pointing at it (or focusing it, or opening its
  /// anchor) shows the key, the English text, the comment and the plural form.
  mutating func mark(_ localized: LocalizedText, box: TextBox?, role: String) -> String {
    let shownText = ShownText(
      anchor: "\(language.code)-t\(shown.count + 1)", text: localized, role: role,
      elementID: nil, box: box,
      isFallback: language != .english && !language.isPseudo
        && localized.tableLanguage != language)
    shown.append(shownText)
    let classes =
      "tx" + (shownText.mayOverflow ? " overflow" : "") + (shownText.isFallback ? " fallback" : "")
    return HTML.element(
      "span",
      [
        ("class", classes), ("id", shownText.anchor), ("tabindex", "0"),
        ("data-key", localized.key), ("data-keys", shownText.keys.joined(separator: " ")),
        ("data-tip", reference.tip(for: shownText)),
      ], HTML.text(localized.string))
  }

  /// Adds an element's spoken label to the list under the phone.
  mutating func speak(_ label: DisplayText, of element: ScreenElement) {
    let id = element.id.map { HTML.element("code", [], HTML.text($0.rawValue)) + " " } ?? ""
    let spokenText: String
    switch label {
    case .localized(let localized): spokenText = mark(localized, box: nil, role: "spoken label")
    case .content(let content): spokenText = HTML.span("user", HTML.text(content))
    case .number(let number): spokenText = HTML.text(number)
    }
    spoken.append(HTML.element("li", [], id + spokenText))
  }

  // MARK: Looks

  /// `background: #RRGGBB` for a palette color, with the kit's text color on it, or nil.
  static func background(_ color: TrackerColor?) -> String? {
    color.map { "background: \($0.hex); color: \($0.textColor.hex)" }
  }

  /// A stand-in drawing for an image token.
  static func glyph(_ image: ImageToken?) -> String {
    guard let image else { return "" }
    let glyph: String
    switch image {
    case .plus: glyph = "+"
    case .checkmark: glyph = "✓"
    case .clearText: glyph = "⊗"
    case .chevron: glyph = "›"
    case .placeholderNoTrackers: glyph = "💫"
    case .placeholderNothingFound: glyph = "🧐"
    case .placeholderNoStatistics: glyph = "😢"
    case .onboardingBlue, .onboardingRed: glyph = ""
    case .tabTrackers: glyph = "◉"
    case .tabStatistics: glyph = "▥"
    case .pin: glyph = "📌"
    case .calendar: glyph = "📅"
    case .chevronBackward: glyph = "‹"
    case .chevronForward: glyph = "›"
    case .edit: glyph = "✎"
    case .trash: glyph = "🗑"
    case .close: glyph = "×"
    }
    return HTML.span("glyph glyph-\(image.rawValue)", HTML.text(glyph))
  }
}
