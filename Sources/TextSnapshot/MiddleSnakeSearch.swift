/// The search behind `LineDiff`: Myers' divide and conquer on the middle snake over two
/// texts' line ids. Owns two reusable arrays of furthest-reaching points and the search
/// steps left before it gives up.
struct MiddleSnakeSearch {
  let old: [Int]
  let new: [Int]
  var forward: [Int] = []
  var backward: [Int] = []
  /// Diagonals visited plus lines compared along them, counted down; below zero, give up.
  var budget: Int

  init(old: [Int], new: [Int], budget: Int) {
    self.old = old
    self.new = new
    self.budget = budget
    let size = old.count + new.count + 5
    forward = Array(repeating: 0, count: size)
    backward = Array(repeating: 0, count: size)
  }

  /// Appends the edit script of the two ranges; false when the budget ran out (the steps
  /// are then incomplete and the caller discards them).
  mutating func diff(oldRange: Range<Int>, newRange: Range<Int>, into steps: inout [LineDiff.Step])
    -> Bool
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
      guard
        let snake = middleSnake(oldLow: oldLow, oldHigh: oldHigh, newLow: newLow, newHigh: newHigh),
        diff(oldRange: oldLow..<snake.oldStart, newRange: newLow..<snake.newStart, into: &steps)
      else { return false }
      for offset in 0..<(snake.oldEnd - snake.oldStart) {
        steps.append(.keep(old: snake.oldStart + offset, new: snake.newStart + offset))
      }
      guard diff(oldRange: snake.oldEnd..<oldHigh, newRange: snake.newEnd..<newHigh, into: &steps)
      else { return false }
    }
    for offset in 0..<suffixCount {
      steps.append(.keep(old: oldHigh + offset, new: newHigh + offset))
    }
    return true
  }

  private struct Snake {
    var oldStart: Int, newStart: Int, oldEnd: Int, newEnd: Int
  }

  /// Myers' middle snake: runs the forward and backward searches until they overlap.
  /// Diagonal k is x - y (x in old, y in new, relative to the low corner). Nil when the
  /// budget runs out first. The searches run on buffer pointers in plain loops: a text that
  /// differs everywhere spends the whole budget (ten million steps) here, and array
  /// subscripts and `stride` cost several times as much in a debug build.
  private mutating func middleSnake(oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int) -> Snake?
  {
    var forward = self.forward
    var backward = self.backward
    var budget = self.budget
    self.forward = []
    self.backward = []
    defer {
      self.forward = forward
      self.backward = backward
      self.budget = budget
    }
    let box = Box(oldLow: oldLow, oldHigh: oldHigh, newLow: newLow, newHigh: newHigh)
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        forward.withUnsafeMutableBufferPointer { forward in
          backward.withUnsafeMutableBufferPointer { backward in
            Self.middleSnake(
              old: old, new: new, box: box, forward: forward, backward: backward,
              budget: &budget)
          }
        }
      }
    }
  }

  /// The ranges of the two texts a middle snake is searched in.
  private struct Box {
    var oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int
  }

  private static func middleSnake(
    old: UnsafeBufferPointer<Int>, new: UnsafeBufferPointer<Int>, box: Box,
    forward: UnsafeMutableBufferPointer<Int>, backward: UnsafeMutableBufferPointer<Int>,
    budget: inout Int
  ) -> Snake? {
    let n = box.oldHigh - box.oldLow
    let m = box.newHigh - box.newLow
    let delta = n - m
    let deltaIsOdd = delta & 1 != 0
    let maxD = (n + m + 1) / 2
    let offset = maxD + 1
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    var d = 0
    while d <= maxD {
      budget -= 2 * (d + 1)
      if budget < 0 { return nil }
      var k = -d
      while k <= d {
        var x =
          (k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]))
          ? forward[offset + k + 1] : forward[offset + k - 1] + 1
        var y = x - k
        let startX = x
        let startY = y
        while x < n, y < m, old[box.oldLow + x] == new[box.newLow + y] {
          x += 1
          y += 1
        }
        budget -= x - startX
        forward[offset + k] = x
        let reverseK = delta - k
        if deltaIsOdd, reverseK >= -(d - 1), reverseK <= d - 1, x + backward[offset + reverseK] >= n
        {
          return Snake(
            oldStart: box.oldLow + startX, newStart: box.newLow + startY, oldEnd: box.oldLow + x,
            newEnd: box.newLow + y)
        }
        k += 2
      }
      k = -d
      while k <= d {
        var x =
          (k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1]))
          ? backward[offset + k + 1] : backward[offset + k - 1] + 1
        var y = x - k
        let startX = x
        let startY = y
        while x < n, y < m, old[box.oldHigh - 1 - x] == new[box.newHigh - 1 - y] {
          x += 1
          y += 1
        }
        budget -= x - startX
        backward[offset + k] = x
        let forwardK = delta - k
        if !deltaIsOdd, forwardK >= -d, forwardK <= d, x + forward[offset + forwardK] >= n {
          return Snake(
            oldStart: box.oldHigh - x, newStart: box.newHigh - y, oldEnd: box.oldHigh - startX,
            newEnd: box.newHigh - startY)
        }
        k += 2
      }
      d += 1
    }
    // Unreachable: the searches meet by d = maxD. Should it ever happen, split into
    // "delete all, insert all", which is correct if not minimal, and terminates.
    return Snake(
      oldStart: box.oldHigh, newStart: box.newLow, oldEnd: box.oldHigh, newEnd: box.newLow)
  }
}
