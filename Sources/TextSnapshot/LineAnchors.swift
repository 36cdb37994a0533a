/// The second pass of `LineDiff`, for texts whose minimal diff costs too much: lines that
/// occur exactly once in each text, kept in the order both texts share (the longest
/// increasing run, as patience diff finds it), split the texts into short stretches that
/// Myers compares cheaply.
extension MiddleSnakeSearch {
  /// Appends an edit script that keeps the anchors and diffs the stretches between them on
  /// the remaining budget. A stretch whose search runs out of budget is replaced entirely;
  /// false if any was. `distinctLines` bounds the line ids.
  mutating func anchoredDiff(distinctLines: Int, into steps: inout [LineDiff.Step]) -> Bool {
    let anchors = Self.anchors(old: old, new: new, distinctLines: distinctLines)
    guard !anchors.isEmpty else {
      replace(oldRange: 0..<old.count, newRange: 0..<new.count, into: &steps)
      return false
    }
    var complete = true
    var oldStart = 0
    var newStart = 0
    for anchor in anchors + [(old: old.count, new: new.count)] {
      let mark = steps.count
      let oldRange = oldStart..<anchor.old
      let newRange = newStart..<anchor.new
      if !diff(oldRange: oldRange, newRange: newRange, into: &steps) {
        steps.removeSubrange(mark...)
        replace(oldRange: oldRange, newRange: newRange, into: &steps)
        complete = false
      }
      if anchor.old < old.count { steps.append(.keep(old: anchor.old, new: anchor.new)) }
      oldStart = anchor.old + 1
      newStart = anchor.new + 1
    }
    return complete
  }

  /// Keeps the lines the two ranges share at their start and end and replaces the rest.
  func replace(
    oldRange: Range<Int>, newRange: Range<Int>, into steps: inout [LineDiff.Step]
  ) {
    var oldLow = oldRange.lowerBound
    var newLow = newRange.lowerBound
    var oldHigh = oldRange.upperBound
    var newHigh = newRange.upperBound
    while oldLow < oldHigh, newLow < newHigh, old[oldLow] == new[newLow] {
      steps.append(.keep(old: oldLow, new: newLow))
      oldLow += 1
      newLow += 1
    }
    while oldLow < oldHigh, newLow < newHigh, old[oldHigh - 1] == new[newHigh - 1] {
      oldHigh -= 1
      newHigh -= 1
    }
    steps += (oldLow..<oldHigh).map { .delete(old: $0) }
    steps += (newLow..<newHigh).map { .insert(new: $0) }
    steps += (0..<(oldRange.upperBound - oldHigh)).map {
      .keep(old: oldHigh + $0, new: newHigh + $0)
    }
  }

  /// The lines that occur once in each text, as (old index, new index) pairs increasing on
  /// both sides: the longest such chain, found in O(k log k) by patience sorting.
  static func anchors(old: [Int], new: [Int], distinctLines: Int) -> [(old: Int, new: Int)] {
    var oldCount = Array(repeating: 0, count: distinctLines)
    var newCount = Array(repeating: 0, count: distinctLines)
    var newIndex = Array(repeating: 0, count: distinctLines)
    for id in old { oldCount[id] += 1 }
    for (index, id) in new.enumerated() {
      newCount[id] += 1
      newIndex[id] = index
    }
    let unique = old.indices.compactMap { index -> (old: Int, new: Int)? in
      let id = old[index]
      return oldCount[id] == 1 && newCount[id] == 1 ? (index, newIndex[id]) : nil
    }
    // tails[k]: the pair ending the best chain of length k + 1 found so far.
    var tails: [Int] = []
    var previous = Array(repeating: -1, count: unique.count)
    for (index, pair) in unique.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if unique[tails[middle]].new < pair.new { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var chain: [(old: Int, new: Int)] = []
    var index = tails.last ?? -1
    while index >= 0 {
      chain.append(unique[index])
      index = previous[index]
    }
    return chain.reversed()
  }
}
