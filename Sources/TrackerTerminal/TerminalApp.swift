import TrackerApp
import TrackerScreens

/// What the loop around the app does after a key: save the user's data, ring
/// the bell (an act that cannot be done), or quit.
public enum TerminalEffect: Hashable, Sendable {
  /// The user's data changed (these changes, in order): keep them before the next frame.
  case save(AppSession.Changes)
  /// The act could not be done; nothing changed.
  case bell
  /// The user asked to leave.
  case quit
}

/// What the app tells the user on the line above the keys.
public enum TerminalNotice: Hashable, Sendable {
  /// The last change was not made because another program changed the file.
  case changedElsewhere
  /// The last change was not made: it could not be written anywhere; the system's reason.
  case notSaved(reason: String)
  /// The state file cannot be written, so the changes are kept in this file from now on.
  case moved(path: String)
}

/// Where an element was drawn: its id and the first line of the screen's drawing it is on.
public struct DrawnElement: Hashable, Sendable {
  /// The element.
  public var id: ElementID
  /// Its first line in the drawing of the whole screen (not the rows shown).
  public var line: Int

  /// An element drawn from `line` on.
  public init(id: ElementID, line: Int) {
    self.id = id
    self.line = line
  }
}

/// The terminal app as one value: the session, where the focus is on each
/// screen of the stack, how far the screen is scrolled, and the notice shown.
/// Key handling (`handle(_:)`) is a pure function of this value and the key.
///
/// Long lists are drawn from a window of their items (`ListWindows`): once the loop has told
/// the app its rows (`fit(rows:)`), a list holds the items of three screens, and moves as the
/// focus nears an end of them, so that a history of a thousand cards is drawn in the time of
/// the rows that show.
public struct TerminalApp: Sendable {
  /// The app.
  public private(set) var session: AppSession
  /// The windows of the screens' long lists (complete lists until `fit(rows:)`).
  public private(set) var windows = ListWindows()
  /// The screen on top as it is drawn: the session's, its long lists cut to their windows.
  public private(set) var shown: ScreenElement
  /// With an overlay on top, the screen under it as it is drawn.
  public private(set) var shownUnder: ScreenElement?
  /// The element whose line the next frame keeps in its row: the focus before a list's
  /// window moved (the items before it in the drawing changed). Cleared by `drew(_:)`.
  public private(set) var scrollAnchor: DrawnElement?
  /// Where the focused element was drawn in the last frame.
  public private(set) var drawnFocus: DrawnElement?
  /// The focused element of each screen of the stack, bottom first.
  private var focusStack: [ElementID?]
  /// The name of each screen of the stack when its focus was set.
  private var screenNames: [String]
  /// The first line of the screen shown (kept by the loop from the last frame).
  public var scrollTop = 0
  /// What the line above the keys says.
  public var notice: TerminalNotice?

  /// The app on `session`, with the focus on the first element of its screen.
  public init(session: AppSession) {
    self.session = session
    shown = session.screen
    shownUnder = session.screenUnderOverlay
    focusStack = session.stack.map { _ in nil }
    screenNames = session.stack.map(\.name)
    settle(before: nil)
  }

  /// The terminal has `rows` rows: each long list holds the items of three screens of them
  /// (an item takes a line at least), the focused one a screen from either end where the
  /// list goes on.
  public mutating func fit(rows: Int) {
    let count = 3 * max(rows, 1)
    guard windows.size != count else { return }
    windows.resize(to: count)
    follow(from: nil)
  }

  /// Notes what the loop drew: how far the screen is scrolled and where the focus is.
  public mutating func drew(_ frame: TerminalFrame) {
    scrollTop = frame.scrollTop
    drawnFocus = frame.focusLine.flatMap { line in focus.map { DrawnElement(id: $0, line: line) } }
    scrollAnchor = nil
  }

  /// The elements the focus moves through, in screen order.
  public var stops: [ElementID] { FocusOrder.stops(in: session.screen) }

  /// The focused element of the screen on top; nil when it has nothing to act on.
  public var focus: ElementID? { focusStack.last ?? nil }

  /// The focused element itself.
  public var focusedElement: ScreenElement? { focus.flatMap { session.screen.element($0) } }

  /// Changes the session from outside the keys (today moving on at midnight),
  /// keeping the focus where it can be.
  public mutating func updateSession(_ change: (inout AppSession) -> Void) {
    let before = session.screen
    change(&session)
    settle(before: before)
  }

  /// Does what `key` asks: moves the focus, or forwards an act to the session.
  public mutating func handle(_ key: TerminalKey) -> [TerminalEffect] {
    let field = focusedElement.flatMap { $0.kind == .textField ? $0 : nil }
    switch key {
    case .down: return moveInMonth(by: 1) ?? moveFocus(by: 1)
    case .up: return moveInMonth(by: -1) ?? moveFocus(by: -1)
    case .tab, .right: return moveFocus(by: 1)
    case .backTab, .left: return moveFocus(by: -1)
    case .pageDown: return moveFocus(by: 5, wraps: false)
    case .pageUp: return moveFocus(by: -5, wraps: false)
    case .home: return moveFocus(to: 0)
    case .end: return moveFocus(to: stops.count - 1)
    case .enter:
      if let field { return leave(field) }
      return activate()
    case .escape:
      return session.stack.count > 1 ? perform(.back) : []
    case .menu:
      return longPress()
    case .interrupt:
      return [.quit]
    case .endOfInput:
      return field == nil ? [.quit] : []
    case .backspace:
      guard let field, let id = field.id else { return [] }
      let text = field.texts.value?.string ?? ""
      return text.isEmpty ? [] : perform(.type(id, String(text.dropLast())))
    case .text(let typed):
      if let field, let id = field.id {
        return perform(.type(id, (field.texts.value?.string ?? "") + typed))
      }
      return command(typed)
    case .delete, .unknown:
      return []
    }
  }

  /// A letter typed outside a text field: `q` quits on a main screen, `m`
  /// opens the focused card's menu, a space taps (the same keys on a Russian
  /// layout: `й`, `ь`).
  private mutating func command(_ typed: String) -> [TerminalEffect] {
    switch typed {
    case "q", "Q", "й", "Й": return session.stack.count == 1 ? [.quit] : [.bell]
    case "m", "M", "ь", "Ь": return longPress()
    case " ": return activate()
    default: return []
    }
  }

  /// Enter: taps the focused element, or presses and holds it when that is all it does.
  private mutating func activate() -> [TerminalEffect] {
    guard let element = focusedElement, let id = element.id else { return [.bell] }
    if element.intents.isEmpty, !element.longPressIntents.isEmpty { return perform(.longPress(id)) }
    return perform(.tap(id))
  }

  /// `m`: a long press on the focused element, or on the nearest element
  /// around it that has one (a card, around its done button).
  private mutating func longPress() -> [TerminalEffect] {
    guard let focus else { return [.bell] }
    let path = FocusOrder.path(to: focus, in: session.screen)
    guard let target = path.last(where: { !$0.longPressIntents.isEmpty && $0.state.isEnabled }),
      let id = target.id
    else { return [.bell] }
    return perform(.longPress(id))
  }

  /// Moves the focus `step` stops on, around the ends when `wraps`.
  private mutating func moveFocus(by step: Int, wraps: Bool = true) -> [TerminalEffect] {
    let stops = self.stops
    guard !stops.isEmpty else { return [] }
    let index = focus.flatMap { stops.firstIndex(of: $0) } ?? 0
    var next = index + step
    if wraps {
      next = ((next % stops.count) + stops.count) % stops.count
    } else {
      next = min(max(next, 0), stops.count - 1)
    }
    let previous = focus
    focusStack[focusStack.count - 1] = stops[next]
    follow(from: previous, focusOnly: true)
    return []
  }

  /// Down and up on a day of a month (a calendar, a date picker): the same weekday a week
  /// later or earlier; past the month, or onto a day that takes no focus, the stop after or
  /// before the month. Nil when the focus is on no day of a month.
  private mutating func moveInMonth(by step: Int) -> [TerminalEffect]? {
    guard let focus else { return nil }
    let path = FocusOrder.path(to: focus, in: session.screen)
    guard path.count >= 3, path[path.count - 1].kind == .day, path[path.count - 2].kind == .week,
      path[path.count - 3].kind == .month
    else { return nil }
    let month = path[path.count - 3]
    let weeks = month.children.filter { $0.kind == .week }
    let stops = self.stops
    if let row = weeks.firstIndex(of: path[path.count - 2]),
      let column = weeks[row].children.firstIndex(where: { $0.id == focus }),
      weeks.indices.contains(row + step), weeks[row + step].children.indices.contains(column),
      let other = weeks[row + step].children[column].id, stops.contains(other)
    {
      focusStack[focusStack.count - 1] = other
      return []
    }
    let inside = Set(month.allElements.compactMap(\.id))
    guard let index = stops.firstIndex(of: focus) else { return nil }
    let outside =
      step > 0
      ? stops[(index + 1)...].first { !inside.contains($0) }
      : stops[..<index].last { !inside.contains($0) }
    guard let outside else { return nil }
    focusStack[focusStack.count - 1] = outside
    return []
  }

  /// Enter in a text field: the focus to the next field or control after it,
  /// never to its own clear button (Enter, Enter must not erase what was typed).
  private mutating func leave(_ field: ScreenElement) -> [TerminalEffect] {
    let stops = self.stops
    guard let id = field.id, let index = stops.firstIndex(of: id) else { return moveFocus(by: 1) }
    let inside = Set(field.allElements.compactMap(\.id))
    let after = stops[(index + 1)...].first { !inside.contains($0) }
    focusStack[focusStack.count - 1] = after ?? stops.first { !inside.contains($0) } ?? id
    follow(from: id, focusOnly: true)
    return []
  }

  /// Puts the focus on the stop at `index`.
  private mutating func moveFocus(to index: Int) -> [TerminalEffect] {
    let stops = self.stops
    guard stops.indices.contains(index) else { return [] }
    let previous = focus
    focusStack[focusStack.count - 1] = stops[index]
    follow(from: previous, focusOnly: true)
    return []
  }

  /// The screen under an overlay as it is drawn, from its top: its lists' first items.
  private func top(of screen: ScreenElement) -> ScreenElement {
    guard let size = windows.size else { return screen }
    var first = ListWindows()
    for list in screen.children where list.kind == .list {
      if let id = list.id { first.place(id, first: 0, count: size) }
    }
    return first.cut(screen)
  }

  /// Cuts the screens to the windows, moved to hold the focus with a screen of items around
  /// it; when a window moved, the next frame keeps `previous` (the focus before) in its row.
  /// When only the focus moved (`focusOnly`: the session and the windows' size as they were),
  /// the screen under an overlay, drawn from its top, is the one already cut: it is not
  /// described again at every key.
  private mutating func follow(from previous: ElementID?, focusOnly: Bool = false) {
    let before = windows
    // Cut first: a list that shows something else (a new search) starts at its top.
    shown = windows.cut(session.screen)
    if let focus, let size = windows.size {
      // The tab bar is drawn below the rows that scroll: the focus on it moves no list.
      var screen = session.screen
      screen.children.removeAll { $0.kind == .tabBar }
      let placed = windows
      windows.keep(focus, in: screen, margin: size / 3)
      if windows != placed { shown = windows.cut(session.screen) }
    }
    if !focusOnly { shownUnder = session.screenUnderOverlay.map(top(of:)) }
    if windows != before, let previous, let drawn = drawnFocus, drawn.id == previous {
      scrollAnchor = drawn
    }
  }

  /// Forwards `act`; on a refusal nothing changes and the bell rings.
  private mutating func perform(_ act: UserAct) -> [TerminalEffect] {
    let before = session.screen
    do {
      let changes = try session.perform(act)
      settle(before: before)
      return changes.isEmpty ? [] : [.save(changes)]
    } catch {
      return [.bell]
    }
  }

  /// After the stack changed: a screen that came on gets the focus its
  /// description names (`initialFocus`), a screen returned to gets back the
  /// focus it had, and a focused element that went away gives the focus to the
  /// one in its place.
  private mutating func settle(before: ScreenElement?) {
    let names = session.stack.map(\.name)
    let kept = zip(screenNames, names).prefix { $0 == $1 }.count
    let sameTop = kept == names.count && names.count == screenNames.count
    focusStack = Array(focusStack.prefix(kept)) + Array(repeating: nil, count: names.count - kept)
    screenNames = names
    if !sameTop { scrollTop = 0 }
    let previous = focus
    defer { follow(from: sameTop ? previous : nil) }
    guard let top = focusStack.last else { return }
    if let top, session.screen.element(top)?.isInteractive == true { return }
    let stops = self.stops
    if let top, stops.contains(top) { return }
    let previousIndex = top.flatMap { id in
      before.flatMap { FocusOrder.stops(in: $0).firstIndex(of: id) }
    }
    if top != nil, sameTop, let previousIndex, !stops.isEmpty {
      focusStack[focusStack.count - 1] = stops[min(previousIndex, stops.count - 1)]
    } else {
      focusStack[focusStack.count - 1] = FocusOrder.initialStop(in: session.screen)
    }
  }
}

/// The order the focus moves in: every element a user can act on, in screen
/// order, except an element that only opens a menu on a long press and holds
/// elements of its own (a card: the focus goes to its done button, and `m`
/// opens the card's menu from there).
public enum FocusOrder {
  /// The focus stops of `screen`.
  public static func stops(in screen: ScreenElement) -> [ElementID] {
    stops(in: screen, upTo: Int.max)
  }

  /// Where the focus starts on `screen`: the element its description names,
  /// or the first stop inside it (a card's done button), or the first stop.
  public static func initialStop(in screen: ScreenElement) -> ElementID? {
    if let named = screen.initialFocus {
      if let element = screen.element(named) {
        let inside = stops(in: ScreenElement(.screen, children: [element]))
        if let stop = inside.first { return stop }
      }
    }
    return firstStop(in: screen)
  }

  /// The first focus stop of `screen`.
  public static func firstStop(in screen: ScreenElement) -> ElementID? {
    stops(in: screen, upTo: 1).first
  }

  // The trees are walked by index, in static functions: a for-in loop copies every child it
  // passes, and a nested function captures its state, in a debug build (the terminal works
  // out the stops at every key).

  private static func stops(in screen: ScreenElement, upTo limit: Int) -> [ElementID] {
    var result: [ElementID] = []
    // The screen itself is no stop: its intents are what a tap outside it sends.
    let children = screen.children
    var index = 0
    while index < children.count {
      collectStops(of: children[index], into: &result, upTo: limit)
      index += 1
    }
    return result
  }

  /// Adds the stops of `element` and of what is inside it, in reading order.
  private static func collectStops(
    of element: ScreenElement, into result: inout [ElementID], upTo limit: Int
  ) {
    guard result.count < limit else { return }
    if element.isInteractive, let id = element.id, !givesWay(element) { result.append(id) }
    let children = element.children
    var index = 0
    while index < children.count {
      collectStops(of: children[index], into: &result, upTo: limit)
      index += 1
    }
  }

  /// Whether `element` only opens a menu on a long press and holds stops of its own (a card
  /// with its done button): it gives its place to them. (One condition a line: the right side
  /// of `&&` is a closure, which holds a copy of the element in a debug build.)
  private static func givesWay(_ element: ScreenElement) -> Bool {
    guard element.intents.isEmpty else { return false }
    guard element.kind != .textField else { return false }
    return hasStop(inside: element)
  }

  /// Whether something inside `element` is interactive.
  private static func hasStop(inside element: ScreenElement) -> Bool {
    let children = element.children
    var index = 0
    while index < children.count {
      let child = children[index]
      if child.isInteractive { return true }
      if hasStop(inside: child) { return true }
      index += 1
    }
    return false
  }

  /// The elements from `screen` down to the one with `id`; empty when it is not there.
  public static func path(to id: ElementID, in screen: ScreenElement) -> [ScreenElement] {
    if screen.id == id { return [screen] }
    for child in screen.children {
      let path = path(to: id, in: child)
      if !path.isEmpty { return [screen] + path }
    }
    return []
  }
}
