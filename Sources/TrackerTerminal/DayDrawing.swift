import TrackerScreens

// Days side by side: a month's weeks under its weekday names, and the goals app's
// week strip with its arrows. A day is five columns, as in the text rendering:
// `[17✓]` selected, ` 17○ ` missed, with the focus's `›17‹` in place of the brackets.

extension Painter {
  /// The columns of one day.
  static let dayWidth = 5

  /// The space between days: one column when seven days fit with it, none otherwise
  /// (a month keeps its Sunday at 40 columns).
  static func dayGap(_ width: Int) -> Int {
    7 * dayWidth + 6 <= width ? 1 : 0
  }

  /// A month: its title, the weekday names over their columns, then the weeks.
  mutating func drawMonth(_ element: ScreenElement) {
    if let title = element.texts.title?.string {
      add(centered([TextSpan(title, TextStyle(isBold: true))]))
    }
    let gap = Self.dayGap(width)
    let weekdays = element.children.filter { $0.kind == .weekday }
    if !weekdays.isEmpty {
      add(indented(weekdayLine(weekdays.map { $0.texts.title?.string ?? "" }, gap: gap), gap: gap))
    }
    drawWeeks(element.children.filter { $0.kind != .weekday }, gap: gap)
  }

  /// Rows of days (a month's weeks), each on a line.
  mutating func drawWeeks(_ weeks: [ScreenElement], gap: Int) {
    for week in weeks {
      if week.kind != .week {
        draw(week)
        continue
      }
      add(indented(dayLine(week.children, gap: gap), gap: gap), showing: week.children.map(\.id))
    }
  }

  /// The week strip: the weekday names over the days, with the buttons to the week
  /// before and after at both ends of the days when they fit, on a line above them otherwise.
  mutating func drawWeekStrip(_ element: ScreenElement) {
    let days = element.children.filter { $0.kind == .day || $0.kind == .blank }
    let firstDay = element.children.firstIndex { $0.kind == .day || $0.kind == .blank } ?? 0
    let before = element.children[..<firstDay].filter { $0.kind != .day && $0.kind != .blank }
    let after = element.children[firstDay...].filter { $0.kind != .day && $0.kind != .blank }
    let leading = before.flatMap(arrowSpans)
    let trailing = after.flatMap(arrowSpans)
    let ends = width(of: leading) + width(of: trailing)
    let gap = 7 * Self.dayWidth + 6 + ends <= width ? 1 : 0
    let cells = 7 * Self.dayWidth + 6 * gap
    let besideDays = cells + ends <= width
    let left = max(0, (width - cells - (besideDays ? ends : 0)) / 2)
    let margin = String(repeating: " ", count: left)
    if !besideDays {
      let room = max(1, cells - width(of: leading) - width(of: trailing))
      add(
        TerminalLine(
          [TextSpan(margin)] + leading + [TextSpan(String(repeating: " ", count: room))]
            + trailing), showing: (before + after).map(\.id))
    }
    let names = days.map { $0.texts.title?.string ?? "" }
    var header = TerminalLine([
      TextSpan(margin + String(repeating: " ", count: besideDays ? width(of: leading) : 0))
    ])
    header.spans += weekdayLine(names, gap: gap).spans
    add(header)
    var line = TerminalLine([TextSpan(margin)])
    if besideDays { line.spans += leading }
    line.spans += dayLine(days, gap: gap).spans
    if besideDays { line.spans += trailing }
    add(line, showing: days.map(\.id) + (besideDays ? (before + after).map(\.id) : []))
  }

  /// A button beside days: its glyph (or title), as a slot.
  private func arrowSpans(_ button: ScreenElement) -> [TextSpan] {
    let face =
      button.texts.title.map { _ in Self.face(button) }
      ?? Look.glyph(button.look.image ?? .chevron)
    return slot(button.id, [TextSpan(face, Self.buttonStyle(button))])
  }

  private func width(of spans: [TextSpan]) -> Int {
    spans.reduce(0) { $0 + $1.width }
  }

  /// `line` moved right so that seven days with `gap` are centered in the width.
  private func indented(_ line: TerminalLine, gap: Int) -> TerminalLine {
    let cells = 7 * Self.dayWidth + 6 * gap
    let left = max(0, (width - cells) / 2)
    return TerminalLine([TextSpan(String(repeating: " ", count: left))] + line.spans)
  }

  /// Weekday names, each over its day's number, cut to three columns.
  private func weekdayLine(_ names: [String], gap: Int) -> TerminalLine {
    var line = TerminalLine()
    for (index, name) in names.enumerated() {
      let shown = DisplayWidth.prefix(name, columns: 3, ellipsis: false)
      let fill = String(repeating: " ", count: Self.dayWidth - 1 - DisplayWidth.of(shown))
      line.add(
        (index > 0 ? String(repeating: " ", count: gap) : "") + " " + shown + fill,
        TextStyle(foreground: Look.gray))
    }
    return line
  }

  /// Days (and blanks) side by side.
  private func dayLine(_ days: [ScreenElement], gap: Int) -> TerminalLine {
    var line = TerminalLine()
    for (index, day) in days.enumerated() {
      if index > 0, gap > 0 { line.add(String(repeating: " ", count: gap)) }
      if day.kind == .day {
        line.spans += daySpans(day)
      } else {
        line.add(String(repeating: " ", count: Self.dayWidth))
      }
    }
    return line
  }

  /// A day in five columns: `[`…`]` when selected (`›`…`‹` and reversed when focused),
  /// its number, then `✓` when done (or, with no habit chosen, every habit done) or `○`
  /// when a counted day was missed; bold today, underlined in a run of done days, dim
  /// when it does not count, green when done.
  private func daySpans(_ day: ScreenElement) -> [TextSpan] {
    let state = day.state
    let focused = day.id != nil && day.id == focus
    let number = day.texts.value?.string ?? ""
    let padded = String(repeating: " ", count: max(0, 2 - DisplayWidth.of(number))) + number
    let isDone = state.isDone == true || state.isPerfect
    let mark = isDone ? "✓" : state.isDone == false && state.isCounted == true ? "○" : " "
    let inRun = streaks.contains { streak in
      guard let run = streak.days, let days = day.days else { return false }
      return run.contains(days.lowerBound)
    }
    let style = TextStyle(
      foreground: isDone ? Look.green : nil, isBold: state.isToday,
      isDim: state.isCounted == false, isReversed: focused, isUnderlined: inRun)
    let open = focused ? "›" : state.isSelected ? "[" : " "
    let close = focused ? "‹" : state.isSelected ? "]" : " "
    return [
      TextSpan(open, TextStyle(isBold: true)), TextSpan(padded + mark, style),
      TextSpan(close, TextStyle(isBold: true)),
    ]
  }
}
