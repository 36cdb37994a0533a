/// The edits between two element trees of one screen, found by walking both trees at once:
/// children are matched by id (those without an id by their order among such siblings), an
/// element whose own parts changed gets a `set`, and the rest of each unchanged subtree costs
/// one comparison. Nothing is encoded or copied for what did not change.
extension ScreenElement {
  /// The edits that turn `old` into this tree, in the order `ElementEdit` describes; nil when
  /// the whole tree is the better answer: another screen (the roots differ), an id used twice,
  /// or more than half the elements sent again anyway.
  public func edits(from old: ScreenElement) -> [ElementEdit]? {
    edits(from: old, uniqueIDs: (old.hasUniqueIDs, hasUniqueIDs))
  }

  /// The edits from `old`, when the caller knows whether each tree has unique ids (checked
  /// once, when it kept a tree), so that the cost is what changed, not the old tree.
  public func edits(from old: ScreenElement, uniqueIDs: (old: Bool, new: Bool)) -> [ElementEdit]? {
    guard let id, old.id == id, old.kind == kind, uniqueIDs.old, uniqueIDs.new else {
      return nil
    }
    var diff = ElementDiff()
    guard diff.pair(old, self, id: id) else { return nil }
    let size = elementCount
    guard diff.sent * 2 <= size || size < 8 else { return nil }
    return diff.removals + diff.replacements + diff.placements + diff.settings
  }

  /// Whether no two elements of the tree have the same id.
  public var hasUniqueIDs: Bool {
    var seen: Set<ElementID> = []
    func visit(_ element: ScreenElement) -> Bool {
      if let id = element.id, !seen.insert(id).inserted { return false }
      for child in element.children where !visit(child) { return false }
      return true
    }
    return visit(self)
  }

  /// How many elements the tree has, this one included.
  public var elementCount: Int {
    children.reduce(1) { $0 + $1.elementCount }
  }
}

/// The edits found so far, in their four runs, and how many elements they send.
struct ElementDiff {
  var removals: [ElementEdit] = []
  var replacements: [ElementEdit] = []
  var placements: [ElementEdit] = []
  var settings: [ElementEdit] = []
  /// Elements the edits carry: each `set`, and every element inserted or replaced.
  var sent = 0

  /// Where the runs stood, to take back the edits of a subtree that is better sent whole.
  private struct Mark {
    let removals, replacements, placements, settings, sent: Int
  }

  private var mark: Mark {
    Mark(
      removals: removals.count, replacements: replacements.count, placements: placements.count,
      settings: settings.count, sent: sent)
  }

  private mutating func rollBack(to mark: Mark) {
    removals.removeSubrange(mark.removals...)
    replacements.removeSubrange(mark.replacements...)
    placements.removeSubrange(mark.placements...)
    settings.removeSubrange(mark.settings...)
    sent = mark.sent
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
    if old.count == new.count,
      zip(old, new).allSatisfy({ $0.id == $1.id && $0.kind == $1.kind })
    {
      for index in new.indices {
        match(old[index], new[index], parent: parent, index: index)
      }
      return true
    }
    return reorder(of: parent, old, new)
  }

  /// Edits a child kept in place: its own edits, or sent whole.
  private mutating func match(
    _ old: ScreenElement, _ new: ScreenElement, parent: ElementID, index: Int
  ) {
    if let id = new.id {
      if pair(old, new, id: id) { return }
    } else if old == new {
      return
    }
    replacements.append(.replace(parent: parent, index: index, new))
    sent += new.elementCount
  }

  /// What tells children apart: the id, or for those without one, their place among them.
  private enum Key: Hashable {
    case id(ElementID)
    case unnamed(Int)
  }

  /// Children that were removed, inserted or moved: removals by id, then each new child put
  /// in place in order. Children without an id must stay the same kinds in the same order.
  private mutating func reorder(
    of parent: ElementID, _ old: [ScreenElement], _ new: [ScreenElement]
  ) -> Bool {
    guard old.filter({ $0.id == nil }).map(\.kind) == new.filter({ $0.id == nil }).map(\.kind)
    else { return false }
    var newKinds: [ElementID: ScreenElement.Kind] = [:]
    for child in new { if let id = child.id { newKinds[id] = child.kind } }
    // What stays, in the old order, and the old elements by key.
    var current: [Key] = []
    var kept: [Key: ScreenElement] = [:]
    var unnamed = 0
    for child in old {
      let key: Key
      if let id = child.id {
        guard newKinds[id] == child.kind else {
          removals.append(.remove(id))
          continue
        }
        key = .id(id)
      } else {
        key = .unnamed(unnamed)
        unnamed += 1
      }
      current.append(key)
      kept[key] = child
    }
    // Every kept child's edits, where it stands once the removals are done.
    var newKeys: [Key] = []
    var newIndex: [Key: Int] = [:]
    unnamed = 0
    for (index, child) in new.enumerated() {
      let key: Key
      if let id = child.id {
        key = .id(id)
      } else {
        key = .unnamed(unnamed)
        unnamed += 1
      }
      newKeys.append(key)
      newIndex[key] = index
    }
    for (index, key) in current.enumerated() {
      guard let old = kept[key], let position = newIndex[key] else { return false }
      match(old, new[position], parent: parent, index: index)
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
        current.insert(key, at: index)
      } else {
        return false  // a child without an id out of its place
      }
    }
    return current.count == newKeys.count
  }
}
