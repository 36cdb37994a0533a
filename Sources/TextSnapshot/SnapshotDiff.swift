/// A unified diff of a golden text (`-`) against an actual or pending text (`+`), in hunks
/// with three lines of context, as `diff -u` and `git diff` print them.
public struct SnapshotDiff: Sendable, Equatable {
  /// One line of a hunk.
  public enum Line: Sendable, Equatable {
    /// A line both texts have.
    case context(String)
    /// A golden line the actual text lacks (`-`).
    case removed(String)
    /// An actual line the golden text lacks (`+`).
    case added(String)
  }

  /// A run of changes with its surrounding context and its `@@ -a,b +c,d @@` ranges.
  public struct Hunk: Sendable, Equatable {
    /// The first golden line (1-based), or the line before an empty golden side.
    public var oldStart: Int
    /// How many golden lines the hunk shows.
    public var oldCount: Int
    /// The first actual line (1-based), or the line before an empty actual side.
    public var newStart: Int
    /// How many actual lines the hunk shows.
    public var newCount: Int
    /// The hunk's lines in order.
    public var lines: [Line]

    /// The hunk header; a count of 1 is left out and an empty side names the line before it.
    public var header: String {
      func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
      }
      return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
    }
  }

  /// The hunks, in order; empty when the texts are identical.
  public let hunks: [Hunk]
  /// False when the texts differ in so many places that comparing every line would be slow,
  /// so that some runs of lines (all of them, if the texts share no line) are shown as
  /// replaced entirely rather than compared.
  public let isLineByLine: Bool

  /// Diffs two texts line by line; a nil golden text (a new snapshot) shows every line as added.
  public init(golden: SnapshotText?, actual: SnapshotText, contextLines: Int = 3) {
    self.init(
      golden: golden, actual: actual, contextLines: contextLines, budget: LineDiff.defaultBudget)
  }

  /// Diffs with a given search budget (see `LineDiff`), so tests can reach the bound cheaply.
  init(golden: SnapshotText?, actual: SnapshotText, contextLines: Int = 3, budget: Int) {
    let old = golden?.lines ?? []
    let new = actual.lines
    let diff = LineDiff(old: old, new: new, budget: budget)
    self.hunks = Self.hunks(from: diff.steps, old: old, new: new, context: contextLines)
    self.isLineByLine = diff.isComplete
  }

  /// The note `rendered` ends with when the diff is not line by line.
  static let differEntirelyNote =
    "(The texts differ in so many places that comparing every line would be slow: some runs"
    + " of lines are shown as replaced entirely.)"

  /// The diff as text: `---`/`+++` headers, the hunks with whitespace made visible in
  /// changed lines, a legend for the markers used, and at most `maxLines` hunk lines.
  public func rendered(goldenLabel: String, actualLabel: String, maxLines: Int = .max) -> String {
    var output = ["--- \(goldenLabel)", "+++ \(actualLabel)"]
    var markers = VisibleWhitespace.Markers()
    var shown = 0
    var hidden = 0
    for hunk in hunks {
      if shown >= maxLines {
        hidden += hunk.lines.count + 1
        continue
      }
      output.append(hunk.header)
      shown += 1
      for line in hunk.lines {
        guard shown < maxLines else {
          hidden += 1
          continue
        }
        shown += 1
        switch line {
        case .context(let text): output.append(" " + text)
        case .removed(let text):
          output.append("-" + VisibleWhitespace.show(text, markers: &markers))
        case .added(let text): output.append("+" + VisibleWhitespace.show(text, markers: &markers))
        }
      }
    }
    if hidden > 0 { output.append("… \(hidden) more diff lines not shown.") }
    if !isLineByLine { output.append(Self.differEntirelyNote) }
    if let legend = markers.legend { output.append(legend) }
    return output.joined(separator: "\n")
  }

  private static func hunks(
    from steps: [LineDiff.Step], old: [ArraySlice<UInt8>], new: [ArraySlice<UInt8>], context: Int
  ) -> [Hunk] {
    func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
    var hunks: [Hunk] = []
    var index = steps.firstIndex { !$0.isKeep }
    // Old and new line numbers (0-based) reached before `cursor`.
    var cursor = 0
    var oldLine = 0
    var newLine = 0
    func advance(to target: Int) {
      while cursor < target {
        switch steps[cursor] {
        case .keep:
          oldLine += 1
          newLine += 1
        case .delete: oldLine += 1
        case .insert: newLine += 1
        }
        cursor += 1
      }
    }
    while let firstChange = index {
      let start = max(cursor, firstChange - context)
      var lastChange = firstChange
      var scan = firstChange + 1
      while scan < steps.count, scan - lastChange <= 2 * context + 1 {
        if !steps[scan].isKeep { lastChange = scan }
        scan += 1
      }
      let end = min(steps.count, lastChange + 1 + context)
      advance(to: start)
      var hunk = Hunk(oldStart: oldLine, oldCount: 0, newStart: newLine, newCount: 0, lines: [])
      for step in steps[start..<end] {
        switch step {
        case .keep(let o, _):
          hunk.lines.append(.context(text(old[o])))
          hunk.oldCount += 1
          hunk.newCount += 1
        case .delete(let o):
          hunk.lines.append(.removed(text(old[o])))
          hunk.oldCount += 1
        case .insert(let n):
          hunk.lines.append(.added(text(new[n])))
          hunk.newCount += 1
        }
      }
      if hunk.oldCount > 0 { hunk.oldStart += 1 }
      if hunk.newCount > 0 { hunk.newStart += 1 }
      hunks.append(hunk)
      advance(to: end)
      index = steps[end...].firstIndex { !$0.isKeep }
    }
    return hunks
  }
}

extension LineDiff.Step {
  fileprivate var isKeep: Bool {
    if case .keep = self { true } else { false }
  }
}
