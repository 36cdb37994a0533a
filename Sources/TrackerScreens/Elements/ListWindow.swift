/// Which items of a long list (`ScreenElement.Kind.list`) a tree holds. A list's items are
/// its rows, or in a list of sections the sections' children (the cards), counted across the
/// sections; a section is sent, with its title, when one of its items is. The children of a
/// list are the items in view (or the sections holding them, each with only those items), so
/// that a front end that shows ten cards is sent about ten, however long the list.
///
/// A screen is described complete (`before` and `after` 0: the text rendering and the
/// goldens show every item); `ListWindows` cuts it to the window each front end shows.
public struct ListWindow: Hashable, Sendable {
  /// Items left out before the first one held: 0 at the top.
  public var before: Int
  /// Items left out after the last one held: 0 at the bottom.
  public var after: Int
  /// In a list of sections, how many items each section holds, in order, those left out
  /// included: what a front end needs to draw the scroll bar and each section's title in
  /// its place. Empty in a list of rows.
  public var sectionSizes: [Int]
  /// What the list shows, as the kit writes it (the Trackers screen's day, filter and
  /// search): another scope is another list, shown from its top. Compare it; do not read it.
  public var scope: String

  /// A window with every part given.
  public init(before: Int = 0, after: Int = 0, sectionSizes: [Int] = [], scope: String = "") {
    self.before = before
    self.after = after
    self.sectionSizes = sectionSizes
    self.scope = scope
  }

  /// Whether every item is held.
  public var isComplete: Bool { before == 0 && after == 0 }
}

extension ScreenElement {
  /// A complete `list` of `sections` (each holding its items), showing `scope`; none when
  /// there is no section (the screen shows its placeholder).
  static func list(_ id: ElementID, sections: [ScreenElement], scope: String) -> ScreenElement? {
    guard !sections.isEmpty else { return nil }
    return ScreenElement(
      .list, id: id, children: sections,
      window: ListWindow(sectionSizes: sections.map(\.children.count), scope: scope))
  }

  /// A complete `list` of `rows`, showing `scope`; none when there is no row.
  static func list(_ id: ElementID, rows: [ScreenElement], scope: String) -> ScreenElement? {
    guard !rows.isEmpty else { return nil }
    return ScreenElement(.list, id: id, children: rows, window: ListWindow(scope: scope))
  }

  /// How many items this list has, those left out included.
  var itemCount: Int {
    let window = self.window ?? ListWindow()
    let held =
      window.sectionSizes.isEmpty
      ? children.count : children.reduce(0) { $0 + $1.children.count }
    return window.before + held + window.after
  }

  /// This complete list cut to the items `first..<first + count` (moved back so that it is
  /// full when the list ends sooner); the list itself when that is every item.
  func cut(first: Int, count: Int) -> ScreenElement {
    let total = itemCount
    let start = max(0, min(first, total - count))
    let end = min(total, start + count)
    guard start > 0 || end < total, var window else { return self }
    var result = self
    if window.sectionSizes.isEmpty {
      result.children = Array(children[start..<end])
    } else {
      result.children = []
      var offset = 0
      for section in children where offset < end {
        let size = section.children.count
        let (low, high) = (max(start, offset), min(end, offset + size))
        if low == offset && high == offset + size {
          result.children.append(section)
        } else if low < high {
          var part = section
          part.children = Array(section.children[(low - offset)..<(high - offset)])
          result.children.append(part)
        }
        offset += size
      }
    }
    window.before = start
    window.after = total - end
    result.window = window
    return result
  }

  /// The place among this complete list's items of the one that is or holds `id`.
  func itemIndex(of id: ElementID) -> Int? {
    let items =
      window?.sectionSizes.isEmpty ?? true ? children : children.flatMap { $0.children }
    return items.firstIndex { $0.element(id) != nil }
  }
}

/// The windows one front end shows of the long lists of its screens, by list id, kept as a
/// person expects: a list stays where it was when it comes back (after a form, a menu,
/// another tab) and when its items change (a card marked done), and starts at its top, or at
/// the item the focus starts on, when it shows something else (a new search, a filter,
/// another day: its `ListWindow.scope` changed). A front end says how many items it shows
/// (`size`) and where it scrolled (`place(_:first:count:)`).
public struct ListWindows: Hashable, Sendable {
  /// Where a list stands, and the scope it was last shown in (nil: not shown yet).
  struct Placement: Hashable, Sendable {
    var first: Int
    var count: Int
    var scope: String?
  }

  /// How many items a list holds that the front end has not placed; nil sends such lists
  /// complete (a front end that draws every item).
  public var size: Int?
  private var placements: [ElementID: Placement] = [:]

  /// Windows of `size` items (nil: complete lists) until the front end places one.
  public init(size: Int? = nil) {
    self.size = size
  }

  /// Every list shows `count` items from where it stands.
  public mutating func resize(to count: Int) {
    size = count
    for id in placements.keys { placements[id]?.count = count }
  }

  /// The list `id` shows `count` items from its item `first`, or from where it stands when
  /// `first` is nil. A list not on the screen yet keeps the window for when it comes.
  public mutating func place(_ id: ElementID, first: Int?, count: Int) {
    var placement = placements[id] ?? Placement(first: 0, count: count, scope: nil)
    if let first { placement.first = first }
    placement.count = count
    placements[id] = placement
  }

  /// Where the list `id` stands: its first item and how many it shows; nil when it is sent
  /// complete.
  public func placement(of id: ElementID) -> (first: Int, count: Int)? {
    placements[id].map { ($0.first, $0.count) }
  }

  /// Moves the windows of the lists of `screen` (complete, as the session describes it) as
  /// little as needed for `margin` items to be held on either side of `element`, where the
  /// list has them: what a front end that moves a focus through the items calls after each
  /// move. An element above a list is shown with the list's first items, one below it with
  /// its last. A list not placed yet, or sent complete, is left as it is.
  public mutating func keep(_ element: ElementID, in screen: ScreenElement, margin: Int) {
    guard let holder = screen.children.firstIndex(where: { $0.element(element) != nil }) else {
      return
    }
    for (index, list) in zip(screen.children.indices, screen.children) where list.kind == .list {
      guard let id = list.id, let placed = placements[id] else { continue }
      let item =
        index == holder
        ? list.itemIndex(of: element) ?? 0 : index > holder ? -1 : list.itemCount
      let margin = max(0, min(margin, (placed.count - 1) / 2))
      var first = placed.first
      if item < first + margin { first = item - margin }
      if item > first + placed.count - 1 - margin { first = item + margin - placed.count + 1 }
      placements[id]?.first = max(0, min(first, list.itemCount - placed.count))
    }
  }

  /// `screen` with each of its lists (children of its root) cut to its window.
  public mutating func cut(_ screen: ScreenElement) -> ScreenElement {
    guard screen.children.contains(where: { $0.kind == .list }) else { return screen }
    var result = screen
    for index in screen.children.indices where screen.children[index].kind == .list {
      result.children[index] = cut(list: screen.children[index], focus: screen.initialFocus)
    }
    return result
  }

  private mutating func cut(list: ScreenElement, focus: ElementID?) -> ScreenElement {
    guard let id = list.id else { return list }
    let scope = list.window?.scope ?? ""
    func start() -> Int { focus.flatMap(list.itemIndex(of:)) ?? 0 }
    var placement: Placement
    if let placed = placements[id] {
      placement = placed
      if let shown = placed.scope, shown != scope { placement.first = start() }
    } else if let size {
      placement = Placement(first: start(), count: size, scope: nil)
    } else {
      return list
    }
    placement.scope = scope
    placement.first = max(0, min(placement.first, list.itemCount - placement.count))
    placements[id] = placement
    return list.cut(first: placement.first, count: placement.count)
  }
}
