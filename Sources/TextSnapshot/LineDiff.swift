/// A shortest edit script between two sequences of lines, found with Myers' O(ND)
/// algorithm in its linear-space form (divide and conquer on the middle snake).
///
/// Lines are compared by their bytes, not by Swift's `String` equality, which treats
/// canonically equivalent text (NFC and NFD) as equal.
struct LineDiff {
  /// One step of the edit script, with 0-based indices into the old and new lines.
  enum Step: Equatable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  let steps: [Step]

  init(old: [ArraySlice<UInt8>], new: [ArraySlice<UInt8>]) {
    self.init(interning: old.map(LineBytes.init), new.map(LineBytes.init))
  }

  init<Line: Hashable>(old: [Line], new: [Line]) {
    self.init(interning: old, new)
  }

  private init<Line: Hashable>(interning old: [Line], _ new: [Line]) {
    // Intern lines as small integers so the inner loops compare Ints.
    var ids: [Line: Int] = [:]
    let oldIDs = old.map { line in
      ids[line]
        ?? {
          ids[line] = ids.count
          return ids.count - 1
        }()
    }
    let newIDs = new.map { line in
      ids[line]
        ?? {
          ids[line] = ids.count
          return ids.count - 1
        }()
    }
    var search = MiddleSnakeSearch(old: oldIDs, new: newIDs)
    var steps: [Step] = []
    steps.reserveCapacity(max(old.count, new.count))
    search.diff(oldRange: 0..<oldIDs.count, newRange: 0..<newIDs.count, into: &steps)
    self.steps = Self.deletionsFirst(steps)
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

/// The recursive part of the diff; owns two reusable arrays of furthest-reaching points.
private struct MiddleSnakeSearch {
  let old: [Int]
  let new: [Int]
  var forward: [Int] = []
  var backward: [Int] = []

  init(old: [Int], new: [Int]) {
    self.old = old
    self.new = new
    let size = old.count + new.count + 5
    forward = Array(repeating: 0, count: size)
    backward = Array(repeating: 0, count: size)
  }

  mutating func diff(oldRange: Range<Int>, newRange: Range<Int>, into steps: inout [LineDiff.Step])
  {
    var oldLow = oldRange.lowerBound
    var oldHigh = oldRange.upperBound
    var newLow = newRange.lowerBound
    var newHigh = newRange.upperBound
    // Common prefix and suffix.
    while oldLow < oldHigh, newLow < newHigh, old[oldLow] == new[newLow] {
      steps.append(.keep(old: oldLow, new: newLow))
      oldLow += 1
      newLow += 1
    }
    var suffixCount = 0
    while oldLow < oldHigh, newLow < newHigh, old[oldHigh - 1] == new[newHigh - 1] {
      oldHigh -= 1
      newHigh -= 1
      suffixCount += 1
    }
    if oldLow == oldHigh {
      for index in newLow..<newHigh { steps.append(.insert(new: index)) }
    } else if newLow == newHigh {
      for index in oldLow..<oldHigh { steps.append(.delete(old: index)) }
    } else {
      // Both sides are non-empty and differ at both ends, so D >= 2 and both halves
      // around the middle snake are strictly smaller problems.
      let snake = middleSnake(oldLow: oldLow, oldHigh: oldHigh, newLow: newLow, newHigh: newHigh)
      diff(oldRange: oldLow..<snake.oldStart, newRange: newLow..<snake.newStart, into: &steps)
      for offset in 0..<(snake.oldEnd - snake.oldStart) {
        steps.append(.keep(old: snake.oldStart + offset, new: snake.newStart + offset))
      }
      diff(oldRange: snake.oldEnd..<oldHigh, newRange: snake.newEnd..<newHigh, into: &steps)
    }
    for offset in 0..<suffixCount {
      steps.append(.keep(old: oldHigh + offset, new: newHigh + offset))
    }
  }

  private struct Snake {
    var oldStart: Int, newStart: Int, oldEnd: Int, newEnd: Int
  }

  /// Myers' middle snake: runs the forward and backward searches until they overlap.
  /// Diagonal k is x - y (x in old, y in new, relative to the low corner).
  private mutating func middleSnake(oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int) -> Snake {
    let n = oldHigh - oldLow
    let m = newHigh - newLow
    let delta = n - m
    let deltaIsOdd = delta & 1 != 0
    let maxD = (n + m + 1) / 2
    let offset = maxD + 1
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    for d in 0...maxD {
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]))
          ? forward[offset + k + 1] : forward[offset + k - 1] + 1
        var y = x - k
        let startX = x
        let startY = y
        while x < n, y < m, old[oldLow + x] == new[newLow + y] {
          x += 1
          y += 1
        }
        forward[offset + k] = x
        let reverseK = delta - k
        if deltaIsOdd, reverseK >= -(d - 1), reverseK <= d - 1, x + backward[offset + reverseK] >= n
        {
          return Snake(
            oldStart: oldLow + startX, newStart: newLow + startY, oldEnd: oldLow + x,
            newEnd: newLow + y)
        }
      }
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1]))
          ? backward[offset + k + 1] : backward[offset + k - 1] + 1
        var y = x - k
        let startX = x
        let startY = y
        while x < n, y < m, old[oldHigh - 1 - x] == new[newHigh - 1 - y] {
          x += 1
          y += 1
        }
        backward[offset + k] = x
        let forwardK = delta - k
        if !deltaIsOdd, forwardK >= -d, forwardK <= d, x + forward[offset + forwardK] >= n {
          return Snake(
            oldStart: oldHigh - x, newStart: newHigh - y, oldEnd: oldHigh - startX,
            newEnd: newHigh - startY)
        }
      }
    }
    // Unreachable: the searches meet by d = maxD. Should it ever happen, split into
    // "delete all, insert all", which is correct if not minimal, and terminates.
    return Snake(oldStart: oldHigh, newStart: newLow, oldEnd: oldHigh, newEnd: newLow)
  }
}
