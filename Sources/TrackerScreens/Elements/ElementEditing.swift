/// Edits applied to an element tree: what a front end does with the edits it is sent, written
/// once in Swift (the tests check with it that edits are exact, and a Swift client over the
/// wire may use it).
extension ScreenElement {
  /// This tree with `edits` applied in order, or the first edit that does not fit it.
  public func applying(_ edits: [ElementEdit]) throws(ElementEditError) -> ScreenElement {
    var tree = self
    for (number, edit) in edits.enumerated() {
      try tree.apply(edit, number: number)
    }
    return tree
  }

  private mutating func apply(_ edit: ElementEdit, number: Int) throws(ElementEditError) {
    func fail(_ problem: String) -> ElementEditError {
      ElementEditError(index: number, problem: problem)
    }
    func find(_ id: ElementID) throws(ElementEditError) -> [Int] {
      guard let path = path(to: id) else { throw fail("no element has the id \(id)") }
      return path
    }
    switch edit {
    case .set(let id, let changes):
      try modify(at: try find(id)[...]) { element throws(ElementEditError) in
        element = changes.applied(to: element)
      }
    case .insert(let parent, let index, let element):
      try modify(at: try find(parent)[...]) { parent throws(ElementEditError) in
        guard (0...parent.children.count).contains(index) else {
          throw fail("no place \(index) among \(parent.children.count) children")
        }
        parent.children.insert(element, at: index)
      }
    case .remove(let id):
      let path = try find(id)
      guard let last = path.last else { throw fail("the screen itself cannot be removed") }
      try modify(at: path.dropLast()) { parent throws(ElementEditError) in
        parent.children.remove(at: last)
      }
    case .move(let id, let index):
      let path = try find(id)
      guard let last = path.last else { throw fail("the screen itself cannot be moved") }
      try modify(at: path.dropLast()) { parent throws(ElementEditError) in
        guard (0..<parent.children.count).contains(index) else {
          throw fail("no place \(index) among \(parent.children.count) children")
        }
        let moved = parent.children.remove(at: last)
        parent.children.insert(moved, at: index)
      }
    case .replace(let parent, let index, let element):
      try modify(at: try find(parent)[...]) { parent throws(ElementEditError) in
        guard parent.children.indices.contains(index) else {
          throw fail("no child \(index) among \(parent.children.count)")
        }
        parent.children[index] = element
      }
    }
  }

  /// The child indices that lead from this element to the one with `id`.
  private func path(to id: ElementID) -> [Int]? {
    var path: [Int] = []
    return findPath(to: id, from: &path) ? path : nil
  }

  /// Whether the element with `id` is this one or inside it; if so, `path` is extended by the
  /// child indices that lead to it. (The children are searched where they are stored, not
  /// copied out one by one, and no array is made for each level.)
  private func findPath(to id: ElementID, from path: inout [Int]) -> Bool {
    if self.id == id { return true }
    return children.withUnsafeBufferPointer { children in
      for index in children.indices {
        path.append(index)
        if children[index].findPath(to: id, from: &path) { return true }
        path.removeLast()
      }
      return false
    }
  }

  /// Changes the element at `path` in place.
  private mutating func modify(
    at path: ArraySlice<Int>, _ change: (inout ScreenElement) throws(ElementEditError) -> Void
  ) throws(ElementEditError) {
    guard let first = path.first else {
      try change(&self)
      return
    }
    try children[first].modify(at: path.dropFirst(), change)
  }
}
