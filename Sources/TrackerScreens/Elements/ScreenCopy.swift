/// The copy of one screen's tree that a client holds, as its server keeps it: the tree, with
/// the ids used in it and how many elements it has, so that the edits to the next tree cost
/// what changed. The ids are gathered once, when the copy is made (as the whole tree is sent);
/// after that they follow the subtrees each edit removes and inserts, and the tree is never
/// walked again.
public struct ScreenCopy: Sendable {
  /// The tree the client holds.
  public private(set) var tree: ScreenElement
  /// The ids of `tree`.
  private var ids: IDs

  /// A copy of `tree`.
  public init(_ tree: ScreenElement) {
    self.tree = tree
    ids = IDs(tree)
  }

  /// The edits that turn the copy into `new`, in the order `ElementEdit` describes, or nil
  /// when `new` is better sent whole: another screen (the roots differ), an id used twice in
  /// either tree, or more than half the elements sent again anyway. Either way the copy is
  /// `new` afterwards.
  public mutating func update(to new: ScreenElement) -> [ElementEdit]? {
    var ids = self.ids
    self.ids = IDs()  // so that `ids` is edited in place, not copied
    defer {
      tree = new
      self.ids = ids
    }
    guard ids.areUnique, let id = new.id, tree.id == id, tree.kind == new.kind else {
      ids = IDs(new)
      return nil
    }
    var diff = ElementDiff()
    guard diff.pair(tree, new, id: id) else {
      ids = IDs(new)
      return nil
    }
    for subtree in diff.gone { ids.remove(subtree) }
    for subtree in diff.came where !ids.add(subtree) {
      ids = IDs(new)
      return nil
    }
    guard diff.sent * 2 <= ids.count || ids.count < 8 else { return nil }
    return diff.edits
  }

  /// The ids used in a tree, and how many elements it has.
  struct IDs: Sendable {
    private var set: Set<ElementID> = []
    /// Whether no id was added twice.
    private(set) var areUnique = true
    /// Elements added less elements removed.
    private(set) var count = 0

    /// None yet.
    init() {}

    /// The ids of `tree`.
    init(_ tree: ScreenElement) {
      add(tree)
    }

    /// Adds the ids of `tree` and its elements; false when one was there already.
    @discardableResult
    mutating func add(_ tree: ScreenElement) -> Bool {
      count += 1
      if let id = tree.id, !set.insert(id).inserted { areUnique = false }
      let children = tree.children
      var index = 0
      while index < children.count {
        add(children[index])
        index += 1
      }
      return areUnique
    }

    /// Takes out the ids of `tree` and its elements.
    mutating func remove(_ tree: ScreenElement) {
      count -= 1
      if let id = tree.id { set.remove(id) }
      let children = tree.children
      var index = 0
      while index < children.count {
        remove(children[index])
        index += 1
      }
    }
  }
}
