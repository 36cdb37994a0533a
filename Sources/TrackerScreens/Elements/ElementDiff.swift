/// The edits between two element trees of one screen, found by walking both trees at once:
/// children are matched by id (those without an id by their order among such siblings), an
/// element whose own parts changed gets a `set`, and the rest of each unchanged subtree costs
/// one comparison, or none when its children are the very ones of the old tree (as a
/// `CardShelf` hands them over). Nothing is encoded or copied for what did not change.
extension ScreenElement {
  /// The edits that turn `old` into this tree, in the order `ElementEdit` describes; nil when
  /// the whole tree is the better answer: another screen (the roots differ), an id used twice,
  /// or more than half the elements sent again anyway. (A server that keeps the trees it sent
  /// uses `ScreenCopy`, which does not walk the old tree again.)
  public func edits(from old: ScreenElement) -> [ElementEdit]? {
    var copy = ScreenCopy(old)
    return copy.update(to: self)
  }

  /// Whether no two elements of the tree have the same id.
  public var hasUniqueIDs: Bool {
    var ids = ScreenCopy.IDs()
    return ids.add(self)
  }

  /// How many elements the tree has, this one included.
  public var elementCount: Int {
    var count = 1
    for index in children.indices { count += children[index].elementCount }
    return count
  }
}

extension Array {
  /// Whether both arrays are one array: copies of each other, sharing one storage, hence
  /// equal without a look at their elements.
  func sharesStorage(with other: [Element]) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { mine in
        other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
      }
  }
}

/// The edits found so far, in their four runs, how many elements they send, and the subtrees
/// that went and came (so that a `ScreenCopy` keeps its ids without walking the tree again).
struct ElementDiff {
  var removals: [ElementEdit] = []
  var replacements: [ElementEdit] = []
  var placements: [ElementEdit] = []
  var settings: [ElementEdit] = []
  /// Elements the edits carry: each `set`, and every element inserted or replaced.
  var sent = 0
  /// The old subtrees removed or replaced, each with everything inside it.
  var gone: [ScreenElement] = []
  /// The new subtrees inserted or put in place of others.
  var came: [ScreenElement] = []

  /// The edits in the order they apply in.
  var edits: [ElementEdit] { removals + replacements + placements + settings }

  /// Where the runs stood, to take back the edits of a subtree that is better sent whole.
  private struct Mark {
    let removals, replacements, placements, settings, sent, gone, came: Int
  }

  private var mark: Mark {
    Mark(
      removals: removals.count, replacements: replacements.count, placements: placements.count,
      settings: settings.count, sent: sent, gone: gone.count, came: came.count)
  }

  private mutating func rollBack(to mark: Mark) {
    removals.removeSubrange(mark.removals...)
    replacements.removeSubrange(mark.replacements...)
    placements.removeSubrange(mark.placements...)
    settings.removeSubrange(mark.settings...)
    sent = mark.sent
    gone.removeSubrange(mark.gone...)
    came.removeSubrange(mark.came...)
  }

  /// The most moves among one parent's children before the parent is sent whole.
  static func moveLimit(children: Int) -> Int { 8 + children / 4 }

  /// Edits `old` into `new`, two elements with the same id and kind; false (and nothing
  /// added) when their children cannot be matched, so that the caller sends `new` whole.
  mutating func pair(_ old: ScreenElement, _ new: ScreenElement, id: ElementID) -> Bool {
    let start = mark
    if let changes = ElementChanges(from: old, to: new) {
      settings.append(.set(id, changes))
      sent += 1
    }
    guard children(of: id, old.children, new.children) else {
      rollBack(to: start)
      return false
    }
    return true
  }

  /// Edits the children `old` of `parent` into `new`.
  private mutating func children(
    of parent: ElementID, _ old: [ScreenElement], _ new: [ScreenElement]
  ) -> Bool {
    // Children handed over as they were (a `CardShelf`'s) cost nothing more.
    if old.sharesStorage(with: new) { return true }
    guard Self.sameKeys(old, new) else { return reorder(of: parent, old, new) }
    for index in new.indices {
      match(old[index], new[index], parent: parent, index: index)
    }
    return true
  }

  /// Whether two lists of children have the same ids and kinds, in the same order.
  private static func sameKeys(_ old: [ScreenElement], _ new: [ScreenElement]) -> Bool {
    guard old.count == new.count else { return false }
    // Each child read once, each condition on a line of its own (in a debug build, a read out
    // of an array copies the element, and the right side of `||` is a closure holding copies).
    var index = 0
    while index < old.count {
      let mine = old[index]
      let theirs = new[index]
      guard mine.kind == theirs.kind else { return false }
      if let id = mine.id {
        guard let other = theirs.id, id == other else { return false }
      } else {
        guard case .none = theirs.id else { return false }
      }
      index += 1
    }
    return true
  }

  /// Edits a child kept in place: its own edits, or sent whole.
  private mutating func match(
    _ old: ScreenElement, _ new: ScreenElement, parent: ElementID, index: Int
  ) {
    if let id = new.id {
      if pair(old, new, id: id) { return }
    } else if pairUnnamed(old, new) {
      return
    }
    replacements.append(.replace(parent: parent, index: index, new))
    sent += new.elementCount
    gone.append(old)
    came.append(new)
  }

  /// Edits inside two elements without an id (a month, its weeks): no edit can name them, so
  /// their own parts must be the same and their children stay in place, each edited in turn
  /// (a day selected in a month is a `set` of two days, not the month sent again); false, and
  /// nothing added, when that cannot be, so that the caller sends `new` whole.
  private mutating func pairUnnamed(_ old: ScreenElement, _ new: ScreenElement) -> Bool {
    guard old.kind == new.kind, case .none = ElementChanges(from: old, to: new) else {
      return false
    }
    if old.children.sharesStorage(with: new.children) { return true }
    guard Self.sameKeys(old.children, new.children) else { return false }
    let start = mark
    for index in new.children.indices {
      let (mine, theirs) = (old.children[index], new.children[index])
      let kept =
        if let id = theirs.id { pair(mine, theirs, id: id) } else { pairUnnamed(mine, theirs) }
      guard kept else {
        rollBack(to: start)
        return false
      }
    }
    return true
  }

  /// What tells children apart: the id, or for those without one, their place among them.
  private enum Key: Hashable {
    case id(ElementID)
    case unnamed(Int)
  }

  /// The keys of `children`, in order.
  private static func keys(_ children: [ScreenElement]) -> [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(children.count)
    var unnamed = 0
    for index in children.indices {
      if let id = children[index].id {
        keys.append(.id(id))
      } else {
        keys.append(.unnamed(unnamed))
        unnamed += 1
      }
    }
    return keys
  }

  /// Whether the children without an id are the same kinds in the same order.
  private static func sameUnnamedKinds(_ old: [ScreenElement], _ new: [ScreenElement]) -> Bool {
    var next = new.startIndex
    for index in old.indices where old[index].id == nil {
      while next < new.endIndex, new[next].id != nil { next += 1 }
      guard next < new.endIndex, new[next].kind == old[index].kind else { return false }
      next += 1
    }
    while next < new.endIndex, new[next].id != nil { next += 1 }
    return next == new.endIndex
  }

  /// Children that were removed, inserted or moved: removals by id, then each new child put
  /// in place in order. Children without an id must stay the same kinds in the same order.
  private mutating func reorder(
    of parent: ElementID, _ old: [ScreenElement], _ new: [ScreenElement]
  ) -> Bool {
    guard Self.sameUnnamedKinds(old, new) else { return false }
    let newKeys = Self.keys(new)
    var newIndex: [Key: Int] = [:]
    newIndex.reserveCapacity(newKeys.count)
    for (index, key) in newKeys.enumerated() { newIndex[key] = index }
    // What stays, in the old order, with where each stood among the old children.
    var current: [Key] = []
    var kept: [Key: Int] = [:]
    for (index, key) in Self.keys(old).enumerated() {
      if case .id(let id) = key {
        guard let position = newIndex[key], new[position].kind == old[index].kind else {
          removals.append(.remove(id))
          gone.append(old[index])
          continue
        }
      }
      current.append(key)
      kept[key] = index
    }
    // Every kept child's edits, where it stands once the removals are done.
    for (index, key) in current.enumerated() {
      guard let from = kept[key], let position = newIndex[key] else { return false }
      match(old[from], new[position], parent: parent, index: index)
    }
    // Then each new child put in place, in order.
    var moves = 0
    for (index, key) in newKeys.enumerated() {
      if index < current.count, current[index] == key { continue }
      if kept[key] != nil, case .id(let id) = key {
        guard let from = current[index...].firstIndex(of: key) else { return false }
        current.remove(at: from)
        current.insert(key, at: index)
        placements.append(.move(id, index: index))
        moves += 1
        if moves > Self.moveLimit(children: new.count) { return false }
      } else if kept[key] == nil {
        placements.append(.insert(parent: parent, index: index, new[index]))
        sent += new[index].elementCount
        came.append(new[index])
        current.insert(key, at: index)
      } else {
        return false  // a child without an id out of its place
      }
    }
    return current.count == newKeys.count
  }
}
