/// A shortest edit script between two sequences of lines, found with Myers' O(ND)
/// algorithm in its linear-space form (divide and conquer on the middle snake).
///
/// The work is bounded, so that no pair of texts makes a diff slow. Past `budget` search
/// steps (texts that differ in many places), the diff starts again from anchors: lines
/// that occur once in each text, in the same order (as patience diff does), with Myers
/// between them on a second budget. A stretch between anchors that still runs out of
/// budget is shown as replaced entirely, and `isComplete` is false.
///
/// Lines are compared by their bytes, not by Swift's `String` equality, which treats
/// canonically equivalent text (NFC and NFD) as equal.
struct LineDiff {
  /// The search steps each pass may take: about 0.1 s in a release build. Enough for a
  /// minimal diff of two 2,000-line texts that share no line, or of two texts of any length
  /// that differ in a few dozen places.
  static let defaultBudget = 10_000_000

  /// One step of the edit script, with 0-based indices into the old and new lines.
  enum Step: Equatable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  let steps: [Step]
  /// False when some lines are shown as replaced entirely because the search ran out of budget.
  let isComplete: Bool

  init(old: [ArraySlice<UInt8>], new: [ArraySlice<UInt8>], budget: Int = defaultBudget) {
    self.init(interning: old.map(LineBytes.init), new.map(LineBytes.init), budget: budget)
  }

  init<Line: Hashable>(old: [Line], new: [Line], budget: Int = defaultBudget) {
    self.init(interning: old, new, budget: budget)
  }

  private init<Line: Hashable>(interning old: [Line], _ new: [Line], budget: Int) {
    // Intern lines as small integers so the inner loops compare Ints.
    var ids: [Line: Int] = [:]
    func id(_ line: Line) -> Int {
      if let known = ids[line] { return known }
      ids[line] = ids.count
      return ids.count - 1
    }
    let oldIDs = old.map(id)
    let newIDs = new.map(id)
    var search = MiddleSnakeSearch(old: oldIDs, new: newIDs, budget: budget)
    var steps: [Step] = []
    steps.reserveCapacity(max(old.count, new.count))
    let whole = (old: 0..<oldIDs.count, new: 0..<newIDs.count)
    var complete = search.diff(oldRange: whole.old, newRange: whole.new, into: &steps)
    if !complete {
      steps.removeAll(keepingCapacity: true)
      search.budget = budget
      complete = search.anchoredDiff(distinctLines: ids.count, into: &steps)
    }
    self.steps = Self.deletionsFirst(steps)
    self.isComplete = complete
  }

  /// Within each run of changes, all deletions before all insertions, as `diff -u` and
  /// `git diff` print them (Myers may interleave them; the edit script stays the same size).
  private static func deletionsFirst(_ steps: [Step]) -> [Step] {
    var result: [Step] = []
    result.reserveCapacity(steps.count)
    var inserts: [Step] = []
    for step in steps {
      switch step {
      case .keep:
        result += inserts
        inserts.removeAll(keepingCapacity: true)
        result.append(step)
      case .delete: result.append(step)
      case .insert: inserts.append(step)
      }
    }
    return result + inserts
  }

  /// The number of deleted plus inserted lines.
  var editCount: Int {
    steps.reduce(0) { count, step in
      if case .keep = step { count } else { count + 1 }
    }
  }
}

/// A line's bytes, hashed in one call rather than byte by byte.
private struct LineBytes: Hashable {
  let bytes: ArraySlice<UInt8>

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}
