import TrackerDomain
import TrackerScreens

/// Renders an element tree as text: one drawing per element kind, for every
/// screen. An element is a line (its kind, `#id`, texts and state), and the
/// elements inside it follow one level deeper.
extension Outline {
  /// Adds `element` and everything inside it.
  public mutating func add(_ element: ScreenElement) {
    let texts = element.texts
    let state = element.state
    let look = element.look
    switch element.kind {
    case .screen:
      let direction = look.layoutDirection == .rightToLeft ? "[right to left]" : nil
      group(
        parts(
          element.id?.rawValue ?? "screen", direction, focus(element),
          arrow(element.intents, "tap outside →"))
      ) {
        $0.add(element.children)
      }
    case .banner:
      line(parts(tag("banner", element), display(texts.title), display(texts.detail)))
    case .title:
      line(parts("title", display(texts.title)))
    case .button:
      line(
        parts(
          tag("button", element), display(texts.title), look.image.map { "image=\($0.rawValue)" },
          look.style.flatMap { $0 == .plain ? nil : "[\($0.rawValue)]" },
          look.floats ? "[floats]" : nil, state.isActive ? "[active]" : nil,
          state.isEnabled ? nil : "[disabled]", label(texts), arrow(element.intents)))
    case .textField:
      group(
        parts(
          tag("text-field", element), "text=" + (display(texts.value) ?? ""),
          "placeholder=" + (display(texts.placeholder) ?? ""))
      ) { outline in
        outline.add(element.children)
        if let error = texts.error { outline.line("error " + display(error)) }
      }
    case .row:
      group(
        parts(
          tag("row", element), display(texts.title),
          texts.subtitle.map { "subtitle=" + display($0) },
          mark(element), label(texts), arrow(element.intents),
          arrow(element.longPressIntents, "long-press →"))
      ) {
        $0.add(element.children)
      }
    case .placeholder:
      line(
        parts(
          tag("placeholder", element), look.image.map { "image=\($0.rawValue)" },
          display(texts.title)))
    case .card:
      group(
        parts(
          tag("card", element), look.emoji, look.color.map { "color=\($0.token)" },
          display(texts.title), display(texts.detail), state.isPinned ? "[pinned]" : nil,
          state.isDone == true ? "[done]" : nil, arrow(element.intents),
          arrow(element.longPressIntents, "long-press →"))
      ) { outline in
        if let label = texts.accessibilityLabel { outline.line("label " + display(label)) }
        outline.add(element.children)
      }
    case .section, .menu:
      group(
        parts(
          tag(element.kind.rawValue, element), display(texts.title), label(texts), focus(element),
          arrow(element.intents, "tap outside →"))
      ) {
        $0.add(element.children)
      }
    case .grid:
      group(parts(tag("grid", element), display(texts.title))) { outline in
        let columns = max(look.columns ?? element.children.count, 1)
        for start in stride(from: 0, to: element.children.count, by: columns) {
          let row = element.children[start..<min(start + columns, element.children.count)]
          outline.line(row.map(gridCell).joined(separator: " "))
        }
      }
    case .cell:
      line(gridCell(element))
    case .tabBar:
      group("tab-bar") { $0.add(element.children) }
    case .tab:
      line(
        parts(
          tag("tab", element), display(texts.title), look.image.map { "image=\($0.rawValue)" },
          state.isSelected ? "[selected]" : nil, arrow(element.intents)))
    case .page:
      line(
        parts(
          tag("page", element), look.image.map { "image=\($0.rawValue)" }, display(texts.title),
          state.isSelected ? "[shown]" : nil, arrow(element.intents)))
    case .pageControl:
      line(
        parts(
          tag("page-control", element), "\(element.number ?? 0)/\(element.total ?? 0)",
          label(texts)))
    case .counter:
      line(parts("counter", display(texts.title)))
    case .weekStrip:
      group(tag("week-strip", element)) { $0.add(element.children) }
    case .day:
      line(
        parts(
          tag("day", element), display(texts.title), display(texts.value),
          state.isSelected ? "[selected]" : nil, state.isToday ? "[today]" : nil,
          state.isPerfect ? "[all done]" : nil, label(texts), arrow(element.intents)))
    case .month:
      addMonth(element)
    case .weekday, .week:
      line(monthLine(element))
    case .blank:
      line("blank")
    case .streak:
      let days = element.days.map { "\($0.lowerBound.iso)…\($0.upperBound.iso)" }
      line(parts("streak", days, element.number.map { "length=\($0)" }, label(texts)))
    case .indicator:
      line(
        parts(tag("indicator", element), display(texts.value), display(texts.title), label(texts)))
    case .header:
      line(
        parts(
          tag("header", element), look.emoji, look.color.map { "color=\($0.token)" },
          display(texts.title)))
    case .notes:
      line(parts("notes", display(texts.title)))
    case .list:
      // A complete list is its items, in place; a window of one says what it leaves out.
      guard let window = element.window, !window.isComplete else {
        add(element.children)
        return
      }
      group(
        parts(tag("list", element), "\(window.before) before", "\(window.after) after")
      ) { $0.add(element.children) }
    case .progress:
      line(
        parts(
          "progress \(element.number ?? 0)%", display(texts.title), display(texts.value),
          display(texts.detail)))
    }
  }

  /// Adds each element in order.
  public mutating func add(_ elements: [ScreenElement]) {
    for element in elements { add(element) }
  }

  /// A month as a grid, one week a line: `✓` done (or, with no tracker
  /// chosen, every habit done), `○` a counted day not done, `*` today, `>` the
  /// selected day, `·` outside the month; then the selected day and today in
  /// full, with what tapping them sends.
  private mutating func addMonth(_ month: ScreenElement) {
    let weekdays = month.children.filter { $0.kind == .weekday }
    line("weekdays " + weekdays.map { display($0.texts.title) ?? "" }.joined(separator: " "))
    let weeks = month.children.filter { $0.kind == .week }
    for week in weeks { line(monthLine(week)) }
    for day in weeks.flatMap(\.children)
    where day.kind == .day && (day.state.isSelected || day.state.isToday) {
      line(
        parts(
          tag("day", day), day.state.isSelected ? "[selected]" : nil,
          day.state.isToday ? "[today]" : nil, day.number.map { "streak=\($0)" },
          label(day.texts), arrow(day.intents)))
    }
  }
}

/// `kind #id`, or the kind alone for an element without an id.
private func tag(_ kind: String, _ element: ScreenElement) -> String {
  element.id.map { "\(kind) #\($0)" } ?? kind
}

/// `focus=#id`: where the focus starts on a screen (or a menu shown as one); nil elsewhere.
private func focus(_ element: ScreenElement) -> String? {
  element.initialFocus.map { "focus=#\($0)" }
}

/// The mark at a row's end: `[>]`, `[✓]`, `[switch on]` or `[switch off]`.
private func mark(_ row: ScreenElement) -> String? {
  if row.look.hasChevron { return "[>]" }
  if row.state.isChecked { return "[✓]" }
  return row.state.isOn.map { $0 ? "[switch on]" : "[switch off]" }
}

/// `label="…"`, or nil.
private func label(_ texts: ElementTexts) -> String? {
  texts.accessibilityLabel.map { "label=" + display($0) }
}

/// A grid cell: its emoji, or its color's name; `(…)` when selected.
private func gridCell(_ cell: ScreenElement) -> String {
  let text =
    cell.look.emoji ?? display(cell.texts.value) ?? display(cell.texts.accessibilityLabel) ?? ""
  return cell.state.isSelected ? "(\(text))" : text
}

/// A line of a month: a weekday's name, or a week of five-character cells.
private func monthLine(_ element: ScreenElement) -> String {
  switch element.kind {
  case .weekday: return display(element.texts.title) ?? ""
  case .blank: return "  ·  "
  case .day:
    let number = display(element.texts.value) ?? ""
    let padded = number.count == 1 ? " " + number : number
    let state = element.state
    let mark =
      state.isDone == true || state.isPerfect
      ? "✓" : state.isDone == false && state.isCounted == true ? "○" : " "
    return (state.isSelected ? ">" : " ") + padded + mark + (state.isToday ? "*" : " ")
  default:
    let line = "week " + element.children.map(monthLine).joined(separator: " ")
    return String(line.reversed().drop { $0 == " " }.reversed())
  }
}
