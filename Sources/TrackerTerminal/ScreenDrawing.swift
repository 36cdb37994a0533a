import TrackerApp
import TrackerLocalization
import TrackerScreens

/// The size of the terminal window.
public struct TerminalSize: Hashable, Sendable {
  /// Columns and rows.
  public var columns, rows: Int

  /// A size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

/// What the terminal shows: exactly `rows` lines of `columns`, where the
/// cursor goes, and how far the screen is scrolled.
public struct TerminalFrame: Hashable, Sendable {
  /// The lines, top to bottom, each filled to the width.
  public var lines: [TerminalLine]
  /// The cursor's row and column (from 0), in a focused text field; nil hides it.
  public var cursorRow: Int?, cursorColumn: Int?
  /// The first line of the screen's drawing shown at the top.
  public var scrollTop: Int
  /// The first line of the screen's drawing the focused element is on; nil when it is not
  /// drawn (or is on the tab bar).
  public var focusLine: Int?

  /// The frame as plain text, one line a row: what the golden files hold.
  public var text: String { lines.map(\.text).joined(separator: "\n") + "\n" }
}

/// Draws the app: a pure function of the app (its session, focus, scroll and
/// notice), the window's size and nothing else.
public enum ScreenDrawing {
  /// The frame for `app` in a window of `size`.
  public static func draw(_ app: TerminalApp, size: TerminalSize) -> TerminalFrame {
    let columns = max(size.columns, 1)
    let rows = max(size.rows, 1)
    let session = app.session
    let contentWidth = max(columns - 2, 1)
    var body = Painter(width: contentWidth, focus: app.focus)
    body.anchor = app.scrollAnchor?.id
    var tabBar: ScreenElement?
    var dimmedTabBar: ScreenElement?
    // What floats over the bottom of the screen (Filters): kept in view above the tab bar.
    var floating: [ScreenElement] = []
    var boxRange: Range<Int>?
    if let under = app.shownUnder {
      var behind = Painter(width: contentWidth, focus: nil, dimsAll: true)
      behind.window = 0..<rows
      var under = under
      if let index = under.children.firstIndex(where: { $0.kind == .tabBar }) {
        dimmedTabBar = under.children.remove(at: index)
      }
      behind.draw(under)
      var box = Painter(width: max(min(contentWidth - 4, 50), 8), focus: app.focus)
      box.draw(app.shown)
      let boxed = framed(box.lines, width: box.width, outer: contentWidth)
      let start = max(0, min(behind.lines.count, rows - 1) - boxed.count) / 2
      var lines = behind.lines
      while lines.count < start + boxed.count { lines.append(TerminalLine()) }
      lines.replaceSubrange(start..<start + boxed.count, with: boxed)
      body.lines = lines
      body.focusLines = box.focusLines.map {
        ($0.lowerBound + start + 1)...($0.upperBound + start + 1)
      }
      boxRange = start..<start + boxed.count
      if let cursor = box.cursor {
        body.cursor = (
          cursor.line + start + 1, cursor.column + (contentWidth - box.width - 4) / 2 + 2
        )
      }
    } else {
      var screen = app.shown
      if let index = screen.children.firstIndex(where: { $0.kind == .tabBar }) {
        tabBar = screen.children.remove(at: index)
      }
      floating = screen.children.filter(\.look.floats)
      screen.children.removeAll(where: \.look.floats)
      body.window = 0..<0
      body.draw(screen)
    }
    var footer: [TerminalLine] = []
    if !floating.isEmpty {
      var painter = Painter(width: contentWidth, focus: app.focus)
      for element in floating { painter.draw(element) }
      footer += painter.lines.map { TerminalLine([TextSpan(" ")] + $0.spans) }
      // Focused, it stands for where it comes in reading order, after the list: the screen
      // scrolls to its end (as a window of the list follows the focus there).
      if painter.focusLines != nil {
        let end = max(body.lines.count - 1, 0)
        body.focusLines = end...end
      }
    }
    if let bar = tabBar ?? dimmedTabBar {
      var painter = Painter(width: contentWidth, focus: app.focus, dimsAll: dimmedTabBar != nil)
      painter.draw(bar)
      footer += painter.lines.map { TerminalLine([TextSpan(" ")] + $0.spans) }
      if painter.focusLines != nil { body.focusLines = nil }
    }
    if let notice = app.notice {
      let text = noticeText(notice, session.localizer)
      let style = TextStyle(foreground: Look.white, background: Look.red, isBold: true)
      for part in DisplayWidth.wrap(text, columns: max(columns - 2, 1)) {
        footer.append(TerminalLine([TextSpan(" " + part, style)]).fitted(to: columns))
      }
    }
    footer += KeyLine.lines(for: app, width: columns)
    let height = max(0, rows - footer.count)
    // A window moved: the lines before the anchor changed by as many as it moved.
    var previous = app.scrollTop
    if let anchor = app.scrollAnchor, let line = body.anchorLine { previous += line - anchor.line }
    let top = scrollTop(
      previous, focus: body.focusLines, total: body.lines.count, height: height,
      isFirstStop: app.focus == FocusOrder.firstStop(in: session.screen)
        || app.focus == FocusOrder.initialStop(in: session.screen))
    if boxRange == nil {
      var visible = Painter(width: contentWidth, focus: app.focus)
      visible.window = top..<top + height
      var screen = app.shown
      screen.children.removeAll { $0.kind == .tabBar || $0.look.floats }
      visible.draw(screen)
      body.lines = visible.lines
      body.cursor = visible.cursor
    }
    var lines: [TerminalLine] = []
    for row in 0..<height {
      let index = top + row
      var line = TerminalLine([TextSpan(" ")])
      if index < body.lines.count { line.spans += body.lines[index].spans }
      line = line.fitted(to: max(columns - 1, 0))
      let more =
        row == 0 && top > 0 ? "↑" : row == height - 1 && index < body.lines.count - 1 ? "↓" : " "
      if columns > 1 { line.add(more, TextStyle(foreground: Look.gray)) }
      lines.append(line)
    }
    lines += footer.map { $0.fitted(to: columns) }
    lines = Array(lines.suffix(rows))
    var frame = TerminalFrame(lines: lines, scrollTop: top)
    frame.focusLine = body.focusLines?.lowerBound
    if let cursor = body.cursor, cursor.line >= top, cursor.line < top + height,
      cursor.column + 1 < columns
    {
      frame.cursorRow = cursor.line - top
      frame.cursorColumn = cursor.column + 1
    }
    return frame
  }

  /// The first line to show: `previous`, moved as little as needed to show
  /// the focused lines (from the top when the focus is on the first element).
  static func scrollTop(
    _ previous: Int, focus: ClosedRange<Int>?, total: Int, height: Int, isFirstStop: Bool
  ) -> Int {
    guard height > 0 else { return 0 }
    var top = previous
    if let focus {
      if isFirstStop && focus.upperBound < height { top = 0 }
      if focus.upperBound >= top + height { top = focus.upperBound - height + 1 }
      if focus.lowerBound < top { top = focus.lowerBound }
      if focus.lowerBound > 0, focus.lowerBound == top, focus.upperBound - top + 1 < height {
        top -= 1
      }
    }
    return max(0, min(top, max(0, total - height)))
  }

  /// Lines in a box, centered in `outer` columns.
  private static func framed(_ lines: [TerminalLine], width: Int, outer: Int) -> [TerminalLine] {
    let left = String(repeating: " ", count: max(0, (outer - width - 4) / 2))
    let border = TextStyle(foreground: Look.gray)
    var result = [
      TerminalLine([
        TextSpan(left), TextSpan("╭" + String(repeating: "─", count: width + 2) + "╮", border),
      ])
    ]
    for line in lines {
      result.append(
        TerminalLine(
          [TextSpan(left), TextSpan("│ ", border)] + line.fitted(to: width).spans + [
            TextSpan(" │", border)
          ]))
    }
    result.append(
      TerminalLine([
        TextSpan(left), TextSpan("╰" + String(repeating: "─", count: width + 2) + "╯", border),
      ]))
    return result
  }

  /// A notice in the app's language.
  static func noticeText(_ notice: TerminalNotice, _ localizer: Localizer) -> String {
    switch notice {
    case .changedElsewhere: localizer.text(.terminalNoticeChangedElsewhere).string
    case .notSaved: localizer.text(.terminalNoticeNotSaved).string
    case .moved(let path): localizer.text(.terminalNoticeMoved, arguments: [.text(path)]).string
    }
  }
}

/// The line at the bottom that lists the keys, in the app's language.
package enum KeyLine {
  /// The keys that work on the focused element, on one line: when they do not all fit,
  /// the ones a person needs least are left out (moving the focus first, then the menu,
  /// then going back), never cut inside a word; what Enter does stays.
  static func lines(for app: TerminalApp, width: Int) -> [TerminalLine] {
    let localizer = app.session.localizer
    let focused = app.focusedElement
    let inField = focused?.kind == .textField
    var keys: [StringKey] = [.terminalKeysMove]
    if inField {
      keys.append(.terminalKeysType)
    } else if focused != nil {
      keys.append(.terminalKeysSelect)
    }
    if let id = app.focus,
      FocusOrder.path(to: id, in: app.session.screen).contains(where: {
        !$0.longPressIntents.isEmpty
      })
    {
      keys.append(.terminalKeysMenu)
    }
    if app.session.stack.count > 1 {
      keys.append(.terminalKeysBack)
    } else {
      keys.append(inField ? .terminalKeysQuitInField : .terminalKeysQuit)
    }
    let leastNeededFirst: [StringKey] = [
      .terminalKeysMove, .terminalKeysMenu, .terminalKeysBack, .terminalKeysQuit,
      .terminalKeysQuitInField,
    ]
    func line(_ keys: [StringKey]) -> String { Self.line(keys, localizer) }
    var shown = keys
    for key in leastNeededFirst where DisplayWidth.of(line(shown)) > width - 1 && shown.count > 1 {
      shown.removeAll { $0 == key }
    }
    let text = DisplayWidth.prefix(line(shown), columns: max(width - 1, 1))
    return [TerminalLine([TextSpan(text, TextStyle(foreground: Look.gray))])]
  }

  /// The key line of `keys` as drawn: a space, then the keys' texts two spaces apart.
  package static func line(_ keys: [StringKey], _ localizer: Localizer) -> String {
    " " + keys.map { localizer.text($0).string }.joined(separator: "  ")
  }

  /// The key lines every screen shows whole (moving, Enter or typing, and back or quit; the
  /// menu key is the one extra that may push out moving): each must fit a terminal of the
  /// smallest size the app supports, or the app leaves "move" out there.
  package static let essentialLines: [[StringKey]] = [
    [.terminalKeysMove, .terminalKeysSelect, .terminalKeysBack],
    [.terminalKeysMove, .terminalKeysSelect, .terminalKeysQuit],
    [.terminalKeysMove, .terminalKeysType, .terminalKeysBack],
    [.terminalKeysMove, .terminalKeysType, .terminalKeysQuitInField],
  ]

  /// The essential key lines of `localizer`'s language that do not fit `columns` (the last
  /// column stays empty), each with its width: what `strings lint` warns about.
  package static func tooWide(_ localizer: Localizer, columns: Int = 40)
    -> [(keys: [StringKey], width: Int)]
  {
    essentialLines.compactMap { keys in
      let width = DisplayWidth.of(line(keys, localizer))
      return width > columns - 1 ? (keys, width) : nil
    }
  }
}
