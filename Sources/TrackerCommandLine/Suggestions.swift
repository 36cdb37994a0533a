/// "Did you mean …?": the candidate closest to a mistyped word by edit distance, if it is
/// close enough to be a typo. Used for commands, subcommands, options, screens and choices.
func closest(to word: String, among candidates: [String]) -> String? {
  // No typo is this long; comparing a huge argument with every candidate would be slow.
  guard word.unicodeScalars.count <= 64 else { return nil }
  let scored = candidates.map { (candidate: $0, distance: editDistance(word, $0)) }
  guard let best = scored.min(by: { $0.distance < $1.distance }),
    best.distance <= max(2, word.count / 3), best.distance < max(word.count, best.candidate.count)
  else { return nil }
  return best.candidate
}

/// Levenshtein distance over characters, in O(|lhs|·|rhs|) time and O(|rhs|) space.
private func editDistance(_ lhs: String, _ rhs: String) -> Int {
  let a = Array(lhs)
  let b = Array(rhs)
  guard !a.isEmpty else { return b.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in stride(from: 1, through: b.count, by: 1) {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}

/// A value as an error message shows it: as it is when it is a plain word, otherwise quoted
/// with escapes (an empty text, spaces, a newline), so every message stays on its lines.
func shown(_ text: String) -> String {
  let plain =
    !text.isEmpty
    && !text.unicodeScalars.contains {
      $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        || $0 == "\"" || $0 == "'" || $0 == "\\"
    }
  return plain ? text : String(reflecting: text)
}

/// A word as a message names it: 'trackrs', or quoted with escapes when it is not plain.
func quoted(_ text: String) -> String {
  let plain = shown(text)
  return plain == text ? "'\(text)'" : plain
}

/// Words as a list in a sentence: "a, b or c".
func listed(_ words: [String], or conjunction: String = "or") -> String {
  guard words.count > 1, let last = words.last else { return words.first ?? "" }
  return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
