import TrackerDomain
import TrackerLocalization
import TrackerScreens

extension Button: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.line(
      parts(
        "button #\(id)", title.map(display), image.map { "image=\($0.rawValue)" },
        style == .plain ? nil : "[\(style.rawValue)]", isEnabled ? nil : "[disabled]",
        label(accessibilityLabel), arrow(intents)))
  }
}

extension TextField: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group(
      parts("text-field #\(id)", "text=" + content(text), "placeholder=" + quoted(placeholder))
    ) { outline in
      clearButton?.render(into: &outline)
      if let error { outline.line("error " + quoted(error)) }
    }
  }
}

extension ListRow: TextRenderable {
  public func render(into outline: inout Outline) {
    let mark: String? =
      switch accessory {
      case .none: nil
      case .chevron: "[>]"
      case .checkmark: "[✓]"
      case .toggle(let isOn): isOn ? "[switch on]" : "[switch off]"
      }
    outline.line(
      parts(
        "row #\(id)", display(title), subtitle.map { "subtitle=" + display($0) }, mark,
        label(accessibilityLabel), arrow(intents), arrow(longPressIntents, "long-press →")))
  }
}

extension Placeholder: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.line(parts("placeholder #\(id)", "image=\(image.rawValue)", quoted(text)))
  }
}

extension TrackerCard: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group(
      parts(
        "card #\(id)", emoji, "color=\(color.token)", content(name), quoted(counter),
        isPinned ? "[pinned]" : nil, isDone ? "[done]" : nil, arrow(menuIntents, "long-press →"))
    ) { outline in
      outline.line("label " + quoted(accessibilityLabel))
      doneButton.render(into: &outline)
    }
  }
}

extension CardSection: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group(parts("section #\(id)", display(title))) { outline in
      for card in cards { card.render(into: &outline) }
    }
  }
}

extension PickerSection: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group(parts("grid #\(id)", quoted(title))) { outline in
      for start in stride(from: 0, to: cells.count, by: max(columns, 1)) {
        let row = cells[start..<min(start + max(columns, 1), cells.count)]
        outline.line(row.map(\.gridText).joined(separator: " "))
      }
    }
  }
}

extension PickerCell {
  /// The cell in a grid line: its emoji, or its color's name; `(…)` when selected.
  fileprivate var gridText: String {
    let text: String =
      switch content {
      case .emoji(let emoji): emoji
      case .color: quoted(accessibilityLabel)
      }
    return isSelected ? "(\(text))" : text
  }
}

extension ActionMenu: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group(parts("menu #\(id)", title.map(quoted))) { outline in
      for button in buttons { button.render(into: &outline) }
    }
  }
}

extension TabBar: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("tab-bar") { outline in
      for item in items {
        outline.line(
          parts(
            "tab #\(item.id)", quoted(item.title), "image=\(item.image.rawValue)",
            item.isSelected ? "[selected]" : nil, arrow(item.intents)))
      }
    }
  }
}

extension OfflineBanner: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.line(parts("banner #\(id)", quoted(title), quoted(detail)))
  }
}
