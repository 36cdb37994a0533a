import TrackerTestSupport

/// Seeded mutations of a valid file, as a fuzzer makes them: the same seed gives the same
/// inputs on every machine, so a failure can be replayed. Every input stays under
/// `maximumSize` bytes, so that a test that finishes shows no input made the reader hang.
struct Mutator {
  private var random: SeededRandom
  let maximumSize = 96 * 1024

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  /// A number from 0 up to but not including `bound` (positive).
  mutating func below(_ bound: Int) -> Int {
    random.next(below: bound)
  }

  /// `bytes` with one to three mutations, each chosen among the kinds below.
  mutating func mutate(_ bytes: [UInt8], numbers: [[UInt8]] = [], openers: [UInt8] = []) -> [UInt8]
  {
    var result = bytes
    for _ in 0...below(3) {
      let kind = below(openers.isEmpty ? 7 : 8)
      result = apply(kind, to: result, numbers: numbers, openers: openers)
    }
    return Array(result.prefix(maximumSize))
  }

  private mutating func apply(
    _ kind: Int, to bytes: [UInt8], numbers: [[UInt8]], openers: [UInt8]
  ) -> [UInt8] {
    var bytes = bytes
    let at = below(bytes.count + 1)
    switch kind {
    case 0:  // flip a byte to any value
      if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: random.next()) }
    case 1:  // truncate
      bytes = Array(bytes.prefix(at))
    case 2:  // duplicate a slice somewhere else
      let start = below(bytes.count + 1)
      let end = min(bytes.count, start + below(400))
      bytes.insert(contentsOf: bytes[start..<end], at: below(bytes.count + 1))
    case 3:  // insert random Unicode: marks, joiners, selectors, right-to-left, emoji, controls
      bytes.insert(contentsOf: Array(randomText().utf8), at: at)
    case 4:  // delete a slice
      let end = min(bytes.count, at + below(40) + 1)
      if at < end { bytes.removeSubrange(at..<end) }
    case 5:  // a huge or odd number
      let number = numbers.isEmpty ? Array("1e999999".utf8) : numbers[below(numbers.count)]
      bytes.insert(contentsOf: number, at: at)
    case 6:  // swap two bytes
      let other = below(bytes.count + 1)
      if at < bytes.count, other < bytes.count { bytes.swapAt(at, other) }
    default:  // deep nesting
      let opener = openers[below(openers.count)]
      bytes.insert(contentsOf: repeatElement(opener, count: 1 + below(5000)), at: at)
    }
    return bytes
  }

  /// `bytes` with the text between one pair of double quotes that follows `:` or `[` (a
  /// value, not a key) replaced by `replacement` (written with `escape`): a mutation that
  /// keeps the syntax and tries the rules.
  mutating func replaceQuoted(
    in bytes: [UInt8], with replacement: String, escape: (String) -> String
  ) -> [UInt8] {
    var ranges: [Range<Int>] = []
    var start: Int?
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 1
      case UInt8(ascii: "\""):
        if let opening = start {
          var before = opening - 1
          while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
          if before >= 0, [UInt8(ascii: ":"), UInt8(ascii: "[")].contains(bytes[before]) {
            ranges.append(opening + 1..<index)
          }
          start = nil
        } else {
          start = index
        }
      default: break
      }
      index += 1
    }
    guard !ranges.isEmpty else { return bytes }
    var result = bytes
    result.replaceSubrange(ranges[below(ranges.count)], with: Array(escape(replacement).utf8))
    return result
  }

  private static let pieces: [String] = [
    "\u{301}", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{202E}", "\u{200F}", "\u{0}", "\u{1}",
    "\u{7F}", "\u{85}", "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{212A}", "e\u{301}", "é", "ё",
    "👨‍👩‍👧‍👦", "🏝️", "❤", "🇷🇺", "\\", "\"", "'", "%", "%@", "%1$d", ";", "=", "/*", "*/", "//",
    "\n", "\r\n", "\t", "{", "}", "[", "]", ",", ":", "null", "true", "\\u0000", "\\ud83d",
    "\\U00E9", "日本語", "שלום",
  ]

  /// One to four pieces of awkward text.
  private mutating func randomText() -> String {
    (0...below(4)).map { _ in Self.pieces[below(Self.pieces.count)] }.joined()
  }
}
