import TrackerScreens

// One drawing per element kind: a new screen needs nothing here.

extension Painter {
  /// Draws `element` and what it holds.
  mutating func draw(_ element: ScreenElement) {
    switch element.kind {
    case .screen:
      streaks = element.children.filter { $0.kind == .streak }
      drawChildren(element)
    case .banner: drawBanner(element)
    case .title: drawTitle(element)
    case .button:
      // A floating button (Filters) in the middle; ScreenDrawing keeps it above the tab bar.
      let line = TerminalLine(buttonSpans(element))
      add(element.look.floats ? centered(line.spans) : line, showing: [element.id])
    case .textField: drawTextField(element)
    case .row: drawRow(element)
    case .placeholder: drawPlaceholder(element)
    case .section:
      gap()
      add(TerminalLine([TextSpan(element.texts.title?.string ?? "", TextStyle(isBold: true))]))
      for child in element.children { draw(child) }
    case .card:
      if nextLineShows {
        drawCard(element)
      } else {
        addUnshown(showing: element)
      }
    case .grid: drawGrid(element)
    case .cell: add(TerminalLine(slot(element.id, cellSpans(element))), showing: [element.id])
    case .menu: drawMenu(element)
    case .tabBar: drawTabBar(element)
    case .page: drawPage(element)
    case .pageControl:
      let total = max(element.total ?? 1, 1)
      let dots = (1...total).map { $0 == element.number ? "●" : "○" }.joined(separator: " ")
      add(centered([TextSpan(dots)]))
    case .counter: drawCounter(element)
    case .weekStrip: drawWeekStrip(element)
    case .week: drawWeeks([element], gap: Self.dayGap(width))
    case .month: drawMonth(element)
    case .indicator: drawIndicator(element)
    case .header: drawHeader(element)
    case .notes:
      gap()
      addWrapped(element.texts.title?.string ?? element.texts.value?.string ?? "", .plain)
    case .progress: drawProgress(element)
    case .list: for child in element.children { draw(child) }
    default: drawTexts(element)
    }
  }

  /// The children in order; buttons side by side when they fit (Cancel and Create).
  private mutating func drawChildren(_ element: ScreenElement) {
    var index = 0
    let children = element.children
    while index < children.count {
      var row: [ScreenElement] = []
      while index + row.count < children.count, children[index + row.count].kind == .button,
        children[index + row.count].look.style == .primary
          || children[index + row.count].look.style == .destructive
      {
        row.append(children[index + row.count])
      }
      if row.count > 1 {
        let spans = row.map { buttonSpans($0) }
        let used = spans.reduce(0) { $0 + $1.reduce(0) { $0 + $1.width } } + 2 * (row.count - 1)
        if used <= width {
          var line = TerminalLine()
          for (number, part) in spans.enumerated() {
            if number > 0 { line.add("  ") }
            line.spans += part
          }
          gap()
          add(line, showing: row.map(\.id))
          index += row.count
          continue
        }
      }
      draw(children[index])
      index += 1
    }
  }

  /// A button, as a slot.
  func buttonSpans(_ element: ScreenElement) -> [TextSpan] {
    let style = Self.buttonStyle(element)
    // A button whose choice is in effect (Filters, a filter on) is marked with a dot.
    let face = Self.face(element) + (element.state.isActive ? " ●" : "")
    let padded = element.look.style == .primary || element.look.style == .destructive
    return slot(element.id, [TextSpan(padded ? "  \(face)  " : face, style)])
  }

  private mutating func drawBanner(_ element: ScreenElement) {
    let style = TextStyle(foreground: Look.black, background: Look.yellow, isBold: true)
    let title = "⚠ " + (element.texts.title?.string ?? "")
    add(
      TerminalLine([TextSpan(DisplayWidth.prefix(title, columns: width), style)]).fitted(to: width))
    if let detail = element.texts.detail?.string {
      for part in DisplayWidth.wrap(detail, columns: width) {
        add(
          TerminalLine([TextSpan(part, TextStyle(foreground: Look.black, background: Look.yellow))])
            .fitted(to: width))
      }
    }
  }

  private mutating func drawTitle(_ element: ScreenElement) {
    addWrapped(element.texts.title?.string ?? "", TextStyle(isBold: true))
  }

  private mutating func drawTextField(_ element: ScreenElement) {
    let value = element.texts.value?.string ?? ""
    let clear = element.children.first
    let fieldWidth = max(4, min(40, width - 8))
    var inner: [TextSpan]
    var typedWidth = 0
    if value.isEmpty {
      let placeholder = element.texts.placeholder?.string ?? ""
      inner = [
        TextSpan(DisplayWidth.prefix(placeholder, columns: fieldWidth), TextStyle(isDim: true))
      ]
    } else if element.id == focus {
      // Typing: the end of the text, where the cursor is.
      var shown = value
      while DisplayWidth.of(shown) > fieldWidth - 1 { shown.removeFirst() }
      inner = [TextSpan(shown)]
      typedWidth = DisplayWidth.of(shown)
    } else {
      // Read: the start of the text, cut with "…".
      inner = [TextSpan(DisplayWidth.prefix(value, columns: fieldWidth))]
    }
    let used = inner.reduce(0) { $0 + $1.width }
    inner.append(TextSpan(String(repeating: " ", count: max(0, fieldWidth - used))))
    var spans = slot(element.id, [TextSpan("[")] + inner + [TextSpan("]")])
    if let clear {
      spans += slot(
        clear.id,
        [
          TextSpan(
            Self.face(clear, spoken: false), TextStyle(isDim: !clear.state.isEnabled)
          )
        ])
    }
    add(TerminalLine(spans), showing: [element.id, clear?.id])
    if element.id == focus, element.id != nil {
      cursor = (lines.count - 1, 2 + typedWidth)
    }
    if let error = element.texts.error?.string {
      addWrapped(error, TextStyle(foreground: Look.red), indent: 2)
    }
  }

  private mutating func drawRow(_ element: ScreenElement) {
    let trailing = [
      element.state.isChecked ? "✓" : nil, element.state.isOn.map { $0 ? "[ ●]" : "[○ ]" },
      element.look.hasChevron ? "›" : nil,
    ].compactMap { $0 }.joined(separator: " ")
    // The buttons a row holds (a reminder's "×") at its end, each a slot of its own.
    let buttons = element.children.filter { $0.kind == .button }.flatMap { button in
      slot(button.id, [TextSpan(Self.face(button, spoken: false), Self.buttonStyle(button))])
    }
    let title = element.texts.title?.string ?? ""
    let buttonsWidth = buttons.reduce(0) { $0 + $1.width }
    let room = width - 2 - DisplayWidth.of(trailing) - 1 - buttonsWidth
    let shown = DisplayWidth.prefix(title, columns: room)
    let fill = String(repeating: " ", count: max(1, room - DisplayWidth.of(shown) + 1))
    let onStyle = TextStyle(foreground: element.state.isOn == true ? Look.green : nil, isBold: true)
    let spans = slot(element.id, [TextSpan(shown + fill), TextSpan(trailing, onStyle)]) + buttons
    add(TerminalLine(spans), showing: [element.id] + element.children.map(\.id))
    if let subtitle = element.texts.subtitle?.string {
      add(
        TerminalLine([
          TextSpan(
            "  " + DisplayWidth.prefix(subtitle, columns: width - 2),
            TextStyle(foreground: Look.gray))
        ]))
    }
  }

  private mutating func drawPlaceholder(_ element: ScreenElement) {
    gap()
    add(centered([TextSpan(element.look.image.map(Look.glyph) ?? "", TextStyle(isBold: true))]))
    addWrapped(element.texts.title?.string ?? "", .plain, centered: true)
  }

  private mutating func drawCard(_ element: ScreenElement) {
    let color = Look.color(of: element.look)
    var left: [TextSpan] = []
    let emoji = element.look.emoji ?? " "
    let chip = " " + emoji + String(repeating: " ", count: max(1, 3 - DisplayWidth.of(emoji)))
    left.append(TextSpan(chip, TextStyle(background: color)))
    let done = element.children.first { $0.kind == .button }
    var right: [TextSpan] = []
    if let detail = element.texts.detail?.string {
      right.append(TextSpan(" " + detail, TextStyle(foreground: Look.gray)))
    }
    if element.state.isPinned { right.append(TextSpan(" " + Look.glyph(.pin))) }
    if let done {
      let isDone = element.state.isDone == true
      // The card's state says done or not; the button's image only when the card has none.
      let glyph: String =
        switch element.state.isDone {
        case true?: Look.glyph(.checkmark)
        case false?: Look.glyph(.plus)
        case nil: done.look.image.map(Look.glyph) ?? ""
        }
      let face =
        done.texts.title.map { glyph.isEmpty ? $0.string : glyph + " " + $0.string } ?? glyph
      let style = TextStyle(
        foreground: isDone ? Look.textColor(of: element.look) : color,
        background: isDone ? color : nil, isBold: isDone,
        isDim: !done.state.isEnabled)
      right += [TextSpan(" ")] + slot(done.id, [TextSpan("(\(face))", style)])
    } else {
      right.append(TextSpan(" "))
    }
    let rightWidth = right.reduce(0) { $0 + $1.width }
    let room = max(1, width - DisplayWidth.of(chip) - rightWidth - 2)
    let name = DisplayWidth.prefix(element.texts.title?.string ?? "", columns: room)
    let nameSpans = slot(element.id, [TextSpan(name, TextStyle(isBold: true))])
    let fill = String(repeating: " ", count: max(0, room - DisplayWidth.of(name)))
    add(TerminalLine(left + nameSpans + [TextSpan(fill)] + right), showing: [element.id, done?.id])
  }

  /// A cell's face: its emoji, or its color with its name; `[ ]` when selected.
  func cellSpans(_ element: ScreenElement) -> [TextSpan] {
    let selected = element.state.isSelected
    var spans = [TextSpan(selected ? "[" : " ", TextStyle(isBold: true))]
    if let emoji = element.look.emoji {
      spans.append(TextSpan(emoji + (DisplayWidth.of(emoji) < 2 ? " " : "")))
    } else if let color = Look.color(of: element.look) {
      spans.append(TextSpan("██", TextStyle(foreground: color)))
      if let name = element.texts.accessibilityLabel?.string { spans.append(TextSpan(" " + name)) }
    } else {
      spans.append(TextSpan(element.texts.title?.string ?? element.texts.value?.string ?? ""))
    }
    spans.append(TextSpan(selected ? "]" : " ", TextStyle(isBold: true)))
    return spans
  }

  private mutating func drawGrid(_ element: ScreenElement) {
    gap()
    add(TerminalLine([TextSpan(element.texts.title?.string ?? "", TextStyle(isBold: true))]))
    let cells = element.children.map { (id: $0.id, spans: slot($0.id, cellSpans($0))) }
    let cellWidth = cells.map { $0.spans.reduce(0) { $0 + $1.width } }.max() ?? 1
    let columns = max(1, min(element.look.columns ?? 6, width / max(cellWidth, 1)))
    var start = 0
    while start < cells.count {
      let row = cells[start..<min(start + columns, cells.count)]
      var line = TerminalLine()
      for cell in row {
        line.spans += cell.spans
        let used = cell.spans.reduce(0) { $0 + $1.width }
        if used < cellWidth { line.add(String(repeating: " ", count: cellWidth - used)) }
      }
      add(line, showing: row.map(\.id))
      start += columns
    }
  }

  private mutating func drawMenu(_ element: ScreenElement) {
    if let title = element.texts.title?.string {
      addWrapped(title, TextStyle(isBold: true), centered: true)
      gap()
    }
    for button in element.children {
      add(centered(buttonSpans(button)), showing: [button.id])
    }
  }

  private mutating func drawTabBar(_ element: ScreenElement) {
    let tabs = element.children.map { tab -> [TextSpan] in
      let selected = tab.state.isSelected
      let face =
        (tab.look.image.map(Look.glyph).map { $0 + " " } ?? "") + (tab.texts.title?.string ?? "")
      let style = TextStyle(foreground: selected ? Look.blue : Look.gray, isBold: selected)
      return slot(tab.id, [TextSpan(selected ? "[\(face)]" : " \(face) ", style)])
    }
    let used = tabs.reduce(0) { $0 + $1.reduce(0) { $0 + $1.width } }
    let space = max(1, (width - used) / (tabs.count + 1))
    var line = TerminalLine()
    for tab in tabs {
      line.add(String(repeating: " ", count: space))
      line.spans += tab
    }
    add(line, showing: element.children.map(\.id))
  }

  private mutating func drawPage(_ element: ScreenElement) {
    let title = element.texts.title?.string ?? ""
    if element.state.isSelected {
      let style = TextStyle(
        foreground: Look.white, background: Look.background(element.look.image), isBold: true)
      let band = TerminalLine([TextSpan(String(repeating: " ", count: width), style)])
      add(band)
      for part in DisplayWidth.wrap(title, columns: width - 4) {
        let left = max(0, (width - DisplayWidth.of(part)) / 2)
        var line = TerminalLine([TextSpan(String(repeating: " ", count: left), style)])
        line.spans += slot(element.id, [TextSpan(part, style)])
        add(line.fitted(to: width).restyled(background: style), showing: [element.id])
      }
      add(band)
    } else {
      for part in DisplayWidth.wrap(title, columns: width - 2) {
        add(
          centered(slot(element.id, [TextSpan(part, TextStyle(isDim: true))])),
          showing: [element.id])
      }
    }
  }

  private mutating func drawCounter(_ element: ScreenElement) {
    let text = [element.texts.title, element.texts.value, element.texts.detail].compactMap {
      $0?.string
    }
    .joined(separator: " ")
    add(centered([TextSpan(text, TextStyle(isBold: true))]))
  }

  private mutating func drawIndicator(_ element: ScreenElement) {
    let boxWidth = min(width, 40)
    let inner = boxWidth - 4
    let value = element.texts.value?.string ?? element.number.map(String.init) ?? ""
    let title = element.texts.title?.string ?? ""
    let border = TextStyle(foreground: Look.blue)
    add(TerminalLine([TextSpan("┌" + String(repeating: "─", count: boxWidth - 2) + "┐", border)]))
    for (text, style) in [(value, TextStyle(isBold: true)), (title, TextStyle.plain)] {
      let shown = DisplayWidth.prefix(text, columns: inner)
      add(
        TerminalLine([
          TextSpan("│ ", border), TextSpan(shown, style),
          TextSpan(String(repeating: " ", count: inner - DisplayWidth.of(shown))),
          TextSpan(" │", border),
        ]), showing: [element.id])
    }
    add(TerminalLine([TextSpan("└" + String(repeating: "─", count: boxWidth - 2) + "┘", border)]))
  }

  /// The chip of the header's emoji on its color, then its title: a long title (a tracker's
  /// name of 38 characters, a translation longer than English) wraps under itself, so that the
  /// header fits any width.
  private mutating func drawHeader(_ element: ScreenElement) {
    let chip = TextSpan(
      " " + (element.look.emoji ?? "") + " ", TextStyle(background: Look.color(of: element.look)))
    let room = max(1, width - chip.width - 1)
    let parts = DisplayWidth.wrap(element.texts.title?.string ?? "", columns: room)
    for (number, part) in parts.enumerated() {
      let lead = number == 0 ? chip : TextSpan(String(repeating: " ", count: chip.width))
      add(
        TerminalLine([lead, TextSpan(" " + part, TextStyle(isBold: true))]), showing: [element.id])
    }
    for child in element.children { draw(child) }
  }

  private mutating func drawProgress(_ element: ScreenElement) {
    let percent = min(max(element.number ?? 0, 0), 100)
    let barWidth = max(4, min(30, width - 12))
    let filled = barWidth * percent / 100
    var line = TerminalLine([
      TextSpan(String(repeating: "█", count: filled), TextStyle(foreground: Look.green)),
      TextSpan(String(repeating: "░", count: barWidth - filled), TextStyle(foreground: Look.gray)),
    ])
    if let value = element.texts.value?.string ?? element.texts.title?.string {
      line.add(" " + value, TextStyle(isBold: true))
    }
    if let title = element.texts.title?.string, element.texts.value != nil {
      addWrapped(title, TextStyle(isBold: true))
    }
    add(line)
    if let detail = element.texts.detail?.string {
      addWrapped(detail, TextStyle(foreground: Look.gray))
    }
  }

  /// Any other element: its visible texts on a line, then what it holds.
  private mutating func drawTexts(_ element: ScreenElement) {
    let text = Self.plainText(element)
    if !text.isEmpty {
      let spans = element.isInteractive ? slot(element.id, [TextSpan(text)]) : [TextSpan(text)]
      add(TerminalLine(spans), showing: [element.id])
    }
    for child in element.children { draw(child) }
  }

  /// An element's visible texts, joined.
  static func plainText(_ element: ScreenElement) -> String {
    let texts = element.texts
    return [texts.title, texts.value, texts.subtitle, texts.detail].compactMap { $0?.string }
      .joined(separator: " ")
  }
}

extension TerminalLine {
  /// The line with `style`'s background behind every span that has none.
  func restyled(background style: TextStyle) -> TerminalLine {
    var line = self
    for index in line.spans.indices where line.spans[index].style.background == nil {
      line.spans[index].style.background = style.background
      line.spans[index].style.foreground = line.spans[index].style.foreground ?? style.foreground
    }
    return line
  }
}
